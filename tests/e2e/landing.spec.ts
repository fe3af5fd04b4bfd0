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
  pageBackground,
} from './fixtures';
import {app} from '../../src/data/app';
import {known} from '../../src/lib/placeholder';
import {LOCALES} from '../../src/i18n/locales';
import QRCode from 'qrcode';

/** The hero's promise: what the app is for, not its name. */
const heroHeadline = /picture a word\.\s+play it\.\s+keep it\./i;

/**
 * The spec's four features, in its order (section 1 of the seed): what each
 * feature section must be about, in the seed's words.
 */
const seedFeatures = [
  [/vocabulary/i, /search/i],
  [/search/i, /voice/i, /photo/i],
  [/10\+ word games/i],
  [/word sets|set/i, /topic/i],
];

/** The centrepiece: how a word sticks, in three steps, then the App Store. */
function centrepiece(page: Page): Locator {
  return page.locator('main section[aria-labelledby="how-it-sticks"]');
}

/** The hero's picture of a memory aid: the scene drawn, the split word, its meaning and the scene in words. */
function aidPicture(page: Page): Locator {
  return page.locator('main > header figure:has(figcaption mark)');
}

/** The color painted behind an element: its own, or the first ancestor's that is not transparent. */
function paintedBehind(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)') return colour;
    }
    return 'rgb(255, 255, 255)';
  });
}

function featureSections(page: Page): Locator {
  return page.locator('main section[aria-labelledby^="feature-"]');
}

/** Scrolls down as a visitor does, a wheel step and a frame at a time, until `done` (at most 60 steps). */
async function scrollDownUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  for (let step = 0; step < 60 && !(await done()); step++) {
    await page.mouse.wheel(0, 300);
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  }
}

/** The visitor reads down to the last feature: where its top is then, and how to measure it again. */
async function readDownToLastFeature(page: Page): Promise<{before: number; top: () => Promise<number>}> {
  await page.goto('/');
  await hydrated(page);
  const section = featureSections(page).nth(3);
  const top = () => section.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await scrollDownUntil(page, async () => (await top()) <= 200);
  return {before: await top(), top};
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
  test(`the hero says what the app is and for whom, pictures a memory aid and offers the App Store with the facts at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 844});
    await page.goto('/');
    const hero = page.locator('main > header');
    await expect(hero.getByRole('heading', {level: 1})).toHaveText(heroHeadline);
    await expect(hero.getByText(/vocabulary app for iPhone/i)).toBeInViewport();
    await expect(hero.getByText(/for language learners/i)).toBeInViewport();
    await expect(aidPicture(page).getByText(/memory aid/i)).toBeInViewport();
    const badge = hero.getByRole('link', {name: /download .* on the app store/i});
    await expect(badge).toHaveAttribute('href', app.appStoreUrl);
    await expect(badge).toBeInViewport();
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: /^(Get|Download) /}),
    ).toBeInViewport();
    // What a visitor checks before tapping it, right by it: placeholders stay visibly placeholders.
    const facts = hero.getByRole('term');
    await expect(facts).toHaveText(['Languages', 'Price', 'Requires', 'Account']);
    await expect(hero.getByRole('definition').first()).toHaveText(/^\[.+\]$/);
    const badgeBox = (await badge.boundingBox())!;
    const factsBox = (await facts.first().boundingBox())!;
    expect(factsBox.y - (badgeBox.y + badgeBox.height)).toBeLessThanOrEqual(48);
  });
}

for (const height of [664, 844]) {
  for (const {code} of LOCALES) {
    test(`on a 390x${height} phone the first screen holds the headline, the memory aid's picture and words whole, and the App Store badge (${code})`, async ({
      browser,
    }) => {
      // A visitor whose phone speaks the page's language (no offer of another language).
      const context = await browser.newContext({viewport: {width: 390, height}, locale: code});
      const page = await context.newPage();
      await page.goto(code === 'en' ? '/' : `/${code}/`);
      const within = async (locator: Locator, what: string) => {
        const box = (await locator.boundingBox())!;
        expect(box.y + box.height, what).toBeLessThanOrEqual(height);
        expect(box.x, what).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, what).toBeLessThanOrEqual(390);
      };
      await within(page.getByRole('heading', {level: 1}), 'headline');
      await within(aidPicture(page), 'memory aid');
      await within(aidPicture(page).locator('svg').first(), 'its picture');
      await within(
        page
          .locator('main > header')
          .getByRole('link', {name: /App Store/})
          .locator('img:visible'),
        'App Store badge',
      );
      await context.close();
    });
  }
}

test('on a phone the hero ends on the app itself: its screen shows under the App Store, cut by the band, in every language', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  for (const {code} of LOCALES) {
    await page.goto(code === 'en' ? '/' : `/${code}/`);
    const hero = (await page.locator('main > header').boundingBox())!;
    const badge = (await page
      .locator('main > header')
      .getByRole('link', {name: /App Store/})
      .boundingBox())!;
    const app = (await page.locator('main > header figure').last().boundingBox())!;
    expect(app.y, code).toBeGreaterThan(badge.y + badge.height);
    // At least its status bar, its back bar and its word: 10rem of it before the band's edge.
    expect(hero.y + hero.height - app.y, code).toBeGreaterThanOrEqual(160);
  }
});

for (const [width, height] of [
  [820, 1180],
  [1024, 768],
]) {
  test(`on a tablet the hero ends on the app itself, under the picture, the App Store still in the first screen, at ${width}x${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height});
    for (const {code} of LOCALES) {
      await page.goto(code === 'en' ? '/' : `/${code}/`);
      const header = page.locator('main > header');
      const hero = (await header.boundingBox())!;
      const picture = (await aidPicture(page).boundingBox())!;
      const badge = (await header.getByRole('link', {name: /App Store/}).boundingBox())!;
      const app = (await header.locator('figure').last().boundingBox())!;
      expect(app.y, code).toBeGreaterThanOrEqual(picture.y + picture.height);
      expect(hero.y + hero.height - app.y, code).toBeGreaterThanOrEqual(160);
      expect(badge.y + badge.height, code).toBeLessThanOrEqual(height);
    }
  });
}

test('on a tablet or a computer no fact by the first badge stands alone on its line, in any language', async ({
  page,
}) => {
  for (const path of ['/', '/de/', '/fr/']) {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(path);
    const facts = page.locator('main > header').locator('dl > div');
    await expect(facts).toHaveCount(4);
    for (const width of [820, 997, 1280, 1440, 1920]) {
      await page.setViewportSize({width, height: 800});
      const tops = await facts.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      const perLine = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(Math.min(...perLine), `${path} at ${width}px: facts per line ${perLine.join(' + ')}`).toBeGreaterThan(1);
    }
  }
});

test('the landing page has four feature sections, one per feature of the spec, in its order', async ({page}) => {
  await page.goto('/');
  const sections = featureSections(page);
  await expect(sections).toHaveCount(4);
  for (const [i, claims] of seedFeatures.entries()) {
    for (const claim of claims) await expect(sections.nth(i), `feature ${i + 1}`).toContainText(claim);
  }
});

test('how a word sticks is told once, right after the hero, in three steps, and ends with the App Store', async ({
  page,
}) => {
  await page.goto('/');
  const order = await page
    .locator('main section[aria-labelledby]')
    .evaluateAll((all) => all.map((section) => section.getAttribute('aria-labelledby')));
  expect(order.slice(0, 5)).toEqual([
    'how-it-sticks',
    'feature-vocabulary',
    'feature-add-words',
    'feature-games',
    'feature-word-sets',
  ]);
  const section = centrepiece(page);
  await expect(section.getByRole('listitem')).toHaveCount(3);
  // The prompt comes after the steps, before the features.
  const badge = section.getByRole('link', {name: /download .* on the app store/i});
  await expect(badge).toHaveAttribute('href', app.appStoreUrl);
  const steps = (await section.getByRole('list').boundingBox())!;
  expect((await badge.boundingBox())!.y).toBeGreaterThan(steps.y + steps.height);
  // Its word is not the hero's: the story is said once.
  const heroWord = await aidPicture(page).locator('figcaption > p').first().textContent();
  await expect(section).not.toContainText(heroWord!.split('=')[0]!.replace(/\W+/g, ''));
});

test('on a phone how a word sticks is one row that scrolls sideways: the next step peeks in, a keyboard scrolls it', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await hydrated(page);
  const list = centrepiece(page).getByRole('list');
  const steps = centrepiece(page).getByRole('listitem');
  const [first, second] = [(await steps.nth(0).boundingBox())!, (await steps.nth(1).boundingBox())!];
  // Side by side, the three a third of a screen or so tall, the second showing at the screen's edge.
  expect(second.y).toBe(first.y);
  expect((await list.boundingBox())!.height).toBeLessThan(844 * 0.6);
  expect(second.x).toBeLessThan(390);
  expect(second.x + second.width).toBeGreaterThan(390);
  await list.focus();
  await expect(list).toBeFocused();
  const left = () => list.evaluate((el) => Math.abs(el.scrollLeft));
  await page.keyboard.press('ArrowRight');
  await expect.poll(left).toBeGreaterThan(0);
});

test('the third step of how a word sticks pictures its scene, in every language: a drawing above its words', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  // The still page, not the steps' entrance.
  await page.emulateMedia({reducedMotion: 'reduce'});
  for (const {code} of LOCALES) {
    await page.goto(code === 'en' ? '/' : `/${code}/`);
    const stage = centrepiece(page).getByRole('listitem').nth(2).locator('div').first();
    const box = (await stage.boundingBox())!;
    const drawing = (await stage.locator('svg').first().boundingBox())!;
    const words = (await stage.locator('p').boundingBox())!;
    expect(drawing.height, code).toBeGreaterThanOrEqual(box.height * 0.4);
    expect(drawing.y + drawing.height, code).toBeLessThanOrEqual(words.y + 1);
  }
});

for (const width of [1024, 1440]) {
  test(`on a desktop the feature sections alternate: image and text swap sides from one to the next, at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    const sides: string[] = [];
    for (const section of await featureSections(page).all()) {
      const text = (await section.getByRole('heading').first().boundingBox())!;
      const image = (await (await visibleScreenshot(section)).boundingBox())!;
      // Side by side, not stacked: one entirely right or left of the other.
      if (image.x >= text.x + text.width) sides.push('image right');
      else if (image.x + image.width <= text.x) sides.push('image left');
      else sides.push('stacked');
    }
    expect(sides).toEqual(['image right', 'image left', 'image right', 'image left']);
  });
}

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
        new RegExp(`-${mode}-\\d+-[0-9a-f]{8}\\.avif$`),
      );
    }
  });
}

for (const [width, height, scale] of [
  [390, 844, 3],
  [1440, 900, 1],
  [1920, 1080, 1],
]) {
  test(`feature screenshots are sharp: each file at least as wide as the screen shows it, at ${width}px, scale ${scale}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({viewport: {width, height}, deviceScaleFactor: scale});
    const page = await context.newPage();
    await page.goto('/');
    for (const section of await featureSections(page).all()) {
      const image = await visibleScreenshot(section);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
      // The file's own width is in its name (`-780-`): `naturalWidth` is divided by the density the browser chose.
      const [shown, src] = await image.evaluate((img: HTMLImageElement) => [img.clientWidth, img.currentSrc] as const);
      const file = Number(/-(\d+)-[0-9a-f]{8}\.\w+$/.exec(src)?.[1]);
      expect(file, src).toBeGreaterThanOrEqual(shown * scale * 0.98);
    }
    await context.close();
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
  const featureIds = /^\/assets\/files\/(vocabulary|add-words|games|word-sets)-/;
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

for (const mode of ['light', 'dark'] as const) {
  test(`nothing in the first screen loads lazily, and the largest paint waits for no lazy image, in the ${mode} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: mode});
    for (const viewport of [
      {width: 390, height: 844},
      {width: 1280, height: 800},
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const lazyInView = await page
        .locator('img[loading="lazy"]:visible')
        .evaluateAll(
          (imgs, height) => imgs.filter((img) => img.getBoundingClientRect().top < height).map((img) => img.outerHTML),
          viewport.height,
        );
      expect(lazyInView, `${viewport.width}px`).toEqual([]);
      const lcp = await page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & {element: Element | null};
              resolve(last.element?.getAttribute('loading') ?? null);
            }).observe({type: 'largest-contentful-paint', buffered: true});
          }),
      );
      expect(lcp, `${viewport.width}px`).not.toBe('lazy');
    }
  });
}

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

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 800},
  {width: 1920, height: 1080},
]) {
  test(`no part of the page grows or shrinks by half a screen as the visitor scrolls to it, at ${viewport.width}px`, async ({
    page,
  }) => {
    // A section is drawn when it comes near; until then it stands at its estimated height. A large miss moves the
    // scroll bar under the visitor's thumb and changes how far the page says it goes.
    await page.setViewportSize(viewport);
    await page.goto('/');
    await hydrated(page);
    const heights = () =>
      page.locator('main > *').evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().height));
    const before = await heights();
    await scrollDownUntil(page, () =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
    );
    const after = await heights();
    const largestChange = Math.max(...after.map((height, i) => Math.abs(height - before[i]!)));
    expect(largestChange).toBeLessThan(viewport.height / 2);
  });
}

/**
 * The landing page as a phone on a slow network gets it: the HTML stops arriving `at` (a share of the way through the
 * hero) and the parser waits there, as it waits for the next bytes, until `release` is called.
 */
async function stallParserInHero(page: Page, at: number): Promise<() => void> {
  let release!: () => void;
  const stalled = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/parser-stall.js', async (route) => {
    await stalled;
    // Gone once it has run: React hydrates the page the server sent.
    await route.fulfill({contentType: 'text/javascript', body: 'document.currentScript.remove();'});
  });
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const [start, end] = [html.indexOf('<main'), html.indexOf('</header>', html.indexOf('<main'))];
      // Only before an HTML element's start tag (not inside an SVG), where a parser-blocking script can stand.
      const cuts = [...html.slice(start, end).matchAll(/<(?:div|p|figure|span)\b/g)].map((m) => start + m.index);
      const cut = cuts[Math.floor(cuts.length * at)]!;
      await route.fulfill({
        response,
        body: `${html.slice(0, cut)}<script src="/parser-stall.js"></script>${html.slice(cut)}`,
      });
    },
  );
  return release;
}

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 800},
]) {
  for (const at of [0.25, 0.5, 0.75, 0.95]) {
    test(`nothing in the first screen moves when the page arrives in pieces, cut ${at * 100}% into the hero, at ${viewport.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      const release = await stallParserInHero(page, at);
      await page.goto('/', {waitUntil: 'commit'});
      // Long enough for frames to be painted, if the browser paints a part of the hero.
      await page.waitForTimeout(400);
      release();
      await hydrated(page);
      await expectNoLayoutShift(page);
    });
  }
}

test('every image on the landing page declares its width and height', async ({page}) => {
  await page.goto('/');
  const missing = await page
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML),
    );
  expect(missing).toEqual([]);
});

for (const {code} of LOCALES) {
  test(`the headline's highlighted word stays on one line at 320px (${code})`, async ({page}) => {
    await page.setViewportSize({width: 320, height: 700});
    await page.goto(code === 'en' ? '/' : `/${code}/`);
    const mark = page.getByRole('heading', {level: 1}).locator('mark');
    await expect(mark).toHaveCount(1);
    expect(await mark.evaluate((m) => m.getClientRects().length)).toBe(1);
  });
}

test('on a computer the app stands beside the picture, open on the same word, and the picture covers none of its words', async ({
  page,
}) => {
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    const phone = page.locator('main > header figure[aria-hidden="true"]');
    await expect(phone, `${width}px`).toBeVisible();
    const headline = (await page.getByRole('heading', {level: 1}).boundingBox())!;
    expect((await phone.boundingBox())!.x, `${width}px`).toBeGreaterThan(headline.x + headline.width);
    // Every line of words in the app's screen is seen: the point at its middle belongs to the phone.
    const covered = await phone.evaluate((figure) => {
      const hidden: string[] = [];
      const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          const x = rect.x + rect.width / 2;
          const y = rect.y + rect.height / 2;
          if (y > innerHeight) continue;
          const top = document.elementFromPoint(x, y);
          if (!top || !figure.contains(top)) hidden.push(node.textContent!.trim());
        }
      }
      return hidden;
    });
    expect(covered, `${width}px`).toEqual([]);
  }
});

test('the hero picture moves once: its winged word flies in and lands where the still picture has it', async ({
  page,
}) => {
  // Where the winged word is, every frame of its first three seconds.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const flight: string[] = [];
      Object.assign(window, {flight});
      const start = performance.now();
      const frame = () => {
        const flier = document.querySelector('main > header figure svg .flier');
        if (flier)
          flight.push(`${Math.round(flier.getBoundingClientRect().x)},${Math.round(flier.getBoundingClientRect().y)}`);
        if (performance.now() - start < 3000) requestAnimationFrame(frame);
      };
      frame();
    });
  });
  await page.setViewportSize({width: 390, height: 844});
  await page.emulateMedia({reducedMotion: 'no-preference'});
  await page.goto('/');
  await page.waitForTimeout(3200);
  const flight = await page.evaluate(() => (window as unknown as {flight: string[]}).flight);
  expect(new Set(flight).size, 'it moves').toBeGreaterThan(5);
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.reload();
  await page.waitForTimeout(500);
  const still = await page.evaluate(() => (window as unknown as {flight: string[]}).flight);
  expect(new Set(still), 'with reduced motion it does not').toEqual(new Set([still[0]]));
  expect(flight.at(-1), 'it lands where the still picture has it').toBe(still[0]);
});

test('the steps of how a word sticks enter in turn as they come into view, and end where the still page has them', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  const stages = centrepiece(page).locator('li > div');
  const shown = () =>
    stages.evaluateAll((all) => all.map((stage) => getComputedStyle(stage.firstElementChild!).opacity));
  const placed = () =>
    stages.evaluateAll((all) => all.map((stage) => getComputedStyle(stage.firstElementChild!).transform));
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('/');
  await hydrated(page);
  const still = await placed();
  expect(await shown()).toEqual(['1', '1', '1']);
  await page.emulateMedia({reducedMotion: 'no-preference'});
  await page.goto('about:blank');
  await page.goto('/');
  await hydrated(page);
  // Below the view, they wait.
  expect(await shown()).toEqual(['0', '0', '0']);
  await centrepiece(page).getByRole('list').scrollIntoViewIfNeeded();
  await expect.poll(shown).toEqual(['1', '1', '1']);
  await expect.poll(placed).toEqual(still);
});

test('the memory aid picture follows the data-theme attribute, like every image', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await withoutHydration(page);
  await page.goto('/');
  const colour = () => aidPicture(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  const light = await colour();
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  expect(await colour()).not.toBe(light);
});

test('on a desktop every feature screenshot is readable, at least 320 px wide', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/');
  for (const section of await featureSections(page).all()) {
    await section.scrollIntoViewIfNeeded();
    expect((await (await visibleScreenshot(section)).boundingBox())!.width).toBeGreaterThanOrEqual(320);
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

/** WCAG's contrast ratio of two CSS colours, as the browser resolves them. */
function contrast(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ([x, y]) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      const lum = (css: string) => {
        canvas.fillStyle = '#000';
        canvas.fillStyle = css;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, bl] = Array.from(canvas.getImageData(0, 0, 1, 1).data).map((v) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
      };
      const [l1, l2] = [lum(x), lum(y)].sort((m, n) => n - m);
      return (l1! + 0.05) / (l2! + 0.05);
    },
    [a, b],
  );
}

for (const mode of ['light', 'dark'] as const) {
  test(`the highlighted word reads clearly, on its stroke and on the page, in the ${mode} theme`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.goto('/');
    for (const heading of [
      page.getByRole('heading', {level: 1}),
      page.getByRole('heading', {name: /every word you meet/i}),
    ]) {
      const mark = heading.locator('mark');
      const word = await mark.evaluate((m) => getComputedStyle(m).color);
      const stroke = await mark.evaluate((m) => getComputedStyle(m).backgroundColor);
      // A stroke behind the letters is what they must read on; without one, the page around them.
      const under = stroke !== 'rgba(0, 0, 0, 0)' ? stroke : await paintedBehind(heading);
      expect(await contrast(page, word, under)).toBeGreaterThanOrEqual(4.5);
    }
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`in the ${mode} theme the feature stages keep a pace, each unlike the one before (in the dark, each 1.2:1 off the page)`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: mode});
    await page.goto('/');
    await hydrated(page);
    const pageColour = pageBackground(mode);
    const stages: string[] = [];
    for (const section of await featureSections(page).all()) {
      const stage = await paintedBehind(section.getByRole('heading').first());
      // In the dark a stage must stand off the page (light stages are tints of the paper by design).
      if (mode === 'dark') expect(await contrast(page, stage, pageColour)).toBeGreaterThanOrEqual(1.2);
      if (stages.length > 0) expect(stage).not.toBe(stages.at(-1));
      stages.push(stage);
    }
  });
}

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

test('by the closing badge a visitor reads who writes the memory aids and whether a word leaves the iPhone', async ({
  page,
}) => {
  await page.goto('/');
  const download = page.getByRole('region', {name: /every word you meet/i});
  const note = download.getByText(/memory aids are written by/i);
  await note.scrollIntoViewIfNeeded();
  await expect(note).toBeVisible();
  // The owner's facts, or visible placeholders until they are given: never a guess.
  const {writtenBy, wordsLeaveThePhone} = app.facts.memoryAids;
  await expect(note).toContainText(known(writtenBy) ? /written by [^[]/ : /\[who writes them\]/);
  await expect(note).toContainText(known(wordsLeaveThePhone) === undefined ? /\[whether a word leaves/i : /iPhone/);
});

for (const mode of ['light', 'dark'] as const) {
  test(`each App Store badge contrasts with what it stands on in the ${mode} theme`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.goto('/');
    const badges = page
      .locator('main')
      .getByRole('link', {name: /download .* on the app store/i})
      .locator('img:visible');
    expect(await badges.count()).toBeGreaterThan(1);
    // Apple: the black badge on light backgrounds, the white one on dark.
    for (const badge of await badges.all()) {
      const behind = await paintedBehind(badge.locator('..'));
      const light = (await contrast(page, behind, '#000')) > (await contrast(page, behind, '#fff'));
      await expect(badge).toHaveAttribute('src', light ? /badge-black/ : /badge-white/);
    }
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
  const badges = page.locator('main').getByRole('link', {name: /download .* on the app store/i});
  await expect(codes).toHaveCount(await badges.count());
  for (const code of await codes.all()) {
    await code.scrollIntoViewIfNeeded();
    await expect(code).toBeVisible();
    // Scannable from a screen: at least 2 CSS px per module, quiet zone included.
    expect(
      (await code.boundingBox())!.width /
        (QRCode.create(app.appStoreUrl, {errorCorrectionLevel: 'M'}).modules.size + 8),
    ).toBeGreaterThanOrEqual(2);
  }
  await page.setViewportSize({width: 390, height: 844});
  await expect(page.getByRole('img', {name: /QR code/i})).toHaveCount(0);
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

for (const width of [390, 1440]) {
  test(`back from a document, the landing page opens where the visitor left it, at ${width}px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/');
    await hydrated(page);
    const link = page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'});
    // Read down to the footer.
    await scrollDownUntil(page, () =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
    );
    const top = () => link.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const before = await top();
    await link.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
  });
}

for (const width of [390, 1440]) {
  test(`reloaded, the landing page opens where the visitor was, at ${width}px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    const {before, top} = await readDownToLastFeature(page);
    await page.reload();
    await hydrated(page);
    await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
  });
}

test('back from another language, the landing page opens where the visitor was', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  const {before, top} = await readDownToLastFeature(page);
  await page.locator('summary', {hasText: 'English'}).click();
  await page.getByRole('link', {name: 'Deutsch', exact: true}).click();
  await expect(page).toHaveURL(/\/de\/$/);
  await page.goBack();
  await hydrated(page);
  await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
});

for (const width of [390, 1440]) {
  test(`an address that names the download section opens at its heading, below the header, at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/#download');
    await hydrated(page);
    const heading = page.getByRole('heading', {level: 2, name: /every word you meet/i});
    const offset = () =>
      heading.evaluate((el) => el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).scrollMarginTop));
    const headerBottom = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(async () => Math.abs(await offset())).toBeLessThanOrEqual(2);
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });
}

/** A feature's phone playing its scene (src/components/home/FeatureScene): the phone, its button and its drawn screen. */
function scenes(page: Page): Locator {
  return featureSections(page).locator('[data-step]');
}

/** What a scene draws over its screenshot. */
function drawnScreen(scene: Locator): Locator {
  return scene.locator('[data-screen]');
}

for (const i of [0, 1, 2, 3]) {
  test(`feature scene ${i + 1} plays its states inside the phone while in view, and its button pauses it`, async ({
    page,
  }) => {
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto('/');
    await hydrated(page);
    const scene = scenes(page).nth(i);
    await scene.evaluate((el) => el.scrollIntoView({block: 'center'}));
    const seen = new Set<string>();
    for (let t = 0; t < 30 && seen.size < 3; t++) {
      if (await drawnScreen(scene).isVisible()) seen.add((await scene.getAttribute('data-step'))!);
      await page.waitForTimeout(200);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    // Drawn inside the phone's screen: within the screenshot's box.
    const shot = (await (await visibleScreenshot(scene)).boundingBox())!;
    const drawn = (await drawnScreen(scene).boundingBox())!;
    expect(drawn.x).toBeGreaterThanOrEqual(shot.x - 1);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(shot.x + shot.width + 1);
    await scene.getByRole('button', {name: 'Pause animation'}).click();
    const paused = await scene.getAttribute('data-step');
    await page.waitForTimeout(3000);
    expect(await scene.getAttribute('data-step')).toBe(paused);
    await expect(scene.getByRole('button', {name: 'Play animation'})).toBeVisible();
  });
}

for (const [i, name] of [
  [1, 'voice'],
  [3, 'sets'],
] as const) {
  test(`the ${name} scene arrives at a word's memory aid: not written as it starts, written as it ends`, async ({
    page,
  }) => {
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto('/');
    await hydrated(page);
    const scene = scenes(page).nth(i);
    // The aid as the app labels it; the scene is a picture (aria-hidden), so it is found by its label's text. Its
    // words end on the learned word, in <i>.
    const aid = scene.locator('div', {has: page.locator(':scope > p', {hasText: /^Memory aid/})});
    const words = aid.locator('p:has(i)');
    await expect(words).toHaveCount(1);
    await expect(words).toContainText(/\p{L}{3}/u);
    // How much of it shows: nothing while the drawn screen is hidden, else its opacity, times its ancestors'.
    const shown = () =>
      words.evaluate((el) => {
        if (getComputedStyle(el).visibility !== 'visible') return 0;
        let opacity = 1;
        for (let at: Element | null = el; at; at = at.parentElement) opacity *= Number(getComputedStyle(at).opacity);
        return opacity;
      });
    await scene.evaluate((el) => el.scrollIntoView({block: 'center'}));
    const seen = new Set<string>();
    for (let t = 0; t < 80 && seen.size < 2; t++) {
      const opacity = await shown();
      if (opacity < 0.05) seen.add('hidden');
      if (opacity > 0.95) seen.add('shown');
      await page.waitForTimeout(150);
    }
    expect([...seen].sort()).toEqual(['hidden', 'shown']);
  });
}

test('with reduced motion every phone shows its screenshot: nothing drawn over it, nothing moves, nothing to pause', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('/');
  await hydrated(page);
  for (const scene of await scenes(page).all()) {
    await scene.scrollIntoViewIfNeeded();
    const step = await scene.getAttribute('data-step');
    await page.waitForTimeout(1600);
    expect(await scene.getAttribute('data-step')).toBe(step);
    await expect(drawnScreen(scene)).toBeHidden();
    expect(await scene.evaluate((el) => el.getAnimations({subtree: true}).length)).toBe(0);
    await expect(scene.getByRole('button')).toHaveCount(0);
  }
  for (const section of await featureSections(page).all()) await visibleScreenshot(section);
});

test('without JavaScript every phone shows its screenshot, nothing drawn over it and no button', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/');
  const all = scenes(page);
  expect(await all.count()).toBeGreaterThanOrEqual(3);
  for (const scene of await all.all()) {
    await expect(drawnScreen(scene)).toBeHidden();
    await expect(scene.getByRole('button')).toHaveCount(0);
  }
  for (const section of await featureSections(page).all()) await visibleScreenshot(section);
  await context.close();
});

for (const [width, least] of [
  [1440, 420],
  [1920, 480],
] as const) {
  test(`at ${width}px each feature's phone is at least ${least}px wide, in content at least 1240 px wide`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    for (const section of await featureSections(page).all()) {
      const phone = (await (await visibleScreenshot(section)).boundingBox())!;
      expect(phone.width).toBeGreaterThanOrEqual(least);
    }
    if (width === 1920) {
      const hero = (await page.locator('main > header').boundingBox())!;
      expect(hero.width).toBeGreaterThanOrEqual(1240);
      const first = featureSections(page).first();
      const heading = (await first.getByRole('heading').first().boundingBox())!;
      const phone = (await (await visibleScreenshot(first)).boundingBox())!;
      expect(phone.x + phone.width - heading.x).toBeGreaterThanOrEqual(1240);
    }
  });
}

test('no two feature sections are composed alike on a computer', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/');
  const sections = await featureSections(page).all();
  const phones = await Promise.all(sections.map(async (section) => (await visibleScreenshot(section)).boundingBox()));
  const largest = Math.max(...phones.map((phone) => phone!.width));
  const signatures: string[] = [];
  for (const [i, section] of sections.entries()) {
    const stage = (await section.locator('div').first().boundingBox())!;
    // How large its phone is, whether something to try stands beside it, whether its stage runs from edge to edge.
    // Mirrored layouts are the same composition: the signature leaves out the side.
    signatures.push(
      [
        phones[i]!.width >= largest - 1 ? 'the largest phone' : 'a phone',
        (await section.locator('[data-round]').count()) > 0 && 'a round beside it',
        stage.width >= 1440 - 1 && 'edge to edge',
      ]
        .filter(Boolean)
        .join(', '),
    );
  }
  expect(new Set(signatures).size, signatures.join(' / ')).toBe(signatures.length);
});

for (const [width, height] of [
  [390, 844],
  [820, 1180],
  [1280, 800],
  [1440, 900],
  [1920, 1080],
] as const) {
  test(`at ${width}x${height} every feature's phone is cut alike: by its stage's lower edge, at one height of its screen`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height});
    await page.goto('/');
    const shares: number[] = [];
    for (const section of await featureSections(page).all()) {
      const stage = (await section.locator('div').first().boundingBox())!;
      const phone = (await (await visibleScreenshot(section)).boundingBox())!;
      expect(phone.y, 'its top is on the stage').toBeGreaterThanOrEqual(stage.y);
      expect(phone.y + phone.height, 'its lower edge is cut').toBeGreaterThan(stage.y + stage.height + 1);
      shares.push((stage.y + stage.height - phone.y) / phone.height);
    }
    expect(Math.max(...shares) - Math.min(...shares), shares.join(', ')).toBeLessThan(0.01);
  });
}

for (const [width, height] of [
  [1280, 800],
  [1440, 900],
  [1920, 1080],
] as const) {
  test(`at ${width}x${height} each feature's headline and its phone are in one screen under the header, in every language`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height});
    for (const {code} of LOCALES) {
      await page.goto(code === 'en' ? '/' : `/${code}/`);
      const header = (await page.getByRole('navigation').first().boundingBox())!;
      for (const section of await featureSections(page).all()) {
        const stage = (await section.locator('div').first().boundingBox())!;
        expect(stage.height, code).toBeLessThanOrEqual(height - header.height);
      }
    }
  });
}

for (const {code} of LOCALES) {
  test(`on a 390 px phone the first load asks for at most 150 KiB of images and fonts (${code})`, async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 390, height: 844}, locale: code});
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'image' || type === 'font')
        sizes.push(
          response.body().then(
            (body) => body.length,
            () => 0,
          ),
        );
    });
    await page.goto(code === 'en' ? '/' : `/${code}/`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(total / 1024).toBeLessThanOrEqual(150);
    await context.close();
  });
}

for (const width of [390, 820, 1024, 1280, 1440, 1920]) {
  test(`at ${width}px the round covers neither its section’s words nor most of its screenshot`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    const section = featureSections(page).filter({has: page.locator('[data-round]')});
    const round = (await section.locator('[data-round]').boundingBox())!;
    const overlap = (box: {x: number; y: number; width: number; height: number}) =>
      Math.max(0, Math.min(box.x + box.width, round.x + round.width) - Math.max(box.x, round.x)) *
      Math.max(0, Math.min(box.y + box.height, round.y + round.height) - Math.max(box.y, round.y));
    for (const words of await section.locator(':is(h2, p, li):not([data-round] *)').all()) {
      expect(overlap((await words.boundingBox())!), `${width}px: "${await words.textContent()}"`).toBe(0);
    }
    // The stage shows the screenshot to its lower edge; the round may lie over a corner of it, not over most of it.
    const shot = (await (await visibleScreenshot(section)).boundingBox())!;
    const stage = (await section.boundingBox())!;
    const shown = {...shot, height: Math.min(shot.y + shot.height, stage.y + stage.height) - shot.y};
    expect(overlap(shown) / (shown.width * shown.height), `${width}px`).toBeLessThanOrEqual(0.35);
  });
}
