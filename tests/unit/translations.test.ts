import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  TRANSLATED_LOCALES,
  alternateUrls,
  preferredLocale,
  preferredOffer,
  splitLocalePath,
} from '../../src/i18n/locales';
import {englishRevision, lastUpdatedLine, translatedFrom, translationStatus} from '../../plugins/i18n/translations';
import {
  checkLanguageDocuments,
  checkLanguageMessages,
  unextractableMessages,
  unusedMessages,
} from '../../scripts/translations-check';
import {routeOf} from '../../plugins/hosting';
import {DOCUMENT_NAMES} from '../../src/data/documents';

test("a browser's preferred languages pick the site's language: exact tag, then the language alone", () => {
  assert.equal(preferredLocale(['pt-BR', 'en']), 'pt-BR');
  assert.equal(preferredLocale(['pt-PT']), 'pt-BR');
  assert.equal(preferredLocale(['de-AT', 'fr']), 'de');
  assert.equal(preferredLocale(['nl-NL', 'fr-CA']), 'fr');
  assert.equal(preferredLocale(['en-GB']), 'en');
  assert.equal(preferredLocale(['nl', 'sv']), null);
});

test('a path splits into its language and the page within it', () => {
  assert.deepEqual(splitLocalePath('/de/privacy', '/'), {locale: 'de', rest: 'privacy'});
  assert.deepEqual(splitLocalePath('/privacy', '/'), {locale: 'en', rest: 'privacy'});
  assert.deepEqual(splitLocalePath('/repo/pt-BR/', '/repo/'), {locale: 'pt-BR', rest: ''});
  assert.deepEqual(splitLocalePath('/design/', '/'), {locale: 'en', rest: 'design/'});
});

test('every page names itself in every language, plus x-default (English), as absolute URLs', () => {
  const links = alternateUrls('https://x.test/fr/terms', 'https://x.test', '/');
  assert.deepEqual(links.at(-1), {hreflang: 'x-default', url: 'https://x.test/terms'});
  assert.ok(links.some((l) => l.hreflang === 'ar' && l.url === 'https://x.test/ar/terms'));
  assert.equal(links.length, 8);
});

test('dates are written as each language writes them', () => {
  const day = new Date(Date.UTC(2025, 9, 10));
  assert.equal(lastUpdatedLine('de', day), 'Zuletzt aktualisiert: 10. Oktober 2025');
  assert.equal(lastUpdatedLine('fr', day), 'Dernière mise à jour\u00a0: 10 octobre 2025');
  assert.equal(lastUpdatedLine('ja', day), '最終更新日：2025年10月10日');
  assert.equal(lastUpdatedLine('ar', day), 'آخر تحديث: 10 أكتوبر 2025');
});

test('built files map to the addresses the host serves', () => {
  assert.equal(routeOf('de/privacy.html', '/'), '/de/privacy');
  assert.equal(routeOf('de/index.html', '/'), '/de/');
  assert.equal(routeOf('index.html', '/'), '/');
  assert.equal(routeOf('ja/404.html', '/'), '/ja/404.html');
});

test('a missing message fails, naming the language, the file and the message id', () => {
  const report = checkLanguageMessages(
    'de',
    'i18n/de/code.json',
    {'a.b': 'Hello there', 'c.d': 'Fine'},
    {'c.d': 'Gut'},
  );
  assert.equal(report.failures.length, 1);
  const [failure] = report.failures;
  assert.equal(failure!.file, 'i18n/de/code.json');
  assert.match(failure!.message, /Deutsch \(de\)/);
  assert.match(failure!.message, /"a\.b"/);
});

/** A site folder with English documents and, for German, the given translations. */
function site(translations: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'translations-'));
  mkdirSync(path.join(dir, 'docs'));
  const folder = path.join(dir, 'i18n/de/docusaurus-plugin-content-docs/current');
  mkdirSync(folder, {recursive: true});
  for (const doc of DOCUMENT_NAMES) {
    writeFileSync(path.join(dir, 'docs', `${doc}.md`), `---\ntitle: ${doc}\n---\n\n_Last updated: October 10, 2025_\n`);
  }
  for (const [doc, text] of Object.entries(translations)) writeFileSync(path.join(folder, `${doc}.md`), text);
  return dir;
}

const english = (doc: string) => englishRevision(`---\ntitle: ${doc}\n---\n\n_Last updated: October 10, 2025_\n`);
const current = (doc: string) =>
  `---\ntitle: x\ntranslated_from: ${english(doc)}\n---\n\n_Zuletzt aktualisiert: 10. Oktober 2025_\n`;

test('a missing translated document fails, naming the language and the file', () => {
  const {failures} = checkLanguageDocuments(
    site({
      privacy: current('privacy'),
      terms: current('terms'),
      credits: current('credits'),
      'legal-notice': current('legal-notice'),
    }),
    'de',
  );
  assert.equal(failures.length, 1);
  assert.equal(failures[0]!.file, 'i18n/de/docusaurus-plugin-content-docs/current/support.md');
  assert.match(failures[0]!.message, /Deutsch \(de\).*missing/);
});

test('a translation of an older English text warns (it does not fail) and its page is marked stale', () => {
  const dir = site({
    privacy: '---\ntitle: x\ntranslated_from: 00000000\n---\n',
    terms: current('terms'),
    credits: current('credits'),
    support: current('support'),
    'legal-notice': current('legal-notice'),
  });
  const {failures, warnings} = checkLanguageDocuments(dir, 'de');
  assert.deepEqual(failures, []);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!.message, new RegExp(`translated_from: ${english('privacy')}`));
  assert.equal(translationStatus(dir, 'de', 'privacy')!.stale, true);
  assert.equal(translationStatus(dir, 'de', 'terms')!.stale, false);
});

test("a dated translation must write the English text's date in its language", () => {
  const wrong = `---\ntitle: x\ntranslated_from: ${english('terms')}\n---\n\n_Zuletzt aktualisiert: 10.10.2025_\n`;
  const dir = site({
    privacy: current('privacy'),
    terms: wrong,
    credits: current('credits'),
    support: current('support'),
    'legal-notice': current('legal-notice'),
  });
  const {failures} = checkLanguageDocuments(dir, 'de');
  assert.equal(failures.length, 1);
  assert.match(failures[0]!.message, /_Zuletzt aktualisiert: 10\. Oktober 2025_/);
});

test('translated_from is read from the top block only', () => {
  assert.equal(translatedFrom('---\ntitle: a\ntranslated_from: "ab12cd34"\n---\ntranslated_from: zz\n'), 'ab12cd34');
  assert.equal(translatedFrom('---\ntitle: a\n---\n'), undefined);
});

test('a translate() call write-translations cannot read fails the check with its file and line; the site has none', async () => {
  const site = mkdtempSync(path.join(tmpdir(), 'unextractable-'));
  mkdirSync(path.join(site, 'src'));
  writeFileSync(
    path.join(site, 'src', 'Toggle.tsx'),
    [
      "import {translate} from '@docusaurus/Translate';",
      'export const label = (dark: boolean) =>',
      "  translate(dark ? {id: 'mode.dark', message: 'dark'} : {id: 'mode.light', message: 'light'});",
      "export const fine = (dark: boolean) => (dark ? translate({id: 'a', message: 'A'}) : translate({id: 'b', message: 'B'}));",
      '',
    ].join('\n'),
  );
  const problems = await unextractableMessages(site);
  assert.deepEqual(
    problems.map(({file, line}) => `${file}:${line}`),
    [path.join('src', 'Toggle.tsx') + ':3'],
  );
  assert.match(problems[0]!.message, /write-translations cannot read this message: translate\(\) first arg/);
  assert.deepEqual(await unextractableMessages(process.cwd()), []);
});

test("the framework's strings the site shows read as written in each language", () => {
  const messages = (code: string) =>
    Object.fromEntries(
      Object.entries(
        JSON.parse(readFileSync(`i18n/${code}/code.json`, 'utf8')) as Record<string, {message: string}>,
      ).map(([id, {message}]) => [id, message]),
    );
  for (const code of TRANSLATED_LOCALES) {
    const m = messages(code);
    // The heading's own words, quoted: "Enlace directo al Cambios en esta política" does not read.
    assert.match(m['theme.common.headingLinkTitle']!, /[«“„「]\s?\{heading\}\s?[»”“」]/, code);
  }
  // Arabic: no stretching tatweel inside a word, no hamza on the plain-alif words the reviewer found.
  for (const [id, message] of Object.entries(messages('ar'))) {
    assert.doesNotMatch(message, /\u0640(?![\s"«])/, `ar ${id}: ${message}`);
    assert.doesNotMatch(message, /إرتباط|الإتصال|إنتقل/, `ar ${id}: ${message}`);
  }
});

test("a visitor from another region of the language is offered the site's variety by name", () => {
  assert.deepEqual(preferredOffer(['pt-PT', 'en']), {locale: 'pt-BR', otherVariety: true});
  assert.deepEqual(preferredOffer(['pt-BR']), {locale: 'pt-BR', otherVariety: false});
  assert.deepEqual(preferredOffer(['pt']), {locale: 'pt-BR', otherVariety: false});
  assert.deepEqual(preferredOffer(['es-MX']), {locale: 'es', otherVariety: false});
  assert.deepEqual(preferredOffer(['es-419']), {locale: 'es', otherVariety: false});
  assert.deepEqual(preferredOffer(['es-ES']), {locale: 'es', otherVariety: false});
  assert.deepEqual(preferredOffer(['fr-CA']), {locale: 'fr', otherVariety: true});
  // One Spanish (neutral enough for Latin America), one Arabic and one German for everyone: no variety to name.
  assert.deepEqual(preferredOffer(['ar-EG']), {locale: 'ar', otherVariety: false});
  assert.deepEqual(preferredOffer(['de-AT']), {locale: 'de', otherVariety: false});
  assert.equal(preferredOffer(['nl']), null);
});

test("crowdin.yml maps every translated language to the site's own folder name", () => {
  const config = readFileSync('crowdin.yml', 'utf8');
  const mapped = [...config.matchAll(/^ {4}[\w-]+: ([\w-]+)$/gm)].map((match) => match[1]);
  assert.deepEqual([...mapped].sort(), [...TRANSLATED_LOCALES].sort());
  for (const folder of ['/i18n/%two_letters_code%/', '/docusaurus-plugin-content-docs/current/', 'strings/']) {
    assert.ok(config.includes(folder), folder);
  }
});

test('a message the site no longer shows is named, so that a translator can delete it; the theme’s own are kept', () => {
  const report = unusedMessages(
    'de',
    'i18n/de/code.json',
    {'a.b': 'Hello'},
    {'a.b': 'Hallo', 'old.one': 'Alt', 'theme.x': 'X'},
  );
  assert.deepEqual(report.failures, []);
  assert.equal(report.warnings.length, 1);
  assert.match(report.warnings[0]!.message, /"old\.one"/);
});
