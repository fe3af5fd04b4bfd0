import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect, hydrated, background, pageBackground, webviewBackground, NOT_FOUND_RESPONSE} from './fixtures';
import {app} from '../../src/data/app';
import {cloudflareUrl} from './hosts';

// Every address a visitor or the app can reach gets one answer, on Cloudflare's runtime, in a left-to-right
// language, another with a prefix, and a right-to-left one: its status, page, `noindex` and canonical agree before
// and after the page hydrates, with no console error (the fixture fails a test on React's hydration error #418).

const LANGUAGES = [
  {code: 'en', prefix: ''},
  {code: 'de', prefix: '/de'},
  {code: 'ar', prefix: '/ar'},
  {code: 'ja', prefix: '/ja'},
] as const;

/** The full URL: `//privacy` alone would be read as a host named `privacy`. */
const at = (address: string) => `${cloudflareUrl}${address}`;

/** What the server sends for `address`, without following a redirect. */
async function firstAnswer(request: APIRequestContext, address: string) {
  const response = await request.get(at(address), {maxRedirects: 0});
  return {status: response.status(), location: response.headers()['location'] ?? null, html: await response.text()};
}

function canonicalOf(html: string): string | undefined {
  return /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(html)?.[1];
}

function noindexIn(html: string): boolean {
  return /<meta[^>]*name=["']?robots["']?[^>]*content=["']?noindex/.test(html);
}

/** The page as hydrated: its heading, canonical and noindex, once React has taken over. */
async function hydratedPage(page: Page) {
  await hydrated(page);
  return {
    heading: await page.getByRole('heading', {level: 1}).innerText(),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    noindex: (await page.locator('meta[name="robots"][content="noindex"]').count()) > 0,
  };
}

for (const {code, prefix} of LANGUAGES) {
  test.describe(`in ${code}`, () => {
    const redirects: [from: string, to: string][] = [
      [`${prefix}//privacy`, `${prefix}/privacy`],
      [`${prefix}//terms`, `${prefix}/terms`],
      [`${prefix}/PRIVACY`, `${prefix}/privacy`],
      [`${prefix}/Privacy`, `${prefix}/privacy`],
      [`${prefix}/Privacy/`, `${prefix}/privacy`],
      [code === 'en' ? '//' : `${prefix}//`, `${prefix}/`],
      // A folder's index: the browser's router would render the page the host answered 404 for.
      [`${prefix}/privacy/index.html`, `${prefix}/privacy`],
      [`${prefix}/terms/index.html`, `${prefix}/terms`],
    ];
    for (const [from, to] of redirects) {
      test(`${from} answers once, a 308 to ${to}, whose page hydrates as itself`, async ({page, request}) => {
        expect(await firstAnswer(request, from)).toMatchObject({status: 308, location: to});
        const target = await firstAnswer(request, to);
        expect(target.status).toBe(200);
        const response = await page.goto(at(from));
        expect(new URL(page.url()).pathname).toBe(to);
        expect(response?.status()).toBe(200);
        const hydratedState = await hydratedPage(page);
        expect(hydratedState.canonical).toBe(`${app.siteUrl}${to}`);
        expect(hydratedState.canonical).toBe(canonicalOf(target.html));
        expect(hydratedState.noindex).toBe(false);
      });
    }

    test.describe('not-found addresses', () => {
      test.use({allowedConsoleErrors: [NOT_FOUND_RESPONSE]});

      // A spelling no host rule names, the not-found page's own address, and three slashes (which a rule must not
      // turn into `//`, another site's address).
      for (const address of [`${prefix}/pRiVaCy`, `${prefix}/404`, ...(code === 'en' ? ['///privacy'] : [])]) {
        test(`${address} answers 404 with the not-found page, and hydrates as the same page`, async ({
          page,
          request,
        }) => {
          const served = await firstAnswer(request, address);
          expect(served.status).toBe(404);
          expect(noindexIn(served.html)).toBe(true);
          const response = await page.goto(at(address));
          expect(response?.status()).toBe(404);
          const hydratedState = await hydratedPage(page);
          expect(hydratedState.noindex).toBe(true);
          expect(hydratedState.canonical).toBe(canonicalOf(served.html));
          // The served heading's text, its Japanese <wbr>s left out as textContent leaves them.
          expect(hydratedState.heading).toBe(
            /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(served.html)?.[1]?.replace(/<[^>]+>/g, ''),
          );
        });
      }

      test(`an unknown document under ${prefix}/mobile/ answers 404 inside the app's frame: no website header or footer`, async ({
        page,
      }) => {
        await page.emulateMedia({colorScheme: 'dark'});
        const response = await page.goto(`${prefix}/mobile/blog/dark`);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await expect(page.getByRole('navigation')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        expect(await background(page)).toBe(webviewBackground('dark'));
      });

      test(`${prefix}/mobile/404, the app's not-found page by its own address, answers 404`, async ({request}) => {
        expect((await firstAnswer(request, `${prefix}/mobile/404`)).status).toBe(404);
      });
    });

    // The app's pages at addresses the app or a person may mistype: always inside the app's frame, in the theme
    // the address names, whatever the phone's.
    const appAddresses: (readonly [address: string, theme: 'light' | 'dark', status: number, landsOn?: string])[] = [
      [`${prefix}/Mobile/privacy/dark`, 'dark', 200, `${prefix}/mobile/privacy/dark`],
      [`${prefix}/MOBILE/terms/light`, 'light', 200, `${prefix}/mobile/terms/light`],
      [`${prefix}/mobile//privacy/dark`, 'dark', 200, `${prefix}/mobile/privacy/dark`],
      [`${prefix}/mobile/privacy/light/extra`, 'light', 200, `${prefix}/mobile/privacy/light`],
      [`${prefix}/mobile/privacy//dark`, 'dark', 200, `${prefix}/mobile/privacy/dark`],
      [`${prefix}/mobile/nothing/dark`, 'dark', 404],
      [`${prefix}/mobile`, 'light', 404],
      ...(code === 'en' ? [['/pt-br/mobile/terms/light', 'light', 200, '/pt-BR/mobile/terms/light'] as const] : []),
    ];
    for (const [address, theme, status, landsOn] of appAddresses) {
      test.describe(() => {
        if (status === 404) test.use({allowedConsoleErrors: [NOT_FOUND_RESPONSE]});
        test(`${address} answers ${status} inside the app's frame${address.endsWith('/mobile') ? '' : `, ${theme} on a phone set to the other theme`}`, async ({
          page,
        }) => {
          // `/mobile` names no theme: it follows the phone's.
          const phone = address.endsWith('/mobile') ? theme : theme === 'dark' ? 'light' : 'dark';
          await page.emulateMedia({colorScheme: phone});
          const response = await page.goto(at(address));
          expect(response?.status()).toBe(status);
          if (landsOn) expect(new URL(page.url()).pathname).toBe(landsOn);
          await expect(page.getByRole('heading', {level: 1})).toBeVisible();
          await expect(page.getByRole('navigation', {name: 'Main'})).toHaveCount(0);
          await expect(page.getByRole('contentinfo')).toHaveCount(0);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          expect(await background(page)).toBe(webviewBackground(theme));
        });
      });
    }

    test(`${prefix}/mobile/privacy, without a theme, is the system page`, async ({page, request}) => {
      const served = await firstAnswer(request, `${prefix}/mobile/privacy`);
      const system = await firstAnswer(request, `${prefix}/mobile/privacy/system`);
      expect(served.status).toBe(200);
      expect(served.html).toBe(system.html);
      await page.emulateMedia({colorScheme: 'dark'});
      await page.goto(`${prefix}/mobile/privacy`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('banner')).toHaveCount(0);
    });
  });
}

test.describe('the app pages', () => {
  for (const route of ['/mobile/privacy/light', '/mobile/terms/system', '/de/mobile/privacy/dark']) {
    test(`${route} logs no warning`, async ({page}) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(route);
      await page.waitForLoadState('load');
      // Chromium warns when a render-blocking `rel=expect` names an element the page does not have.
      await page.waitForTimeout(200);
      expect(warnings).toEqual([]);
      await expect(page.locator('link[rel="expect"]')).toHaveCount(0);
    });
  }
});

test.describe('with JavaScript off on a dark phone', () => {
  test.use({javaScriptEnabled: false, colorScheme: 'dark'});

  for (const route of ['/privacy', '/de/', '/ar/terms']) {
    test(`${route} is dark, as the phone is`, async ({page}) => {
      await page.goto(route);
      expect(await background(page)).toBe(pageBackground('dark'));
    });
  }

  test('the system page of the app is dark, as the phone is', async ({page}) => {
    await page.goto('/mobile/privacy/system');
    expect(await background(page)).toBe(webviewBackground('dark'));
  });

  test('a forced light page of the app stays light', async ({page}) => {
    await page.goto('/mobile/privacy/light');
    expect(await background(page)).toBe(webviewBackground('light'));
  });
});
