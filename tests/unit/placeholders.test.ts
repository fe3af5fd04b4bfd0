import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Nodes, Root} from 'mdast';
import {app} from '../../src/data/app';
import remarkPlaceholders from '../../src/markdown/remarkPlaceholders';
import {tokenizeFrontMatter, untokenize} from '../../src/markdown/frontMatter';
import {DocumentError} from '../../src/markdown/placeholders';
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
      error.message ===
        "docs/example.md:3: {{appname2}} is not a placeholder: write {{appName}} for the app's name or {{supportEmail}} for the support e-mail address.",
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
