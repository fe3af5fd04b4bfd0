/**
 * `npm run font`: the brand's faces, subset to the letters the site sets in them, into `src/fonts/` (committed):
 * - `wordmark`: the app's name, in the header of every page;
 * - `hero-<script>`: the landing page's headline and its pictured word, preloaded there;
 * - `display-<script>`: every heading of the landing page;
 * - `inter-<weight>`: every word of the app's screens drawn as HTML (the screenshots are in Inter too);
 * - `documents-latin`, `documents-accents` (Latin Extended): the display face whole, for the headings editors
 *   write (documents, 404).
 * Latin pages use Bricolage Grotesque, Japanese Zen Maru Gothic, Arabic Alexandria; Fontsource splits a Japanese face
 * into many files, which `pyftmerge` (Debian's package fonttools) joins. `src/fonts/glyphs.json` lists what each file
 * holds; a unit test fails, naming the letter and the language, when a text needs one it lacks: run this again.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import {app} from '../src/data/app';
import {HERO_WORDS} from '../src/data/heroWord';
import {LOCALE_CODES, type LocaleCode} from '../src/i18n/locales';
import {languageMessages, sourceMessages, type Messages} from '../plugins/i18n/messages';
import {mapMockStrings, mockWords, readMockStrings} from '../plugins/mockWords';
import {markedRuns} from '../src/data/markedText';

type Script = 'latin' | 'ja' | 'ar';
export const scriptOf = (locale: LocaleCode): Script => (locale === 'ja' || locale === 'ar' ? locale : 'latin');

/** A message as the page sets it: placeholders are filled in, so they need no letters of their own. */
const letters = (text: string) => text.replace(/\{\w+\}|<[^>]+>/g, '');

/** The messages the landing page sets in the display face: its headline, headings and the centrepiece's large words. */
const DISPLAY = /^(home\.(.+\.)?(title|headline|headline\.keep|prompt)|notFound\.title)$/;

/** A language's mock words: all of them, and those the centrepiece sets large (the memory aid's hook and word). */
export interface MockText {
  readonly all: string;
  readonly large: string;
}

/** What each file must hold, from every language's messages and mocks. */
export function fontTexts(messages: ReadonlyMap<LocaleCode, Messages>, mocks: ReadonlyMap<LocaleCode, MockText>) {
  const texts: Record<string, string> = {wordmark: app.name};
  const add = (file: string, text: string) => (texts[file] = (texts[file] ?? '') + letters(text));
  const learnedWords = Object.values(HERO_WORDS)
    .map(({article, parts}) => `${article} ${parts.join('')}·=`)
    .join(' ');
  add('hero-latin', learnedWords);
  for (const locale of LOCALE_CODES) {
    const m = messages.get(locale)!;
    const script = scriptOf(locale);
    add(`hero-${script}`, `${m['home.hero.headline']} ${m['home.hero.headline.keep']}`);
    for (const [id, message] of Object.entries(m)) if (DISPLAY.test(id)) add(`display-${script}`, message);
    // The centrepiece sets the memory aid's hook large, and the (Latin) word met on the menu.
    add(`display-${script}`, mocks.get(locale)!.large);
    add('display-latin', mocks.get(locale)!.large.replace(/[^\p{Script=Latin}\s\p{P}]/gu, ''));
    for (const weight of ['400', '600', '700']) add(`inter-${weight}`, mocks.get(locale)!.all);
  }
  return Object.fromEntries(
    Object.entries(texts).map(([file, text]) => [
      file,
      // The spaces, and the no-break space the headings set between sentences (`src/components/Marker`).
      [...new Set(text.replace(/\s/g, ''))].sort().join('') + ' \u00a0',
    ]),
  );
}

const fontsource = (name: string, file: string) => require.resolve(`@fontsource/${name}/files/${file}`);

/** Where each file's letters come from. */
const SOURCES: Record<string, () => Promise<Buffer>> = {
  wordmark: async () => readFileSync(fontsource('bricolage-grotesque', 'bricolage-grotesque-latin-800-normal.woff2')),
  'hero-latin': async () =>
    readFileSync(fontsource('bricolage-grotesque', 'bricolage-grotesque-latin-800-normal.woff2')),
  'display-latin': async () =>
    readFileSync(fontsource('bricolage-grotesque', 'bricolage-grotesque-latin-800-normal.woff2')),
  'hero-ar': async () => readFileSync(fontsource('alexandria', 'alexandria-arabic-800-normal.woff2')),
  'display-ar': async () => readFileSync(fontsource('alexandria', 'alexandria-arabic-800-normal.woff2')),
  'inter-400': async () => readFileSync(fontsource('inter', 'inter-latin-400-normal.woff2')),
  'inter-600': async () => readFileSync(fontsource('inter', 'inter-latin-600-normal.woff2')),
  'inter-700': async () => readFileSync(fontsource('inter', 'inter-latin-700-normal.woff2')),
};

/** Faces copied whole: what they set is the editors' to write. */
const WHOLE: Record<string, string> = {
  'documents-latin': 'bricolage-grotesque-latin-800-normal.woff2',
  'documents-accents': 'bricolage-grotesque-latin-ext-800-normal.woff2',
};

/** Zen Maru Gothic's files hold a range of characters each: the ones `text` needs, joined into one face. */
async function japanese(text: string): Promise<Buffer> {
  const css = readFileSync(require.resolve('@fontsource/zen-maru-gothic/900.css'), 'utf8');
  const dir = mkdtempSync(path.join(tmpdir(), 'fonts-'));
  const parts: string[] = [];
  for (const [, file, ranges] of css.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)[^}]*unicode-range:\s*([^;]+);/g)) {
    const inRange = (code: number) =>
      ranges!.split(',').some((range) => {
        const [from, to] = range.trim().replace('U+', '').split('-');
        return code >= parseInt(from!, 16) && code <= parseInt(to ?? from!, 16);
      });
    const chars = [...text].filter((char) => inRange(char.codePointAt(0)!)).join('');
    if (!chars) continue;
    const part = path.join(dir, `${parts.length}.ttf`);
    writeFileSync(
      part,
      await subsetFont(readFileSync(fontsource('zen-maru-gothic', file!)), chars, {targetFormat: 'truetype'}),
    );
    parts.push(part);
  }
  const merged = path.join(dir, 'merged.ttf');
  execFileSync('pyftmerge', [`--output-file=${merged}`, ...parts], {stdio: 'inherit'});
  return readFileSync(merged);
}

/** What each file must hold for the site as its messages and mocks are now. */
export async function siteFontTexts(): Promise<Record<string, string>> {
  const english = await sourceMessages('.');
  const messages = new Map(LOCALE_CODES.map((locale) => [locale, languageMessages('.', english, locale)]));
  const mocks = new Map(
    LOCALE_CODES.map((locale): [LocaleCode, MockText] => {
      let all = '';
      const strings = readMockStrings(locale);
      mapMockStrings(strings, (text) => ((all += ` ${text}`), text));
      const aid = markedRuns(mockWords(strings).memoryAid);
      const large = aid.filter((run) => run.mark === 'hook' || run.mark === 'learned').map((run) => run.text);
      return [locale, {all: letters(all), large: large.join(' ')}];
    }),
  );
  return fontTexts(messages, mocks);
}

async function main(): Promise<void> {
  const texts = await siteFontTexts();
  for (const [file, text] of Object.entries(texts)) {
    const source = file.endsWith('-ja') ? await japanese(text) : await SOURCES[file]!();
    const font = await subsetFont(source, text, {targetFormat: 'woff2'});
    writeFileSync(`src/fonts/${file}.woff2`, font);
    console.log(`src/fonts/${file}.woff2: ${[...text].length - 1} letters, ${(font.length / 1024).toFixed(1)} KiB`);
  }
  for (const [file, source] of Object.entries(WHOLE)) {
    writeFileSync(`src/fonts/${file}.woff2`, readFileSync(fontsource('bricolage-grotesque', source)));
  }
  writeFileSync('src/fonts/glyphs.json', `${JSON.stringify(texts, null, 2)}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
