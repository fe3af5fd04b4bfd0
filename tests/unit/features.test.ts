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

test('every feature has a label, a title, a text, two or three points and a described screenshot', () => {
  for (const feature of features) {
    assert.ok(feature.label.trim(), `${feature.id} label`);
    assert.ok(feature.label.length <= 24, `${feature.id} label is a label, not a sentence`);
    assert.ok(feature.points.length >= 2 && feature.points.length <= 3, `${feature.id} points`);
    for (const point of feature.points) assert.ok(point.trim().length > 10, `${feature.id} point`);
    assert.ok(feature.title.trim(), feature.id);
    assert.ok(feature.text.trim().length > 40, feature.id);
    assert.ok(feature.screenshot.alt.trim().length > 10, `${feature.id} alt`);
  }
});

test('every screenshot and close-up has a light and a dark variant of the same size', () => {
  for (const {id, screenshot, closeUp} of features) {
    if (closeUp) {
      assert.notEqual(closeUp.light.src, closeUp.dark.src, `${id} close-up`);
      assert.deepEqual([closeUp.light.width, closeUp.light.height], [closeUp.dark.width, closeUp.dark.height]);
      assert.ok(closeUp.alt.trim().length > 10, `${id} close-up alt`);
    }
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

test('every close-up is encoded as AVIF and WebP at each of its widths', async () => {
  for (const [id, size] of Object.entries(manifest.closeUps)) {
    for (const theme of ['light', 'dark']) {
      for (const width of size.widths) {
        for (const ext of ['avif', 'webp']) {
          const file = `static/img/screens/${id}-${theme}-${width}.${ext}`;
          assert.ok(existsSync(file), `${file} is missing: run npm run screenshots`);
          assert.equal((await sharp(file).metadata()).width, width, file);
        }
      }
    }
  }
});

test('the srcset of every variant lists files that exist', () => {
  for (const {screenshot, closeUp} of features) {
    const variants = [screenshot.light, screenshot.dark, ...(closeUp ? [closeUp.light, closeUp.dark] : [])];
    for (const variant of variants) {
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
