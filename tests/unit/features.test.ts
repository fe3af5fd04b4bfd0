import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import sharp from 'sharp';
import {features} from '../../src/data/features';
import manifest from '../../src/data/screenshots.json';
import {screenshot} from '../../src/data/images';
import {readMockStrings} from '../../plugins/mockWords';
import {LOCALE_CODES, localeStaticDir, type LocaleCode} from '../../src/i18n/locales';

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

test('every language has every screenshot, light and dark of the same size, under its own folder', () => {
  for (const locale of LOCALE_CODES) {
    for (const {id} of features) {
      const [light, dark] = [screenshot(id, 'light', locale), screenshot(id, 'dark', locale)];
      assert.notEqual(light.src, dark.src, id);
      assert.deepEqual([light.width, light.height], [dark.width, dark.height], `${locale} ${id}`);
      assert.ok(light.width > 0 && light.height > light.width, `${locale} ${id} is a portrait phone screen`);
      for (const variant of [light, dark]) {
        const files = [variant.src, ...(variant.sources ?? []).flatMap((s) => s.srcSet.split(', '))];
        for (const file of files) assert.ok(file.startsWith('img/screens/'), `${locale}: ${file}`);
      }
    }
  }
});

test('a language without screenshots is named, with the command that makes them', () => {
  assert.throws(
    () => screenshot('vocabulary', 'light', 'xx'),
    /no screenshots in "xx".*npm run screenshots -- --locale xx/,
  );
});

test('every screenshot is encoded as AVIF and WebP at every width, plus a fallback', async () => {
  for (const [locale, screens] of Object.entries(manifest.locales)) {
    for (const [id, size] of Object.entries(screens)) {
      for (const theme of ['light', 'dark']) {
        for (const width of manifest.widths) {
          for (const ext of ['avif', 'webp']) {
            const file = `${localeStaticDir(locale as LocaleCode)}/img/screens/${id}-${theme}-${width}.${ext}`;
            assert.ok(existsSync(file), `${file} is missing: run npm run screenshots`);
            const meta = await sharp(file).metadata();
            assert.equal(meta.width, width, file);
            assert.equal(meta.height, Math.round((width * size.height) / size.width), `${file} keeps the aspect ratio`);
          }
        }
        const fallback = `${localeStaticDir(locale as LocaleCode)}/img/screens/${id}-${theme}-${manifest.fallbackWidth}.jpg`;
        assert.ok(existsSync(fallback), fallback);
      }
    }
  }
});

test('the srcset of every variant lists files that exist', () => {
  for (const locale of LOCALE_CODES) {
    for (const {id} of features) {
      for (const variant of [screenshot(id, 'light', locale), screenshot(id, 'dark', locale)]) {
        assert.ok(existsSync(`${localeStaticDir(locale)}/${variant.src}`), variant.src);
        for (const source of variant.sources ?? []) {
          for (const candidate of source.srcSet.split(', ')) {
            const [file, descriptor] = candidate.split(' ');
            assert.match(descriptor, /^\d+w$/);
            assert.ok(existsSync(`${localeStaticDir(locale)}/${file}`), file);
          }
        }
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
