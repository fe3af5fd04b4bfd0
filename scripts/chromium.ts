import {chromium, type Browser} from '@playwright/test';

/**
 * The one Chromium every tool here drives: Debian's (browser downloads are
 * impossible here), or the binary `CHROMIUM_PATH` names.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Root in a container, on a machine whose network is closed. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Screenshots and renders in plain sRGB, the same on every machine.
  '--force-color-profile=srgb',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath, args: CHROMIUM_ARGS});
}
