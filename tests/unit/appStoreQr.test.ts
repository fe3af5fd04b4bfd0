import {test} from 'node:test';
import assert from 'node:assert/strict';
import {appStoreQr} from '../../src/plugins/appStoreQr';
import {app} from '../../src/data/app';
import QRCode from 'qrcode';

/**
 * The QR code is made at build time from the App Store link in `src/data/app.ts`: a new link, a new code. (Whether
 * a phone reads it is the qrcode library's promise; the page test shows it.)
 */
test('the QR code follows the App Store link: another link makes another code', () => {
  assert.equal(appStoreQr(app.appStoreUrl).path, appStoreQr(app.appStoreUrl).path);
  assert.notEqual(appStoreQr(app.appStoreUrl).path, appStoreQr(`${app.appStoreUrl}0`).path);
});

/** The modules a path's strokes cover, as `x,y` keys: `M x y.5` and `m dx 0` move the pen, `h w` draws. */
function drawnModules(path: string): Set<string> {
  const drawn = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b) - 0.5];
    else if (command === 'm') x += Number(a);
    else {
      for (let i = 0; i < Number(a); i++) drawn.add(`${x + i},${y}`);
      x += Number(a);
    }
  }
  return drawn;
}

test('the QR path draws exactly the dark modules of the code, no more and no fewer', () => {
  const {modules} = QRCode.create(app.appStoreUrl, {errorCorrectionLevel: 'M'});
  const dark = new Set<string>();
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) dark.add(`${x},${y}`);
  assert.deepEqual(drawnModules(appStoreQr(app.appStoreUrl).path), dark);
});
