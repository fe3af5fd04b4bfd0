/**
 * `npm run brand`: the favicons, the web manifest's icons and `static/site.webmanifest` from `static/img/logo.svg`
 * and the app facts, and one share card per language (`brand/social-card.html` with that language's headline).
 * Outputs are committed; run it again after changing a source.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';
import {launchChromium} from './chromium';
import {app} from '../src/data/app';
import {LOCALES} from '../src/i18n/locales';
import {SOCIAL_CARD} from '../src/data/socialCard';
import {siteMessages} from '../plugins/i18n/messages';

const img = 'static/img';

/** The mark without its tile (the first `<rect>`), its coordinates, and the tile's colour for full-bleed icons. */
function markParts(): {body: string; viewBox: string; tile: string} {
  const source = readFileSync(`${img}/logo.svg`, 'utf8');
  const tile = /<rect[^>]*\/>/.exec(source)![0];
  return {
    body: source
      .replace(/<svg[^>]*>/, '')
      .replace('</svg>', '')
      .replace(tile, '')
      .trim(),
    viewBox: /viewBox="([^"]+)"/.exec(source)![1]!,
    tile: /fill="([^"]+)"/.exec(tile)![1]!,
  };
}

async function icons(): Promise<void> {
  const mark = readFileSync(`${img}/logo.svg`);
  const png = (size: number) =>
    sharp(mark, {density: 72 * (size / 32) * 2})
      .resize(size, size)
      .png()
      .toBuffer();
  writeFileSync('static/favicon.ico', await pngToIco(await Promise.all([16, 32, 48].map(png))));
  writeFileSync(`${img}/icon-192.png`, await png(192));
  writeFileSync(`${img}/icon-512.png`, await png(512));
  // Full-bleed squares: iOS and Android round the corners themselves. The
  // mark is scaled into the maskable safe zone (the inner 80%).
  const fullBleed = async (size: number, scale: number) => {
    const inner = Math.round(size * scale);
    const {body, viewBox, tile} = markParts();
    const glyph = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="${viewBox}">${body}</svg>`),
      {density: 72 * (inner / 32) * 2},
    )
      .resize(inner, inner)
      .png()
      .toBuffer();
    return sharp({create: {width: size, height: size, channels: 4, background: tile}})
      .composite([{input: glyph, gravity: 'center'}])
      .png()
      .toBuffer();
  };
  writeFileSync(`${img}/apple-touch-icon.png`, await fullBleed(180, 1));
  writeFileSync(`${img}/icon-maskable-512.png`, await fullBleed(512, 0.8));
}

/** What a language's card says: the headline (before, marked word, after) and the badge's call to action. */
function cardWords(messages: Readonly<Record<string, string>>, lang: string, dir: 'ltr' | 'rtl') {
  const title = messages['home.hero.headline']!;
  const at = title.indexOf('{keep}');
  return {
    lang,
    dir,
    headline: [title.slice(0, at), messages['home.hero.headline.keep']!, title.slice(at + '{keep}'.length)] as const,
    store: messages['appStoreBadge.alt']!.replace('{appName}', app.name),
  };
}

async function socialCards(): Promise<void> {
  const browser = await launchChromium();
  const page = await browser.newPage({viewport: SOCIAL_CARD});
  mkdirSync('brand/social-card', {recursive: true});
  for (const locale of LOCALES) {
    const words = cardWords(await siteMessages('.', locale.code), locale.htmlLang, locale.direction);
    await page.goto(pathToFileURL(path.resolve('brand/social-card.html')).href);
    await page.evaluate(
      (w) => {
        document.documentElement.lang = w.lang;
        document.documentElement.dir = w.dir;
        const headline = document.querySelector('[data-card="headline"]')!;
        const mark = document.createElement('mark');
        mark.textContent = w.headline[1];
        // The headline's first sentence (or clause) on a line of its own, as the English card has it.
        const end = /[.。、،]\s*/u.exec(w.headline[0]);
        const before = end
          ? [
              w.headline[0].slice(0, end.index + 1),
              document.createElement('br'),
              w.headline[0].slice(end.index + end[0].length),
            ]
          : [w.headline[0]];
        headline.replaceChildren(...before, mark, w.headline[2]);
        document.querySelector('[data-card="store"]')!.textContent = w.store;
        // The language's own app screens, as its landing page shows them.
        for (const img of Array.from(document.querySelectorAll<HTMLImageElement>('img[data-screen]'))) {
          img.src = img.src.replace('/screenshots/en/', `/screenshots/${w.code}/`);
        }
      },
      {...words, code: locale.code},
    );
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('img[data-screen]')).every((img) => img.complete),
    );
    const shot = await page.screenshot({type: 'png'});
    await sharp(shot).jpeg({quality: 86, mozjpeg: true}).toFile(`brand/social-card/${locale.code}.jpg`);
  }
  await browser.close();
}

/** The web manifest, from the app facts. Paths are relative, so any base URL works. */
async function webManifest(): Promise<void> {
  const manifest = {
    name: app.name,
    short_name: app.name,
    description: (await siteMessages('.', 'en'))['home.meta.description'],
    start_url: '.',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: markParts().tile,
    icons: [
      {src: 'img/icon-192.png', sizes: '192x192', type: 'image/png'},
      {src: 'img/icon-512.png', sizes: '512x512', type: 'image/png'},
      {src: 'img/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable'},
    ],
  };
  writeFileSync('static/site.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`);
}

async function main(): Promise<void> {
  await webManifest();
  await icons();
  await socialCards();
  console.log(`Brand files written to ${img}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
