/**
 * Performance benchmark: each page against two floors, in one run.
 *
 * Lighthouse's timings depend on the machine: on this project's machines one
 * build scored anywhere from 71 to 100. What holds from machine to machine is
 * a page's time as a multiple of a reference's measured in the same run, so
 * every route is compared with
 * - its reference: the same built HTML without JavaScript (`reference-page.ts`,
 *   served under `/__reference/<route>`), what the scripts cost;
 * - the limit page: `bench/limit/`, a hand-written page of about 3 KiB (header,
 *   heading, text, App Store link, four small themed pictures, CSS and theme
 *   script inline, no framework), served under `/__limit/`: what the whole page
 *   costs against the fastest page of its kind this machine can load.
 * Both are served by Cloudflare Pages' own runtime with the build (compression
 * and `_headers` as in production). Lighthouse's mobile preset with its default
 * throttling (simulated, CPU 4x) loads page, reference and limit in turn, so
 * that whatever else the machine does hits all alike. A page with no script to
 * remove (the app's forced-theme pages) is its own reference. The category
 * scores come from one more run of each page. The medians are checked against
 * `bench/budgets.json`; exits 1 when a budget is missed. Not part of
 * `npm test`: it measures, it does not specify.
 *
 *   npm run bench                 # build, then measure every route
 *   npm run bench -- --no-build   # measure the existing build/
 *   npm run bench -- --runs 5 /   # more runs, one route
 */
import {execSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import {startCloudflareHost} from './cloudflare-host';
import {mobilePages, publicRoutes} from './built-routes';
import {CHROMIUM_ARGS, chromiumPath} from './chromium';
import {referencePage} from './reference-page';
import {contentSecurityPolicy, inlineScripts, inlineStyles} from '../src/plugins/hostConfig';
import {
  budgetMisses,
  LOAD_METRICS,
  median,
  medians,
  parseBudgets,
  ratio,
  TIMINGS,
  type LoadMeasure,
  type RouteMedians,
  type Scores,
  type Timing,
} from './bench-budgets';

/** Where a route's reference is served: a path of its own, which no `_headers` or `_redirects` rule singles out. */
const REFERENCE_PREFIX = '/__reference';
/** Where the limit page is served, from `bench/limit/`. */
const LIMIT_ROUTE = '/__limit/';

interface LighthouseAudit {
  score: number | null;
  numericValue?: number;
  errorMessage?: string;
  details?: {items?: {resourceType: string; transferSize: number}[]};
}

interface LighthouseResult {
  environment: {benchmarkIndex: number};
  runtimeError?: {code: string; message: string};
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, LighthouseAudit>;
}

/**
 * What a timed load asks Lighthouse for. With only these audits it gathers the
 * trace and the network log and nothing else (no accessibility tree, no
 * element screenshots): a third of a full run's time here, the same for page
 * and reference.
 */
const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const LOAD_AUDITS = [...METRIC_AUDITS, 'resource-summary'];
/** Below this BenchmarkIndex Lighthouse warns that the CPU is slower than it expects (`core/gather/driver/environment.js`); this machine idles at ~2,500. */
const SLOW_MACHINE_INDEX = 1000;
/** The categories other than performance, from one more run of the page. */
const CATEGORIES = ['accessibility', 'best-practices', 'seo'];

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Category score as Lighthouse computes it, optionally leaving out audits:
 * the app's pages are `noindex` on purpose, so "is crawlable" does not count.
 */
function categoryScore(lhr: LighthouseResult, id: string, exempt: readonly string[] = []): number {
  const refs = lhr.categories[id]!.auditRefs.filter(
    (ref) => ref.weight > 0 && !exempt.includes(ref.id) && lhr.audits[ref.id]?.score !== null,
  );
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const score = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0) / total;
  return Math.round(score * 100);
}

/** The figures of a timed load (the audits of `LOAD_AUDITS`). */
function loadMeasure(lhr: LighthouseResult): LoadMeasure {
  const bytes = (type: string) =>
    lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    fcp: Math.round(lhr.audits['first-contentful-paint']!.numericValue!),
    lcp: Math.round(lhr.audits['largest-contentful-paint']!.numericValue!),
    tbt: Math.round(lhr.audits['total-blocking-time']!.numericValue!),
    cls: Math.round(lhr.audits['cumulative-layout-shift']!.numericValue! * 1000) / 1000,
    jsKiB: kib(bytes('script')),
    cssKiB: kib(bytes('stylesheet')),
    imageKiB: kib(bytes('image')),
    totalKiB: kib(bytes('total')),
  };
}

function scores(lhr: LighthouseResult, route: string): Scores {
  return {
    accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
    seo: categoryScore(lhr, 'seo', route.startsWith('/mobile/') ? ['is-crawlable'] : []),
  };
}

/** The built file a route is served from, relative to the build. */
function htmlFileOf(build: string, route: string): string {
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  const file = `${route.slice(1)}.html`;
  return existsSync(path.join(build, file)) ? file : `${route.slice(1)}/index.html`;
}

/**
 * A copy of the build with each route's reference beside it, and the routes
 * that have no JavaScript to remove (the app's forced-theme pages): those are
 * their own reference, and loading the same file twice would only measure
 * noise. `_headers` gives the reference pages the revalidating Cache-Control
 * every page has; the rules for `/*` and for the assets apply to both already.
 */
function siteWithReferences(build: string, routes: readonly string[]): {root: string; scriptFree: Set<string>} {
  for (const route of routes) {
    if (!route.startsWith('/') || !existsSync(path.join(build, htmlFileOf(build, route)))) {
      throw new Error(`${route}: no such page in build/ (routes look like / or /privacy or /mobile/terms/dark)`);
    }
  }
  const root = mkdtempSync(path.join(tmpdir(), 'wordkeep-bench-'));
  cpSync(build, root, {recursive: true});
  const scriptFree = new Set<string>();
  for (const route of routes) {
    const file = htmlFileOf(build, route);
    const html = readFileSync(path.join(build, file), 'utf8');
    const reference = referencePage(html);
    if (reference === html) scriptFree.add(route);
    const target = path.join(root, REFERENCE_PREFIX.slice(1), file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, reference);
  }
  cpSync('bench/limit', path.join(root, LIMIT_ROUTE), {recursive: true});
  // The site's policy allows the inline code of every built page by hash; the limit page's is added the same way.
  const headersPath = path.join(root, '_headers');
  const limitHtml = readFileSync('bench/limit/index.html', 'utf8');
  const policy = /^ {2}Content-Security-Policy: (.*)$/m.exec(readFileSync(headersPath, 'utf8'))![1]!;
  const limitPolicy = contentSecurityPolicy({
    scripts: inlineScripts(limitHtml),
    ...inlineStyles(limitHtml),
  });
  const sources = (directive: string, csp: string) =>
    new RegExp(`${directive} ([^;]*)`).exec(csp)![1]!.split(' ').filter((source) => source.startsWith("'sha256-"));
  const withLimit = ['script-src', 'style-src'].reduce(
    (csp, directive) => csp.replace(new RegExp(`(${directive} [^;]*)`), `$1 ${sources(directive, limitPolicy).join(' ')}`),
    policy,
  );
  writeFileSync(
    headersPath,
    readFileSync(headersPath, 'utf8').replace(policy, withLimit) +
      `\n# Added by scripts/bench.ts: its reference pages and the limit page revalidate, as every page does.\n${REFERENCE_PREFIX}/*\n  Cache-Control: public, max-age=0, must-revalidate\n${LIMIT_ROUTE}*\n  Cache-Control: public, max-age=0, must-revalidate\n`,
  );
  return {root, scriptFree};
}

/** Headers that differ from response to response, or with the body's length. */
const VARYING_HEADERS = new Set(['date', 'etag', 'content-length', 'last-modified']);

/** Fails unless the host answers page and reference alike (status, compression, caching, security headers). */
async function assertServedAlike(pageUrl: string, referenceUrl: string): Promise<void> {
  const head = async (url: string) => {
    const response = await fetch(url, {headers: {'accept-encoding': 'br, gzip'}, redirect: 'manual'});
    await response.arrayBuffer();
    const headers: string[] = [];
    response.headers.forEach((value, name) => {
      if (!VARYING_HEADERS.has(name)) headers.push(`${name}: ${value}`);
    });
    return JSON.stringify([response.status, ...headers.sort()]);
  };
  const [page, reference] = await Promise.all([head(pageUrl), head(referenceUrl)]);
  if (page !== reference) {
    throw new Error(
      `The host serves ${referenceUrl} unlike ${pageUrl}:\n  page      ${page}\n  reference ${reference}`,
    );
  }
}

/** A timed load's figures, and how fast Lighthouse found the machine just before it. */
type TimedLoad = LoadMeasure & {readonly benchmarkIndex: number};

interface RouteRuns {
  readonly route: string;
  readonly scores: Scores;
  readonly page: TimedLoad[];
  /** Null for a page without JavaScript: it is its own reference. */
  readonly reference: TimedLoad[] | null;
  readonly limit: TimedLoad[];
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

/** A Markdown table, its columns padded to their widest cell, numbers right-aligned. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((name, i) => Math.max(name.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const USAGE = `Usage: npm run bench -- [options] [route ...]

Builds the site, then runs Lighthouse (mobile preset) on each page, on the same page
without JavaScript and on the limit page (bench/limit/), in turn, and checks the ratios
against bench/budgets.json.
Exits with 1 when a budget is missed. Routes default to every page of the build.

Options:
  --no-build    measure the existing build/ instead of building first
  --runs N      runs of page, reference and limit per route (default 3)
  --port P      port of the local Cloudflare Pages host (default 4176)
  -h, --help    print this text`;

function options() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        'no-build': {type: 'boolean', default: false},
        runs: {type: 'string', default: '3'},
        // Several worktrees on one machine each need their own port.
        port: {type: 'string', default: '4176'},
        help: {type: 'boolean', short: 'h', default: false},
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const {values, positionals} = options();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs ${values.runs}: give a whole number of runs, 1 or more`);
  const rules = parseBudgets(readFileSync('bench/budgets.json', 'utf8'));

  if (!values['no-build']) execSync('npm run build', {stdio: 'inherit'});
  const build = path.resolve('build');
  // Every public page and every forced webview page, as the build wrote them.
  const routes = positionals.length
    ? positionals
    : [
        ...publicRoutes(),
        ...mobilePages()
          .filter((p) => p.theme !== 'system')
          .map((p) => p.route),
      ];
  const {root, scriptFree} = siteWithReferences(build, routes);
  const {default: lighthouse} = await import('lighthouse');
  const host = await startCloudflareHost({port: Number(values.port), root});
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const started = Date.now();

  // Lighthouse's defaults (mobile, simulated throttling with CPU 4x), and no
  // full-page screenshot, which nothing here reads and which costs time per run.
  const flags = {
    port: chrome.port,
    output: 'json' as const,
    logLevel: 'error' as const,
    disableFullPageScreenshot: true,
  };
  /**
   * One Lighthouse run. A broken run (NO_NAVSTART now and then, whose advice
   * is "run Lighthouse again", or a metric it could not compute) is run again,
   * never scored: as a number it would be 0 or NaN.
   */
  const lighthouseRun = async (url: string, only: {onlyAudits: string[]} | {onlyCategories: string[]}) => {
    for (let attempt = 1; ; attempt++) {
      const lhr = (await lighthouse(url, {...flags, ...only}))!.lhr as unknown as LighthouseResult;
      const missing =
        'onlyAudits' in only
          ? [
              ...METRIC_AUDITS.filter((id) => lhr.audits[id]?.numericValue === undefined),
              ...(lhr.audits['resource-summary']?.details?.items ? [] : ['resource-summary']),
            ]
          : only.onlyCategories.filter((id) => typeof lhr.categories[id]?.score !== 'number');
      const errors = [...new Set(missing.map((id) => lhr.audits[id]?.errorMessage ?? 'no value'))];
      const why = missing.length ? `${missing.join(', ')}: ${errors.join('; ')}` : '';
      const broken = lhr.runtimeError?.code ?? (why || undefined);
      if (!broken) return lhr;
      process.stderr.write(`${url}: Lighthouse ${broken}, run again\n`);
      if (attempt === 3)
        throw new Error(`${url}: Lighthouse failed three times: ${lhr.runtimeError?.message ?? broken}`);
    }
  };
  const timedLoad = async (url: string): Promise<TimedLoad> => {
    const lhr = await lighthouseRun(url, {onlyAudits: LOAD_AUDITS});
    return {...loadMeasure(lhr), benchmarkIndex: lhr.environment.benchmarkIndex};
  };

  const results: RouteRuns[] = [];
  try {
    for (const route of routes) {
      await assertServedAlike(`${host.url}${route}`, `${host.url}${REFERENCE_PREFIX}${route}`);
    }
    // Warms the host and the browser up: the first load of each is slower.
    await timedLoad(`${host.url}${routes[0]}`);
    await timedLoad(`${host.url}${REFERENCE_PREFIX}${routes[0]}`);
    await timedLoad(`${host.url}${LIMIT_ROUTE}`);
    for (const route of routes) {
      const page: TimedLoad[] = [];
      const reference: TimedLoad[] | null = scriptFree.has(route) ? null : [];
      const limit: TimedLoad[] = [];
      for (let i = 0; i < runs; i++) {
        page.push(await timedLoad(`${host.url}${route}`));
        reference?.push(await timedLoad(`${host.url}${REFERENCE_PREFIX}${route}`));
        limit.push(await timedLoad(`${host.url}${LIMIT_ROUTE}`));
      }
      // The reference's whole point is that it loads no JavaScript.
      const scripted = (reference ?? page).find((m) => m.jsKiB > 0);
      if (scripted) {
        throw new Error(
          `${route}: its reference downloaded ${scripted.jsKiB} KiB of JavaScript; scripts/reference-page.ts missed a way this page loads scripts`,
        );
      }
      const categories = await lighthouseRun(`${host.url}${route}`, {onlyCategories: CATEGORIES});
      results.push({route, scores: scores(categories, route), page, reference, limit});
      process.stderr.write(`measured ${route}\n`);
    }
  } finally {
    await chrome.kill();
    await host.close();
    rmSync(root, {recursive: true, force: true});
  }
  const minutes = (Date.now() - started) / 60_000;

  // Context, not a correction: how busy the machine was. Nothing is scaled by it.
  const indexes = results.flatMap(({page, reference, limit}) =>
    [...page, ...(reference ?? []), ...limit].map((run) => run.benchmarkIndex),
  );
  const slowRuns = indexes.filter((index) => index < SLOW_MACHINE_INDEX).length;
  const machine =
    `BenchmarkIndex median ${Math.round(median(indexes))} (range ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))})` +
    (slowRuns
      ? `; ${slowRuns} of ${indexes.length} runs below ${SLOW_MACHINE_INDEX}, where Lighthouse warns of a slow CPU: the machine was busy, and a busy machine slows the page's JavaScript more than its reference, so ratios come out high`
      : '');
  const summaries: RouteMedians[] = results.map(({route, scores, page, reference, limit}) => ({
    route,
    page: {...scores, ...medians(page, LOAD_METRICS)},
    reference: medians(reference ?? page, TIMINGS),
    limit: medians(limit, TIMINGS),
  }));
  console.log(
    `\nLighthouse mobile, default throttling (simulated, CPU 4x): each route, its reference without JavaScript and` +
      ` the limit page, ${runs} interleaved run${runs === 1 ? '' : 's'} of each, medians; ${routes.length} routes in ${minutes.toFixed(1)} min.\n${machine}.\n`,
  );
  console.log(
    table(
      ['route', 'LCP ms', 'limit', 'x limit', 'FCP ms', 'limit', 'x limit'],
      summaries.map(({route, page, limit}) => [
        route,
        ...(['lcp', 'fcp'] as const).flatMap((t) => [
          fixed(page[t]),
          fixed(limit[t]),
          fixed(ratio(page[t], limit[t]), 2),
        ]),
      ]),
    ),
  );
  console.log('\nThe same routes against their own HTML without JavaScript:\n');
  console.log(
    table(
      ['route', 'LCP ms', 'ref', 'ratio', 'FCP ms', 'ref', 'ratio', 'TBT ms', 'ref', 'diff'],
      summaries.map(({route, page, reference}, i) => {
        const own = results[i]!.reference === null;
        const compared = (t: Timing, versus: string) => [
          fixed(page[t]),
          own ? 'same' : fixed(reference[t]),
          own ? '-' : versus,
        ];
        return [
          route,
          ...compared('lcp', fixed(ratio(page.lcp, reference.lcp), 2)),
          ...compared('fcp', fixed(ratio(page.fcp, reference.fcp), 2)),
          ...compared('tbt', `+${fixed(page.tbt - reference.tbt)}`.replace('+-', '-')),
        ];
      }),
    ),
  );
  if (scriptFree.size) console.log('\nsame: the page has no JavaScript to remove, so it is its own reference.');
  console.log('\nThe page alone (medians):\n');
  console.log(
    table(
      ['route', 'CLS', 'a11y', 'bp', 'seo', 'JS KiB', 'CSS KiB', 'img KiB', 'total KiB'],
      summaries.map(({route, page}) => [
        route,
        String(page.cls),
        String(page.accessibility),
        String(page.bestPractices),
        String(page.seo),
        fixed(page.jsKiB, 1),
        fixed(page.cssKiB, 1),
        fixed(page.imageKiB, 1),
        fixed(page.totalKiB, 1),
      ]),
    ),
  );
  // Every run, so that the noise behind each median is in view.
  console.log('\nEach run, page / reference / limit (ms; BenchmarkIndex just before the load):\n');
  console.log(
    table(
      ['route', 'run', 'LCP', 'FCP', 'TBT', 'BenchmarkIndex'],
      results.flatMap(({route, page, reference, limit}) =>
        page.map((p, i) => [
          i === 0 ? route : '',
          String(i + 1),
          ...(['lcp', 'fcp', 'tbt', 'benchmarkIndex'] as const).map(
            (t) =>
              `${Math.round(p[t])} / ${reference ? Math.round(reference[i]![t]) : 'same'} / ${Math.round(limit[i]![t])}`,
          ),
        ]),
      ),
    ),
  );
  const misses = summaries.flatMap((summary) => budgetMisses(summary, rules));
  console.log(misses.length ? `\nBudgets missed:\n${misses.map((m) => `  ${m}`).join('\n')}` : '\nAll budgets met.');
  process.exitCode = misses.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
