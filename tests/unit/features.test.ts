import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {features} from '../../src/data/features';

/** Width and height an SVG declares on its root element. */
function svgSize(path: string): {width: number; height: number} {
  const root = /<svg\b[^>]*>/.exec(readFileSync(path, 'utf8'))?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root)?.[1]);
  return {width: attr('width'), height: attr('height')};
}

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

test('every screenshot exists in light and dark, with the same declared size', () => {
  for (const {id, screenshot} of features) {
    const {light, dark} = screenshot;
    assert.notEqual(light.src, dark.src, id);
    assert.deepEqual([light.width, light.height], [dark.width, dark.height], id);
    for (const variant of [light, dark]) {
      assert.ok(variant.width > 0 && variant.height > 0, variant.src);
      if (variant.src.endsWith('.svg')) {
        assert.deepEqual(svgSize(`static/${variant.src}`), {width: variant.width, height: variant.height}, variant.src);
      }
    }
  }
});
