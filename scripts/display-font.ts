/**
 * Writes `src/fonts/inter-tight-latin-700.woff2`, the headings' font, from
 * Fontsource's Inter Tight Bold (Latin): every character it has, without the
 * glyphs only OpenType features reach (fractions, tabular and proportional
 * figure sets), which headings never use. 22.2 KiB -> 13.7 KiB, on every first
 * visit to a page in a Latin-script language.
 *
 * And `src/fonts/inter-tight-wordmark-700.woff2`: the app name's letters only
 * (about 1 KiB), the one text in that face on pages whose headings use the
 * phone's fonts for their own script (Japanese, Arabic).
 *
 * The output is committed; run it again after updating @fontsource/inter-tight:
 *   npm run font
 */
import {readFileSync, writeFileSync} from 'node:fs';
import subsetFont from 'subset-font';
import {app} from '../src/data/app';

const SOURCE = require.resolve('@fontsource/inter-tight/files/inter-tight-latin-700-normal.woff2');
const OUTPUT = 'src/fonts/inter-tight-latin-700.woff2';
const WORDMARK = 'src/fonts/inter-tight-wordmark-700.woff2';

/** Every code point a Latin subset can hold; the subsetter keeps those the font has. */
function latinCharacters(): string {
  const ranges: [number, number][] = [
    [0x20, 0x2fff],
    [0xfb00, 0xfffd],
  ];
  return ranges
    .map(([from, to]) => String.fromCodePoint(...Array.from({length: to - from + 1}, (_, i) => from + i)))
    .join('');
}

async function main(): Promise<void> {
  const source = readFileSync(SOURCE);
  const subset = await subsetFont(source, latinCharacters(), {targetFormat: 'woff2', noLayoutClosure: true});
  writeFileSync(OUTPUT, subset);
  console.log(`${OUTPUT}: ${(source.length / 1024).toFixed(1)} KiB -> ${(subset.length / 1024).toFixed(1)} KiB`);
  // With the layout closure: the name keeps its kerning.
  const wordmark = await subsetFont(source, app.name, {targetFormat: 'woff2'});
  writeFileSync(WORDMARK, wordmark);
  console.log(`${WORDMARK}: ${(wordmark.length / 1024).toFixed(1)} KiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
