import {test} from 'node:test';
import assert from 'node:assert/strict';
import {decideTheme, themeBootScript, type ThemeBootEnv} from '../../src/colorMode/themeBoot';

function env(overrides: Partial<ThemeBootEnv>): ThemeBootEnv {
  return {
    pathname: '/',
    baseUrl: '/',
    storedTheme: () => null,
    systemPrefersDark: () => false,
    ...overrides,
  };
}

test('a stored light or dark wins over the system preference', () => {
  assert.deepEqual(decideTheme(env({storedTheme: () => 'dark'})), {theme: 'dark', choice: 'dark', mobile: false});
  assert.deepEqual(decideTheme(env({storedTheme: () => 'light', systemPrefersDark: () => true})), {
    theme: 'light',
    choice: 'light',
    mobile: false,
  });
});

test('without a stored value the system preference decides', () => {
  assert.equal(decideTheme(env({systemPrefersDark: () => true})).theme, 'dark');
  assert.equal(decideTheme(env({systemPrefersDark: () => false})).theme, 'light');
  assert.equal(decideTheme(env({})).choice, 'system');
});

test('any other stored value counts as none', () => {
  for (const bad of ['purple', 'DARK', '', ' dark', 'null', 'system']) {
    const decision = decideTheme(env({storedTheme: () => bad, systemPrefersDark: () => true}));
    assert.deepEqual(decision, {theme: 'dark', choice: 'system', mobile: false}, `stored ${JSON.stringify(bad)}`);
  }
});

test('storage that throws counts as none', () => {
  const decision = decideTheme(
    env({
      storedTheme: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    }),
  );
  assert.deepEqual(decision, {theme: 'light', choice: 'system', mobile: false});
});

test('a mobile page forces light or dark from its path, ignoring storage', () => {
  for (const page of ['privacy', 'credits', 'terms']) {
    for (const theme of ['light', 'dark'] as const) {
      const opposite = theme === 'light' ? 'dark' : 'light';
      const decision = decideTheme(
        env({
          pathname: `/mobile/${page}/${theme}`,
          storedTheme: () => opposite,
          systemPrefersDark: () => opposite === 'dark',
        }),
      );
      assert.deepEqual(decision, {theme, choice: theme, mobile: true});
    }
  }
});

test('a mobile page with any other theme value follows the system and never reads storage', () => {
  for (const value of ['system', 'Dark', 'blue', '%3Cscript%3E', '1']) {
    const decision = decideTheme(
      env({
        pathname: `/mobile/terms/${value}`,
        storedTheme: () => assert.fail('storage read on a mobile page'),
        systemPrefersDark: () => true,
      }),
    );
    assert.deepEqual(decision, {theme: 'dark', choice: 'system', mobile: true}, value);
  }
});

test('mobile paths are recognised under a base URL and with a trailing slash', () => {
  const decision = decideTheme(env({pathname: '/site/mobile/privacy/dark/', baseUrl: '/site/'}));
  assert.deepEqual(decision, {theme: 'dark', choice: 'dark', mobile: true});
  assert.equal(decideTheme(env({pathname: '/mobile/privacy/dark', baseUrl: '/site/'})).mobile, false);
});

test('other pages are not mobile pages', () => {
  for (const pathname of ['/', '/privacy', '/mobile', '/mobile/privacy', '/mobile/privacy/dark/extra']) {
    assert.equal(decideTheme(env({pathname})).mobile, false, pathname);
  }
});

test('the boot script is self-contained JavaScript', () => {
  const script = themeBootScript('/');
  assert.doesNotThrow(() => new Function(script));
  assert.doesNotMatch(script, /\brequire\(|\bimport\b/);
});
