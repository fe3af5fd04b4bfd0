import type {Locator, Page} from '@playwright/test';
import {
  test,
  expect,
  hydrated,
  expectNoAxeViolations,
  withoutHydration,
  theme,
  expectNoLayoutShift,
  recordLayoutShifts,
} from './fixtures';
import {app} from '../../src/data/app';
import {appStoreQr} from '../../src/plugins/appStoreQr';

/** The hero's promise: what the app is for, not its name. */
const heroHeadline = /meet a word\. make it one you keep/i;

/**
 * The four features of the spec, in the order of the page's story (meet a
 * word, play it, keep it): what each section must say, heading and text together.
 */
const featureClaims = [
  [/catch a word/i, /search/i, /voice/i, /photo/i],
  [/play it/i, /10\+ word games/i],
  [/find any word/i, /personal vocabulary/i, /search/i],
  [/set/i, /topic/i],
];

/** The centrepiece: a word becoming a card with its memory aid, in motion. */
function memoryMoment(page: Page): Locator {
  return page.getByRole('region', {name: /picture you can.t forget/i});
}

/** The animations running inside the centrepiece (CSS animations on its elements). */
async function momentAnimations(page: Page): Promise<{count: number; states: string[]; times: number[]}> {
  return memoryMoment(page).evaluate((section) => {
    const animations = document
      .getAnimations()
      .filter((a) => a.effect instanceof KeyframeEffect && a.effect.target && section.contains(a.effect.target));
    return {
      count: animations.length,
      states: [...new Set(animations.map((a) => a.playState))],
      times: animations.map((a) => Number(a.currentTime)),
    };
  });
}

function featureSections(page: Page): Locator {
  return page.locator('main section[aria-labelledby^="feature-"]');
}

/** The screenshot the visitor sees in a section: exactly one must be visible. */
async function visibleScreenshot(section: Locator): Promise<Locator> {
  const visible = section.locator('img:visible');
  await expect(visible).toHaveCount(1);
  return visible;
}

test('the logo in the header takes the visitor home', async ({page}) => {
  await page.goto('/terms');
  await page
    .getByRole('banner')
    .or(page.getByRole('navigation', {name: 'Main'}))
    .getByRole('link', {name: app.name, exact: true})
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(heroHeadline);
});

for (const width of [390, 1280]) {
  test(`the hero says what the app is and for whom, names its memory aids and offers the App Store with the facts at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 844});
    await page.goto('/');
    const hero = page.locator('main > header');
    await expect(hero.getByRole('heading', {level: 1})).toHaveText(heroHeadline);
    await expect(hero.getByText(/vocabulary app for language learners/i)).toBeInViewport();
    await expect(hero.getByText(/language you.re learning.*AI memory aid/)).toBeInViewport();
    const badge = hero.getByRole('link', {name: /download .* on the app store/i});
    await expect(badge).toHaveAttribute('href', app.appStoreUrl);
    await expect(badge).toBeInViewport();
    // What a visitor checks before tapping it, right by it: placeholders stay visibly placeholders.
    const facts = hero.getByRole('term');
    await expect(facts).toHaveText(['Languages', 'Price', 'Requires', 'Account']);
    await expect(hero.getByRole('definition').first()).toHaveText(/^\[.+\]$/);
    const badgeBox = (await badge.boundingBox())!;
    const factsBox = (await facts.first().boundingBox())!;
    expect(factsBox.y - (badgeBox.y + badgeBox.height)).toBeLessThanOrEqual(48);
  });
}

test('the four features are told as one story: meet a word, make it memorable, play it, keep it', async ({page}) => {
  await page.goto('/');
  const sections = featureSections(page);
  await expect(sections).toHaveCount(4);
  for (const [i, claims] of featureClaims.entries()) {
    for (const claim of claims) await expect(sections.nth(i), `feature ${i + 1}`).toContainText(claim);
  }
  // The memory aid has a section of its own, right after the word is met and before it is played.
  const order = await page
    .locator('main section[aria-labelledby]')
    .evaluateAll((all) => all.map((section) => section.getAttribute('aria-labelledby')));
  expect(order.slice(0, 3)).toEqual(['feature-add-words', 'memory-moment', 'feature-games']);
  await expect(memoryMoment(page)).toContainText(/example/i);
  await expect(memoryMoment(page)).toContainText(/memory aid/i);
});

for (const mode of ['light', 'dark'] as const) {
  test(`every feature shows its ${mode} screenshot in the ${mode} theme, with size and alt text`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.goto('/');
    const sections = featureSections(page);
    for (let i = 0; i < 4; i++) {
      const image = await visibleScreenshot(sections.nth(i));
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('alt', /\w{4,}/);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The browser picked a modern format of the right variant (published under its content hash).
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        new RegExp(`-${mode}-\\d+\\.[0-9a-f]{10}\\.avif$`),
      );
    }
  });
}

test('feature screenshots switch when the toggle is clicked', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await hydrated(page);
  const first = featureSections(page).first();
  await expect(await visibleScreenshot(first)).toHaveAttribute('src', /-light-/);
  await page.getByRole('button', {name: /dark and light mode/}).click();
  await expect(await visibleScreenshot(first)).toHaveAttribute('src', /-dark-/);
});

for (const hydration of ['after', 'before'] as const) {
  test(`feature screenshots follow the data-theme attribute alone, ${hydration} hydration`, async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    if (hydration === 'before') await withoutHydration(page);
    await page.goto('/');
    if (hydration === 'after') await hydrated(page);
    const sections = featureSections(page);
    for (const mode of ['dark', 'light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      for (let i = 0; i < 4; i++) {
        await expect(await visibleScreenshot(sections.nth(i))).toHaveAttribute('src', new RegExp(`-${mode}-`));
      }
    }
  });
}

test('only the visible variant of a feature screenshot is downloaded, and only near the viewport', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  const requested: string[] = [];
  const featureIds = /^\/img\/screens\/(vocabulary|add-words|games|word-sets)-/;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (featureIds.test(path)) requested.push(path);
  });
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('-light-'))).toEqual([]);
  expect(requested.length).toBeLessThan(4);
  // Read down the page as a visitor does.
  for (const section of await featureSections(page).all()) await section.scrollIntoViewIfNeeded();
  await expect.poll(() => new Set(requested.map((u) => u.replace(/-dark-.*/, ''))).size).toBe(4);
  expect(requested.filter((url) => url.includes('-light-'))).toEqual([]);
  // One file per screenshot: the browser picked one width and one format.
  expect(requested).toHaveLength(4);
});

// The hero phone is lazy like every themed image, so that only the variant of
// the page's theme is fetched; priority and a <head> preload make up for it.
test('the largest paint of the first screen is a high-priority image', async ({page}) => {
  for (const viewport of [
    {width: 390, height: 844},
    {width: 1280, height: 800},
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const lcp = await page.evaluate(
      () =>
        new Promise<{tag: string; loading: string | null; priority: string | null}>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & {element: Element | null};
            const el = last.element;
            resolve({
              tag: el?.tagName ?? '',
              loading: el?.getAttribute('loading') ?? null,
              priority: el?.getAttribute('fetchpriority') ?? null,
            });
          }).observe({type: 'largest-contentful-paint', buffered: true});
        }),
    );
    if (lcp.tag === 'IMG') expect(lcp.priority, `${viewport.width}px`).toBe('high');
  }
});

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 800},
]) {
  test(`nothing moves while the page loads and scrolls at ${viewport.width}px (no layout shift)`, async ({page}) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await page.goto('/');
    await hydrated(page);
    for (let y = 0; y < 8000; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(30);
    }
    await page.waitForLoadState('networkidle');
    await expectNoLayoutShift(page);
  });
}

test('a headings font that arrives late moves nothing on the page', async ({page}) => {
  // A slow network: the preloaded font comes a second and a half after the first paint.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.setViewportSize({width: 390, height: 844});
  await recordLayoutShifts(page);
  const font = page.waitForResponse(/\.woff2$/);
  await page.goto('/');
  await hydrated(page);
  await font;
  await page.waitForTimeout(500);
  await expectNoLayoutShift(page);
});

test('every image on the landing page declares its width and height', async ({page}) => {
  await page.goto('/');
  const missing = await page
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML),
    );
  expect(missing).toEqual([]);
});

/** The hero's three phones, in the story's order: the word met on a menu, its card, a game. */
function heroPhones(page: Page): Locator[] {
  const hero = page.locator('main > header');
  return [/adding words from a photo/i, /word card in the app/i, /game of match pairs/i].map((name) =>
    hero.getByRole('img', {name}),
  );
}

for (const mode of ['light', 'dark'] as const) {
  test(`on a phone the hero shows the met word whole, the card at the edge, and loads no game, in the ${mode} theme only`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: mode});
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/img/screens/')) requested.push(request.url());
    });
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    const [met, card, game] = heroPhones(page);
    await expect(met).toBeVisible();
    await expect.poll(() => met.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(`-${mode}-`);
    // 390 points of app shown at least 280 px wide: body text stays about 12 px or more; whole, not cut.
    const box = (await met.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(280);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The card it becomes shows at the screen's edge, behind it.
    await expect(card).toBeVisible();
    expect((await card.boundingBox())!.x).toBeGreaterThan(box.x);
    await expect(game).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => !url.includes(`-${mode}-`))).toEqual([]);
    expect(requested.filter((url) => url.includes('/games-'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('on a computer the hero fans out the story: met, made a card, played, each screen readable and whole', async ({
  page,
}) => {
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    const boxes = [];
    for (const phone of heroPhones(page)) {
      await expect(phone).toBeVisible();
      boxes.push((await phone.boundingBox())!);
    }
    const [met, card, game] = boxes;
    for (const box of boxes) {
      expect(box.width, `${width}px`).toBeGreaterThanOrEqual(320);
      expect(box.x + box.width, `${width}px`).toBeLessThanOrEqual(width);
    }
    // Each step further along and further back, so the three read in order, with depth.
    expect(card.x).toBeGreaterThan(met.x);
    expect(game.x).toBeGreaterThan(card.x);
    expect(card.y).toBeGreaterThan(met.y);
    expect(game.y).toBeGreaterThan(card.y);
    // The headline keeps the start of the row, the phones the rest.
    const headline = (await page.getByRole('heading', {level: 1}).boundingBox())!;
    expect(met.x).toBeGreaterThan(headline.x + headline.width);
  }
});

test('on a desktop each chapter has a layout of its own, every app screen at least 320 px wide', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/');
  const sections = featureSections(page);
  const boxes = [];
  for (let i = 0; i < 4; i++) {
    const section = sections.nth(i);
    await section.scrollIntoViewIfNeeded();
    const text = (await section.getByRole('heading').first().boundingBox())!;
    const image = (await (await visibleScreenshot(section)).boundingBox())!;
    expect(image.width, `feature ${i + 1}: its screen is readable`).toBeGreaterThanOrEqual(320);
    boxes.push({text, image});
  }
  const [meet, play, list, sets] = boxes;
  // Meeting a word: the words, then the phone on the right; playing: the phone on the left.
  expect(meet.image.x).toBeGreaterThan(meet.text.x + meet.text.width);
  expect(play.image.x + play.image.width).toBeLessThan(play.text.x);
  // Keeping: the list and the sets side by side, each phone under its own words.
  expect(Math.abs(list.image.y - sets.image.y)).toBeLessThanOrEqual(2);
  expect(sets.image.x).toBeGreaterThan(list.image.x + list.image.width);
  expect(list.image.y).toBeGreaterThan(list.text.y);
  // One scale for every screen on the page, the hero's and the centrepiece's included.
  const hero = (await page
    .locator('main > header')
    .getByRole('img', {name: /word card/i})
    .boundingBox())!;
  const moment = (await memoryMoment(page).getByRole('img').boundingBox())!;
  for (const width of [...boxes.map((b) => b.image.width), moment.width]) {
    expect(Math.abs(width - hero.width)).toBeLessThanOrEqual(2);
  }
});

test('on a phone the screenshot comes below its text', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  const sections = featureSections(page);
  for (let i = 0; i < 4; i++) {
    const section = sections.nth(i);
    const text = (await section.getByRole('heading').first().boundingBox())!;
    const image = (await (await visibleScreenshot(section)).boundingBox())!;
    expect(image.y, `feature ${i + 1}`).toBeGreaterThanOrEqual(text.y + text.height);
  }
});

test('the memory aid starts playing only when the visitor comes near it, and the pause button stops it', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'no-preference'});
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await hydrated(page);
  // Far below the first screen: nothing runs yet, and the card stands finished.
  expect((await momentAnimations(page)).count).toBe(0);
  const pause = memoryMoment(page).getByRole('button', {name: 'Pause animation'});
  await expect(pause).toBeHidden();
  await memoryMoment(page).getByRole('img').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await momentAnimations(page)).states).toEqual(['running']);
  // WCAG 2.2.2: it loops for longer than five seconds, so it can be paused.
  await pause.click();
  await expect.poll(async () => (await momentAnimations(page)).states).toEqual(['paused']);
  const before = (await momentAnimations(page)).times;
  await page.waitForTimeout(400);
  expect((await momentAnimations(page)).times).toEqual(before);
  await memoryMoment(page).getByRole('button', {name: 'Play animation'}).click();
  await expect.poll(async () => (await momentAnimations(page)).states).toEqual(['running']);
});

test('with reduced motion the memory aid is a still, finished card without a pause button', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('/');
  await hydrated(page);
  const screen = memoryMoment(page).getByRole('img', {name: /el zumo/});
  await screen.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect((await momentAnimations(page)).count).toBe(0);
  await expect(memoryMoment(page).getByRole('button')).toBeHidden();
  // Finished: the aid is written and the word kept.
  await expect(screen.getByText(/squeeze an orange with your thumb/)).toBeVisible();
  await expect(screen.getByText('Kept in My words')).toBeVisible();
});

test('the animated app screen follows the data-theme attribute, like every image', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await withoutHydration(page);
  await page.goto('/');
  const app = memoryMoment(page).getByRole('img').locator('> div');
  const colour = () => app.evaluate((el) => getComputedStyle(el).backgroundColor);
  const light = await colour();
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  expect(await colour()).not.toBe(light);
  expect(await colour()).toBe('rgb(0, 0, 0)');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the highlighted word keeps its heading's colour in the ${mode} theme`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.goto('/');
    for (const heading of [
      page.getByRole('heading', {level: 1}),
      page.getByRole('heading', {name: /every word you meet/i}),
    ]) {
      const [word, around] = await heading.evaluate((h) => [
        getComputedStyle(h.querySelector('mark')!).color,
        getComputedStyle(h).color,
      ]);
      expect(word).toBe(around);
    }
  });
}

for (const [path, word] of [
  // A non-breaking hyphen (U+2011): French breaks at a hyphen otherwise.
  ['/fr/', 'Retenez\u2011le'],
  ['/ja/', '忘れない'],
] as const) {
  test(`the highlighted word ${word} stays on one line at 320px`, async ({page}) => {
    await page.setViewportSize({width: 320, height: 700});
    await page.goto(path);
    const mark = page.getByRole('heading', {level: 1}).locator('mark');
    await expect(mark).toHaveText(word);
    expect(await mark.evaluate((m) => m.getClientRects().length)).toBe(1);
  });
}

test('the game names read as text, not as buttons to tap', async ({page}) => {
  await page.goto('/');
  const games = featureSections(page).nth(1).getByRole('listitem');
  await expect(games.first()).toHaveText('Match pairs');
  const looks = await games.evaluateAll((items) =>
    items.map((li) => {
      const style = getComputedStyle(li);
      return [style.backgroundColor, style.boxShadow, style.borderStyle, style.cursor].join(' ');
    }),
  );
  for (const look of looks) expect(look).toBe('rgba(0, 0, 0, 0) none none auto');
});

test('at 320px no game name breaks inside, in the language with the longest names', async ({page}) => {
  await page.setViewportSize({width: 320, height: 700});
  await page.goto('/fr/');
  const games = featureSections(page).nth(1).getByRole('listitem');
  await expect(games.first()).toBeVisible();
  // The lines each name's boxes sit on: one per name.
  const lines = await games.evaluateAll((items) =>
    items.map((li) => new Set(Array.from(li.getClientRects()).map((r) => Math.round(r.top))).size),
  );
  expect(lines.every((n) => n === 1)).toBe(true);
});

test('at 1280px the two phones of "keep it" sit on its heading\'s centre line', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  const heading = (await page.getByRole('heading', {name: /in one place/i}).boundingBox())!;
  const [list, sets] = [
    await visibleScreenshot(featureSections(page).nth(2)),
    await visibleScreenshot(featureSections(page).nth(3)),
  ];
  const a = (await list.boundingBox())!;
  const b = (await sets.boundingBox())!;
  expect(Math.abs((a.x + b.x + b.width) / 2 - (heading.x + heading.width / 2))).toBeLessThanOrEqual(2);
});

test('the closing section restates the promise and links to the App Store', async ({page}) => {
  await page.goto('/');
  const download = page.getByRole('region', {name: /every word you meet/i});
  const badge = download.getByRole('link', {name: /download .* on the app store/i});
  await expect(badge).toHaveAttribute('href', app.appStoreUrl);
  const image = badge.locator('img:visible');
  await image.scrollIntoViewIfNeeded();
  const box = (await image.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(40);
  expect(box.width / box.height).toBeCloseTo(3, 0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`each App Store badge contrasts with what it stands on in the ${mode} theme`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.goto('/');
    const badge = (region: Locator) =>
      region.getByRole('link', {name: /download .* on the app store/i}).locator('img:visible');
    // Apple: the black badge on light backgrounds, the white one on dark. The hero is paper, light or dark
    // with the theme; the closing band is ink in both.
    await expect(badge(page.locator('main > header'))).toHaveAttribute(
      'src',
      mode === 'light' ? /badge-black/ : /badge-white/,
    );
    await expect(badge(page.getByRole('region', {name: /every word you meet/i}))).toHaveAttribute('src', /badge-white/);
  });
}

for (const [width, label] of [
  [390, 'Get'],
  [1280, 'Download'],
] as const) {
  test(`the header offers the App Store everywhere on the page, as "${label}" at ${width}px`, async ({page}) => {
    await page.setViewportSize({width, height: 844});
    await page.goto('/');
    const button = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: new RegExp(`^${label} `)});
    await expect(button).toHaveAttribute('href', app.appStoreUrl);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
}

test('on a computer a QR code of the App Store link sits beside each badge; on a phone it does not', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 844});
  await page.goto('/');
  const codes = page.getByRole('img', {name: /QR code that opens .* on the App Store/i});
  await expect(codes).toHaveCount(2);
  for (const code of await codes.all()) {
    await code.scrollIntoViewIfNeeded();
    await expect(code).toBeVisible();
    // Scannable from a screen: at least 2 CSS px per module, quiet zone included.
    expect((await code.boundingBox())!.width / (appStoreQr(app.appStoreUrl).size + 8)).toBeGreaterThanOrEqual(2);
  }
  await page.setViewportSize({width: 390, height: 844});
  await expect(page.getByRole('img', {name: /QR code/i})).toHaveCount(0);
});

test("at 1440px the header, the headline and the first chapter's text start on one line", async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/');
  const logo = (await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: app.name, exact: true})
    .boundingBox())!;
  const headline = (await page.getByRole('heading', {level: 1}).boundingBox())!;
  expect(Math.abs(logo.x - headline.x)).toBeLessThanOrEqual(2);
  // The features' text starts on the same line when it is on the left.
  const feature = (await featureSections(page).first().getByRole('heading').boundingBox())!;
  expect(Math.abs(logo.x - feature.x)).toBeLessThanOrEqual(2);
});

test('footer links are 44 px tall tap targets on a phone', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  const links = page.getByRole('contentinfo').getByRole('link');
  for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test('the only links off the site are the App Store and a mail to support', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const external = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      (links as HTMLAnchorElement[]).filter((a) => a.origin !== location.origin).map((a) => a.href),
    );
  expect(new Set(external)).toEqual(new Set([app.appStoreUrl, `mailto:${app.supportEmail}`]));
});

test('on a phone the footer links share a few lines and offer a mail to support and the App Store', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', {name: 'Contact'})).toHaveAttribute('href', `mailto:${app.supportEmail}`);
  await expect(footer.getByRole('link', {name: /app store/i})).toHaveAttribute('href', app.appStoreUrl);
  const rows = new Set(
    await footer.getByRole('link').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().y))),
  );
  expect(rows.size).toBeLessThanOrEqual(3);
});

test('the footer links to the privacy policy and the terms', async ({page}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', {name: 'Privacy Policy'}).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Privacy Policy');
  await page.getByRole('contentinfo').getByRole('link', {name: 'Terms and Conditions'}).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms and Conditions');
});

test("the copyright shows the visitor's current year, even one after the build", async ({page}) => {
  await page.clock.setFixedTime(new Date('2031-01-01T00:30:00'));
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 ');
});

for (const width of [320, 360, 390, 768, 1024, 1280, 1920]) {
  test(`nothing scrolls sideways at ${width}px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    await hydrated(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`the landing page has no accessibility violations in the ${mode} theme`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.goto('/');
    await hydrated(page);
    expect(await theme(page)).toBe(mode);
    await expectNoAxeViolations(page);
  });
}

test('on a laptop the whole phone of the centrepiece, down to "Kept", fits under the sticky header', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  const phone = memoryMoment(page).getByRole('img').locator('..');
  await phone.scrollIntoViewIfNeeded();
  const header = (await page.locator('.navbar').boundingBox())!;
  const box = (await phone.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(800 - header.height);
});

test('on a phone the centrepiece shows one caption at a time, the step being played, above the screen', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'no-preference'});
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await hydrated(page);
  const screen = memoryMoment(page).getByRole('img');
  await screen.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await momentAnimations(page)).states).toEqual(['running']);
  const captions = memoryMoment(page).getByRole('listitem');
  const shown = async () =>
    captions.evaluateAll((items) => items.filter((li) => Number(getComputedStyle(li).opacity) > 0.5).length);
  // Sampled across the loop: never two captions at once, never none for long.
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    expect(await shown()).toBeLessThanOrEqual(1);
    const lit = await captions.evaluateAll(
      (items) => items.find((li) => Number(getComputedStyle(li).opacity) > 0.5)?.textContent ?? '',
    );
    if (lit) seen.add(lit);
    await page.waitForTimeout(1200);
  }
  expect(seen.size).toBeGreaterThanOrEqual(3);
  const caption = (await captions.first().boundingBox())!;
  expect(caption.y + caption.height).toBeLessThanOrEqual((await screen.boundingBox())!.y);
});

test('the centrepiece opens on the café menu, with the word found on it under the highlighter', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'no-preference'});
  await page.goto('/');
  await hydrated(page);
  const screen = memoryMoment(page).getByRole('img', {name: /el zumo/});
  await screen.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await momentAnimations(page)).states).toEqual(['running']);
  // The loop's first second: the menu stands in front, the card not yet made.
  await memoryMoment(page).evaluate((section) =>
    section.getAnimations({subtree: true}).forEach((a) => {
      a.pause();
      a.currentTime = 1500;
    }),
  );
  const menu = screen.getByText('MENÚ DEL DÍA');
  await expect(menu).toBeVisible();
  // Seen, not just laid out: every layer above it is opaque at this moment.
  const seenOpacity = (el: Element) => {
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  };
  expect(await menu.evaluate(seenOpacity)).toBeGreaterThan(0.95);
  expect(await screen.getByText('Kept in My words').evaluate(seenOpacity)).toBeLessThan(0.05);
  const caught = screen.getByText('el zumo', {exact: true}).first();
  expect(await caught.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/gradient/);
});
