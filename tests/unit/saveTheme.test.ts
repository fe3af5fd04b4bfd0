import {test} from 'node:test';
import assert from 'node:assert/strict';
import {saveTheme, THEME_STORAGE_KEY} from '../../src/colorMode/saveTheme';

test('the choice is saved under the key "theme"', () => {
  const saved = new Map<string, string>();
  const storage = {setItem: (key: string, value: string) => saved.set(key, value)} as unknown as Storage;
  assert.equal(
    saveTheme('dark', () => storage),
    true,
  );
  assert.equal(THEME_STORAGE_KEY, 'theme');
  assert.equal(saved.get('theme'), 'dark');
});

test('a storage that throws is reported, not thrown', () => {
  const throwing = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  assert.equal(saveTheme('light', throwing), false);
  const storage = {setItem: throwing} as unknown as Storage;
  assert.equal(
    saveTheme('light', () => storage),
    false,
  );
});
