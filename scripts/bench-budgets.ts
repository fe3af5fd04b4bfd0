/**
 * The benchmark's arithmetic: medians of a route's runs, its page compared
 * with its reference (the same page without JavaScript, `reference-page.ts`)
 * and with the limit page (`bench/limit/`, a hand-written page of about 3 KiB),
 * and the budgets of `bench/budgets.json`. Pure, so that it is unit-tested.
 */

/** Category scores, 0-100: they do not depend on timing, so one run of the page gives them. */
export const SCORES = ['accessibility', 'bestPractices', 'seo'] as const;
/** What one timed load gives: times in ms, CLS, KiB transferred. */
export const LOAD_METRICS = ['fcp', 'lcp', 'tbt', 'cls', 'jsKiB', 'cssKiB', 'imageKiB', 'totalKiB'] as const;
export const METRICS = [...SCORES, ...LOAD_METRICS] as const;
export type Metric = (typeof METRICS)[number];
export type Measure = Record<Metric, number>;
export type LoadMeasure = Record<(typeof LOAD_METRICS)[number], number>;
export type Scores = Record<(typeof SCORES)[number], number>;

/** The metrics compared with the reference's. */
export const TIMINGS = ['fcp', 'lcp', 'tbt'] as const satisfies readonly Metric[];
export type Timing = (typeof TIMINGS)[number];

export interface Rule {
  /** A route; a star stands for any run of characters (every language's privacy page, all app pages). */
  readonly routes: string;
  /** The page's median at least this. */
  readonly min?: Partial<Measure>;
  /** The page's median at most this. */
  readonly max?: Partial<Measure>;
  /** The page's median at most this multiple of the reference's median. */
  readonly maxTimesReference?: Partial<Record<Timing, number>>;
  /** The page's median at most this many ms above the reference's median. */
  readonly maxAboveReference?: Partial<Record<Timing, number>>;
  /** The page's median at most this multiple of the limit page's median, measured in the same run. */
  readonly maxTimesLimit?: Partial<Record<Timing, number>>;
}

/** A route's figures: the page's scores and load medians; its reference's and the limit page's timing medians. */
export interface RouteMedians {
  readonly route: string;
  readonly page: Measure;
  readonly reference: Record<Timing, number>;
  readonly limit: Record<Timing, number>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each metric's median over the runs. */
export function medians<K extends string>(runs: readonly Record<K, number>[], keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<K, number>;
}

/** Page over reference; two zeros are equal (a page and its reference without blocking time). */
export function ratio(page: number, reference: number): number {
  if (page === reference) return 1;
  return reference === 0 ? Number.POSITIVE_INFINITY : page / reference;
}

/** A star in a pattern stands for any run of characters, so one rule can name a page in every language. */
function routeMatches(pattern: string, route: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(route);
}

const LABELS: Record<Metric, string> = {
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
  jsKiB: 'JS KiB',
  cssKiB: 'CSS KiB',
  imageKiB: 'image KiB',
  totalKiB: 'total KiB',
};

const ms = (value: number) => `${Math.round(value)} ms`;

/** Every budget a route misses, in words: route, metric, value, budget. */
export function budgetMisses({route, page, reference, limit}: RouteMedians, rules: readonly Rule[]): string[] {
  const misses: string[] = [];
  for (const rule of rules.filter((r) => routeMatches(r.routes, route))) {
    for (const [metric, min] of Object.entries(rule.min ?? {}) as [Metric, number][]) {
      if (page[metric] < min) misses.push(`${route}: ${LABELS[metric]} ${page[metric]}, budget at least ${min}`);
    }
    for (const [metric, max] of Object.entries(rule.max ?? {}) as [Metric, number][]) {
      if (page[metric] > max) misses.push(`${route}: ${LABELS[metric]} ${page[metric]}, budget at most ${max}`);
    }
    for (const [metric, max] of Object.entries(rule.maxTimesReference ?? {}) as [Timing, number][]) {
      const times = ratio(page[metric], reference[metric]);
      if (times > max) {
        misses.push(
          `${route}: ${LABELS[metric]} ${times.toFixed(2)}x the reference's (${ms(page[metric])} against ${ms(reference[metric])}), budget at most ${max}x`,
        );
      }
    }
    for (const [metric, max] of Object.entries(rule.maxTimesLimit ?? {}) as [Timing, number][]) {
      const times = ratio(page[metric], limit[metric]);
      if (times > max) {
        misses.push(
          `${route}: ${LABELS[metric]} ${times.toFixed(2)}x the limit page's (${ms(page[metric])} against ${ms(limit[metric])}), budget at most ${max}x`,
        );
      }
    }
    for (const [metric, max] of Object.entries(rule.maxAboveReference ?? {}) as [Timing, number][]) {
      const above = page[metric] - reference[metric];
      if (above > max) {
        misses.push(
          `${route}: ${LABELS[metric]} ${ms(above)} above the reference's (${ms(page[metric])} against ${ms(reference[metric])}), budget at most ${ms(max)}`,
        );
      }
    }
  }
  return misses;
}

/**
 * `bench/budgets.json`'s rules, checked: a misspelt metric or a budget that is
 * not a number would otherwise be a budget that silently never fails.
 */
export function parseBudgets(json: string): Rule[] {
  const {rules} = JSON.parse(json) as {rules?: unknown};
  if (!Array.isArray(rules)) throw new Error('bench/budgets.json: "rules" must be a list');
  const limits: Record<string, readonly string[]> = {
    min: METRICS,
    max: METRICS,
    maxTimesReference: TIMINGS,
    maxAboveReference: TIMINGS,
    maxTimesLimit: TIMINGS,
  };
  rules.forEach((rule: Record<string, unknown>, index) => {
    const where = `bench/budgets.json, rule ${index + 1}`;
    if (typeof rule.routes !== 'string' || !/^[/*]/.test(rule.routes)) {
      throw new Error(`${where}: "routes" must be a path such as "/" or "*/mobile/*", or "*" for every route`);
    }
    for (const [key, value] of Object.entries(rule)) {
      if (key === 'routes') continue;
      const allowed = limits[key];
      if (!allowed)
        throw new Error(`${where}: unknown key "${key}" (known: routes, ${Object.keys(limits).join(', ')})`);
      for (const [metric, budget] of Object.entries(value as Record<string, unknown>)) {
        if (!allowed.includes(metric)) {
          throw new Error(`${where}: "${key}" has no metric "${metric}" (known: ${allowed.join(', ')})`);
        }
        if (typeof budget !== 'number' || !Number.isFinite(budget)) {
          throw new Error(`${where}: ${key}.${metric} must be a number, not ${JSON.stringify(budget)}`);
        }
      }
    }
  });
  return rules as Rule[];
}
