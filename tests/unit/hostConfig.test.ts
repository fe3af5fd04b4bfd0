import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {
  contentSecurityPolicy,
  inlineScripts,
  inlineStyles,
  robotsTxt,
  headersFile,
  sha256Source,
} from '../../plugins/hosting/headers';
import {hashedName} from '../../src/data/hashedImage';
import {groupHashes} from '../../plugins/hashedImages';

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
  const found = inlineStyles(page);
  assert.deepEqual(found.styleAttributes, ['display: none;', 'color: "x"']);
  const styleSrc = /style-src [^;]*/.exec(contentSecurityPolicy({...none, ...found}))![0];
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

test("_headers covers every language's pages, assets and webview pages from the one root file", () => {
  const file = headersFile({
    policy: "default-src 'self'",
    localeBaseUrls: ['/', '/de/'],
    htmlPaths: ['/', '/privacy', '/404.html', '/mobile/terms/dark', '/de/', '/de/privacy', '/de/mobile/terms/dark'],
  });
  const paths = file.split('\n').filter((line) => line.startsWith('/'));
  assert.deepEqual(paths, [
    '/*',
    '/assets/*',
    '/de/assets/*',
    '/img/screens/*',
    '/img/social-card/*',
    '/img/app-store/*',
    '/de/img/screens/*',
    '/de/img/social-card/*',
    '/de/img/app-store/*',
    '/img/:file',
    '/img/docs/*',
    '/de/img/:file',
    '/de/img/docs/*',
    '/',
    '/404.html',
    '/de/',
    '/de/mobile/*',
    '/de/privacy',
    '/mobile/*',
    '/privacy',
  ]);
});

test('screenshots, share cards and badges, whose names carry their hash, are kept for a year; no two cache rules meet', () => {
  const file = headersFile({policy: "default-src 'self'", localeBaseUrls: ['/'], htmlPaths: ['/']});
  const cacheOf = (path: string) =>
    new RegExp(`^${path.replace(/[*]/g, '\\*')}\n  Cache-Control: (.*)$`, 'm').exec(file)?.[1];
  for (const folder of ['screens', 'social-card', 'app-store']) {
    assert.equal(cacheOf(`/img/${folder}/*`), 'public, max-age=31536000, immutable');
  }
  assert.doesNotMatch(file, /^\/img\/\*$/m);
});

test("a published image name carries its picture's content hash before the extension", () => {
  const files = (second: string) => [
    {staticPath: 'img/screens/word-light-640.avif', content: Buffer.from('one')},
    {staticPath: 'img/screens/word-light-1000.webp', content: Buffer.from(second)},
    {staticPath: 'img/screens/list-light-640.avif', content: Buffer.from('one')},
  ];
  const hashes = groupHashes(files('two'));
  assert.deepEqual(Object.keys(hashes).sort(), ['img/screens/list-light', 'img/screens/word-light']);
  assert.match(
    hashedName('img/screens/word-light-640.avif', hashes['img/screens/word-light']!),
    /^img\/screens\/word-light-640\.[0-9a-f]{10}\.avif$/,
  );
  // Re-rendering any file of a picture gives all its files a new name.
  assert.notEqual(groupHashes(files('three'))['img/screens/word-light'], hashes['img/screens/word-light']);
  assert.equal(groupHashes(files('three'))['img/screens/list-light'], hashes['img/screens/list-light']);
});

test('a policy too long for a line of _headers stops the build: Cloudflare would drop it without a word', () => {
  const hashes = Array.from({length: 40}, (_, i) => `'sha256-${String(i).padStart(43, 'x')}='`).join(' ');
  assert.throws(
    () => headersFile({policy: `style-src 'self' ${hashes}`, localeBaseUrls: ['/'], htmlPaths: ['/']}),
    /_headers: a line of \d+ characters, over Cloudflare's 2000/,
  );
});
