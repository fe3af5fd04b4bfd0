import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import sharp from 'sharp';
import {features} from '../../src/data/features';
import manifest from '../../src/data/screenshots.json';
import {readMockStrings} from '../../plugins/mockWords';
import {LOCALE_CODES} from '../../src/i18n/locales';

test("the landing page has the four features of the spec, in the spec's order", () => {
  // 1. a personal vocabulary with fast search, 2. adding words, 3. 10+ word games, 4. ready-made word sets.
  assert.deepEqual(
    features.map((f) => f.id),
    ['vocabulary', 'add-words', 'games', 'word-sets'],
  );
});

test('every feature has a kicker, a heading, a text and a described screenshot', () => {
  for (const feature of features) {
    for (const text of [feature.kicker, feature.title, feature.text, feature.screenshot.alt]) {
      assert.ok(text.trim(), feature.id);
    }
    for (const point of feature.points) assert.ok(point.title.trim(), `${feature.id} point`);
  }
});

test('every language has a screenshot of every feature, light and dark alike, a portrait phone screen', () => {
  for (const locale of LOCALE_CODES) {
    const screens = (manifest.locales as Record<string, Record<string, {width: number; height: number}>>)[locale];
    assert.ok(screens, `There are no screenshots in "${locale}": run npm run screenshots -- --locale ${locale}`);
    for (const {id} of features) {
      assert.ok(screens[id], `${locale} has no ${id} screenshot: run npm run screenshots -- --locale ${locale}`);
      assert.ok(screens[id].height > screens[id].width, `${locale} ${id}`);
    }
  }
});

test('every screenshot is encoded as AVIF and WebP at every width, plus a fallback', async () => {
  for (const [locale, screens] of Object.entries(manifest.locales)) {
    for (const [id, size] of Object.entries(screens)) {
      for (const theme of ['light', 'dark']) {
        for (const width of manifest.widths) {
          for (const ext of ['avif', 'webp']) {
            const file = `screenshots/${locale}/${id}-${theme}-${width}.${ext}`;
            assert.ok(existsSync(file), `${file} is missing: run npm run screenshots`);
            const meta = await sharp(file).metadata();
            assert.equal(meta.width, width, file);
            assert.equal(meta.height, Math.round((width * size.height) / size.width), `${file} keeps the aspect ratio`);
          }
        }
        const fallback = `screenshots/${locale}/${id}-${theme}-${manifest.fallbackWidth}.jpg`;
        assert.ok(existsSync(fallback), fallback);
      }
    }
  }
});

test("the games screen names each game with the site's own words, in every language", () => {
  const ids = ['match', 'spell', 'listen', 'flashcards', 'speed', 'builder', 'trueFalse', 'gap', 'memory', 'quiz'];
  for (const locale of LOCALE_CODES) {
    const names = (readMockStrings(locale) as unknown as {games: {names: Record<string, string>}}).games.names;
    assert.deepEqual(Object.keys(names), ids, locale);
    // English: the defaults in src/data/features.ts; the others: their code.json.
    const site = (id: string) =>
      locale === 'en'
        ? new RegExp(`id: 'home\\.play\\.game\\.${id}', message: '([^']+)'`).exec(
            readFileSync('src/data/features.ts', 'utf8'),
          )?.[1]
        : (JSON.parse(readFileSync(`i18n/${locale}/code.json`, 'utf8')) as Record<string, {message: string}>)[
            `home.play.game.${id}`
          ]?.message;
    for (const id of ids) assert.equal(names[id], site(id), `${locale} ${id}`);
  }
});
