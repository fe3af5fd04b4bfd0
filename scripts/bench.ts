/**
 * Each page against the limit page (`bench/limit/`, a hand-written page of about 3 KiB), in one run: a page's
 * time as a multiple of the limit page's holds from machine to machine, where its time alone does not.
 * Lighthouse's mobile preset (simulated throttling, CPU 4x) loads each route and its limit page in turn, so
 * whatever else the machine does hits both alike; Japanese and Arabic pages are compared with the limit page in
 * their script. Served by Cloudflare's runtime, compression and `_headers` as in production. `--compare DIR`
 * interleaves another build (the previous commit's) as a column of its own. Exits 1 when a budget is missed.
 *
 *   npm run bench                          # build, then every language's landing page and a few others
 *   npm run bench -- --no-build --runs 9 /ja/
 *   npm run bench -- --no-build --compare ../before/build /
 */
import {execSync} from 'node:child_process';
import {appendFileSync, cpSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import {startCloudflareHost, type CloudflareHost} from './cloudflare-host';
import {CHROMIUM_ARGS, chromiumPath} from './chromium';
import {LOCALE_CODES, localeBaseUrl} from '../src/i18n/locales';

/** Each route's medians at most this multiple of its limit page's (FCP and LCP), and what the page may weigh. */
const BUDGETS: readonly {match: RegExp; timesLimit: number; maxJsKiB?: number}[] = [
  {match: /^\/([a-z]{2}(-[A-Z]{2})?\/)?mobile\//, timesLimit: 1.05, maxJsKiB: 5},
  {match: /^\/([a-z]{2}(-[A-Z]{2})?\/)?(privacy|terms|support|credits|legal-notice)$/, timesLimit: 1.1},
  {match: /^\/([a-z]{2}(-[A-Z]{2})?\/)?$/, timesLimit: 1.3, maxJsKiB: 136},
];
/** Every route: no layout shift, and the other categories at 100 (SEO without is-crawlable on the app's `noindex` pages). */
const MIN_CATEGORY = 100;

const DEFAULT_ROUTES = [
  ...LOCALE_CODES.map((code) => localeBaseUrl('/', code)),
  '/privacy',
  '/terms',
  '/support',
  '/ja/privacy',
  '/ar/terms',
  '/mobile/privacy/light',
  '/mobile/terms/dark',
];

const USAGE = `Usage: npm run bench -- [--no-build] [--runs N] [--port P] [--compare DIR] [route ...]
  --no-build     measure build/ as it is
  --runs N       loads of each route and of its limit page, interleaved (default 5)
  --compare DIR  another build (e.g. the previous commit's), loaded in turn with this one; may be repeated
Routes default to ${DEFAULT_ROUTES.join(' ')}`;

interface Load {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  performance: number;
  kib: Record<'script' | 'stylesheet' | 'image' | 'font' | 'total', number>;
}

type Lhr = {
  runtimeError?: {code: string};
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<
    string,
    {score: number | null; numericValue?: number; details?: {items?: {resourceType: string; transferSize: number}[]}}
  >;
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The limit page in the route's script. */
const limitOf = (route: string) => (/^\/(ja|ar)\//.test(route) ? `/__limit/${route.slice(1, 3)}/` : '/__limit/');

/** A copy of a build with the limit pages under `/__limit/`, served without the site's policy (their code is inline). */
function withLimitPages(build: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'wordkeep-bench-'));
  cpSync(build, root, {recursive: true, dereference: true});
  cpSync('bench/limit', path.join(root, '__limit'), {recursive: true});
  appendFileSync(path.join(root, '_headers'), '\n/__limit/*\n  ! Content-Security-Policy\n');
  return root;
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      'no-build': {type: 'boolean', default: false},
      runs: {type: 'string', default: '5'},
      port: {type: 'string', default: '4176'},
      compare: {type: 'string', multiple: true},
      help: {type: 'boolean', short: 'h', default: false},
    },
  });
  if (values.help) return console.log(USAGE);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${values.runs}: a whole number, 1 or more`);
  if (!values['no-build']) execSync('npm run build', {stdio: 'inherit'});
  const routes = positionals.length ? positionals : DEFAULT_ROUTES;
  // Imported as it ships: compiled through tsx, its functions that run in the page lose a helper (`__name`).
  const {default: lighthouse} = await import('lighthouse');

  const roots = [withLimitPages('build'), ...(values.compare ?? []).map(withLimitPages)];
  const hosts: CloudflareHost[] = [];
  for (const [i, root] of roots.entries()) hosts.push(await startCloudflareHost({root, port: Number(values.port) + i}));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const flags = {
    port: chrome.port,
    output: 'json' as const,
    logLevel: 'error' as const,
    disableFullPageScreenshot: true,
  };

  /**
   * One Lighthouse run; a broken one (NO_NAVSTART now and then, on a busy machine) is run again, never counted as 0,
   * and after three tries left out of the medians.
   */
  let skipped = 0;
  const run = async (url: string, categories: string[]): Promise<Lhr | null> => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const lhr = (await lighthouse(url, {...flags, onlyCategories: categories}))!.lhr as unknown as Lhr;
      const broken = lhr.runtimeError?.code ?? categories.find((id) => typeof lhr.categories[id]?.score !== 'number');
      if (!broken) return lhr;
      process.stderr.write(`${url}: Lighthouse ${broken}${attempt < 3 ? ', run again' : ', left out'}\n`);
    }
    skipped++;
    return null;
  };
  const load = async (url: string): Promise<Load | null> => {
    const lhr = await run(url, ['performance']);
    if (!lhr) return null;
    const value = (id: string) => lhr.audits[id]!.numericValue!;
    const items = lhr.audits['resource-summary']!.details!.items!;
    const kib = (type: string) => (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
    return {
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      performance: Math.round(lhr.categories.performance!.score! * 100),
      kib: {
        script: kib('script'),
        stylesheet: kib('stylesheet'),
        image: kib('image'),
        font: kib('font'),
        total: kib('total'),
      },
    };
  };
  /** Accessibility, best practices and SEO, as Lighthouse weighs them, leaving out audits that do not apply. */
  const categoryScores = async (url: string, route: string) => {
    const lhr = await run(url, ['accessibility', 'best-practices', 'seo']);
    if (!lhr) throw new Error(`${url}: Lighthouse could not score the categories`);
    const exempt = route.includes('/mobile/') ? ['is-crawlable'] : [];
    return Object.fromEntries(
      ['accessibility', 'best-practices', 'seo'].map((id) => {
        const refs = lhr.categories[id]!.auditRefs.filter(
          (ref) => ref.weight > 0 && !exempt.includes(ref.id) && lhr.audits[ref.id]?.score !== null,
        );
        const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
        const score = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0) / total;
        return [id, Math.round(score * 100)];
      }),
    );
  };

  const pages = new Map<string, Load[][]>(routes.map((route) => [route, roots.map(() => [])]));
  const limits = new Map<string, Load[]>(routes.map((route) => [route, []]));
  const scores = new Map<string, Record<string, number>>();
  const started = Date.now();
  try {
    await load(`${hosts[0]!.url}/__limit/`); // the first load of a fresh browser and host is slower
    for (let i = 0; i < runs; i++) {
      for (const route of routes) {
        for (const [h, host] of hosts.entries()) {
          const measured = await load(host.url + route);
          if (measured) pages.get(route)![h]!.push(measured);
        }
        const limit = await load(hosts[0]!.url + limitOf(route));
        if (limit) limits.get(route)!.push(limit);
      }
      process.stderr.write(`run ${i + 1} of ${runs} done\n`);
    }
    for (const route of routes) scores.set(route, await categoryScores(hosts[0]!.url + route, route));
  } finally {
    await chrome.kill();
    await Promise.all(hosts.map((host) => host.close()));
    roots.forEach((root) => rmSync(root, {recursive: true, force: true}));
  }

  const misses: string[] = [];
  const rows = routes.map((route) => {
    const [page, ...compared] = pages.get(route)!;
    const limit = limits.get(route)!;
    const m = (loads: readonly Load[], pick: (load: Load) => number) => median(loads.map(pick));
    const times = (key: 'fcp' | 'lcp', loads: readonly Load[]) => m(loads, (l) => l[key]) / m(limit, (l) => l[key]);
    const budget = BUDGETS.find((b) => b.match.test(route));
    const js = m(page!, (l) => l.kib.script);
    const cls = m(page!, (l) => l.cls);
    const hundreds = page!.filter((l) => l.performance === 100).length;
    for (const key of ['fcp', 'lcp'] as const) {
      if (budget && times(key, page!) > budget.timesLimit)
        misses.push(
          `${route}: ${key.toUpperCase()} ${times(key, page!).toFixed(2)}x the limit page, budget ${budget.timesLimit}x`,
        );
    }
    if (budget?.maxJsKiB && js > budget.maxJsKiB)
      misses.push(`${route}: ${js.toFixed(1)} KiB of JavaScript, budget ${budget.maxJsKiB}`);
    if (cls > 0) misses.push(`${route}: layout shift ${cls.toFixed(3)}`);
    for (const [id, score] of Object.entries(scores.get(route)!)) {
      if (score < MIN_CATEGORY) misses.push(`${route}: ${id} ${score}`);
    }
    return [
      route,
      ...(['fcp', 'lcp'] as const).flatMap((key) => [
        m(page!, (l) => l[key]).toFixed(0),
        m(limit, (l) => l[key]).toFixed(0),
        times(key, page!).toFixed(2),
        ...compared.map((loads) => times(key, loads).toFixed(2)),
      ]),
      m(page!, (l) => l.tbt).toFixed(0),
      `${hundreds}/${page!.length}`,
      cls.toFixed(3),
      js.toFixed(1),
      (m(page!, (l) => l.kib.image) + m(page!, (l) => l.kib.font)).toFixed(1),
      m(page!, (l) => l.kib.total).toFixed(1),
      Object.values(scores.get(route)!).join('/'),
    ];
  });
  const x = ['x limit', ...(values.compare ?? []).map((_, i) => `compared ${i + 1}`)];
  const header = [
    'route',
    'FCP',
    'limit',
    ...x,
    'LCP',
    'limit',
    ...x,
    'TBT',
    'perf 100',
    'CLS',
    'JS KiB',
    'img+font KiB',
    'KiB',
    'a11y/bp/seo',
  ];
  console.log(
    `\nLighthouse mobile (simulated throttling, CPU 4x), ${runs} interleaved loads of each route and its limit page, ` +
      `medians (ms, KiB); ${((Date.now() - started) / 60_000).toFixed(1)} min` +
      (skipped ? `; ${skipped} load${skipped > 1 ? 's' : ''} that Lighthouse could not measure left out.\n` : '.\n'),
  );
  const widths = header.map((name, i) => Math.max(name.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padStart(widths[i]!)).join('  '));
  console.log(misses.length ? `\nBudgets missed:\n  ${misses.join('\n  ')}` : '\nAll budgets met.');
  process.exitCode = misses.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
