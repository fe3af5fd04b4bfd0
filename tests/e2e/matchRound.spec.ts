import {gzipSync} from 'node:zlib';
import type {Locator, Page} from '@playwright/test';
import {app} from '../../src/data/app';
import {expect, hydrated, test} from './fixtures';

/**
 * The round of Match pairs in the games section (src/components/home/MatchRound): a visitor plays it to the end by
 * keyboard or by touch, hears how it goes, and its code comes only when the section nears the view. Its rules as
 * pure logic: tests/unit/matchRound.test.ts.
 */

function round(page: Page): Locator {
  return page.locator('[data-round]');
}

/** Waits until the round's code has come and its tiles are buttons. */
async function playable(page: Page): Promise<Locator> {
  await round(page).scrollIntoViewIfNeeded();
  await expect(round(page)).toHaveAttribute('data-round', 'playable');
  return round(page);
}

function tile(page: Page, side: 'word' | 'meaning', pair: number): Locator {
  return round(page).locator(`button[data-side="${side}"][data-pair="${pair}"]`);
}

/** Moves the focus to a tile with Tab and Shift+Tab only. */
async function tabTo(page: Page, side: 'word' | 'meaning', pair: number): Promise<void> {
  const order = await round(page)
    .locator('button[data-pair]')
    .evaluateAll((tiles) => tiles.map((t) => `${(t as HTMLElement).dataset.side}${(t as HTMLElement).dataset.pair}`));
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return `${el.dataset.side}${el.dataset.pair}`;
    });
  const steps = order.indexOf(`${side}${pair}`) - order.indexOf(await focused());
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'Tab' : 'Shift+Tab');
  expect(await focused()).toBe(`${side}${pair}`);
}

test('the round’s code loads only when the games section nears the view, and weighs at most 10 KiB compressed', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const before = new Set(scripts);
  await expect(round(page)).toHaveAttribute('data-round', 'drawn');
  const loaded = page.waitForResponse(
    (response) => !before.has(response.url()) && response.request().resourceType() === 'script',
  );
  await round(page).scrollIntoViewIfNeeded();
  const response = await loaded;
  await expect(round(page)).toHaveAttribute('data-round', 'playable');
  expect(gzipSync(await response.body()).length).toBeLessThanOrEqual(10 * 1024);
});

for (const path of ['/', '/ar/']) {
  test(`the round can be played to the end by keyboard alone, and a screen reader hears each pair and the result (${path})`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(path);
    await hydrated(page);
    await playable(page);
    const status = round(page).getByRole('status');
    const hint = await status.textContent();
    const pairs = await round(page).locator('button[data-side="word"]').count();
    await tile(page, 'word', 0).focus();
    for (let pair = 0; pair < pairs; pair++) {
      await tabTo(page, 'word', pair);
      await page.keyboard.press('Enter');
      await expect(tile(page, 'word', pair)).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, 'meaning', pair);
      await page.keyboard.press('Space');
      await expect(tile(page, 'meaning', pair)).toHaveAttribute('aria-disabled', 'true');
      await expect(tile(page, 'word', pair)).toHaveAttribute('aria-disabled', 'true');
      // The pair, said with its word and its meaning.
      await expect(status).toContainText((await tile(page, 'word', pair).textContent())!);
      await expect(status).toContainText((await tile(page, 'meaning', pair).textContent())!);
    }
    await expect(status).not.toHaveText(hint!);
    // The result, then the focus on the way to another round.
    if (path === '/') await expect(status).toContainText(`${pairs} tries`);
    const again = round(page).getByRole('button', {name: path === '/' ? 'Play again' : 'العب مرة أخرى'});
    await expect(again).toBeFocused();
    // Beside it, the app: the moment a visitor has just played is the one to offer it.
    await expect(round(page).getByRole('link', {name: /App Store/})).toHaveAttribute('href', app.appStoreUrl);
    await page.keyboard.press('Enter');
    await expect(round(page).locator('button[aria-disabled]')).toHaveCount(0);
    await expect(status).toHaveText(hint!);
  });
}

test('a miss shows the picked word’s memory aid, seen and heard, until the next pair is found', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/');
  await hydrated(page);
  await playable(page);
  const status = round(page).getByRole('status');
  await expect(status).not.toContainText('Memory aid');
  const word = (await tile(page, 'word', 0).textContent())!;
  await tile(page, 'word', 0).click();
  await tile(page, 'meaning', 1).click();
  // The aid ends on its word: the one picked, whichever side was picked first.
  await expect(status).toContainText('Memory aid');
  await expect(status.locator('i')).toHaveText(word);
  await tile(page, 'meaning', 2).click();
  await tile(page, 'word', 3).click();
  await expect(status.locator('i')).toHaveText((await tile(page, 'word', 3).textContent())!);
  await tile(page, 'word', 0).click();
  await tile(page, 'meaning', 0).click();
  await expect(status).not.toContainText('Memory aid');
});

for (const width of [390, 1280]) {
  test(`playing moves nothing on the page: the round keeps its height from its first frame to its end, at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    const card = round(page);
    await card.scrollIntoViewIfNeeded();
    const height = async () => (await card.boundingBox())!.height;
    // As drawn before its code loads, then as played: a miss with its aid, a pair, and the last pair.
    const drawn = await height();
    await hydrated(page);
    await playable(page);
    expect(await height()).toBe(drawn);
    const pairs = await card.locator('button[data-side="word"]').count();
    for (let pair = 0; pair < pairs; pair++) {
      await tile(page, 'word', pair).click();
      await tile(page, 'meaning', (pair + 1) % pairs).click();
      expect(await height()).toBe(drawn);
    }
    for (let pair = 0; pair < pairs; pair++) {
      await tile(page, 'word', pair).click();
      await tile(page, 'meaning', pair).click();
      expect(await height()).toBe(drawn);
    }
    await expect(card.locator('button[aria-disabled]')).toHaveCount(pairs * 2);
  });
}

test('the round can be played by touch, a wrong pair is said and counted, and it starts again', async ({browser}) => {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    hasTouch: true,
    isMobile: true,
    locale: 'ja',
  });
  const page = await context.newPage();
  await page.goto('/ja/');
  await hydrated(page);
  await playable(page);
  const status = round(page).getByRole('status');
  const hint = await status.textContent();
  await tile(page, 'word', 0).tap();
  await tile(page, 'meaning', 1).tap();
  await expect(status).not.toHaveText(hint!);
  await expect(round(page).locator('button[aria-disabled]')).toHaveCount(0);
  const missed = await status.textContent();
  const pairs = await round(page).locator('button[data-side="word"]').count();
  for (let pair = 0; pair < pairs; pair++) {
    await tile(page, 'meaning', pair).tap();
    await tile(page, 'word', pair).tap();
    await expect(status).not.toHaveText(missed!);
  }
  // Four pairs in five tries.
  await expect(status).toContainText(String(pairs + 1));
  await round(page).getByRole('button', {name: 'もう一度遊ぶ'}).tap();
  await expect(status).toHaveText(hint!);
  await context.close();
});
