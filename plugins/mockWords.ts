/**
 * The words of the app mocks, `screenshots/source/strings/<locale>.json`, their one owner: `npm run screenshots`
 * renders the mocks with them, and this plugin hands the page the same words for the language being built.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {MEMORY_PICTURES, type MemoryPicture, type MockWordsData} from '../src/data/siteData';
import {breakPhrases, keepTogetherWords} from './i18n/japanesePhrases';
import {localeOf, type LocaleCode} from '../src/i18n/locales';

export type MockStrings = {readonly [key: string]: MockStrings | string | readonly (MockStrings | string)[]};

export const STRINGS_DIR = 'screenshots/source/strings';

export function stringsFile(locale: string): string {
  return path.join(STRINGS_DIR, `${locale}.json`);
}

export function readMockStrings(locale: string): MockStrings {
  return JSON.parse(readFileSync(stringsFile(locale), 'utf8')) as MockStrings;
}

/** Every text of a strings file through `map`; `$` comments as they are. */
export function mapMockStrings(strings: MockStrings, map: (text: string) => string): MockStrings {
  const each = (value: MockStrings | string): MockStrings | string =>
    typeof value === 'string' ? map(value) : mapMockStrings(value, map);
  return Object.fromEntries(
    Object.entries(strings).map(([key, value]) => [
      key,
      key.startsWith('$') ? value : Array.isArray(value) ? value.map(each) : each(value as MockStrings | string),
    ]),
  ) as MockStrings;
}

/**
 * A language's mock words as the page and the screenshots set them: in Japanese, with the phrase boundaries
 * marked (plugins/i18n/japanesePhrases.ts), so the mocks break lines between phrases as the page does.
 */
export function mockStringsToRender(locale: LocaleCode, siteDir = process.cwd()): MockStrings {
  const strings = readMockStrings(locale);
  if (!localeOf(locale).htmlLang.startsWith('ja')) return strings;
  const keepTogether = keepTogetherWords(siteDir);
  return mapMockStrings(strings, (text) => breakPhrases(text, keepTogether));
}

/**
 * What differs in shape from English's file, in words a translator can act on: `games.tiles: 9 entries, English
 * has 10`. Keys starting with `$` are comments; an empty text is allowed where English has one too.
 */
export function stringsProblems(reference: unknown, candidate: unknown, at = ''): string[] {
  const where = at || 'the file';
  if (typeof reference === 'string') {
    if (typeof candidate !== 'string') return [`${where}: should be a text`];
    return candidate.trim() === '' && reference.trim() !== '' ? [`${where}: is empty`] : [];
  }
  if (Array.isArray(reference)) {
    if (!Array.isArray(candidate)) return [`${where}: should be a list`];
    if (candidate.length !== reference.length) {
      return [`${where}: ${candidate.length} entries, English has ${reference.length}`];
    }
    return reference.flatMap((item, i) => stringsProblems(item, candidate[i], `${at}.${i}`));
  }
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) {
    return [`${where}: should be a group of texts`];
  }
  const ref = reference as Record<string, unknown>;
  const cand = candidate as Record<string, unknown>;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => !k.startsWith('$'));
  const join = (key: string) => (at ? `${at}.${key}` : key);
  return [
    ...keys(ref).flatMap((key) =>
      key in cand ? stringsProblems(ref[key], cand[key], join(key)) : [`${join(key)}: missing`],
    ),
    ...keys(cand)
      .filter((key) => !(key in ref))
      .map((key) => `${join(key)}: not in English's file (a typo?)`),
  ];
}

/** What the page draws as HTML of a language's strings: the hero's card, the centrepiece, the features' scenes. */
export function mockWords(strings: MockStrings): MockWordsData {
  const {addWords, memoryMoment, word, chrome, vocabulary, wordSets, games} = strings as unknown as {
    addWords: {
      menu: MockWordsData['menu'];
      foundLabel: string;
      count: string;
      found: MockWordsData['capture']['found'];
    };
    memoryMoment: {word: string; picture: string};
    word: MockWordsData['wordCard'];
    chrome: {tabs: {words: string}; keyboard: MockWordsData['keyboard']};
    vocabulary: Omit<MockWordsData['vocabulary'], 'rows' | 'aid'> & {
      rows: readonly {word: string; translation: string; tag?: string; aid?: string}[];
    };
    wordSets: MockWordsData['sets'];
    games: {names: {match: string}};
  };
  const {word: title, ipa, translation, exampleLabel, example, exampleTranslation, aidLabel, ai, aid} = word;
  const told = addWords.found.find((found) => found.word === memoryMoment.word);
  if (!told) {
    throw new Error(
      `memoryMoment.word "${memoryMoment.word}" is none of addWords.found's words: write one of them, as it is there.`,
    );
  }
  if (!(MEMORY_PICTURES as readonly string[]).includes(memoryMoment.picture)) {
    throw new Error(
      `memoryMoment.picture "${memoryMoment.picture}" is not a drawing the page has: write one of ${MEMORY_PICTURES.join(', ')}.`,
    );
  }
  return {
    wordCard: {word: title, ipa, translation, exampleLabel, example, exampleTranslation, aidLabel, ai, aid},
    myWords: chrome.tabs.words,
    memoryAid: told.aid,
    memoryPicture: memoryMoment.picture as MemoryPicture,
    menu: addWords.menu,
    foundLabel: addWords.foundLabel,
    vocabulary: {
      sort: vocabulary.sort,
      title: vocabulary.title,
      subtitle: vocabulary.subtitle,
      query: vocabulary.query,
      results: vocabulary.results,
      rows: vocabulary.rows.map(({word: rowWord, translation: rowTranslation, tag}) => ({
        word: rowWord,
        translation: rowTranslation,
        tag: tag ?? '',
      })),
      aid: vocabulary.rows[0]?.aid ?? '',
    },
    capture: {found: addWords.found},
    sets: {
      add: wordSets.add,
      added: wordSets.added,
      sets: wordSets.sets.map(({name, info}) => ({name, info})),
    },
    keyboard: {
      rows: chrome.keyboard.rows,
      numbers: chrome.keyboard.numbers,
      space: chrome.keyboard.space,
      search: chrome.keyboard.search,
    },
    matchPairs: games.names.match,
  };
}
