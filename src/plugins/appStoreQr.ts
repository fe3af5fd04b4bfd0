import type {Plugin} from '@docusaurus/types';
import QRCode from 'qrcode';
import {app} from '../data/app';

/** The QR code of the App Store URL as one SVG path, in modules. */
export interface AppStoreQrData {
  /** Modules per side, without the quiet zone. */
  readonly size: number;
  /** Dark modules, one `M x y h w v1 h-w z` run per horizontal stretch. */
  readonly path: string;
}

export const APP_STORE_QR_PLUGIN = 'app-store-qr';

/** Pure, so the unit test can read the same code the page renders. */
export function appStoreQr(url: string): AppStoreQrData {
  const {modules} = QRCode.create(url, {errorCorrectionLevel: 'M'});
  const {size} = modules;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size;) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && modules.get(y, x + run)) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return {size, path};
}

/**
 * Makes the QR code at build time, from the one App Store URL in
 * `src/data/app.ts`, and hands it to the page as global data: the page draws
 * it as inline SVG, so no QR library ships to the browser.
 */
export default function appStoreQrPlugin(): Plugin {
  return {
    name: APP_STORE_QR_PLUGIN,
    loadContent: async () => appStoreQr(app.appStoreUrl),
    contentLoaded: async ({content, actions}) => {
      actions.setGlobalData(content);
    },
  };
}
