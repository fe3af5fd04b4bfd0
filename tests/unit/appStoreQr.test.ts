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
