import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
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
import {app, facts} from '../../src/data/app';
import {known} from '../../src/lib/placeholder';
import {findLastUpdated} from '../../plugins/markdown/lastUpdated';
import {loadDocumentFacts, type DocumentFacts} from '../../plugins/markdown/facts';
import {CONTENTS_MIN_SECTIONS} from '../../plugins/markdown/remarkDocumentParts';

/** The app facts as the English documents say them. */
let english: DocumentFacts;
test.beforeAll(async () => {
  english = (await loadDocumentFacts(process.cwd())).get('en')!;
});

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

test('/support opens with a button that writes to support, the address beside it', async ({page}) => {
  await page.goto('/support');
  const button = page.locator('article').getByRole('link', {name: 'Write to support'});
  await expect(button).toHaveAttribute('href', `mailto:${app.supportEmail}`);
  await expect(button).toBeInViewport();
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(page.locator('article').getByText(app.supportEmail).first()).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the documents sit on the landing page's paper in the ${mode} theme`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    // The colour painted behind an element: its own, or the first ancestor's that is not transparent.
    const behind = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          for (let at: Element | null = element; at; at = at.parentElement) {
            const colour = getComputedStyle(at).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)') return colour;
          }
          return 'none';
        });
    await page.goto('/');
    const paper = await behind('main');
    for (const path of ['/privacy', '/support', '/credits']) {
      await page.goto(path);
      expect(await behind('article'), path).toBe(paper);
    }
  });
}

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

test('the footer links to the credits', async ({page}) => {
  await page.goto('/support');
  await page.getByRole('contentinfo').getByRole('link', {name: 'Credits'}).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Credits');
});

test('the copyright line names the owner, as the legal pages do', async ({page}) => {
  await page.goto('/terms');
  await expect(page.getByRole('contentinfo')).toContainText(new RegExp(`© \\d{4} ${escape(english.companyName)}`));
});

test('the privacy policy and the terms say who "we" are: the company, its address and the governing law', async ({
  page,
}) => {
  const {companyName, companyAddress, governingLaw} = english;
  for (const path of ['/privacy', '/terms']) {
    await page.goto(path);
    const whoWeAre = section(page, 'Who we are');
    await expect(whoWeAre, path).toContainText(companyName);
    await expect(whoWeAre, path).toContainText(companyAddress);
    await expect(section(page, 'Contact'), path).toContainText(companyAddress);
  }
  await expect(section(page, 'Governing law')).toContainText(`These terms are governed by ${governingLaw}.`);
});

/** The heading with this text and the paragraphs under it, up to the next heading. */
function section(page: Page, heading: string) {
  return page
    .locator('article h2')
    .filter({hasText: new RegExp(`^${escape(heading)}\\W*$`)})
    .locator('xpath=following-sibling::*[1]');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the facts list says of each fact: its value once given, its bracketed label until then. */
function expectedFacts(): Record<string, string> {
  const account = known(facts.account);
  return {
    // The documents and the facts list say these with the same messages.
    Languages: english.languages,
    Price: english.price,
    Requires: `iPhone with iOS ${known(facts.minimumIos) ?? '[version]'} or later`,
    Account: account
      ? {required: 'Required', optional: 'Optional', none: 'Not needed'}[account]
      : '[Required or optional]',
  };
}

for (const path of ['/support', '/mobile/support/dark']) {
  test(`${path} lists what a visitor needs to know before downloading, from the app facts`, async ({page}) => {
    await page.goto(path);
    const list = page.getByRole('article').locator('dl');
    const shown = Object.fromEntries(
      await list
        .locator('dt')
        .evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])),
    );
    expect(shown).toEqual(expectedFacts());
  });
}

test('/support answers which languages and what price from the same facts as its list', async ({page}) => {
  await page.goto('/support');
  const answer = (question: RegExp) =>
    page.locator('article h3').filter({hasText: question}).locator('xpath=following-sibling::p[1]');
  const facts = expectedFacts();
  await expect(answer(/Which languages can I learn/)).toContainText(`teaches ${facts.Languages}.`);
  await expect(answer(/What does .* cost/)).toHaveText(`${facts.Price}.`);
});

/** The `##` headings of a document page, in order, as the reader sees them. */
async function sectionHeadings(page: Page): Promise<string[]> {
  return page
    .locator('article h2:not(nav h2)')
    .evaluateAll((headings) => headings.map((h) => (h.firstChild?.textContent ?? '').trim()));
}

for (const {path, javaScript} of [
  {path: '/privacy', javaScript: true},
  {path: '/terms', javaScript: false},
  {path: '/mobile/privacy/dark', javaScript: false},
]) {
  test(`${path} starts with a contents list whose links take the reader to each section${javaScript ? '' : ', JavaScript off'}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: javaScript});
    const page = await context.newPage();
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(path);
    if (javaScript) await hydrated(page);
    const contents = page.getByRole('navigation', {name: 'Contents'});
    const links = contents.getByRole('link');
    const headings = await sectionHeadings(page);
    expect(headings.length).toBeGreaterThanOrEqual(CONTENTS_MIN_SECTIONS);
    await expect(links).toHaveText(headings);
    // Before the first section, after the introduction.
    expect(await contents.evaluate((nav) => nav.nextElementSibling?.tagName)).toBe('H2');
    const last = links.last();
    const target = page.locator('article h2:not(nav h2)').last();
    await expect(target).not.toBeInViewport();
    await last.click();
    await expect(target).toBeInViewport();
    expect(new URL(page.url()).hash).toBe(`#${await target.getAttribute('id')}`);
    await context.close();
  });
}

test('a short document (/support) has no contents list', async ({page}) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Contents'})).toHaveCount(0);
});

test('the contents list mirrors in a right-to-left language', async ({page}) => {
  await page.goto('/mobile/terms/light');
  const contents = page.getByRole('navigation', {name: 'Contents'});
  const accentSide = () =>
    contents.evaluate((nav) => {
      const style = getComputedStyle(nav);
      return parseFloat(style.borderLeftWidth) > 0 ? 'left' : parseFloat(style.borderRightWidth) > 0 ? 'right' : 'none';
    });
  expect(await accentSide()).toBe('left');
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  expect(await accentSide()).toBe('right');
});
