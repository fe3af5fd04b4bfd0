import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {MOBILE_DOCS} from '../../src/mobile/scheme';

/**
 * Guards the Markdown that non-developers edit: what the pages need from each
 * file, checked before a build would fail or a page would go out incomplete.
 */
function frontMatter(source: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .map((line) => /^(\w+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2].trim()]),
  );
}

for (const doc of MOBILE_DOCS) {
  const source = readFileSync(`docs/${doc}.md`, 'utf8');

  test(`docs/${doc}.md has a title and a description`, () => {
    const {title, description} = frontMatter(source);
    assert.ok(title, 'front matter needs `title:`');
    assert.ok(description && description.length >= 30, 'front matter needs a `description:` of a sentence');
  });

  test(`docs/${doc}.md writes the support e-mail only through <SupportEmail />`, () => {
    assert.doesNotMatch(source, /[\w.+-]+@[\w-]+\.[\w.]+/, 'write <SupportEmail /> instead of an address');
  });
}

for (const doc of ['privacy', 'terms']) {
  test(`docs/${doc}.md says when it was last updated: October 10, 2025`, () => {
    assert.match(readFileSync(`docs/${doc}.md`, 'utf8'), /^_Last updated: October 10, 2025_$/m);
  });
}

test('the terms link to the privacy policy', () => {
  assert.match(readFileSync('docs/terms.md', 'utf8'), /\]\(\/privacy\)/);
});
