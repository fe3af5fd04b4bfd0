import {test} from 'node:test';
import assert from 'node:assert/strict';
import {referencePage} from '../../scripts/reference-page';

const head = '<!doctype html><html lang=en><head><meta charset=utf-8><title>A page</title>';
const body = '<link rel=stylesheet href=/assets/css/styles.css></head><body><h1>Words</h1></body></html>';
/** The page with `inserted` in its head: the reference of it should be the page without it. */
const pageWith = (inserted: string) => `${head}${inserted}${body}`;

test('inline, external, module, import-map and speculation-rule scripts are all removed', () => {
  for (const script of [
    '<script>document.documentElement.dataset.theme="light"</script>',
    '<script src=/assets/js/main.js defer></script>',
    '<script type=module src=/assets/js/app.mjs></script>',
    '<script type="module">import "/a.js"</script>',
    '<script type=importmap>{"imports":{}}</script>',
    '<script type=speculationrules>{"prefetch":[]}</script>',
    '<script type="text/javascript; charset=utf-8">a()</script>',
    "<SCRIPT TYPE='Text/JavaScript'>a()</SCRIPT>",
  ]) {
    assert.equal(referencePage(pageWith(script)), pageWith(''), script);
  }
});

test('JSON-LD and other data blocks stay: they never run, and they are part of the page', () => {
  const data = '<script data-rh=true type=application/ld+json>{"@type":"MobileApplication","name":"a<b>"}</script>';
  assert.equal(referencePage(pageWith(data)), pageWith(data));
});

test('an attribute value holding ">" neither ends a script tag early nor hides a tag', () => {
  assert.equal(referencePage(pageWith('<script data-note="a > b" src="/x.js"></script>')), pageWith(''));
  assert.equal(referencePage(pageWith('<link rel=preload data-note="a > b" as=script href=/x.js>')), pageWith(''));
  const markup = '<img alt="1 > <script>alert(1)</script>" src=/a.png><div title=\'x>y\'>z</div>';
  assert.equal(referencePage(pageWith(markup)), pageWith(markup));
});

test("a script's text ends only at its end tag, whatever it holds", () => {
  const script = '<script>if (a < b && c > d) s = "<div>" + "<\\/script>";</script >';
  assert.equal(referencePage(pageWith(script)), pageWith(''));
  // A script the document never closes runs to its end, so it all goes.
  assert.equal(referencePage(`${head}<script>a()</head><body>`), head);
});

test('"<script" in a comment, a style or a title is text, not a script', () => {
  for (const text of [
    '<!-- <script src=/old.js></script> -->',
    '<style>a::after{content:"<script>"}</style>',
    '<title>About <script> tags</title>',
  ]) {
    assert.equal(referencePage(pageWith(text)), pageWith(text), text);
  }
});

test('preloads, module preloads and prefetches of scripts are removed; other hints stay', () => {
  for (const hint of [
    '<link rel=preload as=script href=/assets/js/main.js>',
    '<link rel=modulepreload href=/assets/js/chunk>',
    '<link rel="prefetch" href="/assets/js/next.js?v=2">',
    '<link href=/assets/js/x.mjs rel="preload" as="fetch" crossorigin>',
  ]) {
    assert.equal(referencePage(pageWith(hint)), pageWith(''), hint);
  }
  const kept =
    '<link rel=preload as=font type=font/woff2 href=/assets/fonts/a.woff2 crossorigin>' +
    '<link rel=preload as=image href=/img/hero.avif>' +
    '<link rel=prefetch href=/privacy>' +
    '<link rel=stylesheet href=/assets/css/print.css>';
  assert.equal(referencePage(pageWith(kept)), pageWith(kept));
});
