import type {Plugin} from '@docusaurus/types';
import QRCode from 'qrcode';
import {app} from '../data/app';

/** The QR code of the App Store URL as one SVG path, in modules. */
export interface AppStoreQrData {
  /** Modules per side, without the quiet zone. */
  readonly size: number;
  /**
   * Dark modules as strokes one module wide along each row's middle: `M x y.5 h w` for a row's first stretch, then
   * `m gap 0 h w` for the next. Half the bytes of a filled rectangle per stretch, in the page and in its scripts.
   */
  readonly path: string;
}

export const APP_STORE_QR_PLUGIN = 'app-store-qr';

/** Pure, so the unit test can read the same code the page renders. */
export function appStoreQr(url: string): AppStoreQrData {
  const {modules} = QRCode.create(url, {errorCorrectionLevel: 'M'});
  const {size} = modules;
  let path = '';
  for (let y = 0; y < size; y++) {
    // Where the pen stands after the row's last stretch; null before its first.
    let pen: number | null = null;
    for (let x = 0; x < size;) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && modules.get(y, x + run)) run++;
      path += pen === null ? `M${x} ${y}.5h${run}` : `m${x - pen} 0h${run}`;
      pen = x + run;
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
