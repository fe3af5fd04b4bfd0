import {test} from 'node:test';
import assert from 'node:assert/strict';
import {FakeRoot, es5Script, run} from './support/browserScript';

const source = es5Script('src/colorMode/themeBeforePaint.js');

interface Visit {
  stored?: string | null;
  search?: string;
  storage?: Storage;
  systemDark?: boolean;
}

function visit({stored, search = '', storage, systemDark = false}: Visit) {
  const values = new Map<string, string>(stored == null ? [] : [['theme', stored]]);
  let url: string | null = null;
  const root = new FakeRoot();
  run(source, {
    document: {documentElement: root},
    matchMedia: () => ({matches: systemDark}),
    localStorage: storage ?? {
      getItem: (key: string) => values.get(key) ?? null,
      removeItem: (key: string) => values.delete(key),
    },
    location: {pathname: '/privacy', search, hash: '#x'},
    history: {state: null, replaceState: (_s: unknown, _t: string, next: string) => (url = next)},
    URLSearchParams,
  });
  return {
    stored: values.get('theme') ?? null,
    url,
    theme: root.getAttribute('data-theme'),
    choice: root.getAttribute('data-theme-choice'),
  };
}

test('a stored light or dark wins over the system, and stays stored', () => {
  assert.deepEqual(pick(visit({stored: 'light', systemDark: true})), ['light', 'light', 'light']);
  assert.deepEqual(pick(visit({stored: 'dark'})), ['dark', 'dark', 'dark']);
});

test('without a stored choice the system decides', () => {
  assert.deepEqual(pick(visit({systemDark: true})), ['dark', 'system', null]);
  assert.deepEqual(pick(visit({})), ['light', 'system', null]);
});

test('any other stored value is forgotten, so the system decides now and for Docusaurus', () => {
  for (const bad of ['purple', 'DARK', '', ' dark', 'system', 'null']) {
    assert.deepEqual(pick(visit({stored: bad, systemDark: true})), ['dark', 'system', null], JSON.stringify(bad));
  }
});

test('storage that throws leaves the page to the system, without an error', () => {
  const throwing = {
    getItem() {
      throw new Error('SecurityError');
    },
  } as unknown as Storage;
  assert.deepEqual(pick(visit({storage: throwing, systemDark: true})), ['dark', 'system', null]);
});

test('?docusaurus-theme=dark wins, as in Docusaurus', () => {
  assert.deepEqual(pick(visit({search: '?docusaurus-theme=dark', stored: 'light'})), ['dark', 'dark', 'light']);
});

function pick(result: ReturnType<typeof visit>) {
  return [result.theme, result.choice, result.stored];
}

test('an invalid ?docusaurus-theme or a ?docusaurus-data-theme is dropped from the address', () => {
  assert.equal(visit({search: '?docusaurus-theme=purple&a=1'}).url, '/privacy?a=1#x');
  assert.equal(visit({search: '?docusaurus-data-theme=dark'}).url, '/privacy#x');
  assert.equal(visit({search: '?docusaurus-theme=dark'}).url, null);
  assert.equal(visit({search: ''}).url, null);
});
