/**
 * Performance benchmark: builds the site, serves it with Cloudflare Pages' own
 * runtime (compression and `_headers` as in production), runs Lighthouse (mobile preset, Debian's
 * Chromium) five times per route (Lighthouse's docs: the median of five halves
 * the run-to-run variance; here one page's score ranged 93-99), prints the medians and checks them against
 * `bench/budgets.json`. Exits 1 when a budget is missed. Not part of `npm test`:
 * it measures, it does not specify.
 *
 * Two settings differ from Lighthouse's defaults:
 * - the CPU slowdown is calibrated to this machine (`scripts/cpu-calibration.ts`)
 *   from the median BenchmarkIndex of three warm-up runs, as Lighthouse's docs advise;
 * - no full-page screenshot: nothing here reads it, and it costs time per run.
 *
 *   npm run bench                 # build, then measure every route
 *   npm run bench -- --no-build   # measure the existing build/
 *   npm run bench -- --runs 9 /   # more runs, one route
 *   npm run bench -- --cpu 4      # a fixed CPU slowdown instead of the calibrated one
 */
import {execSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import {startCloudflareHost} from './cloudflare-host';
import {mobilePages, publicRoutes} from './built-routes';
import {CHROMIUM_ARGS, chromiumPath} from './chromium';
import {cpuSlowdownFor, FASTEST_CALIBRATED_INDEX} from './cpu-calibration';

type Metric =
  | 'performance'
  | 'accessibility'
  | 'bestPractices'
  | 'seo'
  | 'fcp'
  | 'lcp'
  | 'tbt'
  | 'cls'
  | 'jsKiB'
  | 'cssKiB'
  | 'imageKiB'
  | 'totalKiB';

type Measure = Record<Metric, number>;

interface Rule {
  routes: string;
  min?: Partial<Measure>;
  max?: Partial<Measure>;
}

interface LighthouseAudit {
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  details?: {items?: {resourceType: string; transferSize: number}[]};
}

interface LighthouseResult {
  runtimeError?: {code: string; message: string};
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, LighthouseAudit>;
}

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

function measure(lhr: LighthouseResult, route: string): Measure {
  const bytes = (type: string) =>
    lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
    seo: categoryScore(lhr, 'seo', route.startsWith('/mobile/') ? ['is-crawlable'] : []),
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function routeMatches(pattern: string, route: string): boolean {
  return pattern.endsWith('*') ? route.startsWith(pattern.slice(0, -1)) : pattern === route;
}

/** Budget misses of one route, in words. */
function budgetMisses(route: string, result: Measure, rules: readonly Rule[]): string[] {
  const misses: string[] = [];
  for (const rule of rules.filter((r) => routeMatches(r.routes, route))) {
    for (const [metric, min] of Object.entries(rule.min ?? {}) as [Metric, number][]) {
      if (result[metric] < min) misses.push(`${route}: ${metric} ${result[metric]} < ${min}`);
    }
    for (const [metric, max] of Object.entries(rule.max ?? {}) as [Metric, number][]) {
      if (result[metric] > max) misses.push(`${route}: ${metric} ${result[metric]} > ${max}`);
    }
  }
  return misses;
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      'no-build': {type: 'boolean', default: false},
      runs: {type: 'string', default: '5'},
      // Several worktrees on one machine each need their own port. Not 4190:
      // wrangler 4.86 listens there but never answers (seen on two machines).
      port: {type: 'string', default: '4176'},
      cpu: {type: 'string'},
    },
  });
  // Every public page and every forced webview page, as the build wrote them.
  const runs = Number(values.runs);
  const {rules} = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as {rules: Rule[]};

  if (!values['no-build']) execSync('npm run build', {stdio: 'inherit'});
  const routes = positionals.length
    ? positionals
    : [
        ...publicRoutes(),
        ...mobilePages()
          .filter((p) => p.theme !== 'system')
          .map((p) => p.route),
      ];
  const {default: lighthouse} = await import('lighthouse');
  const host = await startCloudflareHost({port: Number(values.port)});
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });

  const rows: {route: string; result: Measure; scores: number[]}[] = [];
  let cpuSlowdown = 4;
  let capped = '';
  try {
    // Warms the host and the browser up, and measures the machine: the median
    // of three, as one BenchmarkIndex here ranged from ~1,000 to ~1,800.
    const warmUps = [];
    for (let i = 0; i < 3; i++) {
      warmUps.push(
        (await lighthouse(`${host.url}${routes[0]}`, {port: chrome.port, output: 'json', logLevel: 'error'}))!,
      );
    }
    const indexes = warmUps.map((run) => run.lhr.environment.benchmarkIndex);
    const benchmarkIndex = median(indexes);
    cpuSlowdown = values.cpu ? Number(values.cpu) : Math.round(cpuSlowdownFor(benchmarkIndex) * 10) / 10;
    process.stderr.write(`BenchmarkIndex ${indexes.map(Math.round).join(', ')}: CPU slowdown ${cpuSlowdown}x\n`);
    if (!values.cpu && benchmarkIndex > FASTEST_CALIBRATED_INDEX) {
      capped = `BenchmarkIndex ${Math.round(benchmarkIndex)} is above ${FASTEST_CALIBRATED_INDEX}, the fastest machine Lighthouse's calculator was fitted on: the factor stays at its ${cpuSlowdown}x (scripts/cpu-calibration.ts says why).`;
    }
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      disableFullPageScreenshot: true,
      // The mobile preset's network, with this machine's CPU factor.
      throttling: {...warmUps[0]!.lhr.configSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown},
    };
    for (const route of routes) {
      const samples: Measure[] = [];
      for (let i = 0; i < runs; i++) {
        // A run Lighthouse reports as broken (NO_NAVSTART now and then: "run
        // Lighthouse again") has no metrics; scored, it would count as 0.
        for (let attempt = 1; ; attempt++) {
          const lhr = (await lighthouse(`${host.url}${route}`, flags))!.lhr as unknown as LighthouseResult;
          if (!lhr.runtimeError) {
            samples.push(measure(lhr, route));
            break;
          }
          process.stderr.write(`${route}: Lighthouse ${lhr.runtimeError.code}, run again\n`);
          if (attempt === 3) throw new Error(`${route}: ${lhr.runtimeError.message}`);
        }
      }
      const result = Object.fromEntries(
        (Object.keys(samples[0]!) as Metric[]).map((metric) => [metric, median(samples.map((s) => s[metric]))]),
      ) as Measure;
      rows.push({route, result, scores: samples.map((s) => s.performance)});
      process.stderr.write(`measured ${route}\n`);
    }
  } finally {
    await chrome.kill();
    await host.close();
  }

  const columns: [string, (m: Measure) => string][] = [
    ['perf', (m) => String(m.performance)],
    ['a11y', (m) => String(m.accessibility)],
    ['bp', (m) => String(m.bestPractices)],
    ['seo', (m) => String(m.seo)],
    ['FCP ms', (m) => String(m.fcp)],
    ['LCP ms', (m) => String(m.lcp)],
    ['TBT ms', (m) => String(m.tbt)],
    ['CLS', (m) => String(m.cls)],
    ['JS KiB', (m) => m.jsKiB.toFixed(1)],
    ['CSS KiB', (m) => m.cssKiB.toFixed(1)],
    ['img KiB', (m) => m.imageKiB.toFixed(1)],
    ['total KiB', (m) => m.totalKiB.toFixed(1)],
  ];
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(`\nLighthouse mobile, median of ${runs} runs, CPU slowdown ${cpuSlowdown}x\n`);
  if (capped) console.log(`${capped}\n`);
  // The spread of the performance score says how far one median can be trusted.
  const range = 'perf range';
  console.log(`| ${'route'.padEnd(width)} | ${columns.map(([name]) => name).join(' | ')} | ${range} |`);
  console.log(
    `|${'-'.repeat(width + 2)}|${columns.map(([name]) => '-'.repeat(name.length + 2)).join('|')}|${'-'.repeat(range.length + 2)}|`,
  );
  for (const {route, result, scores} of rows) {
    const spread = `${Math.min(...scores)}-${Math.max(...scores)}`;
    console.log(
      `| ${route.padEnd(width)} | ${columns.map(([name, value]) => value(result).padStart(name.length)).join(' | ')} | ${spread.padStart(range.length)} |`,
    );
  }
  const misses = rows.flatMap(({route, result}) => budgetMisses(route, result, rules));
  console.log(misses.length ? `\nBudgets missed:\n${misses.map((m) => `  ${m}`).join('\n')}` : '\nAll budgets met.');
  process.exitCode = misses.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
