import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {
  budgetMisses,
  median,
  medians,
  METRICS,
  parseBudgets,
  ratio,
  type Measure,
  type RouteMedians,
} from '../../scripts/bench-budgets';

test('the median is the middle run, or the mean of the middle two', () => {
  assert.equal(median([1500, 900, 1000]), 1000);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.throws(() => median([]), /no values/);
});

test('each metric gets its own median over the runs', () => {
  const runs = [
    {lcp: 1400, tbt: 0},
    {lcp: 1300, tbt: 90},
    {lcp: 2000, tbt: 40},
  ];
  assert.deepEqual(medians(runs, ['lcp', 'tbt']), {lcp: 1400, tbt: 40});
});

test('a ratio to a reference of zero is 1 for zero and infinite otherwise', () => {
  assert.equal(ratio(1500, 1000), 1.5);
  assert.equal(ratio(0, 0), 1);
  assert.equal(ratio(10, 0), Number.POSITIVE_INFINITY);
});

const perfectPage: Measure = {
  ...(Object.fromEntries(METRICS.map((m) => [m, 0])) as Measure),
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};
const route = (
  page: Partial<Measure>,
  reference: RouteMedians['reference'],
  limit: RouteMedians['limit'] = reference,
): RouteMedians => ({
  route: '/privacy',
  page: {...perfectPage, ...page},
  reference,
  limit,
});

test('LCP and FCP may be at most a multiple of the reference: the miss names route, metric, value and budget', () => {
  const rules = [{routes: '*', maxTimesReference: {lcp: 1.5, fcp: 1.2}}];
  const within = route({lcp: 1500, fcp: 1100}, {lcp: 1000, fcp: 1000, tbt: 0});
  assert.deepEqual(budgetMisses(within, rules), []);
  const over = route({lcp: 1600, fcp: 1100}, {lcp: 1000, fcp: 1000, tbt: 0});
  assert.deepEqual(budgetMisses(over, rules), [
    "/privacy: LCP 1.60x the reference's (1600 ms against 1000 ms), budget at most 1.5x",
  ]);
});

test('LCP and FCP may be at most a multiple of the limit page measured in the same run', () => {
  const rules = [{routes: '*', maxTimesLimit: {lcp: 1.3}}];
  const reference = {lcp: 1200, fcp: 1000, tbt: 0};
  assert.deepEqual(budgetMisses(route({lcp: 1300}, reference, {lcp: 1000, fcp: 700, tbt: 0}), rules), []);
  assert.deepEqual(budgetMisses(route({lcp: 1400}, reference, {lcp: 1000, fcp: 700, tbt: 0}), rules), [
    "/privacy: LCP 1.40x the limit page's (1400 ms against 1000 ms), budget at most 1.3x",
  ]);
});

test('TBT may be at most a number of ms above the reference', () => {
  const rules = [{routes: '/privacy', maxAboveReference: {tbt: 150}}];
  assert.deepEqual(budgetMisses(route({tbt: 200}, {lcp: 1, fcp: 1, tbt: 50}), rules), []);
  assert.deepEqual(budgetMisses(route({tbt: 201}, {lcp: 1, fcp: 1, tbt: 50}), rules), [
    "/privacy: TBT 151 ms above the reference's (201 ms against 50 ms), budget at most 150 ms",
  ]);
});

test('absolute budgets apply to the page, and only rules whose routes match count', () => {
  const rules = [
    {routes: '*', min: {accessibility: 100}, max: {cls: 0}},
    {routes: '/mobile/*', max: {totalKiB: 40}},
    {routes: '/', max: {jsKiB: 135}},
  ];
  const page = route({accessibility: 96, cls: 0.02, totalKiB: 180, jsKiB: 140}, {lcp: 1, fcp: 1, tbt: 0});
  assert.deepEqual(budgetMisses(page, rules), [
    '/privacy: accessibility 96, budget at least 100',
    '/privacy: CLS 0.02, budget at most 0',
  ]);
  assert.deepEqual(budgetMisses({...page, route: '/mobile/terms/dark'}, rules).slice(2), [
    '/mobile/terms/dark: total KiB 180, budget at most 40',
  ]);
});

test('the shipped budgets parse, and a misspelt budget stops the bench instead of never failing', () => {
  assert.ok(parseBudgets(readFileSync('bench/budgets.json', 'utf8')).length > 0);
  const json = (rule: object) => JSON.stringify({rules: [rule]});
  assert.throws(() => parseBudgets(json({routes: '/', max: {lcpp: 1}})), /"max" has no metric "lcpp"/);
  assert.throws(() => parseBudgets(json({routes: '/', maxTimesReference: {cls: 1}})), /no metric "cls"/);
  assert.throws(() => parseBudgets(json({routes: '/', maxTimes: {lcp: 1}})), /unknown key "maxTimes"/);
  assert.throws(() => parseBudgets(json({routes: '/', max: {lcp: '1.5'}})), /must be a number/);
  assert.throws(() => parseBudgets(json({routes: 'privacy'})), /"routes" must be a path/);
  assert.throws(() => parseBudgets('{}'), /"rules" must be a list/);
});

test('a rule may name a route in every language: * stands for any run of characters', () => {
  const rules = [{routes: '*/mobile/*', max: {totalKiB: 40}}];
  const heavy = route({totalKiB: 50}, {lcp: 1, fcp: 1, tbt: 0});
  assert.equal(budgetMisses({...heavy, route: '/de/mobile/terms/dark'}, rules).length, 1);
  assert.equal(budgetMisses({...heavy, route: '/mobile/terms/dark'}, rules).length, 1);
  assert.equal(budgetMisses({...heavy, route: '/de/privacy'}, rules).length, 0);
});
