import {test} from 'node:test';
import assert from 'node:assert/strict';
import {writeFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseAllRedirects} from '@netlify/redirect-parser';
import {
  CLOUDFLARE_DYNAMIC_RULE_LIMIT,
  MOBILE_THEMES,
  mobileLinkTarget,
  redirectsFile,
} from '../../src/mobile/scheme';
import {withoutFrameworkScripts} from '../../src/mobile/plugin';
import {LOCALE_CODES} from '../../src/i18n/locales';
import {FakeRoot, es5Script, run} from './support/browserScript';

test('links between documents stay in the app, in the same theme', () => {
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
    'mailto:a@example.com',
    'https://www.apple.com/legal/privacy/',
    '#top',
    '/',
    '/privacy/x',
    '/blog',
  ]) {
    assert.equal(mobileLinkTarget(href, {doc: 'privacy', theme: 'light'}), href);
  }
});

function fakeMedia(matches: boolean) {
  const listeners: (() => void)[] = [];
  return {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    change(next: boolean) {
      this.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

test('the system page takes the theme from the device and follows it live', () => {
  const root = new FakeRoot();
  const media = fakeMedia(true);
  run(es5Script('src/mobile/followSystemTheme.js'), {
    document: {documentElement: root},
    matchMedia: () => media,
  });
  assert.equal(root.getAttribute('data-theme'), 'dark');
  assert.equal(root.getAttribute('data-theme-choice'), 'system');
  media.change(false);
  assert.equal(root.getAttribute('data-theme'), 'light');
});

test('_redirects: each pre-rendered page is served as itself before the catch-all, in every language', () => {
  const rules = redirectsFile('/')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const index = (from: string) => rules.findIndex((rule) => rule.split(/\s+/)[0] === from);
  for (const code of LOCALE_CODES) {
    const mobile = `${code === 'en' ? '/' : `/${code}/`}mobile/:doc/`;
    for (const theme of MOBILE_THEMES) {
      const at = index(mobile + theme);
      assert.ok(at >= 0 && at < index(`${mobile}*`), mobile + theme);
      assert.ok(index(`${mobile}${theme}/`) < index(`${mobile}*`), `${mobile}${theme}/`);
    }
  }
});

test('_redirects stays within the 100 rules Cloudflare Pages reads', () => {
  const rules = redirectsFile('/')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  assert.ok(rules.length <= CLOUDFLARE_DYNAMIC_RULE_LIMIT, `${rules.length} rules`);
});

test("_redirects parses with Netlify's own parser, base URL included", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'redirects-'));
  const file = path.join(dir, '_redirects');
  writeFileSync(file, redirectsFile('/repo/'));
  const {redirects, errors} = await parseAllRedirects({redirectsFiles: [file], configRedirects: [], minimal: true});
  assert.deepEqual(errors, []);
  assert.equal(redirects.length, LOCALE_CODES.length * 7);
  assert.ok(
    (redirects as {from: string; status: number}[]).every(
      (r) => /^\/repo\/([a-zA-Z-]+\/)?mobile\//.test(r.from) && r.status === 200,
    ),
  );
});

test('a webview page keeps only the scripts it declares', () => {
  const built = `<html><head><script src="/assets/js/main.js" defer></script>
<link rel="preload" href="/assets/js/runtime.js" as="script"><link rel="preload" href="/f.woff2" as="font">
<script>theme()</script><script data-mobile-page-script="">mine()</script></head>
<body><script>docusaurusTheme()</script></body></html>`;
  const html = withoutFrameworkScripts(built);
  assert.deepEqual(
    [...html.matchAll(/<script[^>]*>([^<]*)/g)].map((m) => m[1]),
    ['mine()'],
  );
  assert.doesNotMatch(html, /as="script"/);
  assert.match(html, /as="font"/);
});
