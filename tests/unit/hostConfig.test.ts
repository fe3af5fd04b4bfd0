import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  robotsTxt,
  sha256Source,
  withCspMeta,
} from '../../src/plugins/hostConfig';
import {parseHeaders, headersFor} from '../../scripts/static-host';

const page = `<!doctype html><html><head><meta charset=UTF-8><title>x</title>
<script>document.documentElement.dataset.a=1</script>
<script type=application/ld+json>{"@type":"MobileApplication"}</script>
<script src=/assets/js/main.js defer></script>
<script data-rh=true>(function(){})()</script></head><body></body></html>`;

test('only inline scripts that run are hashed: not external ones, not JSON-LD', () => {
  assert.deepEqual(inlineScripts(page), ['document.documentElement.dataset.a=1', '(function(){})()']);
});

test('a hash is the base64 SHA-256 of the exact script text', () => {
  const text = 'document.documentElement.dataset.a=1';
  assert.equal(sha256Source(text), `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
});

test('the policy allows no inline script but the hashed ones', () => {
  const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
  assert.match(policy, /script-src 'self' 'sha256-a' 'sha256-b';/);
  assert.doesNotMatch(/script-src[^;]*/.exec(policy)![0], /unsafe/);
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
    assert.ok(policy.includes(directive), directive);
  }
});

test('the meta-tag policy leaves out frame-ancestors, which browsers reject there', () => {
  assert.doesNotMatch(contentSecurityPolicy([], {forMeta: true}), /frame-ancestors/);
});

test('the meta tag goes right after the charset, before any script', () => {
  const html = withCspMeta(page, "default-src 'self'");
  assert.ok(html.indexOf('http-equiv="Content-Security-Policy"') < html.indexOf('<script'));
  assert.ok(html.indexOf('<meta charset=UTF-8>') < html.indexOf('http-equiv'));
});

test('_headers: security headers everywhere, immutable assets, revalidated pages', () => {
  const file = headersFile({
    policy: "default-src 'self'",
    baseUrl: '/',
    htmlPaths: ['/', '/privacy', '/mobile/terms/dark'],
  });
  const rules = parseHeaders(file);
  const header = (path: string, name: string) =>
    headersFor(path, rules)
      .filter(([n]) => n === name)
      .map(([, v]) => v);
  assert.deepEqual(header('/anything', 'Content-Security-Policy'), ["default-src 'self'"]);
  assert.deepEqual(header('/anything', 'X-Content-Type-Options'), ['nosniff']);
  assert.deepEqual(header('/assets/js/main.1234.js', 'Cache-Control'), ['public, max-age=31536000, immutable']);
  assert.deepEqual(header('/privacy', 'Cache-Control'), ['public, max-age=0, must-revalidate']);
  assert.deepEqual(header('/mobile/terms/sepia', 'Cache-Control'), ['public, max-age=0, must-revalidate']);
  // One Cache-Control per path: hosts would join duplicates.
  for (const path of ['/', '/privacy', '/assets/x.js', '/img/a.png', '/mobile/terms/dark']) {
    assert.ok(header(path, 'Cache-Control').length <= 1, path);
  }
});

test('robots.txt lets crawlers in and names the sitemap', () => {
  assert.equal(
    robotsTxt('https://example.com/sitemap.xml'),
    'User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n',
  );
});
