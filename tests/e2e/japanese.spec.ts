import {test, expect, hydrated, NOT_FOUND_RESPONSE} from './fixtures';
import {
  JAPANESE_PAGES,
  PHONE_WIDTHS,
  REVIEWED_WORDS,
  japaneseLinesScript,
  type JapaneseLines,
} from '../support/japaneseLines';

// Japanese lines, the same here as in WebKit (tests/webkit/mobile.test.ts), on a phone of any common width: no line
// starts with a small kana, ー or closing punctuation; headings and UI text break between phrases (no reviewed word is
// split); a document's running text breaks between any characters and fills its lines (no ragged line).

test.use({allowedConsoleErrors: [NOT_FOUND_RESPONSE]});

test('Japanese headings and UI text break between phrases, running text fills its lines, on every page and width', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({reducedMotion: 'reduce'});
  const seen = new Set<string>();
  const problems: string[] = [];
  let prose = 0;
  for (const path of JAPANESE_PAGES) {
    await page.goto(path);
    if (!path.includes('/mobile/')) await hydrated(page);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({width, height: 800});
      const lines = (await page.evaluate(japaneseLinesScript())) as JapaneseLines;
      lines.seen.forEach((word) => seen.add(word));
      prose += lines.prose;
      problems.push(...lines.problems.map((problem) => `${path} at ${width} px: ${problem}`));
    }
  }
  expect(problems).toEqual([]);
  // The documents' running text was among what was checked (kinsoku and full lines without marks).
  expect(prose).toBeGreaterThan(0);
  // Most words are on these pages (the rest are in alt texts or the screenshots: tests/unit/japanesePhrases.test.ts).
  expect(seen.size, `seen: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(REVIEWED_WORDS.length / 2);
});

test('Japanese text copies without invisible characters: its phrase breaks are <wbr>, not U+200B', async ({page}) => {
  test.setTimeout(90_000);
  for (const path of JAPANESE_PAGES) {
    await page.goto(path);
    if (!path.includes('/mobile/')) await hydrated(page);
    const marked = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement?.tagName;
        if (parent !== 'SCRIPT' && parent !== 'STYLE' && node.nodeValue!.includes('\u200b'))
          found.push(node.nodeValue!);
      }
      return found;
    });
    expect(marked, path).toEqual([]);
  }
});

test('the language offer breaks between phrases in Japanese', async ({browser}) => {
  const context = await browser.newContext({locale: 'ja-JP'});
  const page = await context.newPage();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({width, height: 800});
    await page.goto('/privacy');
    await hydrated(page);
    const offer = page.locator('aside[lang="ja"]');
    await expect(offer).toBeVisible();
    const lines = (await page.evaluate(japaneseLinesScript())) as JapaneseLines;
    expect(lines.problems, `at ${width} px`).toEqual([]);
  }
  await context.close();
});
