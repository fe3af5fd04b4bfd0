import {test, expect, hydrated, expectNoAxeViolations, theme, NOT_FOUND_RESPONSE} from './fixtures';
import {app} from '../../src/data/app';

const legalPages = [
  {path: '/privacy', title: 'Privacy Policy'},
  {path: '/terms', title: 'Terms and Conditions'},
];

for (const {path, title} of legalPages) {
  test(`${path} is the ${title} inside the site, dated October 10, 2025`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(page.getByText('Last updated: October 10, 2025')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    // The site chrome: logo home, toggle, footer; no docs sidebar.
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: app.name, exact: true}),
    ).toBeVisible();
    await expect(page.getByRole('button', {name: /dark and light mode/})).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'})).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(page.getByRole('link', {name: app.supportEmail}).first()).toHaveAttribute(
      'href',
      `mailto:${app.supportEmail}`,
    );
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`${path} has no accessibility violations in the ${mode} theme`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto(path);
      await hydrated(page);
      expect(await theme(page)).toBe(mode);
      await expectNoAxeViolations(page);
    });
  }
}

test('the privacy policy covers what the spec says the app handles', async ({page}) => {
  await page.goto('/privacy');
  const text = (await page.locator('article').innerText()).replace(/\s+/g, ' ');
  for (const fact of [
    /e-mail address and the display name/i,
    /words you save and the exercises you complete/i,
    /device model and operating system version/i,
    /custom words, notes, AI-generated associations, examples and translations/i,
    /photo .*stays only on your device/i,
    /private/i,
    /approve/i,
    /approved content stays available .* after you delete your account/i,
    /not intended for children under 13/i,
  ]) {
    expect(text).toMatch(fact);
  }
  await expect(page.getByRole('link', {name: 'Apple Privacy Policy'})).toHaveAttribute('href', /apple\.com/);
  await expect(page.getByRole('link', {name: 'Google Privacy Policy'})).toHaveAttribute('href', /google\.com/);
});

test('the terms link to the privacy policy and state the minimum age', async ({page}) => {
  await page.goto('/terms');
  await expect(page.locator('article')).toContainText('at least 13 years old');
  await page.locator('article').getByRole('link', {name: 'Privacy Policy'}).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test('following a footer link from the bottom of the landing page starts the new page at the top', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Terms and Conditions'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms and Conditions');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('an unknown page', () => {
  test.use({allowedConsoleErrors: [NOT_FOUND_RESPONSE]});
  test('answers 404 with a way home', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/not found/i);
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: app.name, exact: true}),
    ).toBeVisible();
  });
});

for (const {path, title} of legalPages) {
  test(`${path} fits a 320 px screen without sideways scrolling`, async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await page.goto(path);
    await hydrated(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  });
}

test('the legal pages are readable with JavaScript off', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  for (const {path, title} of legalPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(page.getByText('Last updated: October 10, 2025')).toBeVisible();
  }
  await context.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`/credits (the app's credits, also on the web) has no accessibility violations in the ${mode} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: mode});
    await page.goto('/credits');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Credits');
    await expectNoAxeViolations(page);
  });
}
