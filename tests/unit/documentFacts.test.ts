import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Heading, Nodes, Root} from 'mdast';
import {createSlugger, DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {app} from '../../src/data/app';
import {placeholder} from '../../src/lib/placeholder';
import {documentHooks, loadDocumentFacts} from '../../plugins/markdown/facts';
import remarkDocumentParts, {CONTENTS_MIN_SECTIONS} from '../../plugins/markdown/remarkDocumentParts';
import {filledFacts} from './support/filledFacts';
import {readFileSync} from 'node:fs';

const spanishMessages = JSON.parse(readFileSync('i18n/es/code.json', 'utf8')) as Record<string, {message: string}>;

/**
 * The documents' placeholders, through the two Docusaurus hooks the site config gives them
 * (`markdown.preprocessor`, `markdown.parseFrontMatter`) and the remark plugin for the parts that are not text.
 */
const site = process.cwd();
const english = `${site}/docs/example.md`;
const translated = (locale: string) => `${site}/i18n/${locale}/docusaurus-plugin-content-docs/current/example.md`;
let hooks: ReturnType<typeof documentHooks>;
before(async () => {
  hooks = documentHooks(await loadDocumentFacts(site));
});
const fill = (fileContent: string, filePath = english) => hooks.preprocessor({fileContent, filePath});
const frontMatterOf = async (fileContent: string, filePath = english) =>
  (await hooks.parseFrontMatter({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER}))
    .frontMatter;

test("{{appName}} becomes the app's name, however its case and spaces are typed", () => {
  assert.equal(fill('The {{appName}} app, {{ AppName }}.'), `The ${app.name} app, ${app.name}.`);
});

test('an address becomes a mail link, and stays plain where it is a link’s text or address', () => {
  const mail = app.supportEmail;
  assert.equal(fill('Write to {{supportEmail}}.'), `Write to <${mail}>.`);
  assert.equal(fill('[Write to us]({{supportEmail}})'), `[Write to us](mailto:${mail})`);
  assert.equal(fill('[{{supportEmail}}](mailto:{{supportEmail}})'), `[${mail}](mailto:${mail})`);
  assert.equal(
    fill('Write to {{companyEmail}}.'),
    `Write to <${mail}>.`,
    'the support address unless another is given',
  );
});

test('braces, < signs, autolinks and notes for editors are left as written', () => {
  const prose =
    'Within {30} days. Users <13; a < b > c. <privacy@example.com>\n\n<!-- {{appFacts}} {{anything}} <AppName /> -->';
  assert.equal(fill(prose), prose);
});

test('an unknown placeholder stops the build with the file, the line and the ones that exist', () => {
  assert.throws(
    () => fill('---\ntitle: T\n---\n\nFirst line.\n\nSecond {{sellerName}} here.'),
    /^DocumentError: docs\/example\.md:7: \{\{sellerName\}\} is not a placeholder: write one of \{\{appName\}\}, \{\{supportEmail\}\},.* or \{\{contactButton\}\}/,
  );
});

test('an old <AppName /> tag stops the build instead of printing nothing', () => {
  assert.throws(
    () => fill('The <Appname /> app.'),
    /docs\/example\.md:1: <Appname \/> is the old way of writing the app's name: write \{\{appName\}\}/,
  );
  assert.throws(() => fill('A <Widget size="2"/>.'), /looks like a code component/);
});

test('{{appFacts}} stands alone between empty lines; in a sentence, a list or the top block it stops the build', async () => {
  assert.equal(fill('Intro.\n\n{{ appFacts }}\n\nMore.'), 'Intro.\n\n{{appFacts}}\n\nMore.');
  assert.throws(
    () => fill('Intro.\n\nThe facts: {{appFacts}}'),
    /example\.md:3: \{\{appFacts\}\} shows a part of the page of its own: write it alone on a line/,
  );
  assert.throws(() => fill('- {{contactButton}}\n'), /write it alone on a line/);
  await assert.rejects(frontMatterOf('---\ntitle: T {{appFacts}}\n---\n'), /example\.md:2: .*write it alone on a line/);
});

test('front matter values may start with a placeholder, quoted or not', async () => {
  const fileContent = '---\ntitle: {{appName}} support\ndescription: "Help with {{appName}}"\n---\nText';
  assert.deepEqual(await frontMatterOf(fileContent), {
    title: `${app.name} support`,
    description: `Help with ${app.name}`,
  });
});

test('an unknown placeholder in the front matter names its line', async () => {
  await assert.rejects(
    frontMatterOf('---\ntitle: T\ndescription: {{company}}\n---\n'),
    /docs\/example\.md:3: \{\{company\}\} is not a placeholder/,
  );
});

test('the company, the law, the languages, the price, the memory aids and the credits are said as given, in each document’s language', async () => {
  const filled = await loadDocumentFacts(site, filledFacts);
  assert.deepEqual(
    {...filled.get('en')},
    {
      appName: 'Wordkeep',
      supportEmail: 'help@wordkeep-test.app',
      companyName: 'Test Learning Ltd',
      companyAddress: '1 Test Street, Testville, Testland',
      companyEmail: 'help@wordkeep-test.app',
      governingLaw: 'the laws of Testland',
      languages: 'Spanish, French, and Brazilian Portuguese',
      price: 'Free, with in-app purchases',
      memoryAidWriter: 'an AI model from Test Labs',
      memoryAidData: 'To write one, the word is sent from your iPhone.',
      appLibraries: '- [TestKit](<https://testkit.example.org>): MIT License',
      stockPhotos: '- [Café table](<https://photos.example.org/cafe>), A. Photographer: Photo Licence',
      iconCredits: 'None.',
      companyDetails: [
        '- **Publisher:** Test Learning Ltd',
        '- **Address:** 1 Test Street, Testville, Testland',
        '- **Represented by:** Ada Tester, managing director',
        '- **E-mail:** <help@wordkeep-test.app>',
        '- **Register entry:** Testland Trade Register, 12345',
        '- **VAT identification number:** TL123456789',
      ].join('\n'),
    },
  );
  // Every language says the law in its own words, and who writes the memory aids as its grammar needs.
  assert.equal(filled.get('de')!.governingLaw, 'dem Recht von Testland');
  assert.equal(filled.get('fr')!.memoryAidWriter, 'un modèle d’IA de la société Test Labs');
  assert.equal(filled.get('de')!.languages, 'Spanisch, Französisch und Portugiesisch (Brasilien)');
  assert.equal(filled.get('de')!.price, 'Kostenlos, mit In-App-Käufen');
  assert.equal(filled.get('ar')!.languages, 'الإسبانية والفرنسية والبرتغالية البرازيلية');
  assert.equal(filled.get('ja')!.languages, 'スペイン語、フランス語、ポルトガル語（ブラジル）');
  // A credit's author and licence are set off as each language punctuates.
  assert.equal(
    filled.get('ja')!.stockPhotos,
    '- [Café table](<https://photos.example.org/cafe>)、A. Photographer：Photo Licence',
  );
  assert.equal(filled.get('fr')!.appLibraries, '- [TestKit](<https://testkit.example.org>)\u00a0: MIT License');
  const paid = await loadDocumentFacts(site, {
    ...filledFacts,
    priceModel: {kind: 'paid', amount: '4.99', currency: 'EUR'},
  });
  assert.equal(paid.get('de')!.price, '4,99\u00a0€, einmalig');
  assert.equal(paid.get('ja')!.price, '€4.99（買い切り）');
  const withEmail = await loadDocumentFacts(site, {
    ...filledFacts,
    company: {...filledFacts.company, email: 'legal@wordkeep-test.app'},
  });
  assert.equal(withEmail.get('en')!.companyEmail, 'legal@wordkeep-test.app');
});

test('owner words given in English only read as their label in another language, never in English', async () => {
  const englishOnly = await loadDocumentFacts(site, {
    ...filledFacts,
    company: {...filledFacts.company, governingLaw: 'the laws of Testland'},
  });
  assert.equal(englishOnly.get('en')!.governingLaw, 'the laws of Testland');
  // Spanish pages show the fact's label, as the Spanish translators wrote it.
  assert.equal(englishOnly.get('es')!.governingLaw, spanishMessages['facts.governingLaw.placeholder']!.message);
});

test('the legal notice shows the fields its reader expects, named as the company’s country names them', async () => {
  const notice = async (company: Partial<typeof filledFacts.company>, locale: string) =>
    (await loadDocumentFacts(site, {...filledFacts, company: {...filledFacts.company, ...company}})).get(
      locale as 'en',
    )!.companyDetails;
  // A Brazilian company's tax number is its CNPJ for a Brazilian reader; a foreign one's is not called so.
  assert.match(await notice({country: 'BR', vatId: '12.345.678/0001-90'}, 'pt-BR'), /\*\*CNPJ:\*\* 12\.345/);
  assert.doesNotMatch(await notice({country: 'IE'}, 'pt-BR'), /CNPJ|NIRE/);
  // A Spanish reader reads "Titular" and a Spanish company's NIF.
  assert.match(
    await notice({country: 'ES', vatId: 'B12345678'}, 'es'),
    /\*\*Titular:\*\* Test Learning Ltd[\s\S]*\*\*NIF:\*\* B12345678/,
  );
  // A French reader gets the publication director and the web host (LCEN).
  const french = await notice({}, 'fr');
  assert.match(french, /\*\*Directeur de la publication\u00a0:\*\* Ada Tester/);
  assert.match(french, /\*\*Hébergeur\u00a0:\*\* Test Host Inc\., 2 Host Road, Hostville, \+1 555 0100/);
  assert.doesNotMatch(await notice({}, 'de'), /Hosting|Veröffentlichung/);
  // A Japanese reader sees no foreign VAT number; an app sold in Japan shows its sales terms and a phone line.
  const japanese = await notice({sellsInJapan: true}, 'ja');
  assert.doesNotMatch(japanese, /付加価値税|TL123456789/);
  assert.match(japanese, /\*\*電話番号：\*\*請求があった場合/);
  assert.match(japanese, /販売価格・支払方法/);
  // No register, no VAT number: said so, and left out.
  const none = await notice({register: 'none', vatId: 'none'}, 'en');
  assert.match(none, /\*\*Register entry:\*\* Not entered in a commercial register/);
  assert.doesNotMatch(none, /VAT/);
});

test('a fact not yet given reads as its label in the document’s language, never as a guess', async () => {
  const pending = await loadDocumentFacts(site, {
    ...filledFacts,
    languages: placeholder('The languages.'),
    priceModel: placeholder('The price.'),
    company: {
      name: placeholder('N.'),
      country: placeholder('C.'),
      postalAddress: placeholder('A.'),
      governingLaw: placeholder('L.'),
      representative: placeholder('R.'),
      register: placeholder('E.'),
      vatId: placeholder('V.'),
      sellsInJapan: placeholder('J.'),
    },
  });
  const {preprocessor: fillPending} = documentHooks(pending);
  const text = '{{languages}} · {{price}} · {{companyName}} · {{companyAddress}} · {{governingLaw}}';
  assert.equal(
    fillPending({fileContent: text, filePath: english}),
    '[Languages] · [Price] · [Company name] · [Company postal address] · [Governing law]',
  );
  assert.match(
    fillPending({fileContent: text, filePath: translated('fr')}),
    /^\[Langues\] · \[Prix\] · \[Nom de la société\]/,
  );
});

test('front matter in a translated document gets the facts in its language', async () => {
  const facts = await loadDocumentFacts(site);
  const {title} = await frontMatterOf('---\ntitle: "{{companyName}}"\n---\n', translated('de'));
  assert.equal(title, facts.get('de')!.companyName);
  assert.notEqual(title, facts.get('en')!.companyName);
});

/** The document with Docusaurus's anchors, then the document parts, as the site builds it. */
function withParts(markdown: string): Root {
  const tree: Root = fromMarkdown(markdown);
  const slugger = createSlugger();
  for (const node of tree.children) {
    if (node.type === 'heading') node.data = {id: slugger.slug(toText(node))} as Heading['data'];
  }
  remarkDocumentParts()(tree);
  return tree;
}

const toText = (node: Nodes): string =>
  'value' in node ? node.value : 'children' in node ? node.children.map((c) => toText(c as Nodes)).join('') : '';
const partsOf = (tree: Root) => tree.children.map((node) => node.data?.hProperties?.dataDocumentPart ?? node.type);

test('{{appFacts}} and {{contactButton}} alone on a line become those parts of the page', () => {
  assert.deepEqual(partsOf(withParts('Intro.\n\n{{appFacts}}\n\n{{contactButton}}\n\nMore.')), [
    'paragraph',
    'appFacts',
    'contactButton',
    'paragraph',
  ]);
});

test(`a document with ${CONTENTS_MIN_SECTIONS} or more sections gets a contents list before the first`, () => {
  const sections = ['Who we are', 'What we collect', 'Your *rights*', 'Contact'];
  const tree = withParts(
    `_Last updated: October 10, 2025_\n\nIntro.\n\n${sections.map((s) => `## ${s}\n\nText.`).join('\n\n')}`,
  );
  const index = partsOf(tree).indexOf('contents');
  assert.equal(index, 2, 'after the date and the introduction');
  const links: string[] = [];
  const collect = (node: Nodes) => {
    if (node.type === 'link') links.push(`${toText(node)} ${node.url}`);
    if ('children' in node) node.children.forEach((c) => collect(c as Nodes));
  };
  collect(tree.children[index]!);
  assert.deepEqual(links, [
    'Who we are #who-we-are',
    'What we collect #what-we-collect',
    'Your rights #your-rights',
    'Contact #contact',
  ]);
});

test(`a document with fewer than ${CONTENTS_MIN_SECTIONS} sections has no contents list`, () => {
  const tree = withParts('Intro.\n\n## One\n\n## Two\n\n### A question\n\n## Three');
  assert.equal(partsOf(tree).includes('contents'), false);
});
