import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import postcss from 'postcss';
import {withoutUnreadProperties} from '../../plugins/hosting/firstPaint';
import {es5Script, run} from './support/browserScript';

test('custom properties nothing reads are dropped; those read through another property stay', () => {
  const root = postcss.parse(':root{--a:1px;--b:var(--a);--c:2px;--d:3px}.x{margin:var(--b)}@media print{.y{--e:1}}');
  withoutUnreadProperties(root, ['<p style="width:var(--d)">']);
  assert.equal(root.toString(), ':root{--a:1px;--b:var(--a);--d:3px}.x{margin:var(--b)}');
});

test('after the first paint the stylesheet is linked, then the scripts run in their order; once only', () => {
  const source = es5Script(path.join('src', 'firstPaint', 'afterFirstPaint.js'));
  const added: string[] = [];
  let observer: ((list: {getEntriesByName: (name: string) => unknown[]}) => void) | undefined;
  const timers: (() => void)[] = [];
  run(source, {
    document: {
      currentScript: {dataset: {stylesheet: '/rest.css', scripts: '/a.js /b.js'}},
      visibilityState: 'visible',
      createElement: () => ({}),
      head: {
        appendChild: (element: {href?: string; src?: string; async?: boolean}) =>
          void added.push(element.href ?? `${element.src} async=${element.async}`),
      },
    },
    PerformanceObserver: Object.assign(
      function (callback: typeof observer) {
        observer = callback;
        return {observe: () => undefined};
      },
      {supportedEntryTypes: ['paint']},
    ),
    setTimeout: (callback: () => void) => void timers.push(callback),
    requestAnimationFrame: () => undefined,
  });
  assert.deepEqual(added, []);
  observer!({getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : [])});
  timers.forEach((callback) => callback());
  assert.deepEqual(added, ['/rest.css', '/a.js async=false', '/b.js async=false']);
});
