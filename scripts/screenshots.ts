/**
 * Builds the app screenshots the landing page shows.
 *
 * For each screen and theme it takes `screenshots/source/<id>-<theme>.png` if
 * the owner dropped a real screenshot there, else renders the mock screen
 * `screenshots/source/<id>.html` in headless Chromium (390 x 844 points at
 * 3x, in that colour scheme). It then encodes AVIF and WebP at every width of
 * `WIDTHS` plus a JPEG fallback into `static/img/screens/`, and records the
 * sizes in `src/data/screenshots.json`; crops of `CLOSE_UPS` go the same way.
 * The outputs are committed, so neither the build nor CI runs this.
 *
 *   npm run screenshots
 */
import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import sharp from 'sharp';
import type {Browser} from '@playwright/test';
import {launchChromium} from './chromium';

/** Every screen of `screenshots/source/`, in the order the page uses them. */
const SCREENS = ['vocabulary', 'add-words', 'games', 'word-sets', 'word'] as const;
const THEMES = ['light', 'dark'] as const;
/**
 * Rendered widths. Every phone on the page shows its screen 300-334 CSS px
 * wide: 450 for phones at 1.5x, 600 for Lighthouse's 1.75x, 780 for 2x
 * (desktops, phones up to 2.6x), 1000 for 3x phones (302-334 px at 3x is
 * 906-1002 px: 780 was upscaled 1.16x there); 300 for 1x screens.
 */
const WIDTHS = [300, 450, 600, 780, 1000] as const;
const FALLBACK_WIDTH = 600;

/**
 * Details shown larger than a phone (up to 480 CSS px, so 1000 px covers 2x
 * desktops and 3x phones): a rectangle of a screen, in points.
 */
const CLOSE_UPS: readonly {
  readonly id: string;
  readonly screen: string;
  readonly rect: {readonly left: number; readonly top: number; readonly width: number; readonly height: number};
}[] = [
  // None today: the landing page shows every screen whole, at one scale. The
  // café menu's close-up was dropped for that reason; add one back here.
];
const CLOSE_UP_WIDTHS = [400, 700, 1000] as const;
const SCALE = 3;

const sourceDir = 'screenshots/source';
const outDir = 'static/img/screens';
const manifestPath = 'src/data/screenshots.json';

async function sourcePng(browser: Browser, id: string, theme: 'light' | 'dark'): Promise<Buffer> {
  const dropped = path.join(sourceDir, `${id}-${theme}.png`);
  if (existsSync(dropped)) {
    console.log(`  ${id} ${theme}: ${dropped}`);
    return sharp(dropped).png().toBuffer();
  }
  const page = await browser.newPage({
    viewport: {width: 390, height: 844},
    deviceScaleFactor: SCALE,
    colorScheme: theme,
  });
  await page.goto(pathToFileURL(path.resolve(sourceDir, `${id}.html`)).href);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({type: 'png'});
  await page.close();
  console.log(`  ${id} ${theme}: rendered ${id}.html`);
  return png;
}

async function encode(
  png: Buffer,
  base: string,
  widths: readonly number[] = WIDTHS,
): Promise<{width: number; height: number}> {
  const meta = await sharp(png).metadata();
  const aspect = meta.height! / meta.width!;
  for (const width of widths) {
    const resized = sharp(png).resize({width, withoutEnlargement: true});
    await resized.clone().avif({quality: 48, effort: 6}).toFile(`${base}-${width}.avif`);
    await resized.clone().webp({quality: 78, effort: 6}).toFile(`${base}-${width}.webp`);
  }
  await sharp(png)
    .resize({width: FALLBACK_WIDTH})
    .flatten({background: '#ffffff'})
    .jpeg({quality: 80, mozjpeg: true})
    .toFile(`${base}-${FALLBACK_WIDTH}.jpg`);
  const largest = Math.max(...widths);
  return {width: largest, height: Math.round(largest * aspect)};
}

async function main(): Promise<void> {
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  const browser = await launchChromium();
  const screens: Record<string, {width: number; height: number}> = {};
  const closeUps: Record<string, {width: number; height: number; widths: readonly number[]}> = {};
  try {
    for (const id of SCREENS) {
      const sizes = [];
      for (const theme of THEMES) {
        const png = await sourcePng(browser, id, theme);
        sizes.push(await encode(png, path.join(outDir, `${id}-${theme}`)));
        for (const closeUp of CLOSE_UPS.filter((c) => c.screen === id)) {
          // Points to pixels of the source, whatever its scale (a real screenshot may be 2x).
          const scale = (await sharp(png).metadata()).width! / 390;
          const rect = Object.fromEntries(Object.entries(closeUp.rect).map(([k, v]) => [k, Math.round(v * scale)])) as {
            left: number;
            top: number;
            width: number;
            height: number;
          };
          const crop = await sharp(png).extract(rect).png().toBuffer();
          const size = await encode(crop, path.join(outDir, `${closeUp.id}-${theme}`), CLOSE_UP_WIDTHS);
          closeUps[closeUp.id] = {...size, widths: CLOSE_UP_WIDTHS};
        }
      }
      if (sizes[0].height !== sizes[1].height) {
        throw new Error(`${id}: the light and dark screenshots differ in size`);
      }
      screens[id] = sizes[0];
    }
  } finally {
    await browser.close();
  }
  const manifest = {widths: WIDTHS, fallbackWidth: FALLBACK_WIDTH, screens, closeUps};
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${readdirSync(outDir).length} files in ${outDir}; sizes in ${manifestPath}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
