import {test} from 'node:test';
import assert from 'node:assert/strict';
import postcss from 'postcss';
import {afterFirstPaint, firstScreenOnly, withoutUnreadProperties} from '../../plugins/hosting/firstPaint';

test("the framework's scripts and the rest of the CSS leave <head> and start from the end of <body>, in order", () => {
  const html =
    '<html><head><script>theme()</script><script src=/a.js defer></script><script src="/b.js" defer></script></head>' +
    '<body><p>Hi</p></body></html>';
  const page = afterFirstPaint(html, '/rest.css');
  assert.doesNotMatch(page, /<script[^>]*\sdefer/);
  assert.match(page, /<head><script>theme\(\)<\/script><\/head>/);
  assert.match(page, /<script data-stylesheet="\/rest\.css" data-scripts="\/a\.js \/b\.js">[^<]+<\/script><\/body>/);
});

test('custom properties nothing reads are dropped; those read through another property stay', () => {
  const root = postcss.parse(':root{--a:1px;--b:var(--a);--c:2px;--d:3px}.x{margin:var(--b)}');
  withoutUnreadProperties(root, ['<p style="width:var(--d)">']);
  assert.equal(root.toString(), ':root{--a:1px;--b:var(--a);--d:3px}.x{margin:var(--b)}');
});

test('only the first screen is read for the inlined CSS: from the first element marked below it to the end of <main>', () => {
  const page = (main: string) => `<body><nav class=n></nav><main>${main}</main><footer class=f></footer></body>`;
  assert.equal(
    firstScreenOnly(
      page(
        '<header class=hero></header><section data-below-first-screen class=s></section><section class=t></section>',
      ),
    ),
    page('<header class=hero></header>'),
  );
  const unmarked = page('<article class=doc></article>');
  assert.equal(firstScreenOnly(unmarked), unmarked);
});
