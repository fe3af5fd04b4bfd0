import type {Page} from '@playwright/test';
import {test, expect, storeTheme, storedTheme, theme, expectNoAxeViolations, NOT_FOUND_RESPONSE} from './fixtures';
import {rewritingHostUrl} from './hosts';
import {readFileSync} from 'node:fs';
import {lastUpdatedText} from '../../src/markdown/lastUpdated';

const docs = [
  {doc: 'privacy', title: 'Privacy Policy'},
  {doc: 'credits', title: 'Credits'},
  {doc: 'terms', title: 'Terms and Conditions'},
] as const;

/** Mobile pages ship no framework JavaScript; nothing to wait for. */
async function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

const DARK_BACKGROUND = 'rgb(16, 15, 24)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

for (const {doc, title} of docs) {
  test.describe(`/mobile/${doc}`, () => {
    for (const forced of ['light', 'dark'] as const) {
      const opposite = forced === 'light' ? 'dark' : 'light';
      test(`/${forced} is ${forced} against a ${opposite} stored choice and a ${opposite} system`, async ({page}) => {
        await page.emulateMedia({colorScheme: opposite});
        await storeTheme(page, opposite);
        const firstFrame = page.waitForEvent('console', (m) => m.text().startsWith('first-frame:'));
        // The theme as the first frame is painted.
        await page.addInitScript(() => {
          requestAnimationFrame(() =>
            console.log(`first-frame:${document.documentElement.getAttribute('data-theme')}`),
          );
        });
        const response = await page.goto(`/mobile/${doc}/${forced}`);
        expect(response?.status()).toBe(200);
        expect((await firstFrame).text()).toBe(`first-frame:${forced}`);
        expect(await theme(page)).toBe(forced);
        expect(await background(page)).toBe(forced === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(forced);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
        expect(await storedTheme(page)).toBe(opposite);
      });
    }

    test.describe('with any other theme value', () => {
      // A plain static host answers values that were not pre-rendered with 404.html first.
      test.use({allowedConsoleErrors: [NOT_FOUND_RESPONSE]});
      for (const other of ['system', 'blue', 'DARK', 'x%20y']) {
        test(`/${other} follows the system, live, and leaves storage alone`, async ({page}) => {
          await page.emulateMedia({colorScheme: 'dark'});
          await storeTheme(page, 'light');
          await page.goto(`/mobile/${doc}/${other}`);
          await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
          expect(await theme(page)).toBe('dark');
          expect(await background(page)).toBe(DARK_BACKGROUND);
          await page.emulateMedia({colorScheme: 'light'});
          await expect.poll(() => theme(page)).toBe('light');
          expect(await background(page)).toBe(LIGHT_BACKGROUND);
          expect(await storedTheme(page)).toBe('light');
        });
      }
    });

    test('has no navbar, footer or toggle, and no framework JavaScript', async ({page}) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(`/mobile/${doc}/light`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('button')).toHaveCount(0);
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

    test('is kept out of search engines', async ({page}) => {
      await page.goto(`/mobile/${doc}/dark`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  });
}

test('the legal documents show the same text on the web and in the app', async ({page}) => {
  for (const doc of ['privacy', 'terms'] as const) {
    await page.goto(`/${doc}`);
    const web = await page.locator('article .markdown').innerText();
    await page.goto(`/mobile/${doc}/light`);
    const mobile = await page.locator('article').innerText();
    expect(mobile.replace(/\s+/g, ' ')).toContain(web.replace(/\s+/g, ' ').slice(0, 2000));
  }
});

test('the mobile privacy policy shows the last-updated date and the policy facts', async ({page}) => {
  await page.goto('/mobile/privacy/dark');
  await expect(page.getByText(lastUpdatedText(readFileSync('docs/privacy.md', 'utf8')))).toBeVisible();
  await expect(page.locator('article')).toContainText(/\b13\b/);
});

test('the credits list libraries, stock photos and icons', async ({page}) => {
  await page.goto('/mobile/credits/light');
  for (const section of ['Open-source libraries', 'Photos', 'Icons']) {
    await expect(page.getByRole('heading', {level: 2, name: section})).toBeVisible();
  }
  await expect(page.getByRole('link', {name: 'React'})).toBeVisible();
});

for (const from of ['light', 'dark', 'system'] as const) {
  test(`the privacy link on the ${from} mobile terms opens /mobile/privacy/dark at its top`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 600});
    await page.goto(`/mobile/terms/${from}`);
    const link = page.locator('article').getByRole('link', {name: 'Privacy Policy'});
    await expect(link).toHaveAttribute('href', '/mobile/privacy/dark');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await link.click();
    await expect(page).toHaveURL(/\/mobile\/privacy\/dark$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Privacy Policy');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await theme(page)).toBe('dark');
  });
}

test('links between legal documents in the app stay inside /mobile/', async ({page}) => {
  for (const doc of ['privacy', 'credits', 'terms']) {
    for (const mode of ['light', 'dark', 'system']) {
      await page.goto(`/mobile/${doc}/${mode}`);
      const internal = await page
        .locator('article a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!).filter((h) => !h.startsWith('/mobile/')));
      expect(internal, `/mobile/${doc}/${mode}`).toEqual([]);
    }
  }
});

test('mobile pages are readable with JavaScript off, forced theme included', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false, colorScheme: 'light'});
  const page = await context.newPage();
  await page.goto('/mobile/terms/dark');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms and Conditions');
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await page.goto('/mobile/privacy/light');
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
  await context.close();
});

test.describe('a theme value that was not pre-rendered', () => {
  for (const [host, baseURL] of [
    ['a plain static host', undefined],
    ['a host with rewrites', rewritingHostUrl],
  ] as const) {
    test.describe(`on ${host}`, () => {
      if (baseURL) test.use({baseURL});
      for (const system of ['light', 'dark'] as const) {
        if (!baseURL) test.use({allowedConsoleErrors: [NOT_FOUND_RESPONSE]});
        test(`shows the page in the system ${system} theme`, async ({page}) => {
          await page.emulateMedia({colorScheme: system});
          await storeTheme(page, system === 'dark' ? 'light' : 'dark');
          await page.goto('/mobile/terms/sepia');
          await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms and Conditions');
          expect(await theme(page)).toBe(system);
          expect(await background(page)).toBe(system === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
        });
      }
    });
  }

  test('a rewriting host answers 200 and keeps the address', async ({page}) => {
    const response = await page.goto(`${rewritingHostUrl}/mobile/credits/solarized`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${rewritingHostUrl}/mobile/credits/solarized`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Credits');
  });
});
