import {test} from 'node:test';
import assert from 'node:assert/strict';
import {writeFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseAllRedirects} from '@netlify/redirect-parser';
import {MOBILE_THEMES, mobileLinkTarget} from '../../src/mobile/scheme';
import {withoutFrameworkScripts} from '../../plugins/mobilePages';
import {CLOUDFLARE_DYNAMIC_RULE_LIMIT, redirectsFile} from '../../plugins/hosting/redirects';
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
    location: {pathname: '/mobile/privacy/foo'},
    matchMedia: () => media,
  });
  assert.equal(root.getAttribute('data-theme'), 'dark');
  assert.equal(root.getAttribute('data-theme-choice'), 'system');
  media.change(false);
  assert.equal(root.getAttribute('data-theme'), 'light');
});

test("a theme the address names holds on the app's not-found page", () => {
  for (const [pathname, theme] of [
    ['/mobile/nothing/dark', 'dark'],
    ['/de/mobile/blog/light/', 'light'],
  ]) {
    const root = new FakeRoot();
    const media = fakeMedia(theme !== 'dark');
    run(es5Script('src/mobile/followSystemTheme.js'), {
      document: {documentElement: root},
      location: {pathname},
      matchMedia: () => media,
    });
    media.change(theme === 'dark');
    assert.equal(root.getAttribute('data-theme'), theme, pathname);
  }
});

const localeBaseUrls = LOCALE_CODES.map((code) => (code === 'en' ? '/' : `/${code}/`));
const webRoutes = localeBaseUrls.flatMap((base) => ['', 'privacy', 'terms'].map((page) => base + page));
const rules = redirectsFile({localeBaseUrls, webRoutes})
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split(/\s+/) as [from: string, to: string, status: string]);
const ruleFor = (from: string) => rules.find((rule) => rule[0] === from);
const dynamic = (from: string) => /[*:]/.test(from);

test('_redirects: each pre-rendered page is served as itself before the catch-all, in every language', () => {
  const index = (from: string) => rules.findIndex((rule) => rule[0] === from);
  // English at the root, every other language through `:lang`.
  for (const base of ['/', '/:lang/']) {
    const mobile = `${base}mobile/:doc/`;
    for (const theme of MOBILE_THEMES) {
      const at = index(mobile + theme);
      assert.ok(at >= 0 && at < index(`${mobile}*`), mobile + theme);
      assert.ok(index(`${mobile}${theme}/`) < index(`${mobile}*`), `${mobile}${theme}/`);
    }
    assert.deepEqual(ruleFor(`${base}mobile/:doc`), [`${base}mobile/:doc`, `${base}mobile/:doc/system`, '200']);
  }
});

test('_redirects: a wrong-case address gets a 308 to the page, in every language', () => {
  assert.deepEqual(ruleFor('/PRIVACY'), ['/PRIVACY', '/privacy', '308']);
  assert.deepEqual(ruleFor('/Privacy'), ['/Privacy', '/privacy', '308']);
  assert.deepEqual(ruleFor('/Privacy/'), ['/Privacy/', '/privacy', '308']);
  assert.deepEqual(ruleFor('/de/TERMS/'), ['/de/TERMS/', '/de/terms', '308']);
  assert.deepEqual(ruleFor('/de/PRIVACY'), ['/de/PRIVACY', '/de/privacy', '308']);
  assert.deepEqual(ruleFor('/pt-br/terms'), ['/pt-br/terms', '/pt-BR/terms', '308']);
  assert.deepEqual(ruleFor('/DE'), ['/DE', '/de/', '308']);
  assert.equal(ruleFor('/privacy'), undefined);
  assert.equal(ruleFor('/privacy/'), undefined);
});

test('_redirects: repeated slashes collapse, and never into an address of another site', () => {
  assert.deepEqual(ruleFor('//*'), ['//*', '/:splat', '308']);
  assert.deepEqual(ruleFor('/de//*'), ['/de//*', '/de/:splat', '308']);
  // `///evil.example` would become `//evil.example`: it is a 404 instead.
  const guard = rules.findIndex((rule) => rule[0] === '///*');
  assert.ok(guard >= 0 && guard < rules.findIndex((rule) => rule[0] === '//*'));
  assert.equal(ruleFor('///*')![2], '200');
});

test('_redirects: the not-found pages answer 404 at their own address', () => {
  for (const page of ['/404', '/de/404', '/mobile/404', '/ar/mobile/404']) {
    assert.deepEqual(ruleFor(page), [page, `${page}/missing`, '200']);
  }
});

test('_redirects stays within the rules Cloudflare Pages reads: static ones first, at most 100 dynamic', () => {
  const firstDynamic = rules.findIndex((rule) => dynamic(rule[0]));
  assert.ok(
    rules.slice(firstDynamic).every((rule) => dynamic(rule[0])),
    'a static rule after a dynamic one counts as dynamic',
  );
  assert.ok(
    rules.length - firstDynamic <= CLOUDFLARE_DYNAMIC_RULE_LIMIT,
    `${rules.length - firstDynamic} dynamic rules`,
  );
});

test("_redirects parses with Netlify's own parser, base URL included", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'redirects-'));
  const file = path.join(dir, '_redirects');
  const repoBases = localeBaseUrls.map((base) => `/repo${base}`);
  writeFileSync(file, redirectsFile({localeBaseUrls: repoBases, webRoutes: repoBases.map((base) => `${base}privacy`)}));
  const {redirects, errors} = await parseAllRedirects({redirectsFiles: [file], configRedirects: [], minimal: true});
  assert.deepEqual(errors, []);
  assert.ok(redirects.length > LOCALE_CODES.length * 8);
  assert.ok((redirects as {from: string}[]).every((r) => r.from.startsWith('/repo/')));
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
