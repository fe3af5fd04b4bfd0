import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {
  contentSecurityPolicy,
  inlineScripts,
  inlineCode,
  robotsTxt,
  headersFile,
  sha256Source,
  siteHeaderRules,
  type HeaderRule,
} from '../../plugins/hosting/headers';

const page = `<!doctype html><html><head><meta charset=UTF-8><title>x</title>
<script>document.documentElement.dataset.a=1</script>
<script type=application/ld+json>{"@type":"MobileApplication"}</script>
<script src=/assets/js/main.js defer></script>
<script data-rh=true>(function(){})()</script></head>
<body><svg style="display: none;"><path d="M0"/></svg><div style='color: &quot;x&quot;'></div></body></html>`;

test('only inline scripts that run are hashed: not external ones, not JSON-LD', () => {
  assert.deepEqual(inlineScripts(page), ['document.documentElement.dataset.a=1', '(function(){})()']);
});

test('a hash is the base64 SHA-256 of the exact script text', () => {
  const text = 'document.documentElement.dataset.a=1';
  assert.equal(sha256Source(text), `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
});

const none = {scripts: [], styles: [], styleAttributes: []};

test('the policy allows no inline script but the hashed ones', () => {
  const policy = contentSecurityPolicy({...none, scripts: ['b()', 'a()', 'a()']});
  const hashes = [sha256Source('a()'), sha256Source('b()')].sort();
  assert.ok(policy.includes(`script-src 'self' ${hashes.join(' ')};`), policy);
  assert.doesNotMatch(/script-src[^;]*/.exec(policy)![0], /unsafe/);
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
    assert.ok(policy.includes(directive), directive);
  }
});

test('inline styles are allowed by hash only, attributes through unsafe-hashes', () => {
  const found = inlineCode(page);
  assert.deepEqual(found.styleAttributes, ['display: none;', 'color: "x"']);
  const styleSrc = /style-src [^;]*/.exec(contentSecurityPolicy({...none, ...found, scripts: []}))![0];
  assert.doesNotMatch(styleSrc, /unsafe-inline/);
  assert.match(styleSrc, /'unsafe-hashes'/);
  assert.ok(styleSrc.includes(sha256Source('display: none;')));
  assert.equal(/style-src [^;]*/.exec(contentSecurityPolicy(none))![0], "style-src 'self'");
});

test("robots.txt lets crawlers in and names every language's sitemap", () => {
  assert.equal(
    robotsTxt(['https://example.com/sitemap.xml', 'https://example.com/de/sitemap.xml']),
    'User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\nSitemap: https://example.com/de/sitemap.xml\n',
  );
});

test("_headers puts the policy on everything and keeps every language's bundled files for a year, without it", () => {
  const rules = siteHeaderRules("default-src 'self'", ['/', '/de/']);
  assert.deepEqual(
    rules.map(([path]) => path),
    ['/*', '/assets/*', '/de/assets/*'],
  );
  assert.ok(rules[0]![1].includes("Content-Security-Policy: default-src 'self'"));
  for (const [, headers] of rules.slice(1)) {
    assert.deepEqual(headers, ['Cache-Control: public, max-age=31536000, immutable', '! Content-Security-Policy']);
  }
});

test('past 90 rules of _headers the build stops: Cloudflare reads 100 and skips the rest without a word', () => {
  const rule = (i: number): HeaderRule => [`/page-${i}`, ['X-Robots-Tag: noindex']];
  assert.doesNotThrow(() => headersFile(Array.from({length: 90}, (_, i) => rule(i))));
  assert.throws(
    () => headersFile(Array.from({length: 91}, (_, i) => rule(i))),
    /91 rules; Cloudflare Pages reads only 100/,
  );
});

test('a policy too long for a line of _headers stops the build: Cloudflare would drop it without a word', () => {
  const hashes = Array.from({length: 40}, (_, i) => `'sha256-${String(i).padStart(43, 'x')}='`).join(' ');
  assert.throws(
    () => headersFile(siteHeaderRules(`style-src 'self' ${hashes}`, ['/'])),
    /_headers: a line of \d+ characters, over Cloudflare's 2000/,
  );
});
