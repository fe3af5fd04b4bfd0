import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {LOCALES} from '../../src/i18n/locales';
import {
  BADGES,
  badgePath,
  FACT_NAMES,
  STAND_IN_BADGE_MARKER,
  badgeProblems,
  factProblems,
  findFactPlaceholders,
  formatLaunchProblem,
  githubAnnotation,
  launchProblems,
  type TextFile,
} from '../../scripts/launch-rules';

/**
 * `npm run check:launch` on small versions of `src/data/app.ts` and of the
 * badges: each kind of placeholder left is named with its line and what to
 * do, a filled-in file passes.
 */
const FILLED: Readonly<Record<string, string>> = {
  appStoreId: "'1234567890'",
  supportEmail: "'help@wordkeep-test.app'",
  siteUrl: "'https://wordkeep-test.app'",
  languages: "['es', 'fr', 'pt-BR']",
  priceModel: "{kind: 'inAppPurchases'}",
  minimumIos: "'17.0'",
  account: "'optional'",
  'company.name': "'Test Learning Ltd'",
  'company.postalAddress': "'1 Test Street, Testville, Testland'",
  'company.governingLaw': "'the laws of Testland'",
  'memoryAids.writtenBy': "'an AI model from Test Labs'",
  'memoryAids.wordsLeaveThePhone': 'true',
  endorsements: '[]',
};

/** A facts file in the shape of `src/data/app.ts`, each fact as given or as in `FILLED`. */
function factsFile(given: Partial<Record<string, string>> = {}): TextFile {
  const value = (name: string) => given[name] ?? FILLED[name];
  const text = [
    "import {placeholder} from './placeholder';",
    '',
    'export const facts: AppFacts = {',
    "  name: 'Wordkeep',",
    "  pitch: 'Your own vocabulary.',",
    ...['appStoreId', 'supportEmail', 'siteUrl', 'languages', 'priceModel', 'minimumIos', 'account'].map(
      (name) => `  ${name}: ${value(name)},`,
    ),
    '  company: {',
    ...['name', 'postalAddress', 'governingLaw'].map((name) => `    ${name}: ${value(`company.${name}`)},`),
    ...(given['company.email'] ? [`    email: ${given['company.email']},`] : []),
    '  },',
    '  memoryAids: {',
    ...['writtenBy', 'wordsLeaveThePhone'].map((name) => `    ${name}: ${value(`memoryAids.${name}`)},`),
    '  },',
    `  endorsements: ${value('endorsements')},`,
    '};',
    '',
  ].join('\n');
  return {path: 'src/data/app.ts', text};
}

const lineOf = (file: TextFile, fragment: string) => file.text.slice(0, file.text.indexOf(fragment)).split('\n').length;

const languages = [
  {code: 'en', name: 'English'},
  {code: 'de', name: 'German'},
];
const appleBadges: TextFile[] = languages.flatMap((language) =>
  BADGES.map(({name}) => ({
    path: badgePath(language, name),
    text: '<svg xmlns="http://www.w3.org/2000/svg"><title>Download on the App Store</title></svg>',
  })),
);

test('a facts file with every fact filled in, and Apple’s badges, pass', () => {
  assert.deepEqual(launchProblems({facts: factsFile(), badges: appleBadges, languages}), []);
});

for (const name of Object.keys(FILLED)) {
  test(`a placeholder left for ${name} is named, with its line and what to fill in`, () => {
    const file = factsFile({[name]: "placeholder('What the owner writes here.')"});
    const problems = factProblems(file);
    assert.equal(problems.length, 1, problems.map(formatLaunchProblem).join('\n'));
    const [problem] = problems;
    assert.equal(problem.line, lineOf(file, 'placeholder('));
    assert.equal(problem.file, 'src/data/app.ts');
    assert.ok(problem.message.startsWith(`${FACT_NAMES[name]}: not filled in yet.`), problem.message);
    assert.match(problem.message, /What the owner writes here\. Replace the whole placeholder\(…\)/);
  });
}

test('a placeholder with a stand-in says what the site uses meanwhile', () => {
  const file = factsFile({appStoreId: "placeholder('The digits.', '6700000000')"});
  assert.match(
    factProblems(file)[0].message,
    /^App Store id: not filled in yet \(the site uses the stand-in 6700000000/,
  );
});

test('a placeholder written over several lines is reported on its first', () => {
  const file = factsFile({languages: "placeholder(\n    'The languages, ' +\n      'as codes.',\n  )"});
  const [problem] = factProblems(file);
  assert.equal(problem.line, lineOf(file, 'placeholder('));
  assert.match(problem.message, /The languages, as codes\./);
});

test('a placeholder outside the facts object is still found', () => {
  const file = factsFile();
  const withExtra = {...file, text: `${file.text}const later = placeholder('Something else.');\n`};
  assert.match(factProblems(withExtra)[0].message, /^A fact: not filled in yet\. Something else\./);
});

test('a stand-in or a label kept as the value, without placeholder(…), is still caught', () => {
  const found = factProblems(
    factsFile({
      supportEmail: "'support@example.com'",
      siteUrl: "'https://wordkeep.example.com'",
      'company.name': "'[Company name]'",
      'company.email': "'legal@shop.test'",
    }),
  ).map((p) => p.message);
  assert.equal(found.length, 4, found.join('\n'));
  assert.match(found.join('\n'), /Support e-mail address: support@example.com is an example address/);
  assert.match(found.join('\n'), /Website address: https:\/\/wordkeep.example.com is an example address/);
  assert.match(found.join('\n'), /Company name: \[Company name\] is a label, not the value/);
  assert.match(found.join('\n'), /Company e-mail address: legal@shop.test is an example address/);
});

test('a filled-in value that cannot be right says how to write it', () => {
  const cases: [string, string, RegExp][] = [
    ['appStoreId', "'id1234567890'", /write only its digits/],
    ['supportEmail', "'help at wordkeep'", /not a complete e-mail address/],
    ['siteUrl', "'https://wordkeep-test.app/'", /no \/ at the end/],
    ['siteUrl', "'http://wordkeep-test.app'", /write https:\/\//],
    ['languages', '[]', /the list is empty/],
    ['languages', "['es', 'not a language']", /"not a language" is not a language code/],
    ['minimumIos', "'iOS 17'", /write the number alone, like '17.0'/],
    ['priceModel', "{kind: 'cheap'}", /kind must be one of/],
    ['priceModel', "{kind: 'paid', amount: '4,99', currency: 'USD'}", /amount in digits/],
    ['priceModel', "{kind: 'paid', amount: '4.99', currency: 'dollars'}", /three-letter code/],
    ['account', "'sometimes'", /not one of 'required', 'optional' or 'none'/],
    ['company.postalAddress', "''", /Company postal address: empty/],
  ];
  for (const [name, value, expected] of cases) {
    const file = factsFile({[name]: value});
    const found = factProblems(file);
    assert.equal(found.length, 1, `${name}: ${value}\n${found.map(formatLaunchProblem).join('\n')}`);
    assert.match(found[0].message, expected);
    assert.equal(found[0].line, lineOf(file, `${name.split('.').at(-1)}: ${value}`), name);
  }
});

test('a file whose facts object the check cannot find says so instead of passing', () => {
  const [problem] = factProblems({path: 'src/data/app.ts', text: 'export const other = {};\n'});
  assert.match(problem.message, /cannot find the facts/);
});

test('a stand-in badge is named with its language, where Apple’s artwork comes from and the name to give it', () => {
  const german = badgePath(languages[1]!, 'badge-black.svg');
  const badges = appleBadges.map((badge) =>
    badge.path === german ? {...badge, text: `<svg>\n  <!-- ${STAND_IN_BADGE_MARKER}. Drawn here. -->\n</svg>`} : badge,
  );
  const [problem, ...rest] = badgeProblems(badges, languages);
  assert.deepEqual(rest, []);
  assert.equal(problem.file, german);
  assert.equal(problem.line, 2);
  assert.match(problem.message, /black App Store badge in German is a stand-in/);
  assert.match(problem.message, /developer\.apple\.com\/app-store\/marketing\/guidelines/);
  assert.match(problem.message, /save the black one as static\/img\/app-store\/de\/badge-black\.svg/);
});

test('a missing badge is named with its language', () => {
  const [problem, ...rest] = badgeProblems(appleBadges.slice(1), languages);
  assert.deepEqual(rest, []);
  assert.match(problem.message, /black App Store badge in English is missing/);
});

test('every language the site is published in has both badges in its folder', () => {
  const files = LOCALES.flatMap((locale) =>
    BADGES.map(({name}) => badgePath({code: locale.code, name: locale.code}, name)),
  );
  assert.deepEqual(
    files.filter((file) => !existsSync(file)),
    [],
  );
});

test("the site's own facts file: the check reads it, and once filled in it passes", () => {
  const real: TextFile = {path: 'src/data/app.ts', text: readFileSync('src/data/app.ts', 'utf8')};
  let text = real.text;
  // From the last call back, so the earlier offsets stay right.
  for (const found of findFactPlaceholders(real).reverse()) {
    assert.ok(found.name && found.name in FILLED, `no filled-in value for ${found.name}: add one to FILLED`);
    assert.ok(found.todo, `the placeholder for ${found.name} says what to fill in`);
    text = text.slice(0, found.start) + FILLED[found.name] + text.slice(found.end);
  }
  assert.deepEqual(factProblems({...real, text}).map(formatLaunchProblem), []);
});

test('on GitHub Actions a problem is an error annotation on its file and line', () => {
  const annotation = githubAnnotation({file: 'src/data/app.ts', line: 7, message: 'Price: 100% wrong,\nsee: this'});
  assert.equal(
    annotation,
    '::error file=src/data/app.ts,line=7,title=Not ready to launch::Price: 100%25 wrong,%0Asee: this',
  );
});
