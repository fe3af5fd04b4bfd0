/**
 * The landing page's app screenshots, per language, screen and theme: a real screenshot the owner dropped in
 * `screenshots/source/<locale>/<id>-<theme>.png`, else the mock `screenshots/source/<id>.html` rendered with that
 * language's words, encoded into `screenshots/<locale>/` with the sizes in `src/data/screenshots.json`.
 * The outputs are committed, so neither the build nor CI runs this.
 *
 *   npm run screenshots                  every language
 *   npm run screenshots -- --locale de   one language (the others' files stay)
 *   npm run screenshots -- --locale de --preview
 *       only PNGs of the mocks, to look at, in screenshots-out/mocks/ (quick)
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import sharp from 'sharp';
import type {Browser} from '@playwright/test';
import {launchChromium} from './chromium';
import {DEFAULT_LOCALE, LOCALE_CODES, isLocaleCode, localeOf, type LocaleCode} from '../src/i18n/locales';
import {learnedLanguage} from '../src/i18n/learning';
import {mockStringsToRender, readMockStrings, stringsFile, stringsProblems} from '../plugins/mockWords';

/** Every screen of `screenshots/source/`, in the order the page uses them. */
const SCREENS = ['vocabulary', 'add-words', 'games', 'word-sets'] as const;
const THEMES = ['light', 'dark'] as const;
/**
 * Rendered widths. Every phone on the page shows its screen 300-334 CSS px
 * wide: 450 for phones at 1.5x, 600 for Lighthouse's 1.75x, 780 for 2x
 * (desktops, phones up to 2.6x), 1000 for 3x phones (302-334 px at 3x is
 * 906-1002 px: 780 was upscaled 1.16x there); 300 for 1x screens.
 */
const WIDTHS = [300, 450, 600, 780, 1000] as const;
const FALLBACK_WIDTH = 600;

const SCALE = 3;

const sourceDir = 'screenshots/source';
const PREVIEW_DIR = 'screenshots-out/mocks';
const manifestPath = 'src/data/screenshots.json';

type Size = {width: number; height: number};
interface Manifest {
  widths: readonly number[];
  fallbackWidth: number;
  locales: Record<string, Record<string, Size>>;
}

/** Where a language's encoded screenshots go: its build imports them (plugins/bundledFiles.ts). */
function screensDir(locale: LocaleCode): string {
  return path.join('screenshots', locale);
}

async function sourcePng(browser: Browser, locale: LocaleCode, id: string, theme: 'light' | 'dark'): Promise<Buffer> {
  const dropped = path.join(sourceDir, locale, `${id}-${theme}.png`);
  if (existsSync(dropped)) {
    console.log(`  ${locale} ${id} ${theme}: ${dropped}`);
    return sharp(dropped).png().toBuffer();
  }
  const {htmlLang, direction} = localeOf(locale);
  const page = await browser.newPage({
    viewport: {width: 390, height: 844},
    deviceScaleFactor: SCALE,
    colorScheme: theme,
    locale: htmlLang,
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The mock's words, there before its script runs (a file:// page cannot fetch the JSON).
  await page.addInitScript((mock) => Object.assign(window, {MOCK: mock}), {
    locale,
    lang: htmlLang,
    dir: direction,
    learning: learnedLanguage(locale),
    strings: mockStringsToRender(locale),
  });
  await page.goto(pathToFileURL(path.resolve(sourceDir, `${id}.html`)).href);
  await page.evaluate(() => document.fonts.ready);
  const missing = await page.evaluate(() => (window as unknown as {MOCK_MISSING?: string[]}).MOCK_MISSING ?? []);
  if (errors.length || missing.length) {
    await page.close();
    throw new Error(
      `${id}.html in ${locale}: ${[...errors, ...missing.map((key) => `no text for "${key}" in ${stringsFile(locale)}`)].join('; ')}`,
    );
  }
  const png = await page.screenshot({type: 'png'});
  await page.close();
  console.log(`  ${locale} ${id} ${theme}: rendered ${id}.html`);
  return png;
}

/** The languages named with `--locale` (repeatable), or all of them. */
function requestedLocales(args: readonly string[]): LocaleCode[] {
  const named = args.flatMap((arg, i) => (arg === '--locale' ? [args[i + 1] ?? ''] : []));
  for (const code of named) {
    if (!isLocaleCode(code)) {
      throw new Error(`--locale ${code}: not a language of the site; choose one of ${LOCALE_CODES.join(', ')}.`);
    }
  }
  return named.length ? (named as LocaleCode[]) : [...LOCALE_CODES];
}

/** Stops before any rendering when a language's words do not have English's shape. */
function checkStrings(locales: readonly LocaleCode[]): void {
  const reference = readMockStrings(DEFAULT_LOCALE);
  const problems = locales.flatMap((locale) => {
    if (!existsSync(stringsFile(locale))) return [`${stringsFile(locale)} is missing: copy en.json and translate it`];
    return stringsProblems(reference, readMockStrings(locale)).map((p) => `${stringsFile(locale)}: ${p}`);
  });
  if (problems.length) throw new Error(`The mocks' words need fixing first:\n  ${problems.join('\n  ')}`);
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

async function preview(locales: readonly LocaleCode[]): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const locale of locales) {
      const dir = path.join(PREVIEW_DIR, locale);
      mkdirSync(dir, {recursive: true});
      for (const id of SCREENS) {
        for (const theme of THEMES)
          writeFileSync(path.join(dir, `${id}-${theme}.png`), await sourcePng(browser, locale, id, theme));
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`PNGs in ${PREVIEW_DIR}/<locale>/; nothing encoded, the site's files unchanged`);
}

function readManifest(): Manifest {
  const empty: Manifest = {widths: WIDTHS, fallbackWidth: FALLBACK_WIDTH, locales: {}};
  if (!existsSync(manifestPath)) return empty;
  const old = JSON.parse(readFileSync(manifestPath, 'utf8')) as Partial<Manifest>;
  // Other languages' files were made at the old widths: keep them only if those did not change.
  const same = JSON.stringify(old.widths) === JSON.stringify(WIDTHS) && old.fallbackWidth === FALLBACK_WIDTH;
  return same && old.locales ? {...empty, locales: old.locales} : empty;
}

async function main(): Promise<void> {
  const locales = requestedLocales(process.argv.slice(2));
  checkStrings(locales);
  if (process.argv.includes('--preview')) return preview(locales);
  const manifest = readManifest();
  const browser = await launchChromium();
  try {
    for (const locale of locales) {
      const dir = screensDir(locale);
      rmSync(dir, {recursive: true, force: true});
      mkdirSync(dir, {recursive: true});
      const screens: Record<string, Size> = {};
      for (const id of SCREENS) {
        const sizes = [];
        for (const theme of THEMES) {
          const png = await sourcePng(browser, locale, id, theme);
          sizes.push(await encode(png, path.join(dir, `${id}-${theme}`)));
        }
        if (sizes[0].height !== sizes[1].height) {
          throw new Error(`${locale} ${id}: the light and dark screenshots differ in size`);
        }
        screens[id] = sizes[0];
      }
      manifest.locales[locale] = screens;
      console.log(`${readdirSync(dir).length} files in ${dir}`);
    }
  } finally {
    await browser.close();
  }
  // Read again before writing: runs for other languages may have finished meanwhile.
  const latest = readManifest();
  for (const locale of locales) {
    latest.locales[locale] = manifest.locales[locale]!;
  }
  Object.assign(manifest, latest);
  // Languages in the site's order, whatever order they were rendered in.
  const ordered = {
    ...manifest,
    locales: Object.fromEntries(LOCALE_CODES.filter((c) => manifest.locales[c]).map((c) => [c, manifest.locales[c]])),
  };
  writeFileSync(manifestPath, `${JSON.stringify(ordered, null, 2)}\n`);
  console.log(`sizes in ${manifestPath}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
