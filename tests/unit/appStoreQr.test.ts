import {test} from 'node:test';
import assert from 'node:assert/strict';
import {appStoreQr} from '../../src/plugins/appStoreQr';
import {app} from '../../src/data/app';

/** The dark modules of the drawn path, as "x,y" cells. */
function cells(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) dark.add(`${Number(x) + i},${y}`);
  }
  return dark;
}

test('the QR code of the App Store link has its three finder squares in the right corners', () => {
  const {size, path} = appStoreQr(app.appStoreUrl);
  assert.ok(size >= 21 && (size - 17) % 4 === 0, `a QR code is 21, 25, 29 … modules wide, not ${size}`);
  const dark = cells(path);
  // A finder is a 7x7 ring with a 3x3 core, at top left, top right and bottom left only.
  const finder = (ox: number, oy: number) =>
    [0, 6].every((e) =>
      [...Array(7).keys()].every((i) => dark.has(`${ox + i},${oy + e}`) && dark.has(`${ox + e},${oy + i}`)),
    ) &&
    dark.has(`${ox + 3},${oy + 3}`) &&
    !dark.has(`${ox + 1},${oy + 1}`);
  assert.ok(finder(0, 0), 'top left');
  assert.ok(finder(size - 7, 0), 'top right');
  assert.ok(finder(0, size - 7), 'bottom left');
  assert.ok(!finder(size - 7, size - 7), 'no finder at bottom right');
  for (const cell of dark) {
    const [x, y] = cell.split(',').map(Number);
    assert.ok(x < size && y < size, `${cell} is inside the code`);
  }
});

test('a different App Store link makes a different code', () => {
  assert.notEqual(appStoreQr(app.appStoreUrl).path, appStoreQr(`${app.appStoreUrl}0`).path);
});
