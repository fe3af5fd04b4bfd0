import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Heading, Nodes, Root} from 'mdast';
import {createSlugger} from '@docusaurus/utils';
import {app} from '../../src/data/app';
import {placeholder} from '../../src/data/placeholder';
import remarkContents, {CONTENTS_MIN_SECTIONS} from '../../src/markdown/remarkContents';
import {filledFacts} from './support/filledFacts';
import remarkPlaceholders from '../../src/markdown/remarkPlaceholders';
import {tokenizeFrontMatter, untokenize} from '../../src/markdown/frontMatter';
import {DocumentError, PLACEHOLDERS, documentPlaceholders, placeholdersOf} from '../../src/markdown/placeholders';
import {
  ENGLISH_FACT_MESSAGES,
  FACT_MESSAGE_IDS,
  documentFactWords,
  type FactMessage,
} from '../../src/markdown/documentWords';
import {sourceMessages} from '../../scripts/translations-check';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

/** What `{{appName}}` and `{{supportEmail}}` become, written back as Markdown. */
function render(markdown: string): string {
  const tree: Root = fromMarkdown(markdown);
  remarkPlaceholders()(tree, {path: `${process.cwd()}/docs/example.md`});
  return asMarkdown(tree);
}

function asMarkdown(node: Nodes): string {
  const inner = () => ('children' in node ? node.children.map((child) => asMarkdown(child as Nodes)).join('') : '');
  switch (node.type) {
    case 'text':
      return node.value;
    case 'link':
      return `[${inner()}](${node.url})`;
    case 'heading':
      return `${'#'.repeat(node.depth)} ${inner()}`;
    default:
      return inner();
  }
}

test("{{appName}} becomes the app's name, however its case and spaces are typed", () => {
  assert.equal(render('The {{appName}} app, {{ AppName }}.'), `The ${app.name} app, ${app.name}.`);
});

test('{{supportEmail}} becomes a mail link, or the plain address inside a link', () => {
  const mail = `mailto:${app.supportEmail}`;
  assert.equal(render('Write to {{supportEmail}}.'), `Write to [${app.supportEmail}](${mail}).`);
  assert.equal(render('[Write to us]({{supportEmail}})'), `[Write to us](${mail})`);
  assert.equal(render('[{{supportEmail}}](mailto:{{supportEmail}})'), `[${app.supportEmail}](${mail})`);
});

test('a heading keeps its placeholder filled in', () => {
  assert.equal(render('## About {{appName}}'), `## About ${app.name}`);
});

test('an unknown placeholder stops the build with the file, the line and the ones that exist', () => {
  assert.throws(
    () => render('First line.\n\nSecond {{appname2}} here.'),
    (error: Error) =>
      error instanceof DocumentError &&
      error.message.startsWith(
        "docs/example.md:3: {{appname2}} is not a placeholder: did you mean {{appName}}, the app's name? Otherwise write one of the placeholders {{appName}}, {{supportEmail}},",
      ),
  );
});

test('an old <AppName /> tag stops the build instead of printing nothing', () => {
  assert.throws(
    () => render('The <Appname /> app.'),
    /docs\/example\.md:1: <Appname \/> is the old way of writing the app's name/,
  );
});

test('front matter values may start with a placeholder', async () => {
  const fileContent = '---\ntitle: {{appName}} support\ndescription: "Help with {{appName}}"\n---\nText';
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: 'x.md',
    fileContent: tokenizeFrontMatter(fileContent, 'x.md'),
  });
  assert.deepEqual(untokenize(frontMatter), {title: `${app.name} support`, description: `Help with ${app.name}`});
});

test('an unknown placeholder in the front matter names its line', () => {
  assert.throws(
    () => tokenizeFrontMatter('---\ntitle: T\ndescription: {{company}}\n---\n', 'docs/x.md'),
    /docs\/x\.md:3: \{\{company\}\} is not a placeholder/,
  );
});

test('the company, the law, the languages and the price are filled in as given', () => {
  const filled = documentPlaceholders(filledFacts);
  assert.equal(filled.companyName.value, 'Test Learning Ltd');
  assert.equal(filled.companyAddress.value, '1 Test Street, Testville, Testland');
  assert.equal(filled.governingLaw.value, 'the laws of Testland');
  assert.equal(filled.languages.value, 'Spanish, French, and Brazilian Portuguese');
  assert.equal(filled.price.value, 'Free, with in-app purchases');
  assert.equal(filled.companyEmail.value, 'help@wordkeep-test.app', 'the support address, when no other is given');
  const withEmail = {...filledFacts, company: {...filledFacts.company, email: 'legal@wordkeep-test.app'}};
  assert.equal(documentPlaceholders(withEmail).companyEmail.value, 'legal@wordkeep-test.app');
});

test('a fact that is still a placeholder reads as a bracketed label, never as a guess', () => {
  const pending = documentPlaceholders({
    ...filledFacts,
    languages: placeholder('The languages.'),
    priceModel: placeholder('The price.'),
    company: {
      name: placeholder('The name.'),
      postalAddress: placeholder('The address.'),
      governingLaw: placeholder('The law.'),
    },
  });
  assert.deepEqual(
    [pending.companyName, pending.companyAddress, pending.governingLaw, pending.languages, pending.price].map(
      (p) => p.value,
    ),
    ['[Company name]', '[Company postal address]', '[Governing law]', '[Languages]', '[Price]'],
  );
});

test('{{companyEmail}} becomes a mail link like {{supportEmail}}', () => {
  const address = PLACEHOLDERS.companyEmail.value;
  assert.equal(render('Write to {{companyEmail}}.'), `Write to [${address}](mailto:${address}).`);
});

test('{{appFacts}} alone on a line becomes the facts list; inside a sentence it stops the build', () => {
  const tree: Root = fromMarkdown('Intro.\n\n{{appFacts}}\n\nMore.');
  remarkPlaceholders()(tree, {path: `${process.cwd()}/docs/example.md`});
  assert.deepEqual(
    tree.children.map((node) => node.data?.hProperties?.dataDocumentPart ?? node.type),
    ['paragraph', 'appFacts', 'paragraph'],
  );
  assert.throws(
    () => render('Intro.\n\nThe facts: {{appFacts}}'),
    /docs\/example\.md:3: \{\{appFacts\}\} shows a part of the page of its own: write it alone on a line/,
  );
});

/** The document with Docusaurus's anchors, then the contents list, as the site builds it. */
function withContents(markdown: string): Root {
  const tree: Root = fromMarkdown(markdown);
  const slugger = createSlugger();
  for (const node of tree.children) {
    if (node.type === 'heading') node.data = {id: slugger.slug(toText(node))} as Heading['data'];
  }
  remarkContents()(tree);
  return tree;
}

const toText = (node: Nodes): string =>
  'value' in node ? node.value : 'children' in node ? node.children.map((c) => toText(c as Nodes)).join('') : '';

test(`a document with ${CONTENTS_MIN_SECTIONS} or more sections gets a contents list before the first`, () => {
  const sections = ['Who we are', 'What we collect', 'Your *rights*', 'Contact'];
  const tree = withContents(
    `_Last updated: October 10, 2025_\n\nIntro.\n\n${sections.map((s) => `## ${s}\n\nText.`).join('\n\n')}`,
  );
  const index = tree.children.findIndex((node) => node.data?.hProperties?.dataDocumentPart === 'contents');
  assert.equal(index, 2, 'after the date and the introduction');
  assert.equal(tree.children[index + 1].type, 'heading');
  const links: string[] = [];
  const collect = (node: Nodes) => {
    if (node.type === 'link') links.push(`${toText(node)} ${node.url}`);
    if ('children' in node) node.children.forEach((c) => collect(c as Nodes));
  };
  collect(tree.children[index]);
  assert.deepEqual(links, [
    'Who we are #who-we-are',
    'What we collect #what-we-collect',
    'Your rights #your-rights',
    'Contact #contact',
  ]);
});

test(`a document with fewer than ${CONTENTS_MIN_SECTIONS} sections has no contents list`, () => {
  const tree = withContents('Intro.\n\n## One\n\n## Two\n\n### A question\n\n## Three');
  assert.equal(
    tree.children.some((node) => node.data?.hProperties?.dataDocumentPart === 'contents'),
    false,
  );
});

test('a note for editors may name a placeholder, the facts list included', () => {
  assert.equal(render('<!-- the facts list is {{appFacts}}; {{anything}} -->\n\nText.'), 'Text.');
});

/** A document's path as Docusaurus gives it to the Markdown plugin: a translation lives under `i18n/<lang>/`. */
const translatedPath = (locale: string) =>
  `${process.cwd()}/i18n/${locale}/docusaurus-plugin-content-docs/current/example.md`;

test('a translated document says its facts in its own language: list, money and words', () => {
  const german = documentPlaceholders(filledFacts, documentFactWords(process.cwd(), 'de'));
  assert.equal(german.languages.value, 'Spanisch, Französisch und Portugiesisch (Brasilien)');
  assert.equal(german.price.value, 'Gratis, mit In-App-Käufen');
  const paid = {...filledFacts, priceModel: {kind: 'paid', amount: '4.99', currency: 'EUR'}} as const;
  assert.equal(documentPlaceholders(paid, documentFactWords(process.cwd(), 'de')).price.value, '4,99\u00a0€, einmalig');
  assert.equal(documentPlaceholders(paid, documentFactWords(process.cwd(), 'ja')).price.value, '€4.99（買い切り）');
  const arabic = documentPlaceholders(filledFacts, documentFactWords(process.cwd(), 'ar'));
  assert.equal(arabic.languages.value, 'الإسبانية والفرنسية والبرتغالية البرازيلية');
});

test('in a translated document a fact not yet given reads as its label in that language', () => {
  const tree: Root = fromMarkdown('{{languages}} · {{price}} · {{companyName}} · {{appName}}');
  remarkPlaceholders()(tree, {path: translatedPath('fr')});
  assert.equal(asMarkdown(tree), `[Langues] · [Prix] · [Nom de la société] · ${app.name}`);
  // English stays English, also for a language's build that falls back to `docs/`.
  assert.equal(render('{{price}} · {{companyName}}'), '[Price] · [Company name]');
});

test('front matter in a translated document gets the facts in its language', async () => {
  const german = placeholdersOf(translatedPath('de'));
  assert.equal(untokenize('xPLACEHOLDERxcompanyNamex', german), '[Name des Unternehmens]');
  assert.equal(placeholdersOf(`${process.cwd()}/docs/privacy.md`), PLACEHOLDERS);
});

test('the documents use the very messages the facts list and the footer show, in English as in code.json', async () => {
  const source = await sourceMessages(process.cwd());
  for (const [key, id] of Object.entries(FACT_MESSAGE_IDS)) {
    assert.equal(ENGLISH_FACT_MESSAGES[key as FactMessage], source[id], `${id} in the components' source`);
  }
});
