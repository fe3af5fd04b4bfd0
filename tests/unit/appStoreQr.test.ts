import {test} from 'node:test';
import assert from 'node:assert/strict';
import {appStoreQr} from '../../src/plugins/appStoreQr';
import {app} from '../../src/data/app';

/**
 * The QR code is made at build time from the App Store link in `src/data/app.ts`: a new link, a new code. (Whether
 * a phone reads it is the qrcode library's promise; the page test shows it.)
 */
test('the QR code follows the App Store link: another link makes another code', () => {
  assert.equal(appStoreQr(app.appStoreUrl).path, appStoreQr(app.appStoreUrl).path);
  assert.notEqual(appStoreQr(app.appStoreUrl).path, appStoreQr(`${app.appStoreUrl}0`).path);
});

test('every drawn module lies inside the square the page reserves for the code', () => {
  const {size, path} = appStoreQr(app.appStoreUrl);
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    assert.ok(Number(x) + Number(width) <= size && Number(y) < size, `a module at ${x},${y} is outside ${size}`);
  }
});
