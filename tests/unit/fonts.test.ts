import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {siteFontTexts} from '../../scripts/fonts';

test('every font subset holds every letter the site sets in it, in every language (else: npm run font)', async () => {
  const held: Record<string, string> = JSON.parse(readFileSync('src/fonts/glyphs.json', 'utf8'));
  for (const [file, needed] of Object.entries(await siteFontTexts())) {
    const missing = [...needed].filter((letter) => !held[file]?.includes(letter));
    assert.deepEqual(missing, [], `src/fonts/${file}.woff2 lacks ${missing.join(' ')}: run npm run font`);
  }
});
