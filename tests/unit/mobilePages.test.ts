import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MOBILE_DOCS, mobileFallbackScript, mobileFallbackTarget, mobileLinkTarget} from '../../src/data/mobilePages';

test('links between legal documents stay in the app, in the same theme', () => {
  assert.equal(mobileLinkTarget('/terms', {doc: 'privacy', theme: 'light'}), '/mobile/terms/light');
  assert.equal(mobileLinkTarget('/credits', {doc: 'terms', theme: 'system'}), '/mobile/credits/system');
  assert.equal(mobileLinkTarget('/privacy#children', {doc: 'credits', theme: 'dark'}), '/mobile/privacy/dark#children');
});

test('the privacy link on the terms page always opens /mobile/privacy/dark', () => {
  for (const theme of ['light', 'dark', 'system'] as const) {
    assert.equal(mobileLinkTarget('/privacy', {doc: 'terms', theme}), '/mobile/privacy/dark');
  }
});

test('other links are left alone', () => {
  for (const href of [
    'mailto:support@example.com',
    'https://www.apple.com/legal/privacy/',
    '#top',
    '/',
    '/privacy/x',
  ]) {
    assert.equal(mobileLinkTarget(href, {doc: 'privacy', theme: 'light'}), href);
  }
});

test('an unknown theme value falls back to the system page of the same document', () => {
  assert.equal(mobileFallbackTarget('/mobile/terms/sepia', '/', MOBILE_DOCS), '/mobile/terms/system');
  assert.equal(mobileFallbackTarget('/mobile/privacy/', '/', MOBILE_DOCS), '/mobile/privacy/system');
  assert.equal(mobileFallbackTarget('/mobile/credits', '/', MOBILE_DOCS), '/mobile/credits/system');
  assert.equal(mobileFallbackTarget('/repo/mobile/credits/x', '/repo/', MOBILE_DOCS), '/repo/mobile/credits/system');
});

test('other missing pages are real 404s', () => {
  for (const path of ['/nope', '/mobile/blog/dark', '/mobile/terms/dark/more', '/mobile', '/terms/dark']) {
    assert.equal(mobileFallbackTarget(path, '/', MOBILE_DOCS), null, path);
  }
  assert.equal(mobileFallbackTarget('/mobile/terms/x', '/repo/', MOBILE_DOCS), null);
});

test('the fallback script is self-contained JavaScript', () => {
  assert.doesNotThrow(() => new Function(mobileFallbackScript('/')));
});
