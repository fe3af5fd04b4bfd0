import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  storeTheme,
  storedTheme,
  theme,
  background,
  webviewBackground,
  expectNoAxeViolations,
} from './fixtures';
import {documentTitle, mobilePages as builtMobilePages} from '../../scripts/built-routes';
import {lastUpdatedText} from '../../plugins/markdown/lastUpdated';

const mobilePages = builtMobilePages();
const mobileDocs = [...new Set(mobilePages.map((p) => p.doc))];

// The webview pages as the production host (Cloudflare Pages' runtime, the
// default baseURL) serves them.

const opposite = {light: 'dark', dark: 'light'} as const;

/** The theme the first painted frame had: recorded in the first animation frame. */
async function recordFirstFrame(page: Page): Promise<() => Promise<string | null>> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as {firstFrame: string | null}).firstFrame =
        document.documentElement.getAttribute('data-theme');
    });
  });
  return () => page.evaluate(() => (window as unknown as {firstFrame: string | null}).firstFrame);
}

for (const {doc, theme: forced, route} of mobilePages.filter((p) => p.theme === 'light' || p.theme === 'dark')) {
  const mode = forced as 'light' | 'dark';
  test(`${route} is ${mode} from the first frame, against a ${opposite[mode]} choice and system`, async ({page}) => {
    await page.emulateMedia({colorScheme: opposite[mode]});
    await storeTheme(page, opposite[mode]);
    const firstFrame = await recordFirstFrame(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(documentTitle(doc));
    await expect.poll(firstFrame).toBe(mode);
    expect(await theme(page)).toBe(mode);
    expect(await background(page)).toBe(webviewBackground(mode));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(mode);
    expect(await storedTheme(page)).toBe(opposite[mode]);
  });
}

test('a forced page keeps its theme with a trailing slash', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  const response = await page.goto('/mobile/terms/dark/');
  expect(response?.status()).toBe(200);
  expect(await theme(page)).toBe('dark');
  expect(await background(page)).toBe(webviewBackground('dark'));
});

for (const other of ['system', 'blue', 'DARK', 'x%20y', 'dark.html']) {
  test(`/mobile/terms/${other} follows the system, live, keeps its address and leaves storage alone`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await storeTheme(page, 'light');
    const response = await page.goto(`/mobile/terms/${other}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/mobile/terms/${other}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(documentTitle('terms'));
    expect(await theme(page)).toBe('dark');
    expect(await background(page)).toBe(webviewBackground('dark'));
    await page.emulateMedia({colorScheme: 'light'});
    await expect.poll(() => theme(page)).toBe('light');
    expect(await background(page)).toBe(webviewBackground('light'));
    expect(await storedTheme(page)).toBe('light');
  });
}

for (const doc of mobileDocs) {
  test.describe(`/mobile/${doc}`, () => {
    test('has no navbar, footer or toggle, and loads no script file', async ({page}) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      for (const mode of ['light', 'system']) {
        await page.goto(`/mobile/${doc}/${mode}`);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(documentTitle(doc));
        // A long document's own contents list is the only navigation.
        await expect(page.getByRole('navigation')).toHaveCount(
          await page.getByRole('navigation', {name: 'Contents'}).count(),
        );
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        await expect(page.getByRole('button')).toHaveCount(0);
      }
      expect(scripts).toEqual([]);
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`/${mode} has no accessibility violations`, async ({page}) => {
        await page.goto(`/mobile/${doc}/${mode}`);
        await expectNoAxeViolations(page);
      });
    }

    test('is readable on a 320 px screen without sideways scrolling', async ({page}) => {
      await page.setViewportSize({width: 320, height: 640});
      await page.goto(`/mobile/${doc}/dark`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const fontSize = await page
        .locator('article p')
        .first()
        .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(16);
    });
  });
}

test('the legal documents show the same text on the web and in the app', async ({page}) => {
  for (const doc of ['privacy', 'terms']) {
    const text = async () => (await page.getByRole('article').innerText()).replace(/\s+/g, ' ');
    await page.goto(`/${doc}`);
    // From the title on: the web page may put navigation above it.
    const web = await text();
    const fromTitle = web.slice(web.indexOf(documentTitle(doc)));
    await page.goto(`/mobile/${doc}/light`);
    expect(await text()).toContain(fromTitle.slice(0, 2000));
  }
});

test('the app shows when the privacy policy was last updated, as the document says', async ({page}) => {
  await page.goto('/mobile/privacy/dark');
  await expect(page.getByText(lastUpdatedText(readFileSync('docs/privacy.md', 'utf8')))).toBeVisible();
});

for (const from of ['light', 'dark', 'system']) {
  test(`the privacy link on the ${from} mobile terms opens /mobile/privacy/dark at its top`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 600});
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(`/mobile/terms/${from}`);
    const link = page.locator('article').getByRole('link', {name: documentTitle('privacy')});
    await expect(link).toHaveAttribute('href', '/mobile/privacy/dark');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await link.click();
    await expect(page).toHaveURL(/\/mobile\/privacy\/dark$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(documentTitle('privacy'));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await theme(page)).toBe('dark');
  });
}

test('links between legal documents in the app stay inside /mobile/', async ({request}) => {
  for (const {route} of mobilePages) {
    const html = await (await request.get(route)).text();
    const article = html.slice(html.indexOf('<article'));
    const internal = [...article.matchAll(/<a\b[^>]*\bhref=["']?(\/[^"'\s>]*)/g)]
      .map((m) => m[1]!)
      .filter((href) => !href.startsWith('/mobile/'));
    expect(internal, route).toEqual([]);
  }
});

test('mobile pages are readable with JavaScript off, forced theme included', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, colorScheme: 'light', baseURL});
  const page = await context.newPage();
  await page.goto('/mobile/terms/dark');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(documentTitle('terms'));
  expect(await background(page)).toBe(webviewBackground('dark'));
  await page.goto('/mobile/privacy/light');
  expect(await background(page)).toBe(webviewBackground('light'));
  await context.close();
});
