import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {facts, type AppFacts} from '../../src/data/app';
import {LOCALES} from '../../src/i18n/locales';
import {isPlaceholder, placeholder} from '../../src/lib/placeholder';
import {
  BADGES,
  FACTS_FILE,
  FACT_NAMES,
  STAND_IN_BADGE_MARKER,
  badgePath,
  badgeProblems,
  factProblems,
} from '../../scripts/launch-rules';
import {formatProblem, githubAnnotation} from '../../scripts/problems';
import {filledFacts} from './support/filledFacts';

/**
 * `npm run check:launch` on the site's own facts and on filled-in versions of them: each placeholder left is named
 * with its line and what to do, a filled-in file passes.
 */
const source = readFileSync(FACTS_FILE, 'utf8');
const problems = (given: AppFacts) => factProblems(given, source);

test('the facts filled in, and Apple’s badges, pass', () => {
  assert.deepEqual(problems(filledFacts).map(formatProblem), []);
  const apple = '<svg><title>Download on the App Store</title></svg>';
  assert.deepEqual(
    badgeProblems([{code: 'en', name: 'English'}], () => apple),
    [],
  );
});

test('owner words given in English only name each language whose pages would show them; in every language they pass', () => {
  const englishOnly = problems({
    ...filledFacts,
    company: {...filledFacts.company, governingLaw: 'the laws of Testland'},
  });
  assert.equal(englishOnly.length, 1);
  assert.match(
    englishOnly[0]!.message,
    /^Governing law: no words in Spanish \(es\), Brazilian Portuguese \(pt-BR\), German \(de\), French \(fr\), Japanese \(ja\), Arabic \(ar\): the terms in those languages would show it in another language/,
  );
  const award = problems({
    ...filledFacts,
    endorsements: [{kind: 'award', name: {en: 'App of the Day', de: 'App des Tages'}, year: 2026}],
  });
  assert.match(
    award[0]!.message,
    /^Ratings, awards and press quotes: no words in Spanish \(es\), Brazilian Portuguese \(pt-BR\), French/,
  );
  assert.deepEqual(problems(filledFacts), []);
});

test("every placeholder left in the site's own facts is named, on its line in src/data/app.ts, with what to fill in", () => {
  const found = problems(facts);
  const lines = source.split('\n');
  const placeholdersIn = (object: object, prefix = ''): string[] =>
    Object.entries(object).flatMap(([key, value]) => {
      const name = prefix + key;
      if (isPlaceholder(value)) return [name];
      const group = Object.keys(FACT_NAMES).some((fact) => fact.startsWith(`${name}.`));
      return group ? placeholdersIn(value as object, `${name}.`) : [];
    });
  const placeholders = placeholdersIn(facts);
  assert.ok(placeholders.length > 0);
  assert.equal(found.length, placeholders.length, found.map(formatProblem).join('\n'));
  for (const [i, name] of placeholders.entries()) {
    const problem = found.find((p) => p.message.startsWith(`${FACT_NAMES[name]}: not filled in yet`));
    assert.ok(problem, name);
    assert.equal(problem.file, 'src/data/app.ts');
    assert.match(
      lines[problem.line - 1]!,
      new RegExp(`\\b${name.split('.').at(-1)}: placeholder\\(`),
      `${name} (#${i})`,
    );
    assert.match(problem.message, /Replace the whole placeholder\(…\) that starts on this line with the value\.$/);
  }
});

test('a placeholder with a stand-in says what the site uses meanwhile', () => {
  const [problem] = problems({...filledFacts, appStoreId: placeholder('The digits.', '6700000000')});
  assert.match(
    problem!.message,
    /^App Store id: not filled in yet \(the site uses the stand-in 6700000000 meanwhile\)\. The digits\./,
  );
});

test('a stand-in or a label kept as the value, without placeholder(…), is still caught', () => {
  const found = problems({
    ...filledFacts,
    supportEmail: 'support@example.com',
    siteUrl: 'https://wordkeep.example.com',
    company: {...filledFacts.company, name: '[Company name]', email: 'legal@shop.test'},
  }).map((p) => p.message);
  assert.equal(found.length, 4, found.join('\n'));
  assert.match(found.join('\n'), /Support e-mail address: support@example.com is an example address/);
  assert.match(found.join('\n'), /Website address: https:\/\/wordkeep.example.com is an example address/);
  assert.match(found.join('\n'), /Company name: \[Company name\] is a label, not the value/);
  assert.match(found.join('\n'), /Company e-mail address: legal@shop.test is an example address/);
});

test('a filled-in value that cannot be right says how to write it', () => {
  const cases: [Partial<AppFacts>, RegExp][] = [
    [{appStoreId: 'id1234567890'}, /write only its digits/],
    [{supportEmail: 'help at wordkeep'}, /not a complete e-mail address/],
    [{siteUrl: 'https://wordkeep-test.app/'}, /no \/ at the end/],
    [{siteUrl: 'http://wordkeep-test.app'}, /write https:\/\//],
    [{languages: []}, /the list is empty/],
    [{languages: ['es', 'not a language']}, /"not a language" is not a language code/],
    [{minimumIos: 'iOS 17'}, /write the number alone, like '17.0'/],
    [{priceModel: {kind: 'paid', amount: '4,99', currency: 'USD'}}, /amount in digits/],
    [{priceModel: {kind: 'paid', amount: '4.99', currency: 'dollars'}}, /three-letter code/],
    [{company: {...filledFacts.company, postalAddress: ''}}, /Company postal address: empty/],
  ];
  for (const [change, expected] of cases) {
    const found = problems({...filledFacts, ...change});
    assert.equal(found.length, 1, `${JSON.stringify(change)}\n${found.map(formatProblem).join('\n')}`);
    assert.match(found[0]!.message, expected);
  }
});

test('stand-in and missing badges make one line per kind of artwork, naming every language, where Apple’s comes from', () => {
  const languages = [
    {code: 'en', name: 'English'},
    {code: 'de', name: 'German'},
    {code: 'fr', name: 'French'},
  ];
  const standIn = `<svg>\n  <!-- ${STAND_IN_BADGE_MARKER}. Drawn here. -->\n</svg>`;
  const found = badgeProblems(languages, (path) => (path.endsWith('fr/badge-white.svg') ? undefined : standIn));
  assert.deepEqual(
    found.map((p) => p.message.split(':')[0]),
    [
      "The black App Store badge is a stand-in drawn for this site, not Apple's artwork, in English, German, French",
      "The white App Store badge is a stand-in drawn for this site, not Apple's artwork, in English, German",
      'The white App Store badge is missing in French',
    ],
  );
  assert.match(found[0]!.message, /developer\.apple\.com\/app-store\/marketing\/guidelines/);
  assert.match(
    found[0]!.message,
    /save the black one as brand\/app-store\/<language>\/badge-black\.svg, where <language> is en, de, fr/,
  );
});

test('every language the site is published in has both badges in its folder', () => {
  const files = LOCALES.flatMap(({code}) => BADGES.map(({name}) => badgePath({code, name: code}, name)));
  assert.deepEqual(
    files.filter((file) => !existsSync(file)),
    [],
  );
});

test('on GitHub Actions a problem is an error annotation on its file and line', () => {
  const annotation = githubAnnotation(
    {file: 'src/data/app.ts', line: 7, message: 'Price: 100% wrong,\nsee: this'},
    'Not ready to launch',
  );
  assert.equal(
    annotation,
    '::error file=src/data/app.ts,line=7,title=Not ready to launch::Price: 100%25 wrong,%0Asee: this',
  );
});
