import type {Page} from '@playwright/test';
import {expect, hydrated, NOT_FOUND_RESPONSE, test, withoutHydration} from './fixtures';

/**
 * A page's first screen comes from its HTML alone: the CSS it uses is in it;
 * the rest of the site's stylesheet and the framework's scripts come after the
 * first paint (plugins/hosting/firstPaint.ts). These tests hold the stylesheet
 * back, look at the first screen, then let it in and look again.
 */

/** What a visitor sees of every element in the first screen: where it is, its colours, its type. */
async function firstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen: string[] = [];
    document.body.querySelectorAll('*').forEach((element) => {
      // A closed disclosure's content is not shown.
      if (element.closest('details:not([open]) > :not(summary)')) return;
      const rect = element.getBoundingClientRect();
      if (rect.bottom < 0 || rect.top > innerHeight || rect.width === 0 || rect.height === 0) return;
      const s = getComputedStyle(element);
      if (s.visibility === 'hidden') return;
      seen.push(
        `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ` +
          // Of a box that runs below the first screen, only the part in it.
          `${[rect.x, rect.y, rect.width, Math.min(rect.bottom, innerHeight) - rect.top].map(Math.round).join(',')} ` +
          `${s.color} ${s.backgroundColor} ${s.fontFamily} ${s.fontSize} ${s.fontWeight} ${s.opacity}`,
      );
    });
    return seen.sort();
  });
}

/** Holds every stylesheet request until the returned function is called. */
async function holdStylesheets(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/css\/.*\.css$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Loads `route` with its stylesheet held back and without the framework's scripts (so that only CSS changes),
 * expects a first contentful paint all the same, then lets the stylesheet in: the first screen must not change.
 */
async function expectFirstScreenFromHtml(page: Page, route: string): Promise<void> {
  await withoutHydration(page);
  const release = await holdStylesheets(page);
  await page.goto(route, {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // The wordmark's face is inside the CSS; compare with it in both looks.
  await page.evaluate(() => document.fonts.ready);
  const before = await firstScreen(page);
  release();
  // The inline script links the rest of the CSS after the first paint.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('head > link[rel=stylesheet]')).some(
      (link) => link.sheet !== null,
    ),
  );
  expect(await firstScreen(page)).toEqual(before);
}

test.describe('the first screen needs no stylesheet', () => {
  test.use({reducedMotion: 'reduce'});
  for (const route of ['/', '/privacy', '/ja/', '/ar/terms', '/de/support']) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${route} in ${mode}: paints without the stylesheet, which then changes nothing on the first screen`, async ({
        page,
      }) => {
        await page.emulateMedia({colorScheme: mode});
        await expectFirstScreenFromHtml(page, route);
      });
    }
  }
});

test.describe("the landing page's first screen needs no stylesheet at any width", () => {
  test.use({reducedMotion: 'reduce'});
  // The landing page inlines only what its first screen uses: the first feature at the most (1920 x 1080).
  for (const [width, height] of [
    [320, 568],
    [390, 844],
    [1440, 900],
    [1920, 1080],
  ] as const) {
    test(`/ at ${width} x ${height}: the stylesheet changes nothing on the first screen`, async ({page}) => {
      await page.setViewportSize({width, height});
      await expectFirstScreenFromHtml(page, '/');
    });
  }
});

test.describe('a missing page', () => {
  test.use({allowedConsoleErrors: [NOT_FOUND_RESPONSE], reducedMotion: 'reduce'});
  test('the 404 page paints from its HTML too', async ({page}) => {
    await expectFirstScreenFromHtml(page, '/no-such-page');
  });
});

test("the framework's scripts start after the first paint, and the page still comes alive", async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const {paint, scripts} = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-paint')[0]!.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\//.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(scripts.length).toBeGreaterThan(2);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint);
});

test('a page reached by client-side navigation looks as it does when loaded directly', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await hydrated(page);
  await page.goto('/privacy');
  await hydrated(page);
  const direct = await firstScreen(page);
  const title = await page.locator('h1').innerText();
  await page.goto('/');
  await hydrated(page);
  await page.locator('footer a[href="/privacy"]').click();
  await expect(page).toHaveURL(/\/privacy$/);
  // The new page has rendered (the address changes first) and the navigation's progress bar has gone.
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await firstScreen(page)).toEqual(direct);
});

test('an app page loads no stylesheet: everything it shows comes with its HTML', async ({page}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  for (const route of ['/mobile/privacy/dark', '/mobile/credits/light', '/ja/mobile/terms/system']) {
    await page.goto(route);
    await expect(page.locator('h1')).toBeVisible();
  }
  expect(stylesheets).toEqual([]);
});

test('without JavaScript, a page loads the rest of the stylesheet as a plain one', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  const response = page.waitForResponse(/\/assets\/css\/.*\.css$/);
  await page.goto('/privacy');
  expect((await response).ok()).toBe(true);
  await context.close();
});

for (const route of ['/', '/de/', '/ja/', '/ar/', '/privacy']) {
  test(`${route} waits for no large font: it preloads only small subsets (wordmark, headline), the rest come without a wait`, async ({
    page,
  }) => {
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font')
        sizes.set(
          new URL(response.url()).pathname,
          response.body().then((body) => body.length),
        );
    });
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const preloaded = await page
      .locator('link[rel=preload][as=font]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded.length).toBeGreaterThan(0);
    let bytes = 0;
    for (const path of preloaded) bytes += await sizes.get(path)!;
    expect(bytes).toBeLessThan(12 * 1024);
    // Every other face shows the text at once in a fallback (then swaps), or within 100 ms (optional).
    const blocking = await page.evaluate((preloaded) => {
      const faces: string[] = [];
      for (const sheet of Array.from(document.styleSheets))
        for (const rule of Array.from(sheet.cssRules))
          if (rule instanceof CSSFontFaceRule) {
            const src = rule.style.getPropertyValue('src');
            const display = rule.style.getPropertyValue('font-display');
            if (!preloaded.some((path) => src.includes(path)) && !['swap', 'optional'].includes(display))
              faces.push(src);
          }
      return faces;
    }, preloaded);
    expect(blocking).toEqual([]);
    const wordmark = await page.locator('.navbar__title').evaluate(async (title) => {
      await document.fonts.ready;
      const family = getComputedStyle(title).fontFamily.split(',')[0]!.replace(/["']/g, '').trim();
      let loaded = false;
      document.fonts.forEach((face) => {
        if (face.family.replace(/["']/g, '') === family && face.status === 'loaded') loaded = true;
      });
      return loaded;
    });
    expect(wordmark).toBe(true);
  });
}
