import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkGlossaries, glossaryProblems, readGlossary} from '../../scripts/glossary-check';
import {LOCALE_CODES} from '../../src/i18n/locales';
import {formatProblem} from '../../scripts/problems';

const IDEAS = ['keep', 'memoryAid', 'wordSet', 'menu', 'download', 'appStore'];

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'glossary-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const glossary = JSON.stringify({
  terms: {
    download: {idea: 'Getting the app', use: 'Descárgalo en el App Store', reject: ['Descárgala']},
    menu: {idea: "The café's menu", use: 'carta', reject: ['del menú'], except: ['theme.*']},
  },
});

test('every language has a glossary with the one term for each idea', () => {
  for (const locale of LOCALE_CODES) {
    const {terms} = readGlossary(process.cwd(), locale) ?? {terms: {}};
    for (const idea of IDEAS) assert.ok(terms[idea]?.use, `${locale}: no term for ${idea}`);
  }
});

test("the site's texts use no term their language's glossary rejects", () => {
  assert.deepEqual(checkGlossaries(process.cwd()).map(formatProblem), []);
});

test('a rejected term fails, naming the file, the line, the message and the term to use', () => {
  const dir = site({
    'i18n/es/glossary.json': glossary,
    'i18n/es/code.json': JSON.stringify(
      {
        'footer.badge': {message: 'Descárgala en el App Store'},
        'home.moment.text': {message: 'La palabra del menú vuelve'},
        'theme.navbar.back': {message: '← Volver del menú principal'},
      },
      null,
      2,
    ),
    'screenshots/source/strings/es.json': '{\n  "badge": "Descárgala"\n}\n',
    'i18n/es/docusaurus-plugin-content-docs/current/support.md': '---\ntitle: Ayuda\n---\n\nDescárgala hoy.\n',
  });
  assert.deepEqual(
    glossaryProblems(dir, 'es').map(({file, line, message}) => `${file}:${line}: ${message.split(':')[0]}`),
    [
      'i18n/es/code.json:3: message "footer.badge" uses "Descárgala" for download',
      'i18n/es/code.json:6: message "home.moment.text" uses "del menú" for menu',
      'screenshots/source/strings/es.json:2: uses "Descárgala" for download',
      'i18n/es/docusaurus-plugin-content-docs/current/support.md:5: uses "Descárgala" for download',
    ],
  );
  assert.match(glossaryProblems(dir, 'es')[0]!.message, /says "Descárgalo en el App Store"/);
});

test('a Latin term is matched as a whole word, in any case', () => {
  const dir = site({
    'i18n/de/glossary.json': JSON.stringify({terms: {keep: {idea: 'Keeping', use: 'speichern', reject: ['behalten']}}}),
    'i18n/de/code.json': JSON.stringify({a: {message: 'Beibehalten'}, b: {message: 'Behalten'}}, null, 2),
  });
  assert.deepEqual(
    glossaryProblems(dir, 'de').map(({line}) => line),
    [6],
  );
});
