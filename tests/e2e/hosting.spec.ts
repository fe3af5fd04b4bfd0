import {test, expect, hydrated, expectNoAxeViolations, theme, NOT_FOUND_RESPONSE} from './fixtures';
import {rewritingHostUrl} from './hosts';
import {app} from '../../src/data/app';

const webPages = ['/', '/privacy', '/terms'];
const mobilePages = ['privacy', 'credits', 'terms'].flatMap((doc) =>
  ['light', 'dark', 'system'].map((mode) => `/mobile/${doc}/${mode}`),
);

test.describe('on a host that reads _headers', () => {
  test.use({baseURL: rewritingHostUrl});

  for (const route of [...webPages, '/credits', ...mobilePages, '/mobile/terms/anything']) {
    test(`${route} is served with a strict Content-Security-Policy and no violation`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).toMatch(/'sha256-/);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cache-control']).toContain('must-revalidate');
      if (!route.startsWith('/mobile/')) await hydrated(page);
      await page.waitForLoadState('networkidle');
    });
  }

  test('hashed assets are cached for a year, pages revalidate', async ({page}) => {
    const assets: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/')) assets.push(r.headers()['cache-control'] ?? '');
    });
    await page.goto('/');
    await hydrated(page);
    expect(assets.length).toBeGreaterThan(0);
    for (const value of assets) expect(value).toBe('public, max-age=31536000, immutable');
  });
});

test('a host without header support still enforces the policy through a meta tag', async ({page, consoleErrors}) => {
  for (const route of ['/', '/mobile/terms/dark']) {
    await page.goto(route);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const scriptSrc = /script-src ([^;]*)/.exec(policy ?? '')?.[1];
    expect(scriptSrc).toMatch(/^'self' 'sha256-/);
    expect(scriptSrc).not.toContain('unsafe-inline');
  }
  // An inline script that is not in the build is refused.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as {__injected?: boolean}).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => consoleErrors.filter((e) => e.startsWith('CSP violation: script-src')).length).toBe(1);
  // This violation was the point of the test.
  consoleErrors.splice(0, consoleErrors.length);
});

for (const route of [...webPages, ...mobilePages]) {
  test(`${route} makes no request to another site`, async ({page, baseURL}) => {
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.protocol !== 'data:' && url.host !== new URL(baseURL!).host) elsewhere.push(r.url());
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 10000);
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
  });
}

test.describe('metadata', () => {
  for (const route of [...webPages, ...mobilePages]) {
    test(`${route} has its own title, description, canonical URL, language and share card`, async ({page}) => {
      await page.goto(route);
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
      await expect(page).toHaveTitle(new RegExp(`.+ \\| ${app.name}$`));
      expect((await meta('meta[name="description"]'))!.length).toBeGreaterThan(40);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${app.siteUrl}${route === '/' ? '/' : route}`,
      );
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await meta('meta[property="og:title"]')).toBeTruthy();
      expect(await meta('meta[property="og:description"]')).toBeTruthy();
      expect(await meta('meta[property="og:image"]')).toBe(`${app.siteUrl}/img/social-card.jpg`);
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await meta('meta[name="twitter:image"]')).toBe(`${app.siteUrl}/img/social-card.jpg`);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
    });
  }

  test('the browser bar follows the light and dark theme', async ({page}) => {
    await page.goto('/');
    const colors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((m) => `${m.getAttribute('media')}=${m.getAttribute('content')}`));
    expect(colors).toEqual(['(prefers-color-scheme: light)=#ffffff', '(prefers-color-scheme: dark)=#16151f']);
    await page.goto('/mobile/terms/dark');
    // The first theme-color that applies wins: the page's own.
    expect(await page.locator('meta[name="theme-color"]').first().getAttribute('content')).toBe('#100f18');
  });

  test('the landing page describes the app to search engines, without invented ratings', async ({page}) => {
    await page.goto('/');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MobileApplication',
      name: app.name,
      operatingSystem: 'iOS',
      applicationCategory: 'EducationalApplication',
      installUrl: app.appStoreUrl,
      offers: {'@type': 'Offer', price: '0', priceCurrency: 'USD'},
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  for (const route of webPages) {
    test(`Safari offers the app on ${route} (Smart App Banner)`, async ({page}) => {
      await page.goto(route);
      await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute(
        'content',
        `app-id=${app.appStoreId}`,
      );
    });
  }

  test('the pages inside the app never show the Smart App Banner', async ({page}) => {
    for (const route of mobilePages) {
      await page.goto(route);
      await expect(page.locator('meta[name="apple-itunes-app"]'), route).toHaveCount(0);
    }
  });

  test('the sitemap lists the three public pages and robots.txt points to it', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(urls).toEqual([`${app.siteUrl}/`, `${app.siteUrl}/privacy`, `${app.siteUrl}/terms`]);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${app.siteUrl}/sitemap.xml`);
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  });

  test('the web manifest names the app and its icons exist', async ({request}) => {
    const manifest = await (await request.get('/site.webmanifest')).json();
    expect(manifest.name).toBe(app.name);
    for (const icon of manifest.icons) {
      expect((await request.get(`/${icon.src}`)).status(), icon.src).toBe(200);
    }
    expect((await request.get('/favicon.ico')).status()).toBe(200);
  });
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
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', {name: 'Go to the home page'}).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', {name: /download .* on the app store/i}).first()).toBeVisible();
    });
  }
});
