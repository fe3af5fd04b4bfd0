/**
 * Writes `src/fonts/inter-tight-wordmark-700.woff2`: the wordmark's face (Inter
 * Tight Bold, from Fontsource) with the app name's letters only, about 1 KiB, so
 * small that the bundler puts it inside the CSS and no page waits for a font.
 * Every other text is in the phone's own face.
 *
 * The output is committed; run it again after renaming the app or updating
 * @fontsource/inter-tight:
 *   npm run font
 */
import {readFileSync, writeFileSync} from 'node:fs';
import subsetFont from 'subset-font';
import {app} from '../src/data/app';

const SOURCE = require.resolve('@fontsource/inter-tight/files/inter-tight-latin-700-normal.woff2');
const WORDMARK = 'src/fonts/inter-tight-wordmark-700.woff2';

async function main(): Promise<void> {
  // With the layout closure: the name keeps its kerning.
  const wordmark = await subsetFont(readFileSync(SOURCE), app.name, {targetFormat: 'woff2'});
  writeFileSync(WORDMARK, wordmark);
  console.log(`${WORDMARK}: ${(wordmark.length / 1024).toFixed(1)} KiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
