import type {APIRequestContext} from '@playwright/test';
import {test, expect, hydrated, expectNoAxeViolations, theme, background, NOT_FOUND_RESPONSE} from './fixtures';
import {mobilePages as builtMobilePages, publicRoutes as builtPublicRoutes} from '../../scripts/built-routes';

const publicRoutes = builtPublicRoutes();
const mobilePages = builtMobilePages();
import {app, downloadPrice} from '../../src/data/app';
import {known} from '../../src/lib/placeholder';

// The production host is Cloudflare Pages' own runtime (the default baseURL):
// what it sends comes from the build's `_headers` and `_redirects`.

const servedRoutes = [...publicRoutes, ...mobilePages.map((p) => p.route), '/mobile/terms/anything'];

async function get(request: APIRequestContext, route: string) {
  const response = await request.get(route);
  return {status: response.status(), headers: response.headers(), html: await response.text()};
}

/** `#16151f` as getComputedStyle reports it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function meta(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (new RegExp(`(name|property)=["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\\s>]`).test(tag)) {
      return /content=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/
        .exec(tag)
        ?.slice(1)
        .find((v) => v !== undefined);
    }
  }
  return undefined;
}

test('every page is sent with a strict Content-Security-Policy and the security headers', async ({request}) => {
  for (const route of servedRoutes) {
    const {status, headers} = await get(request, route);
    expect(status, route).toBe(200);
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, route).toMatch(/^'self'( 'sha256-[^']+')+$/);
    expect(styleSrc, route).not.toContain('unsafe-inline');
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
      expect(csp, route).toContain(directive);
    }
    expect(headers['strict-transport-security'], route).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    expect(headers['x-frame-options'], route).toBe('DENY');
    expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], route).toContain('camera=()');
    expect(headers['cache-control'], route).toBe('public, max-age=0, must-revalidate');
  }
});

test('scripts, styles, screenshots and badges have names that change with them, and are cached for a year', async ({
  page,
}) => {
  const assets: [path: string, type: string, cache: string][] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/assets/'))
      assets.push([path, r.request().resourceType(), r.headers()['cache-control'] ?? '']);
  });
  await page.goto('/');
  await hydrated(page);
  await page.mouse.wheel(0, 20000);
  await page.waitForLoadState('networkidle');
  expect(assets.map(([, type]) => type)).toEqual(expect.arrayContaining(['script', 'stylesheet', 'image', 'font']));
  for (const [path, , cache] of assets) {
    expect(path).toMatch(/[-.][0-9a-f]{8,}\.[a-z0-9]+$/);
    expect(cache, path).toBe('public, max-age=31536000, immutable');
  }
});

test('the share card has a name that changes with it and is cached for a year', async ({request}) => {
  const card = new URL(meta((await get(request, '/')).html, 'og:image')!).pathname;
  expect(card).toMatch(/^\/assets\/files\/en-[0-9a-f]{8,}\.jpg$/);
  const response = await request.get(card);
  expect([response.status(), response.headers()['cache-control']]).toEqual([
    200,
    'public, max-age=31536000, immutable',
  ]);
});

for (const route of [...publicRoutes, ...mobilePages.map((p) => p.route)]) {
  test(`${route} loads with no CSP violation and no request to another site`, async ({page, baseURL}) => {
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.protocol !== 'data:' && url.host !== new URL(baseURL!).host) elsewhere.push(r.url());
    });
    await page.goto(route);
    if (!route.startsWith('/mobile/')) await hydrated(page);
    await page.mouse.wheel(0, 20000);
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
    // A CSP violation fails the test through the console fixture.
  });
}

for (const path of ['/', '/privacy']) {
  test(`${path} names every script it needs in its HTML, so none waits for main.js to ask for it`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((script) => !html.includes(script))).toEqual([]);
  });
}

test('every page has its own title, description, canonical URL, language and share card', async ({request}) => {
  for (const route of [...publicRoutes, ...mobilePages.map((p) => p.route)]) {
    const {html} = await get(request, route);
    expect(/<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1], route).toMatch(new RegExp(`.+ \\| ${app.name}$`));
    expect(meta(html, 'description')?.length ?? 0, route).toBeGreaterThan(40);
    expect(/<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(html)?.[1], route).toBe(
      `${app.siteUrl}${route}`,
    );
    expect(/<html[^>]*\blang=["']?en["'\s>]/.test(html), route).toBe(true);
    expect(meta(html, 'og:title'), route).toBeTruthy();
    expect(meta(html, 'og:image'), route).toMatch(new RegExp(`^${app.siteUrl}/assets/files/en-[0-9a-f]{8,}\\.jpg$`));
    expect(meta(html, 'twitter:card'), route).toBe('summary_large_image');
  }
});

test('search engines index the public pages and not the webview pages', async ({request}) => {
  for (const route of publicRoutes) expect(meta((await get(request, route)).html, 'robots'), route).toBeUndefined();
  for (const {route} of mobilePages) expect(meta((await get(request, route)).html, 'robots'), route).toBe('noindex');
});

test('the sitemap lists the four public pages and robots.txt points to it', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  expect(urls).toEqual([`${app.siteUrl}/`, `${app.siteUrl}/privacy`, `${app.siteUrl}/support`, `${app.siteUrl}/terms`]);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${app.siteUrl}/sitemap.xml`);
  expect(robots).not.toMatch(/Disallow: \/\s*$/m);
});

test('the browser bar takes the colour of the navbar in each theme', async ({page}) => {
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await page.goto('/');
    const barColor = await page
      .locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${mode})"]`)
      .getAttribute('content');
    const navbar = await page
      .getByRole('navigation')
      .first()
      .evaluate((nav) => getComputedStyle(nav).backgroundColor);
    expect(navbar, mode).toBe(rgb(barColor!));
  }
});

test('a forced webview page tints the browser bar with its own background', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/mobile/terms/dark');
  // The first theme-color that applies wins: the page's own.
  const barColor = await page.locator('meta[name="theme-color"]').first().getAttribute('content');
  expect(await background(page)).toBe(rgb(barColor!));
});

test('the landing page describes the app to search engines with known facts only: no ratings, no stand-ins', async ({
  page,
}) => {
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'MobileApplication',
    name: app.name,
    operatingSystem: 'iOS',
    applicationCategory: 'EducationalApplication',
  });
  expect(data).not.toHaveProperty('aggregateRating');
  expect(data).not.toHaveProperty('review');
  // The store link and the price only once they are real (src/data/app.ts), never a placeholder's stand-in.
  const storeKnown = known(app.facts.appStoreId) !== undefined;
  const price = downloadPrice(app.facts.priceModel).amount;
  expect(data.installUrl).toBe(storeKnown ? app.appStoreUrl : undefined);
  expect(data.offers?.price).toBe(storeKnown ? price : undefined);
});

test('the web manifest names the app and its icons exist', async ({request}) => {
  const manifest = await (await request.get('/site.webmanifest')).json();
  expect(manifest.name).toBe(app.name);
  for (const icon of manifest.icons) {
    expect((await request.get(`/${icon.src}`)).status(), icon.src).toBe(200);
  }
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});

test.describe('the 404 page', () => {
  test.use({allowedConsoleErrors: [NOT_FOUND_RESPONSE]});

  for (const mode of ['light', 'dark'] as const) {
    test(`fits the site in the ${mode} theme, leads home and has no accessibility violations`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      const response = await page.goto('/a/page/that/does/not/exist');
      expect(response?.status()).toBe(404);
      await hydrated(page);
      expect(await theme(page)).toBe(mode);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', {name: 'Go to the home page'}).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', {name: /download .* on the app store/i}).first()).toBeVisible();
    });
  }
});
