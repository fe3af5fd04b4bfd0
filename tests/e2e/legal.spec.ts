import {readFileSync} from 'node:fs';
import {
  test,
  expect,
  hydrated,
  expectNoAxeViolations,
  theme,
  expectNoLayoutShift,
  recordLayoutShifts,
  NOT_FOUND_RESPONSE,
} from './fixtures';
import {app} from '../../src/data/app';
import {findLastUpdated} from '../../src/markdown/lastUpdated';

/**
 * The documents' web pages. Title and date are read from the Markdown, so an
 * editor who changes them (as the README says) does not have to touch a test.
 */
function fromDocument(name: string) {
  const source = readFileSync(`docs/${name}.md`, 'utf8');
  const title = /^title:\s*["']?(.*?)["']?\s*$/m.exec(source)?.[1] ?? '';
  const date = findLastUpdated(source)?.written;
  return {path: `/${name}`, title, lastUpdated: date && `Last updated: ${date}`};
}

const legalPages = [fromDocument('privacy'), fromDocument('terms')];
const webDocuments = [...legalPages, fromDocument('support')];

for (const {path, title, lastUpdated} of legalPages) {
  test(`${path} is the ${title} inside the site, with the date of its last change`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(page.getByText(lastUpdated!)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    // The site chrome: logo home, toggle, footer; no docs sidebar.
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: app.name, exact: true}),
    ).toBeVisible();
    await expect(page.getByRole('button', {name: /dark and light mode/})).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'})).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await expect(page.getByRole('link', {name: app.supportEmail}).first()).toHaveAttribute(
      'href',
      `mailto:${app.supportEmail}`,
    );
  });
}

test('/support is reached from the footer and gives the support address as a mail link', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Support'}).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(fromDocument('support').title);
  await expect(page.locator('article').getByRole('link', {name: app.supportEmail}).first()).toHaveAttribute(
    'href',
    `mailto:${app.supportEmail}`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(app.name));
});

test("the documents show the app's name and support address, never a placeholder", async ({page}) => {
  for (const {path} of webDocuments) {
    await page.goto(path);
    const text = await page.locator('article').innerText();
    expect(text, path).not.toMatch(/\{\{|\}\}/);
    expect(text, path).toContain(app.name);
  }
});

for (const {path} of webDocuments) {
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

test('the terms link to the privacy policy', async ({page}) => {
  await page.goto('/terms');
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

for (const {path} of webDocuments) {
  test(`${path} does not move while a slow phone loads and hydrates it (no layout shift)`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    // A phone's CPU: hydration takes long enough for any interim state to be painted.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await recordLayoutShifts(page);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expectNoLayoutShift(page);
  });
}

for (const {path, title} of webDocuments) {
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

test('the documents are readable with JavaScript off', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  for (const {path, title, lastUpdated} of webDocuments) {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    if (lastUpdated) await expect(page.getByText(lastUpdated)).toBeVisible();
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
