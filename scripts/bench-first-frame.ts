/**
 * First-frame theme benchmark: loads each page many times in headless
 * Chromium with the CPU throttled and counts the loads in which any frame
 * rendered before the page settled showed the wrong theme (or none). The
 * expected theme of each case comes from the spec's rules (`expectedTheme`
 * below), not from the site's code. Exits 1 when any case had a wrong frame.
 * Not part of `npm test`: it is slow and timing-based; it measures.
 *
 *   npm run bench:theme                        # build, then 50 loads per case
 *   npm run bench:theme -- --no-build          # measure the existing build/
 *   npm run bench:theme -- --runs 10 --case mobile --case '/, stored "purple"'
 *   npm run bench:theme -- --no-build --root other-build   # compare another build
 *   npm run bench:theme -- --self-check        # prove the detector on pages made to fail
 *
 * How a frame is observed. A script added before any of the page's own
 * (`addInitScript`) samples `<html>` in every frame: its `data-theme` and its
 * computed background colour (the site paints the canvas from it). Chromium
 * runs `requestAnimationFrame` callbacks at the start of every rendering
 * update, and a chained callback asks for one in every frame, so no frame is
 * skipped. The sample that counts is taken later in the same update, in the
 * callback of a `ResizeObserver` created in the rAF callback: a new
 * observation is delivered after style and layout and right before paint, so
 * a theme the page fixes in its own rAF callback does not count as painted.
 * Frames are sampled from the first rendering update of the document until
 * `load` plus a few frames. Sampling asks for frames, and a rendering update
 * counts even if the compositor never shows it, so the method can only err
 * towards seeing more wrong frames. Every sample is sent out at once through
 * a CDP binding, so the frames of a page that navigates away (the 404 page
 * that redirects a webview URL) are kept too.
 *
 * Throttling: `Emulation.setCPUThrottlingRate` 4 by default (`--rate`), set
 * before navigation (the self-check shows it reaches the page). 4 is
 * Chromium's "mid-tier mobile" preset and the slowdown Lighthouse's mobile
 * preset assumes (`npm run bench`): slow enough that the parser yields, and
 * Chromium renders, between the inline scripts at the top of `<body>`, which
 * is where a wrong frame slips in. Moving the site's head theme script after
 * Docusaurus's body script in a copy of the build gave a wrong frame in 15
 * of 15 loads at 4. `--rate 6` ("low-end mobile") is there to widen the gaps
 * further, at the price of slower loads on a machine already short of CPU.
 */
import {execSync} from 'node:child_process';
import {createServer} from 'node:http';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {startCloudflareHost} from './cloudflare-host';
import {CHROMIUM_ARGS, chromiumPath} from './chromium';

type Theme = 'light' | 'dark';

/** What `localStorage` holds for the site when the page starts. */
type Storage = {kind: 'none'} | {kind: 'value'; value: string} | {kind: 'throws'};

interface Case {
  readonly path: string;
  readonly system: Theme;
  readonly storage: Storage;
  /** Measured frames belong to the document at this path (after redirects). */
  readonly finalPath?: string;
  /** Overrides the rules, for the self-check's made-up pages. */
  readonly expected?: Theme;
}

/**
 * The spec's rules. Web pages: a stored `light` or `dark` wins; anything else
 * stored, nothing stored or storage that throws means the system preference.
 * `/mobile/<doc>/<theme>`: `light` and `dark` force that theme, any other value
 * follows the system; storage plays no part.
 */
export function expectedTheme({path, system, storage}: Case): Theme {
  const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';
  const mobile = /^\/mobile\/[^/]+\/([^/]+)$/.exec(path);
  if (mobile) return isTheme(mobile[1]) ? mobile[1] : system;
  return storage.kind === 'value' && isTheme(storage.value) ? storage.value : system;
}

const stored = (value: string): Storage => ({kind: 'value', value});
const NONE: Storage = {kind: 'none'};
const THROWS: Storage = {kind: 'throws'};

const webCases = (path: string): Case[] => [
  {path, system: 'dark', storage: stored('light')},
  {path, system: 'light', storage: stored('dark')},
  {path, system: 'dark', storage: stored('purple')},
  {path, system: 'dark', storage: stored('')},
  {path, system: 'dark', storage: NONE},
  {path, system: 'light', storage: NONE},
  {path, system: 'dark', storage: THROWS},
];

const CASES: Case[] = [
  ...webCases('/'),
  ...webCases('/privacy'),
  {path: '/mobile/privacy/light', system: 'dark', storage: stored('dark')},
  {path: '/mobile/privacy/dark', system: 'light', storage: stored('light')},
  {path: '/mobile/privacy/system', system: 'dark', storage: stored('light')},
  // The host answers it with the `system` page, address kept.
  {path: '/mobile/privacy/foo', system: 'dark', storage: stored('light')},
];

function storageLabel(storage: Storage): string {
  if (storage.kind === 'none') return 'nothing stored';
  if (storage.kind === 'throws') return 'storage throws';
  return `stored ${JSON.stringify(storage.value)}`;
}

function caseLabel(c: Case): string {
  return `${c.path}, ${storageLabel(c.storage)}, system ${c.system}`;
}

/** Puts the case's storage in place before any page script runs. */
function storageScript(storage: Storage): string {
  if (storage.kind === 'value') return `localStorage.setItem('theme', ${JSON.stringify(storage.value)});`;
  if (storage.kind === 'throws') {
    return `Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }});`;
  }
  return '';
}

const BINDING = '__firstFrameReport';
/** Frames sampled after `load` before the page counts as settled. */
const FRAMES_AFTER_LOAD = 3;

/** The frame sampler, run in every document before the page's own scripts. */
function samplerScript(): string {
  return `(() => {
  if (window !== window.top) return;
  const id = Math.random().toString(36).slice(2);
  const send = (message) => {
    message.doc = id;
    message.url = location.pathname;
    message.t = Math.round(performance.now());
    window.${BINDING}(JSON.stringify(message));
  };
  const sample = () => {
    const root = document.documentElement;
    if (!root) return {theme: null, background: null, display: null};
    const style = getComputedStyle(root);
    return {theme: root.getAttribute('data-theme'), background: style.backgroundColor, display: style.display};
  };
  send({kind: 'start', frame: -1});
  let frame = 0;
  let framesAfterLoad = -1;
  addEventListener('load', () => { framesAfterLoad = 0; });
  const tick = () => {
    const n = frame++;
    send(Object.assign({kind: 'raf', frame: n}, sample()));
    const root = document.documentElement;
    if (root) {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        send(Object.assign({kind: 'paint', frame: n}, sample()));
      });
      observer.observe(root);
    }
    if (framesAfterLoad >= 0 && ++framesAfterLoad > ${FRAMES_AFTER_LOAD}) {
      requestAnimationFrame(() => send(Object.assign({kind: 'done', frame: n + 1}, sample())));
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
}

interface Sample {
  kind: 'start' | 'raf' | 'paint' | 'done';
  doc: string;
  url: string;
  frame: number;
  /** `performance.now()` in the document: ms since its navigation started. */
  t: number;
  theme: string | null;
  background: string | null;
  display: string | null;
}

interface Frame {
  /** The state that was rendered: the pre-paint sample, else the rAF one. */
  theme: string | null;
  background: string | null;
  display: string | null;
}

interface DocumentFrames {
  url: string;
  frames: Frame[];
  /** When the first frame was rendered, in ms since navigation start. */
  firstFrameAt?: number;
  /** Frames whose pre-paint sample did not arrive, judged by their rAF sample. */
  rafOnly: number;
  settled?: Frame;
}

interface Load {
  /** The document the frames were measured on, then the ones before it. */
  final: DocumentFrames;
  before: DocumentFrames[];
  wrongFrames: number;
  error?: string;
}

function framesOf(samples: readonly Sample[]): DocumentFrames[] {
  interface Doc {
    url: string;
    raf: Map<number, Sample>;
    paint: Map<number, Sample>;
    done?: Sample;
  }
  const docs = new Map<string, Doc>();
  for (const s of samples) {
    const doc: Doc = docs.get(s.doc) ?? {url: s.url, raf: new Map(), paint: new Map()};
    docs.set(s.doc, doc);
    if (s.kind === 'done') doc.done = s;
    else if (s.kind !== 'start') doc[s.kind].set(s.frame, s);
  }
  return [...docs.values()].map((doc) => ({
    url: doc.url,
    frames: [...doc.raf.keys()]
      .sort((a, b) => a - b)
      .map((n) => {
        const {theme, background, display} = doc.paint.get(n) ?? doc.raf.get(n)!;
        return {theme, background, display};
      }),
    firstFrameAt: doc.raf.get(0)?.t,
    rafOnly: [...doc.raf.keys()].filter((n) => !doc.paint.has(n)).length,
    settled: doc.done && {theme: doc.done.theme, background: doc.done.background, display: doc.done.display},
  }));
}

/**
 * Frames that did not show `expected`: the wrong `data-theme` or none, or a
 * canvas colour other than the one the settled page has in that theme.
 */
function countWrong(doc: DocumentFrames, expected: Theme): number {
  const settled = doc.settled;
  if (!settled || settled.theme !== expected) return Math.max(doc.frames.length, 1);
  return doc.frames.filter((f) => f.theme !== expected || f.background !== settled.background).length;
}

async function measureLoad(browser: Browser, origin: string, c: Case, rate: number): Promise<Load> {
  const expected = c.expected ?? expectedTheme(c);
  const finalPath = c.finalPath ?? c.path;
  // gzip, not brotli: the host compresses each response anew, and brotli at
  // quality 11 takes seconds per file on this machine, far beyond a CDN's
  // cached answer; gzip takes milliseconds. Parsing and scripts, where the
  // race is, are the same either way.
  const context = await browser.newContext({colorScheme: c.system, extraHTTPHeaders: {'Accept-Encoding': 'gzip'}});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const samples: Sample[] = [];
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    cdp.on('Runtime.bindingCalled', ({name, payload}) => {
      if (name !== BINDING) return;
      const sample = JSON.parse(payload) as Sample;
      samples.push(sample);
      if (sample.kind === 'done' && sample.url === finalPath) settle();
    });
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', {name: BINDING});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});
    await page.addInitScript(storageScript(c.storage));
    await page.addInitScript(samplerScript());
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('no settled page'), 60_000)));
    await page.goto(origin + c.path, {waitUntil: 'commit'});
    const error = await Promise.race([settled.then(() => undefined), timeout]);
    clearTimeout(timer);
    const docs = framesOf(samples);
    const finalIndex = docs.findIndex((d) => d.url === finalPath && d.settled);
    const final = docs[finalIndex] ?? {url: finalPath, frames: [], rafOnly: 0};
    return {
      final,
      before: docs.slice(0, Math.max(finalIndex, 0)),
      wrongFrames: error ? 1 : countWrong(final, expected),
      error,
    };
  } finally {
    await context.close();
  }
}

interface Row {
  label: string;
  expected: Theme;
  runs: number;
  wrongLoads: number;
  firstFrames: string;
  framesPerLoad: number;
  firstFrameMs: number;
  notes: string;
}

function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([v, n]) => `${v} ${n}`)
    .join(', ');
}

const show = (theme: string | null) => (theme === null ? '(none)' : JSON.stringify(theme));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function runCase(browser: Browser, origin: string, c: Case, runs: number, rate: number): Promise<Row> {
  const loads: Load[] = [];
  for (let i = 0; i < runs; i++) loads.push(await measureLoad(browser, origin, c, rate));
  const notes: string[] = [];
  const errors = loads.filter((l) => l.error);
  if (errors.length) notes.push(`${errors.length} loads never settled`);
  const wrongThemes = loads.flatMap((l) =>
    l.final.frames.filter((f) => f.theme !== (c.expected ?? expectedTheme(c))).map((f) => show(f.theme)),
  );
  if (wrongThemes.length) notes.push(`wrong frames showed ${tally(wrongThemes)}`);
  const rafOnly = loads.reduce((sum, l) => sum + l.final.rafOnly, 0);
  if (rafOnly) notes.push(`${rafOnly} frames judged by their rAF sample`);
  const before = loads.flatMap((l) => l.before);
  if (before.length) {
    const frames = before.flatMap((d) => d.frames);
    const shown = frames.map((f) => (f.display === 'none' ? `hidden/${show(f.theme)}` : show(f.theme)));
    const rendered = frames.length ? `rendered ${frames.length} frames: ${tally(shown)}` : 'rendered no frame';
    notes.push(`first came ${tally(before.map((d) => d.url))}x, which ${rendered}`);
  }
  return {
    label: caseLabel(c),
    expected: c.expected ?? expectedTheme(c),
    runs,
    wrongLoads: loads.filter((l) => l.wrongFrames > 0).length,
    firstFrames: tally(loads.map((l) => show(l.final.frames[0]?.theme ?? null))),
    framesPerLoad: median(loads.map((l) => l.final.frames.length)),
    firstFrameMs: median(loads.map((l) => l.final.firstFrameAt ?? NaN).filter((t) => !Number.isNaN(t))),
    notes: notes.join('; '),
  };
}

function printTable(rows: readonly Row[]): void {
  const columns: [string, (r: Row) => string][] = [
    ['case', (r) => r.label],
    ['expected', (r) => r.expected],
    ['runs', (r) => String(r.runs)],
    ['wrong-frame loads', (r) => String(r.wrongLoads)],
    ['first frame data-theme', (r) => r.firstFrames],
    ['frames/load', (r) => String(r.framesPerLoad)],
    ['first frame at', (r) => `${r.firstFrameMs} ms`],
    ['notes', (r) => r.notes],
  ];
  const widths = columns.map(([name, cell]) => Math.max(name.length, ...rows.map((r) => cell(r).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(columns.map(([name]) => name)));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map(([, cell]) => cell(row))));
}

/** A page made up for the self-check: `head` runs first in `<head>`. */
function checkPage(head: string): string {
  const paragraphs = Array.from({length: 200}, (_, i) => `<p>Paragraph ${i} of a page long enough to parse.</p>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>check</title>
<style>html{background:#fff;color:#000}html[data-theme=dark]{background:#100f18;color:#fff}</style>
<script>${head}</script></head><body>${paragraphs.join('')}</body></html>`;
}

const SET = (theme: string) => `document.documentElement.setAttribute('data-theme','${theme}');`;
/** Runs `code` in a task after the page's first `frames` frames have rendered. */
const AFTER = (frames: number, code: string) =>
  `(function wait(n){requestAnimationFrame(function(){n>1?wait(n-1):setTimeout(function(){${code}})})})(${frames});`;

/**
 * Pages whose frames are known, and whether the detector must flag every load
 * or none. Wrong states last a number of frames, not milliseconds: under load
 * the first frame can come later than any timer.
 */
const CHECKS: {path: string; html: string; mustFlag: boolean; what: string}[] = [
  {path: '/right', html: checkPage(SET('dark')), mustFlag: false, what: 'dark from the start'},
  {
    path: '/fixed-in-raf',
    html: checkPage(`${SET('light')}requestAnimationFrame(function(){${SET('dark')}});`),
    mustFlag: false,
    what: 'light until its own rAF callback in the first frame',
  },
  {
    path: '/one-frame',
    html: checkPage(SET('light') + AFTER(1, SET('dark'))),
    mustFlag: true,
    what: 'light in the first frame, then dark',
  },
  {
    path: '/three-frames',
    html: checkPage(SET('light') + AFTER(3, SET('dark'))),
    mustFlag: true,
    what: 'light in the first 3 frames, then dark',
  },
  {
    path: '/broken-in-raf',
    html: checkPage(`${SET('dark')}requestAnimationFrame(function(){${SET('light')}});${AFTER(1, SET('dark'))}`),
    mustFlag: true,
    what: 'dark, but light from its rAF callback in the first frame',
  },
  {
    path: '/no-theme',
    html: checkPage(AFTER(1, SET('dark'))),
    mustFlag: true,
    what: 'no data-theme in the first frame, then dark',
  },
  {
    path: '/late-style',
    html: checkPage(
      SET('dark') +
        AFTER(
          1,
          `var s=document.createElement('style');s.textContent='html[data-theme=dark]{background:#100f17}';document.head.appendChild(s);`,
        ),
    ),
    mustFlag: true,
    what: 'dark throughout, but another canvas colour in the first frame',
  },
  {
    path: '/redirect',
    html: `<!doctype html><html><head><script>${SET('light')}document.documentElement.style.display='none';location.replace('/right')</script></head><body>gone</body></html>`,
    mustFlag: false,
    what: 'hidden and light, replaces itself with /right',
  },
];

async function selfCheck(browser: Browser, port: number, runs: number, rate: number): Promise<boolean> {
  const server = createServer((req, res) => {
    const check = CHECKS.find((c) => c.path === req.url);
    res.writeHead(check ? 200 : 404, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(check?.html ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${port}`;
  let ok = true;
  try {
    // The throttle, set before navigation, must reach the page's renderer.
    // Compare a busy loop with it and without it, alternately, in one page.
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});
    await page.goto(`${origin}/right`);
    const busy = () =>
      page.evaluate(() => {
        const start = performance.now();
        let x = 0;
        for (let i = 0; i < 1e7; i++) x += i % 7;
        return x > 0 ? performance.now() - start : 0;
      });
    const throttled: number[] = [];
    const plain: number[] = [];
    for (let i = 0; i < 5; i++) {
      throttled.push(await busy());
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
      plain.push(await busy());
      await cdp.send('Emulation.setCPUThrottlingRate', {rate});
    }
    await context.close();
    const slowdown = median(throttled) / median(plain);
    // Well below `rate` on a busy machine: the unthrottled loop loses time to
    // other processes too. Without the throttle the ratio is about 1.
    const throttleOk = slowdown > Math.min(1.5, rate / 2);
    ok &&= throttleOk;
    console.log(
      `Throttle: a busy loop took ${median(plain).toFixed(0)} ms unthrottled, ${median(throttled).toFixed(0)} ms ` +
        `throttled (medians of 5): x${slowdown.toFixed(1)}, ${throttleOk ? 'ok' : 'FAILED: throttling is not in effect'}\n`,
    );

    const rows: Row[] = [];
    for (const check of CHECKS) {
      const c: Case = {path: check.path, system: 'light', storage: NONE, expected: 'dark'};
      const finalPath = check.path === '/redirect' ? '/right' : check.path;
      const row = await runCase(browser, origin, {...c, finalPath}, runs, rate);
      const pass = check.mustFlag ? row.wrongLoads === runs : row.wrongLoads === 0;
      ok &&= pass;
      rows.push({
        ...row,
        label: `${check.path}: ${check.what}`,
        notes: `${check.mustFlag ? 'must flag every load' : 'must flag none'}: ${pass ? 'ok' : 'FAILED'}${row.notes ? `; ${row.notes}` : ''}`,
      });
    }
    printTable(rows);
  } finally {
    await new Promise((done) => server.close(done));
  }
  return ok;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      'no-build': {type: 'boolean', default: false},
      'self-check': {type: 'boolean', default: false},
      runs: {type: 'string'},
      rate: {type: 'string', default: '4'},
      port: {type: 'string', default: '4191'},
      root: {type: 'string', default: 'build'},
      case: {type: 'string', multiple: true},
    },
  });
  const rate = Number(values.rate);
  const port = Number(values.port);
  const started = Date.now();
  const browser = await chromium.launch({executablePath: chromiumPath, args: CHROMIUM_ARGS});
  try {
    if (values['self-check']) {
      const runs = Number(values.runs ?? '10');
      console.log(`Self-check: made-up pages, ${runs} loads each, CPU throttled x${rate}, expected dark\n`);
      const ok = await selfCheck(browser, port, runs, rate);
      console.log(ok ? '\nThe detector flags wrong frames and passes right ones.' : '\nSelf-check FAILED.');
      process.exitCode = ok ? 0 : 1;
      return;
    }
    const runs = Number(values.runs ?? '50');
    const filters = values.case ?? [];
    const cases = CASES.filter((c) => !filters.length || filters.some((f) => caseLabel(c).includes(f)));
    if (!values['no-build']) execSync('npm run build', {stdio: 'inherit'});
    const host = await startCloudflareHost({root: values.root, port});
    const rows: Row[] = [];
    try {
      for (const c of cases) {
        const caseStart = Date.now();
        rows.push(await runCase(browser, host.url, c, runs, rate));
        const perLoad = (Date.now() - caseStart) / runs / 1000;
        process.stderr.write(`measured ${caseLabel(c)}: ${perLoad.toFixed(2)} s per load\n`);
      }
    } finally {
      await host.close();
    }
    console.log(`\nFirst-frame theme, ${runs} loads per case, CPU throttled x${rate}, plain static host\n`);
    printTable(rows);
    const wrong = rows.filter((r) => r.wrongLoads > 0).length;
    console.log(wrong ? `\n${wrong} cases painted a wrong frame.` : '\nNo case painted a wrong frame.');
    process.exitCode = wrong ? 1 : 0;
  } finally {
    await browser.close();
    process.stderr.write(`took ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
