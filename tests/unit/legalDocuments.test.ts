import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {app} from '../../src/data/app';
import {DOCUMENTS, DOCUMENT_NAMES} from '../../src/data/documents';
import {findLastUpdated} from '../../plugins/markdown/lastUpdated';
import {documentHooks, loadDocumentFacts} from '../../plugins/markdown/facts';

/**
 * What the pages need from the documents editors change. Never their wording
 * or their date: an editor changes those without touching a test.
 */
const source = (name: string) => readFileSync(`docs/${name}.md`, 'utf8');

let hooks: ReturnType<typeof documentHooks>;
before(async () => {
  hooks = documentHooks(await loadDocumentFacts(process.cwd()));
});

for (const name of DOCUMENT_NAMES) {
  test(`docs/${name}.md has a title, and a description that names the app as the app facts do`, async () => {
    const filePath = `${process.cwd()}/docs/${name}.md`;
    const {frontMatter} = await hooks.parseFrontMatter({
      filePath,
      fileContent: source(name),
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    assert.ok(typeof frontMatter.title === 'string' && frontMatter.title.trim());
    assert.ok(String(frontMatter.description).includes(app.name));
  });
}

for (const name of DOCUMENT_NAMES.filter((n) => DOCUMENTS[n].dated)) {
  test(`docs/${name}.md says when it was last updated, as a real date`, () => {
    const found = findLastUpdated(source(name));
    assert.ok(found, 'the "Last updated" line is missing');
    assert.ok(found.date, `"${found.written}" is not a date like October 10, 2025`);
  });
}
