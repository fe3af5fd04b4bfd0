import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {app} from '../../src/data/app';
import {DOCUMENTS, DOCUMENT_NAMES} from '../../src/markdown/documents';
import {findLastUpdated} from '../../src/markdown/lastUpdated';
import {FRONT_MATTER} from '../../src/markdown/frontMatter';
import {fillPlaceholders} from '../../src/markdown/placeholders';

/**
 * What the pages need from the documents editors change. Never their wording
 * or their date: an editor changes those without touching a test.
 */
const source = (name: string) => readFileSync(`docs/${name}.md`, 'utf8');

for (const name of DOCUMENT_NAMES) {
  test(`docs/${name}.md describes itself with the app's name from the app facts`, () => {
    const description = /^description:\s*(.*)$/m.exec(FRONT_MATTER.exec(source(name))?.[1] ?? '')?.[1] ?? '';
    assert.match(description, /\{\{appName\}\}/);
    assert.ok(fillPlaceholders(description).includes(app.name));
  });
}

for (const name of DOCUMENT_NAMES.filter((n) => DOCUMENTS[n].dated)) {
  test(`docs/${name}.md says when it was last updated, as a real date`, () => {
    const found = findLastUpdated(source(name));
    assert.ok(found, 'the "Last updated" line is missing');
    assert.ok(found.date, `"${found.written}" is not a date like October 10, 2025`);
  });
}

test('the terms link to the privacy policy', () => {
  assert.match(source('terms'), /\]\(\/privacy\)/);
});

test('the support page gives the support address', () => {
  assert.match(source('support'), /\{\{supportEmail\}\}/);
});

test('the privacy policy still names each kind of data the spec says the app handles', () => {
  const text = source('privacy').replace(/\s+/g, ' ');
  for (const term of [
    /e-?mail/i,
    /display name/i,
    /exercises/i,
    /device model/i,
    /operating system/i,
    /notes/i,
    /AI-generated/i,
    /photo/i,
    /approv/i,
    /\b13\b/,
  ]) {
    assert.match(text, term);
  }
});

test('the terms state the minimum age of 13', () => {
  assert.match(source('terms'), /\b13\b/);
});
