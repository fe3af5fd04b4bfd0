/**
 * The app's webview pages in WebKit, the engine of the app's WKWebView.
 * Fresh browsers: a phone set to light, one set to dark, and a dark one with JavaScript off.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {By, type WebDriver} from 'selenium-webdriver';
import {BUILD_DIR, builtMobileRoutes, startSite, type Site} from './site';
import {shippedPolicy, startCspReportingProxy, type CspReportingProxy} from './cspReports';
import {
  JAPANESE_PAGES,
  PHONE_WIDTHS,
  REVIEWED_WORDS,
  japaneseLinesScript,
  type JapaneseLines,
} from '../support/japaneseLines';
import {startVirtualDisplay, startWebKit, type VirtualDisplay, type WebKitBrowser} from './webkit';

type Scheme = 'light' | 'dark';
const opposite = (scheme: Scheme): Scheme => (scheme === 'light' ? 'dark' : 'light');

const routes = builtMobileRoutes();
const docs = [...new Set(routes.map((route) => route.doc))];
/** Theme values that were not pre-rendered, or not in the canonical form. */
const unlistedPaths = docs.map((doc) => `/mobile/${doc}/foo`);

/** Languages whose webview pages WebKit checks too: right-to-left, and a script of its own. */
const OTHER_LANGUAGES = ['ar', 'ja'] as const;

/** The tab title of a document's webview pages, as built (in a language's folder, or English). */
function builtTitle(doc: string, language = ''): string {
  const {theme} = routes.find((route) => route.doc === doc)!;
  const html = readFileSync(join(BUILD_DIR, language, 'mobile', doc, `${theme}.html`), 'utf8');
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  assert.ok(title, `no <title> in ${language}/mobile/${doc}/${theme}.html`);
  return title;
}
/** `/ar/mobile/terms/dark` is Arabic `terms`; `/mobile/terms/dark` English. */
function docOfPath(path: string): {doc: string; language: string} {
  const match = /^\/(?:([^/]+)\/)?mobile\/([^/]+)\//.exec(path);
  assert.ok(match, `not a webview path: ${path}`);
  return {doc: match[2]!, language: match[1] ?? ''};
}

let display: VirtualDisplay | undefined;
let site: Site | undefined;
/** All pages are loaded through it, so every test runs under the CSP reporter. */
let proxy: CspReportingProxy;
const browsers: WebKitBrowser[] = [];
const phones = {} as Record<Scheme, WebDriver>;
let darkPhoneWithoutScripts: WebDriver;
/** A stuck page fails its own test, not the whole run. */
const PER_TEST = {timeout: 20_000};

before(
  async () => {
    display = await startVirtualDisplay();
    site = await startSite();
    proxy = await startCspReportingProxy(site.url, shippedPolicy(BUILD_DIR));
    const started = await Promise.allSettled([
      ...(['light', 'dark'] as const).map(async (scheme) => {
        const browser = await startWebKit({display: display!.display, darkSystem: scheme === 'dark'});
        browsers.push(browser);
        phones[scheme] = browser.driver;
      }),
      (async () => {
        const browser = await startWebKit({display: display!.display, darkSystem: true, withoutPageScripts: true});
        browsers.push(browser);
        darkPhoneWithoutScripts = browser.driver;
      })(),
    ]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  },
  {timeout: 90_000},
);

after(async () => {
  await Promise.allSettled(browsers.map((browser) => browser.close()));
  await proxy?.close();
  await site?.close();
  display?.close();
});

/** Waits until `doc`'s webview page is shown. */
async function waitForDoc(phone: WebDriver, doc: string, language = ''): Promise<void> {
  await waitForTitle(phone, builtTitle(doc, language));
}

async function waitForTitle(phone: WebDriver, title: string): Promise<void> {
  await phone.wait(
    async () => {
      try {
        return await phone.executeScript<boolean>(
          'return document.readyState === "complete" && document.title === arguments[0]',
          title,
        );
      } catch {
        return false; // The page went away mid-load.
      }
    },
    10_000,
    `"${title}" was never shown`,
  );
}

async function open(phone: WebDriver, path: string): Promise<void> {
  await phone.get(proxy.url + path);
  const {doc, language} = docOfPath(path);
  await waitForDoc(phone, doc, language);
}

/** What a visitor sees: the theme the page applied and the colour behind the text. */
async function look(phone: WebDriver): Promise<{theme: string | null; background: string}> {
  return phone.executeScript(() => {
    let element: Element | null = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    let background = 'rgba(0, 0, 0, 0)';
    while (element && background === 'rgba(0, 0, 0, 0)') {
      background = getComputedStyle(element).backgroundColor;
      element = element.parentElement;
    }
    return {theme: document.documentElement.getAttribute('data-theme'), background};
  });
}

/** WCAG relative luminance of `rgb(r, g, b)`: 0 for black, 1 for white. */
function luminance(color: string): number {
  const channels = color
    .match(/[\d.]+/g)
    ?.slice(0, 3)
    .map(Number);
  assert.ok(channels?.length === 3, `not an rgb() colour: ${color}`);
  const [r, g, b] = channels.map((c) => c / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function assertShows(seen: {theme: string | null; background: string}, scheme: Scheme): void {
  assert.equal(seen.theme, scheme);
  const light = luminance(seen.background);
  if (scheme === 'dark') assert.ok(light < 0.2, `background ${seen.background} is not dark`);
  else assert.ok(light > 0.8, `background ${seen.background} is not light`);
}

/** The choice the visitor made on the website (same origin), or none, before the app opens a page. */
async function storeTheme(phone: WebDriver, scheme: Scheme | null): Promise<void> {
  if (!(await phone.getCurrentUrl()).startsWith(proxy.url)) await phone.get(proxy.url + routes[0]!.path);
  await phone.executeScript(
    'arguments[0] ? localStorage.setItem("theme", arguments[0]) : localStorage.removeItem("theme")',
    scheme,
  );
}

describe('a forced theme', () => {
  for (const doc of docs) {
    for (const forced of ['light', 'dark'] as const) {
      const other = opposite(forced);
      test(`/mobile/${doc}/${forced} is ${forced} on a ${other} phone`, PER_TEST, async () => {
        await storeTheme(phones[other], null);
        await open(phones[other], `/mobile/${doc}/${forced}`);
        assertShows(await look(phones[other]), forced);
      });

      test(
        `/mobile/${doc}/${forced} is ${forced} after the visitor chose ${other} on the website`,
        PER_TEST,
        async () => {
          await storeTheme(phones[other], other);
          await open(phones[other], `/mobile/${doc}/${forced}`);
          assertShows(await look(phones[other]), forced);
        },
      );
    }
  }
});

test('a forced page asked for with a trailing slash keeps its theme', PER_TEST, async () => {
  await storeTheme(phones.light, 'light');
  await open(phones.light, '/mobile/terms/dark/');
  assertShows(await look(phones.light), 'dark');
});

describe('any other theme value follows the phone', () => {
  for (const system of ['light', 'dark'] as const) {
    for (const path of [...docs.map((doc) => `/mobile/${doc}/system`), ...unlistedPaths]) {
      test(`${path} is ${system} on a ${system} phone, whatever the website stored`, PER_TEST, async () => {
        await storeTheme(phones[system], opposite(system));
        await open(phones[system], path);
        assertShows(await look(phones[system]), system);
      });
    }
  }
});

describe('the terms page', () => {
  for (const {theme} of routes.filter((route) => route.doc === 'terms')) {
    test(`the privacy link on /mobile/terms/${theme} opens the dark privacy page`, PER_TEST, async () => {
      const phone = phones.light;
      await open(phone, `/mobile/terms/${theme}`);
      await phone.findElement(By.css('article')).findElement(By.linkText('Privacy Policy')).click();
      await waitForDoc(phone, 'privacy');
      assert.equal(new URL(await phone.getCurrentUrl()).pathname, '/mobile/privacy/dark');
      assertShows(await look(phone), 'dark');
    });
  }
});

describe('no framework JavaScript', () => {
  for (const {path} of routes) {
    test(`${path} loads no script and no stylesheet: what it shows comes with its HTML`, PER_TEST, async () => {
      const phone = phones.light;
      await open(phone, path);
      const loaded = await phone.executeScript<string[]>(() => [
        ...performance.getEntriesByType('resource').map((entry) => entry.name),
        ...Array.from(document.querySelectorAll('script[src]'), (script) => (script as HTMLScriptElement).src),
      ]);
      // The logo or a face proves the browser lists what the page loaded (WebKit lists none it had in memory).
      assert.ok(
        loaded.some((url) => /\/(img|assets)\//.test(url)),
        `no image among ${loaded.join(', ')}`,
      );
      assert.deepEqual(
        loaded.filter((url) => /\.(m?js|css)(\?|$)/.test(url)),
        [],
      );
    });
  }
});

describe('the Content Security Policy', () => {
  /** A violation on purpose, to know the reports reach the collector before reading them. */
  const CANARY = 'http://127.0.0.2:9/csp-canary.png';
  const isCanary = (violation: {'blocked-uri': string}) => violation['blocked-uri'].startsWith('http://127.0.0.2');

  for (const path of [...routes.map((route) => route.path), ...unlistedPaths]) {
    test(`${path} breaks no rule of the policy`, PER_TEST, async () => {
      const phone = phones.dark;
      proxy.clear();
      await open(phone, path);
      await phone.executeScript('new Image().src = arguments[0]', CANARY);
      await phone.wait(async () => proxy.violations.some(isCanary), 5_000, 'the canary violation was never reported');
      const violations = proxy.violations
        .filter((violation) => !isCanary(violation))
        .map((v) => `${v['violated-directive']} blocked ${v['blocked-uri']} on ${v['document-uri']}`);
      assert.deepEqual(violations, []);
    });
  }
});

describe('a narrow phone', () => {
  after(async () => {
    await phones.dark?.manage().window().setRect({width: 1024, height: 768});
  });
  for (const width of [320, 390]) {
    for (const doc of docs) {
      test(`/mobile/${doc}/dark fits ${width} px without sideways scrolling`, PER_TEST, async () => {
        const phone = phones.dark;
        await phone.manage().window().setRect({width, height: 700});
        await open(phone, `/mobile/${doc}/dark`);
        const {viewport, overflow} = await phone.executeScript<{viewport: number; overflow: number}>(() => ({
          viewport: innerWidth,
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        }));
        assert.equal(viewport, width, 'the window did not shrink to the phone width');
        assert.equal(overflow, 0);
      });
    }
  }
});

describe("the app's page cases", () => {
  const notFoundTitle = /<title[^>]*>([^<]*)<\/title>/.exec(
    readFileSync(join(BUILD_DIR, 'mobile', '404.html'), 'utf8'),
  )![1]!;
  /** The website's header or footer: never inside the app. */
  const websiteChrome = (phone: WebDriver) =>
    phone.executeScript<number>('return document.querySelectorAll(".navbar, footer").length');

  test("/mobile/terms, without a theme, is the terms page in the dark phone's theme", PER_TEST, async () => {
    await storeTheme(phones.dark, 'light');
    await phones.dark.get(`${proxy.url}/mobile/terms`);
    await waitForDoc(phones.dark, 'terms');
    assertShows(await look(phones.dark), 'dark');
  });

  test(
    "an unknown document is a not-found page in the app's style, without the website around it",
    PER_TEST,
    async () => {
      await phones.dark.get(`${proxy.url}/mobile/blog/dark`);
      await waitForTitle(phones.dark, notFoundTitle);
      assert.equal(await websiteChrome(phones.dark), 0);
      assertShows(await look(phones.dark), 'dark');
    },
  );

  for (const path of ['/mobile/privacy/system', '/mobile/privacy/foo', '/mobile/blog/dark']) {
    test(`with JavaScript off, ${path} is dark on a dark phone`, PER_TEST, async () => {
      const phone = darkPhoneWithoutScripts;
      await phone.get(proxy.url + path);
      await waitForTitle(phone, path.includes('blog') ? notFoundTitle : builtTitle('privacy'));
      const seen = await look(phone);
      // No script ran, so no attribute: the CSS follows the phone by itself.
      assert.equal(seen.theme, null);
      assert.ok(luminance(seen.background) < 0.2, `background ${seen.background} is not dark`);
    });
  }

  test('with JavaScript off, /mobile/privacy/light stays light on a dark phone', PER_TEST, async () => {
    await darkPhoneWithoutScripts.get(`${proxy.url}/mobile/privacy/light`);
    await waitForDoc(darkPhoneWithoutScripts, 'privacy');
    assertShows(await look(darkPhoneWithoutScripts), 'light');
  });
});

describe('in Arabic and Japanese', () => {
  for (const language of OTHER_LANGUAGES) {
    const base = `/${language}/mobile`;
    test(
      `${base}/terms/dark is dark on a light phone, ${language === 'ar' ? 'right to left' : 'in Japanese'}`,
      PER_TEST,
      async () => {
        await storeTheme(phones.light, 'light');
        await open(phones.light, `${base}/terms/dark`);
        assertShows(await look(phones.light), 'dark');
        const {lang, dir} = await phones.light.executeScript<{lang: string; dir: string}>(() => ({
          lang: document.documentElement.lang,
          dir: getComputedStyle(document.body).direction,
        }));
        assert.equal(lang, language);
        assert.equal(dir, language === 'ar' ? 'rtl' : 'ltr');
      },
    );

    test(`${base}/privacy/foo follows a dark phone`, PER_TEST, async () => {
      await storeTheme(phones.dark, 'light');
      await open(phones.dark, `${base}/privacy/foo`);
      assertShows(await look(phones.dark), 'dark');
    });

    test(`the privacy link on ${base}/terms/light opens ${base}/privacy/dark`, PER_TEST, async () => {
      const phone = phones.light;
      await open(phone, `${base}/terms/light`);
      await phone.findElement(By.css('article a[href*="mobile/privacy"]')).click();
      await waitForDoc(phone, 'privacy', language);
      assert.equal(new URL(await phone.getCurrentUrl()).pathname, `${base}/privacy/dark`);
      assertShows(await look(phone), 'dark');
    });

    test(
      `${base}/support/system loads no script file, breaks no rule of the policy and fits 320 px`,
      PER_TEST,
      async () => {
        const phone = phones.dark;
        await phone.manage().window().setRect({width: 320, height: 700});
        try {
          proxy.clear();
          await open(phone, `${base}/support/system`);
          const {scripts, overflow} = await phone.executeScript<{scripts: string[]; overflow: number}>(() => ({
            scripts: performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((url) => /\.m?js(\?|$)/.test(url)),
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          }));
          assert.deepEqual(scripts, []);
          assert.equal(overflow, 0);
          await phone.executeScript('new Image().src = arguments[0]', 'http://127.0.0.2:9/csp-canary.png');
          await phone.wait(
            async () => proxy.violations.some((v) => v['blocked-uri'].startsWith('http://127.0.0.2')),
            5_000,
            'the canary violation was never reported',
          );
          assert.deepEqual(
            proxy.violations.filter((v) => !v['blocked-uri'].startsWith('http://127.0.0.2')),
            [],
          );
        } finally {
          await phone.manage().window().setRect({width: 1024, height: 768});
        }
      },
    );
  }
});

/**
 * WebKit has no `word-break: auto-phrase`: Japanese breaks between phrases here only because the build marked
 * them (plugins/i18n/japanesePhrases.ts); WebKitGTK does not keep the kinsoku rules of `line-break: strict`, so a
 * document's unmarked running text keeps them only by the build's unbreakable pairs (remarkJapanesePhrases). The same check as Chromium's (tests/e2e/japanese.spec.ts), on the app's pages
 * and the website's, which an iPhone's Safari draws with this engine too.
 */
describe('Japanese lines in WebKit', () => {
  after(async () => {
    await phones.light?.manage().window().setRect({width: 1024, height: 768});
  });
  for (const width of PHONE_WIDTHS) {
    test(`Japanese lines break between phrases at ${width} px`, {timeout: 120_000}, async () => {
      const phone = phones.light;
      await phone.manage().window().setRect({width, height: 800});
      const seen = new Set<string>();
      const problems: string[] = [];
      let prose = 0;
      for (const path of JAPANESE_PAGES) {
        await phone.get(proxy.url + path);
        await phone.wait(
          async () =>
            phone.executeScript<boolean>(
              // The web pages hydrate; the app's pages and the 404 have nothing to wait for.
              `return document.readyState === "complete" &&
                (location.pathname.includes("/mobile/") || document.documentElement.dataset.hasHydrated === "true" ||
                 !document.querySelector("#__docusaurus"))`,
            ),
          20_000,
          `${path} never finished loading`,
        );
        assert.equal(await phone.executeScript<number>('return innerWidth'), width, 'the window is not phone-wide');
        const lines = await phone.executeScript<JapaneseLines>(`return ${japaneseLinesScript()}`);
        lines.seen.forEach((word) => seen.add(word));
        prose += lines.prose;
        problems.push(...lines.problems.map((problem) => `${path}: ${problem}`));
      }
      assert.deepEqual(problems, []);
      assert.ok(prose > 0, 'no running text of a document was checked');
      assert.ok(seen.size >= REVIEWED_WORDS.length / 2, `only ${[...seen].join(', ')} seen`);
    });
  }
});
