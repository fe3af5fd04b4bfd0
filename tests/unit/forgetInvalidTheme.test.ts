import {test} from 'node:test';
import assert from 'node:assert/strict';
import {es5Script, run} from './support/browserScript';

const source = es5Script('src/colorMode/forgetInvalidTheme.js');

function visit({stored, search = '', storage}: {stored?: string | null; search?: string; storage?: Storage}) {
  const values = new Map<string, string>(stored == null ? [] : [['theme', stored]]);
  let url: string | null = null;
  run(source, {
    localStorage: storage ?? {
      getItem: (key: string) => values.get(key) ?? null,
      removeItem: (key: string) => values.delete(key),
    },
    location: {pathname: '/privacy', search, hash: '#x'},
    history: {state: null, replaceState: (_s: unknown, _t: string, next: string) => (url = next)},
    URLSearchParams,
  });
  return {stored: values.get('theme') ?? null, url};
}

test('a stored light or dark is kept for Docusaurus to apply', () => {
  assert.equal(visit({stored: 'light'}).stored, 'light');
  assert.equal(visit({stored: 'dark'}).stored, 'dark');
});

test('any other stored value is forgotten, so the system preference decides', () => {
  for (const bad of ['purple', 'DARK', '', ' dark', 'system', 'null']) {
    assert.equal(visit({stored: bad}).stored, null, JSON.stringify(bad));
  }
});

test('storage that throws leaves the page to the system preference, without an error', () => {
  const throwing = {
    getItem() {
      throw new Error('SecurityError');
    },
  } as unknown as Storage;
  assert.doesNotThrow(() => visit({storage: throwing}));
});

test('an invalid ?docusaurus-theme or a ?docusaurus-data-theme is dropped from the address', () => {
  assert.equal(visit({search: '?docusaurus-theme=purple&a=1'}).url, '/privacy?a=1#x');
  assert.equal(visit({search: '?docusaurus-data-theme=dark'}).url, '/privacy#x');
  assert.equal(visit({search: '?docusaurus-theme=dark'}).url, null);
  assert.equal(visit({search: ''}).url, null);
});
