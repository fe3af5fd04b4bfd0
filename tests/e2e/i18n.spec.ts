import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  hydrated,
  withoutHydration,
  expectNoAxeViolations,
  recordLayoutShifts,
  expectNoLayoutShift,
  storeTheme,
  theme,
  NOT_FOUND_RESPONSE,
} from './fixtures';
import {app} from '../../src/data/app';
import {DEFAULT_LOCALE, LOCALES, TRANSLATED_LOCALES, alternateUrls, localeOf} from '../../src/i18n/locales';
import {OFFER_TEXT} from '../../src/i18n/offer';
import {translatedDocumentFile} from '../../plugins/i18n/translations';
import {DOCUMENTS, DOCUMENT_NAMES} from '../../src/data/documents';
import {LANGUAGE_CHOICE_KEY} from '../../src/i18n/languageChoice';
import {facts} from '../../src/data/app';
import {known} from '../../src/lib/placeholder';
import {loadDocumentFacts} from '../../plugins/markdown/facts';

// Each language, built once with the rest, gets a short smoke suite; the full
// behaviour suite runs on English (the other spec files).

const prefix = (code: string) => (code === DEFAULT_LOCALE ? '/' : `/${code}/`);

/** The `title:` of a document as translated (the page's heading). */
function translatedTitle(code: string, doc: string): string {
  const source = readFileSync(translatedDocumentFile(process.cwd(), code, doc)!, 'utf8');
  return /^title:\s*(.*)$/m.exec(source)![1]!.trim();
}

/** A message of the site's code as the language's `code.json` has it, `{appName}` filled in. */
function message(code: string, id: string): string {
  const messages = JSON.parse(readFileSync(`i18n/${code}/code.json`, 'utf8')) as Record<string, {message: string}>;
  return messages[id]!.message.replace('{appName}', app.name);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The `hreflang` links of a page, as served. */
async function alternatesOf(page: Page): Promise<{hreflang: string; url: string}[]> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => ({hreflang: link.getAttribute('hreflang')!, url: link.getAttribute('href')!})),
    );
}

for (const code of TRANSLATED_LOCALES) {
  const {htmlLang, direction, label} = localeOf(code);
  const base = prefix(code);

  test.describe(`${label} (${code})`, () => {
    test('the documents render in the language, with its lang and dir, notice and hreflang', async ({page}) => {
      await page.goto(`${base}privacy`);
      await hydrated(page);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', htmlLang);
      await expect(html).toHaveAttribute('dir', direction);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(translatedTitle(code, 'privacy'));
      // The generated line says the English text prevails, and links to it.
      const notice = page.getByRole('note');
      await expect(notice.locator('a[hreflang="en"]').first()).toHaveAttribute('href', '/privacy');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${app.siteUrl}${base}privacy`);
      expect((await alternatesOf(page)).sort((a, b) => a.hreflang.localeCompare(b.hreflang))).toEqual(
        alternateUrls(`${app.siteUrl}${base}privacy`, app.siteUrl, '/').sort((a, b) =>
          a.hreflang.localeCompare(b.hreflang),
        ),
      );
      // The footer's links are translated too.
      const footerLabels = JSON.parse(
        readFileSync(`i18n/${code}/docusaurus-theme-classic/footer.json`, 'utf8'),
      ) as Record<string, {message: string}>;
      await expect(
        page
          .getByRole('contentinfo')
          .getByRole('link', {name: footerLabels['link.item.label.Privacy Policy']!.message}),
      ).toHaveAttribute('href', `${base}privacy`);
    });

    test('says the English text prevails on the legal documents only, on the web and in the app', async ({page}) => {
      const prevails = message(code, 'translation.convenience').split('{englishText}')[0]!.trim();
      for (const doc of DOCUMENT_NAMES) {
        for (const path of [`${base}${doc}`, `${base}mobile/${doc}/light`]) {
          await page.goto(path);
          const notice = page.getByRole('note').filter({hasText: prevails});
          await expect(notice, path).toHaveCount(DOCUMENTS[doc].legal ? 1 : 0);
        }
      }
    });

    // The landing page once (its sections are translated in a later pass), a document in both themes; a test each.
    for (const [mode, doc] of [
      ['light', ''],
      ['light', 'privacy'],
      ['dark', 'privacy'],
    ] as const) {
      test(`/${doc} has no accessibility violations in the ${mode} theme, and no sideways scroll at 320 px`, async ({
        page,
      }) => {
        const path = `${base}${doc}`;
        await page.setViewportSize({width: 320, height: 700});
        await page.emulateMedia({colorScheme: mode});
        await page.goto(path);
        await hydrated(page);
        expect(await theme(page)).toBe(mode);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
        // The header's wordmark is whole beside the download button, the language menu and the toggle.
        expect(await page.locator('.navbar__title').evaluate((el) => el.scrollWidth - el.clientWidth), path).toBe(0);
      });
    }

    test('the landing page is found and shared in the language: title, description, structured data, card', async ({
      page,
      request,
    }) => {
      await page.goto(base);
      const description = message(code, 'home.meta.description');
      expect(description.length).toBeLessThanOrEqual(155);
      await expect(page).toHaveTitle(`${message(code, 'home.meta.title')} | ${app.name}`);
      for (const name of ['meta[name="description"]', 'meta[property="og:description"]']) {
        await expect(page.locator(name), name).toHaveAttribute('content', description);
      }
      const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').innerText()) as Record<
        string,
        unknown
      >;
      expect([jsonLd.description, jsonLd.inLanguage]).toEqual([description, htmlLang]);
      const card = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
      expect(card).toMatch(new RegExp(`^${app.siteUrl}${base}assets/files/${code}-[0-9a-f]{8,}\\.jpg$`));
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card);
      expect(jsonLd.image).toBe(card);
      const served = await request.get(new URL(card).pathname);
      expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/jpeg']);
    });

    test('the webview pages keep every rule in the language', async ({page}) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.emulateMedia({colorScheme: 'light'});
      await page.setViewportSize({width: 320, height: 700});
      const response = await page.goto(`${base}mobile/terms/dark`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(translatedTitle(code, 'terms'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // The terms page's privacy link: the same language's dark privacy page.
      await page.locator('article a[href*="mobile/privacy"]').first().click();
      await expect(page).toHaveURL(`${base}mobile/privacy/dark`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Any other value follows the phone, at the same address, in the same language.
      await page.emulateMedia({colorScheme: 'dark'});
      await page.goto(`${base}mobile/support/sepia`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(translatedTitle(code, 'support'));
      expect(scripts).toEqual([]);
      const robots = await page.locator('meta[name="robots"]').getAttribute('content');
      expect(robots).toBe('noindex');
    });

    test('a browser that prefers the language is offered it on an English page, in its own words', async ({
      browser,
    }) => {
      const context = await browser.newContext({locale: htmlLang});
      const page = await context.newPage();
      await recordLayoutShifts(page);
      const response = await page.goto('/privacy');
      // No redirect: the English page, as asked for.
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/privacy');
      await hydrated(page);
      const offer = page.getByRole('complementary', {name: OFFER_TEXT[code].text});
      await expect(offer).toHaveAttribute('lang', htmlLang);
      await expect(offer.getByRole('link', {name: OFFER_TEXT[code].action})).toHaveAttribute('href', `${base}privacy`);
      await expectNoLayoutShift(page);
      await context.close();
    });
  });
}

/** A feature's screenshot, as the bundler publishes it. */
const SCREENSHOT = /\/assets\/files\/(vocabulary|add-words|games|word-sets)-(light|dark)-\d+-/;

for (const {code, label} of LOCALES) {
  test(`${label} (${code}): the app's screens on / are the language's own and follow data-theme`, async ({page}) => {
    const screens: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'image' && SCREENSHOT.test(path)) screens.push(path);
    });
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(prefix(code));
    await hydrated(page);
    // The first feature's phone: the first screen of the page.
    const firstPhone = page.locator('main section img[src*="/assets/files/vocabulary-"]:visible').first();
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      await expect(firstPhone).toHaveAttribute('src', new RegExp(`^${prefix(code)}assets/files/[a-z-]+-${mode}-`));
    }
    // Every lazy screen comes near the viewport once; then every image the page asked for is in view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        // Two frames at each stop, so a busy page still sees every lazy image come near the viewport.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await page.waitForLoadState('networkidle');
    const shown = new Set(screens.map((path) => /\/(vocabulary|add-words|games|word-sets)-/.exec(path)?.[1]));
    expect([...shown].sort()).toEqual(['add-words', 'games', 'vocabulary', 'word-sets']);
    expect(screens.filter((path) => !path.startsWith(`${prefix(code)}assets/files/`))).toEqual([]);
  });
}

test('the legal notice (Impressum in German) is linked from the footer in every language and names the company', async ({
  page,
}) => {
  for (const {code} of LOCALES) {
    await page.goto(prefix(code));
    const footer = page.getByRole('contentinfo');
    const link = footer.locator(`a[href="${prefix(code)}legal-notice"]`);
    await expect(link, code).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(code)}legal-notice$`));
    const title = code === DEFAULT_LOCALE ? 'Legal Notice' : translatedTitle(code, 'legal-notice');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    if (code === 'de') expect(title).toBe('Impressum');
    await expect(page.locator('main')).toContainText(
      known(facts.company.name) ??
        (code === DEFAULT_LOCALE ? '[Company name]' : message(code, 'facts.companyName.placeholder')),
    );
  }
});

test.describe('a visitor from another region of the language', () => {
  for (const {browserLocale, code, variety} of [
    {browserLocale: 'pt-PT', code: 'pt-BR', variety: true},
    {browserLocale: 'es-MX', code: 'es', variety: false},
  ] as const) {
    test(`${browserLocale} is offered ${code}${variety ? ', told which variety it is' : ''}`, async ({browser}) => {
      const context = await browser.newContext({locale: browserLocale});
      const page = await context.newPage();
      await page.goto('/support');
      await hydrated(page);
      const words = OFFER_TEXT[code];
      const offer = page.getByRole('complementary', {name: variety ? words.otherVariety! : words.text});
      await expect(offer).toBeVisible();
      await expect(offer.getByRole('link', {name: words.action})).toHaveAttribute('href', `/${code}/support`);
      await context.close();
    });
  }
});

test.describe('the language switcher', () => {
  test('names every language in itself and keeps the visitor on the same page, by keyboard', async ({page}) => {
    await page.goto('/de/privacy');
    await hydrated(page);
    const summary = page.locator('summary', {hasText: 'Deutsch'});
    await expect(summary).toHaveAccessibleName('Sprache: Deutsch');
    await summary.focus();
    await page.keyboard.press('Enter');
    for (const {label, htmlLang} of LOCALES) {
      await expect(page.getByRole('link', {name: label, exact: true})).toHaveAttribute('lang', htmlLang);
    }
    await expect(page.getByRole('link', {name: 'Deutsch', exact: true})).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', {name: 'Français', exact: true})).toBeHidden();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('link', {name: 'Français', exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fr/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('keeps the section the visitor is reading, in the link itself', async ({page}) => {
    await page.goto('/de/privacy#who-we-are');
    await hydrated(page);
    await page.locator('summary', {hasText: 'Deutsch'}).click();
    await expect(page.getByRole('link', {name: 'English', exact: true})).toHaveAttribute('href', '/privacy#who-we-are');
    await page.getByRole('link', {name: 'English', exact: true}).click();
    await expect(page).toHaveURL('/privacy#who-we-are');
  });

  test('works with JavaScript off', async ({page}) => {
    await withoutHydration(page);
    await page.goto('/ja/terms');
    await page.locator('summary', {hasText: '日本語'}).click();
    await page.getByRole('link', {name: 'العربية', exact: true}).click();
    await expect(page).toHaveURL('/ar/terms');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('the language offer', () => {
  test.use({locale: 'fr-FR'});

  test('is dismissed for good, and the first visit to / stays on /', async ({page}) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/');
    const offer = page.getByRole('complementary', {name: OFFER_TEXT.fr.text});
    await offer.getByRole('button', {name: OFFER_TEXT.fr.dismiss}).click();
    await expect(offer).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe('en');
    await page.goto('/privacy');
    await hydrated(page);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`covers none of the page's text: it comes after the footer's last line, at ${width}px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/');
      await hydrated(page);
      const offer = page.getByRole('complementary', {name: OFFER_TEXT.fr.text});
      await expect(offer).toBeVisible();
      const copyright = page.getByRole('contentinfo').getByText(String(new Date().getFullYear()));
      // Measured from the page's top, where a floating offer would cover the hero.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const [bar, line] = [(await offer.boundingBox())!, (await copyright.boundingBox())!];
      expect(bar.y - (line.y + line.height)).toBeGreaterThanOrEqual(0);
    });
  }

  test('is not made on a page already in the preferred language', async ({page}) => {
    await page.goto('/fr/privacy');
    await hydrated(page);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  test('treats a stored language the site does not know as no choice, and is made', async ({page}) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'klingon'), LANGUAGE_CHOICE_KEY);
    await page.goto('/privacy');
    await hydrated(page);
    await expect(page.getByRole('complementary', {name: OFFER_TEXT.fr.text})).toBeVisible();
  });

  test.describe('on a missing page', () => {
    test.use({allowedConsoleErrors: [NOT_FOUND_RESPONSE]});
    test('is not made: the page is missing in every language', async ({page}) => {
      await page.goto('/no/such/page');
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      await expect(page.getByRole('complementary')).toHaveCount(0);
    });
  });

  test('keeps the section the visitor is reading, in the link itself', async ({page}) => {
    await page.goto('/privacy#who-we-are');
    await hydrated(page);
    await expect(page.getByRole('complementary').getByRole('link', {name: OFFER_TEXT.fr.action})).toHaveAttribute(
      'href',
      '/fr/privacy#who-we-are',
    );
    await page.getByRole('complementary').getByRole('link', {name: OFFER_TEXT.fr.action}).click();
    await expect(page).toHaveURL('/fr/privacy#who-we-are');
  });

  test('stays dismissed on the next page when storage throws', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/privacy');
    await hydrated(page);
    const offer = page.getByRole('complementary', {name: OFFER_TEXT.fr.text});
    await offer.getByRole('button', {name: OFFER_TEXT.fr.dismiss}).click();
    await expect(offer).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', {name: 'Terms and Conditions'}).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Terms/);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  test('back to the end of a page it was shown on, the visitor lands where they left', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/de/');
    await hydrated(page);
    await expect(page.getByRole('complementary', {name: OFFER_TEXT.fr.text})).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const left = await page.evaluate(() => window.scrollY);
    await page.getByRole('contentinfo').getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/de\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(left);
  });

  test('is not made with JavaScript off, and is not in the HTML search engines get', async ({page, request}) => {
    await withoutHydration(page);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(0);
    expect(await (await request.get('/privacy')).text()).not.toContain(OFFER_TEXT.fr.text);
  });
});

test('a translated document says the app facts in its language, and the footer names the owner in it', async ({
  page,
}) => {
  const german = (await loadDocumentFacts(process.cwd())).get('de')!;
  await page.goto('/de/support');
  const article = page.getByRole('article');
  await expect(article).toContainText(`Mit ${app.name} kannst du ${german.languages} lernen.`);
  // "{{price}}." is a paragraph of its own in the document.
  await expect(article.locator('p').filter({hasText: new RegExp(`^${escape(german.price)}\\.$`)})).toHaveCount(1);
  await page.goto('/de/terms');
  await expect(page.getByRole('article')).toContainText(`Diese Bedingungen unterliegen ${german.governingLaw}.`);
  await expect(page.getByRole('contentinfo')).toContainText(
    known(facts.company.name) ?? message('de', 'facts.companyName.placeholder'),
  );
});

test("the header's download button has a whole sentence for a name in every language, at each width", async ({
  page,
}) => {
  for (const {code} of LOCALES) {
    for (const [width, id, english] of [
      [390, 'navbar.download.compact.name', `Get ${app.name} on the App Store`],
      [1280, 'navbar.download.name', `Download ${app.name} on the App Store`],
    ] as const) {
      await page.setViewportSize({width, height: 800});
      await page.goto(prefix(code));
      const name = code === DEFAULT_LOCALE ? english : message(code, id);
      await expect(page.locator('.navbar').getByRole('link', {name, exact: true})).toHaveAttribute(
        'href',
        app.appStoreUrl,
      );
    }
  }
});

for (const code of TRANSLATED_LOCALES) {
  test(`landing-page headings break between words, on a phone and a desktop (${code})`, async ({page}) => {
    const {htmlLang} = localeOf(code);
    // Word boundaries as the language has them; Japanese writes no spaces (単|語 is a break inside a word).
    const segmenter = new Intl.Segmenter(htmlLang, {granularity: 'word'});
    for (const width of [320, 390, 1440]) {
      await page.setViewportSize({width, height: 900});
      await page.goto(prefix(code));
      await hydrated(page);
      const headings = await page.locator('main :is(h1, h2)').evaluateAll((elements) =>
        elements.map((heading) => {
          // The text of each line, from where each character is drawn.
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          const lines: string[] = [];
          let top: number | undefined;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < node.textContent!.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const rect = range.getClientRects()[0];
              if (!rect) continue;
              if (top === undefined || rect.top > top + rect.height / 2) lines.push('');
              top = rect.top;
              lines[lines.length - 1] += node.textContent![i];
            }
          }
          return lines;
        }),
      );
      expect(headings.length, code).toBeGreaterThan(3);
      for (const lines of headings) {
        const text = lines.join('');
        const boundaries = new Set([...segmenter.segment(text)].map((s) => s.index));
        const where = `${code} at ${width}px: "${lines.join(' / ')}"`;
        let at = 0;
        for (const line of lines.slice(0, -1)) {
          at += line.length;
          expect(boundaries.has(at), `${where} breaks inside a word`).toBe(true);
          // "Retenez-/le": a hyphenated word split over two lines.
          expect(/\p{L}-$/u.test(line.trimEnd()), `${where} breaks at a word's hyphen`).toBe(false);
        }
        for (const line of lines.slice(1)) {
          // "– und es behalten.": a dash belongs to the line before it.
          expect(/^[–—]/.test(line.trimStart()), `${where} starts a line with a dash`).toBe(false);
        }
      }
    }
  });
}

test('Arabic headings leave room for the vowel marks between their lines', async ({page}) => {
  await page.setViewportSize({width: 360, height: 800});
  for (const path of ['/ar/', '/ar/privacy', '/ar/mobile/privacy/light']) {
    await page.goto(path);
    const ratios = await page
      .locator('h1, h2, h3')
      .evaluateAll((headings) =>
        headings.map((h) => parseFloat(getComputedStyle(h).lineHeight) / parseFloat(getComputedStyle(h).fontSize)),
      );
    expect(ratios.length, path).toBeGreaterThan(0);
    for (const ratio of ratios) expect(ratio, path).toBeGreaterThanOrEqual(1.45);
  }
});

test('the theme chosen on / is the theme on /ja/ (one key, `theme`)', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await storeTheme(page, 'dark');
  await page.goto('/');
  await hydrated(page);
  expect(await theme(page)).toBe('dark');
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  expect(await theme(page)).toBe('light');
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/ja/');
  expect(await theme(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('Arabic mirrors: the brand at the right, the text from the right, on the web and in the app', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/ar/privacy');
  await hydrated(page);
  const brand = await page.locator('.navbar__brand').boundingBox();
  const toggle = await page.getByRole('button', {name: /الوضع/}).boundingBox();
  expect(brand!.x).toBeGreaterThan(195);
  expect(toggle!.x).toBeLessThan(195);
  const firstItem = page.locator('article li').first();
  const [item, list] = [await firstItem.boundingBox(), await page.locator('article ul').first().boundingBox()];
  // Bullets sit at the right: the item's text starts at the list's right edge.
  expect(item!.x + item!.width).toBeLessThan(list!.x + list!.width);
  expect(await firstItem.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  // The e-mail address stays one left-to-right run.
  expect(
    await page
      .locator('article a[href^="mailto:"]')
      .first()
      .evaluate((el) => getComputedStyle(el).direction),
  ).toBe('ltr');
  await page.goto('/ar/mobile/privacy/light');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heading = await page.getByRole('heading', {level: 1}).boundingBox();
  expect(heading!.x + heading!.width).toBeGreaterThan(390 - 40);
});

test.describe('hosts', () => {
  test('one _headers and one _redirects at the root cover every language; robots.txt names every sitemap', async ({
    request,
  }) => {
    for (const code of TRANSLATED_LOCALES) {
      for (const file of ['_headers', '_redirects', 'robots.txt']) {
        expect((await request.get(`/${code}/${file}`)).status(), `/${code}/${file}`).toBe(404);
      }
      const response = await request.get(`/${code}/privacy`);
      expect(response.headers()['content-security-policy'], code).toContain("frame-ancestors 'none'");
      expect(response.headers()['cache-control'], code).toBe('public, max-age=0, must-revalidate');
    }
    const robots = await (await request.get('/robots.txt')).text();
    for (const code of LOCALES.map((l) => l.code)) {
      expect(robots).toContain(`Sitemap: ${app.siteUrl}${prefix(code)}sitemap.xml`);
    }
  });

  test("each language's sitemap lists its pages with every language's alternate, and no webview page", async ({
    request,
  }) => {
    for (const {code} of LOCALES) {
      const xml = await (await request.get(`${prefix(code)}sitemap.xml`)).text();
      const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
      expect(entries.length, code).toBe(4);
      for (const entry of entries) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
        expect(loc, code).not.toMatch(/\/mobile\/|\/credits$|\/legal-notice$/);
        const links = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, url]) => ({
          hreflang: hreflang!,
          url: url!,
        }));
        expect(links, loc).toEqual(alternateUrls(loc, app.siteUrl, '/'));
      }
    }
  });

  test.describe('each language has its 404', () => {
    test.use({allowedConsoleErrors: [NOT_FOUND_RESPONSE]});
    test('an unknown page under /de/ answers 404 in German', async ({page}) => {
      const response = await page.goto('/de/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('link', {name: 'Zur Startseite'})).toBeVisible();
    });
  });
});

test('Arabic: the learned-language sentence in the hero’s app reads left to right, its full stop at its end', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/ar/');
  const phone = page.locator('main > header figure[aria-hidden="true"]');
  await expect(phone).toBeVisible();
  const sentences = await phone.evaluate((root) =>
    Array.from(root.querySelectorAll('[lang="en"]'))
      .filter((element) => /\s.*\.$/.test(element.textContent!.trim()))
      .map((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const texts: Text[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if ((node as Text).data.trim()) texts.push(node as Text);
        const x = (node: Text, offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().x;
        };
        const last = texts.at(-1)!;
        const end = last.data.trimEnd().length - 1;
        // The character before the full stop: in the same text, or the previous one's last.
        const [node, before] = end > 0 ? [last, end - 1] : [texts.at(-2)!, texts.at(-2)!.data.trimEnd().length - 1];
        return {text: element.textContent!, stop: x(last, end), before: x(node, before)};
      }),
  );
  expect(sentences.length).toBeGreaterThan(0);
  // Read left to right, the full stop stands right of the letter before it (in right-to-left order, left of it).
  for (const {text, stop, before} of sentences) expect(stop, text).toBeGreaterThan(before);
});

test('on a computer a translated document’s notice stands in the text’s column, in either direction', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  for (const code of ['de', 'ar'] as const) {
    await page.goto(`${prefix(code)}terms`);
    const notice = (await page.getByRole('note').boundingBox())!;
    const title = (await page.getByRole('heading', {level: 1}).boundingBox())!;
    expect(Math.abs(notice.x - title.x), code).toBeLessThanOrEqual(1);
    expect(Math.abs(notice.x + notice.width - (title.x + title.width)), code).toBeLessThanOrEqual(1);
  }
});
