import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import sharp from 'sharp';
import {features} from '../../src/data/features';
import manifest from '../../src/data/screenshots.json';

test('the landing page has the four features of the spec, in order', () => {
  assert.deepEqual(
    features.map((f) => f.id),
    ['vocabulary', 'add-words', 'games', 'word-sets'],
  );
  assert.match(features[0].title, /vocabulary/i);
  assert.match(features[0].title, /search/i);
  assert.match(features[1].title, /search/i);
  assert.match(features[1].title, /voice/i);
  assert.match(features[1].title, /photo/i);
  assert.match(features[2].title, /10\+/);
  assert.match(features[3].title, /topic/i);
});

test('every feature has a title, a text and a described screenshot', () => {
  for (const feature of features) {
    assert.ok(feature.title.trim(), feature.id);
    assert.ok(feature.text.trim().length > 40, feature.id);
    assert.ok(feature.screenshot.alt.trim().length > 10, `${feature.id} alt`);
  }
});

test('every screenshot has a light and a dark variant of the same size', () => {
  for (const {id, screenshot} of features) {
    const {light, dark} = screenshot;
    assert.notEqual(light.src, dark.src, id);
    assert.deepEqual([light.width, light.height], [dark.width, dark.height], id);
    assert.ok(light.width > 0 && light.height > light.width, `${id} is a portrait phone screen`);
  }
});

test('every screenshot is encoded as AVIF and WebP at every width, plus a fallback', async () => {
  for (const [id, size] of Object.entries(manifest.screens)) {
    for (const theme of ['light', 'dark']) {
      for (const width of manifest.widths) {
        for (const ext of ['avif', 'webp']) {
          const file = `static/img/screens/${id}-${theme}-${width}.${ext}`;
          assert.ok(existsSync(file), `${file} is missing: run npm run screenshots`);
          const meta = await sharp(file).metadata();
          assert.equal(meta.width, width, file);
          assert.equal(meta.height, Math.round((width * size.height) / size.width), `${file} keeps the aspect ratio`);
        }
      }
      const fallback = `static/img/screens/${id}-${theme}-${manifest.fallbackWidth}.jpg`;
      assert.ok(existsSync(fallback), fallback);
    }
  }
});

test('the srcset of every variant lists files that exist', () => {
  for (const {screenshot} of features) {
    for (const variant of [screenshot.light, screenshot.dark]) {
      assert.ok(existsSync(`static/${variant.src}`), variant.src);
      for (const source of variant.sources ?? []) {
        for (const candidate of source.srcSet.split(', ')) {
          const [file, descriptor] = candidate.split(' ');
          assert.match(descriptor, /^\d+w$/);
          assert.ok(existsSync(`static/${file}`), file);
        }
      }
    }
  }
});
