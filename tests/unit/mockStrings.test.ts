import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {readMockStrings, stringsProblems, STRINGS_DIR} from '../../plugins/mockWords';
import {DEFAULT_LOCALE, LOCALE_CODES} from '../../src/i18n/locales';

const reference = {tabs: {words: 'My words'}, tiles: ['a', 'b'], rows: [{word: 'x', tag: ''}], $comment: 'note'};

test("a language's mock words of English's shape pass, an optional empty text included", () => {
  assert.deepEqual(
    stringsProblems(reference, {tabs: {words: 'Meine Wörter'}, tiles: ['c', 'd'], rows: [{word: 'y', tag: ''}]}),
    [],
  );
});

test('a missing, extra, empty or mistyped text, or a list of another length, is named where it is', () => {
  assert.deepEqual(stringsProblems(reference, {tabs: {wrods: 'x'}, tiles: ['c'], rows: [{word: '', tag: 3}]}), [
    'tabs.words: missing',
    "tabs.wrods: not in English's file (a typo?)",
    'tiles: 1 entries, English has 2',
    'rows.0.word: is empty',
    'rows.0.tag: should be a text',
  ]);
  assert.deepEqual(stringsProblems(reference, []), ['the file: should be a group of texts']);
});

test("every language's mock words have English's shape, and every key the mocks use exists", () => {
  const english = readMockStrings(DEFAULT_LOCALE);
  for (const locale of LOCALE_CODES) assert.deepEqual(stringsProblems(english, readMockStrings(locale)), [], locale);
  const lookup = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], english);
  const mocks = readdirSync('screenshots/source').filter((file) => file.endsWith('.html'));
  for (const file of [...mocks, '_chrome.js']) {
    const source = readFileSync(`screenshots/source/${file}`, 'utf8');
    for (const match of source.matchAll(/data-t="([^"]+)"|\bt\('([^']+)'\)/g)) {
      const key = match[1] ?? match[2]!;
      assert.equal(typeof lookup(key), 'string', `${file} uses "${key}", which ${STRINGS_DIR}/en.json lacks`);
    }
  }
});

test('Arabic counts in the mocks take the form their number calls for (CLDR plural categories, Intl.PluralRules)', () => {
  // 3-10 (few): a plural in the genitive (4 كلمات); 11-99 and what ends in them (many): a singular in the accusative,
  // with its tanween (312 كلمةً, 12 دقيقةً); 100, 1000 and the like (other): a singular in the genitive (100 كلمة).
  const forms: Record<string, Partial<Record<Intl.LDMLPluralRule, string>>> = {
    word: {few: 'كلمات', many: 'كلمةً', other: 'كلمة'},
    minute: {few: 'دقائق', many: 'دقيقةً', other: 'دقيقة'},
  };
  const rules = new Intl.PluralRules('ar');
  const text = JSON.stringify(readMockStrings('ar'));
  const counts = [...text.matchAll(/(\d+) ((?:كلم|دقي|دقائق)[\u0600-\u06ff]*)/gu)];
  assert.ok(counts.length >= 10, `only ${counts.length} counts found`);
  for (const [whole, number, noun] of counts) {
    const category = rules.select(Number(number));
    const idea = /^كلم/.test(noun!) ? 'word' : 'minute';
    assert.equal(noun, forms[idea]![category], `"${whole}": ${category} needs ${forms[idea]![category]}`);
  }
});
