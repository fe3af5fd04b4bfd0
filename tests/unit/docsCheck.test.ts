import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkDocument} from '../../scripts/docs-rules';

/**
 * `npm run check:docs` on small documents: each mistake an editor makes that the build cannot see gets one line
 * with the file and line, and ordinary prose gets none. (What the build sees stops it by itself:
 * `documentFacts.test.ts`, and Docusaurus's `onBroken*` settings.)
 */
const head =
  '---\ntitle: Example\ndescription: An example document that is long enough to be a real description.\n---\n\n';

/** The problems of a document: `head` and `body` (from line 6), or the whole source. */
async function problems(body: string, {dated = false, whole = false} = {}): Promise<string[]> {
  const found = await checkDocument(
    'docs/example.md',
    whole ? body : head + body,
    {dated},
    new Date(Date.UTC(2026, 10, 22)),
  );
  return found.map((p) => `${p.line}: ${p.message}`);
}

function assertOne(found: string[], line: number, pattern: RegExp): void {
  assert.equal(found.length, 1, found.join('\n'));
  assert.ok(found[0]!.startsWith(`${line}: `), found[0]);
  assert.match(found[0]!, pattern);
}

test('ordinary legal prose, braces, < signs, comments, autolinks and placeholders are fine', async () => {
  const prose = [
    '_Last updated: October 10, 2025_',
    'Write within {30} days. Users <13 may not sign up; a < b > c.',
    'Write to <privacy@example.com>. It’s “quoted” — with dashes. [Price list](/terms) and [Terms][terms].',
    '<!-- a note for the next editor: {Your Name} and #notes are fine here -->',
    'The app is {{appName}}; write to {{supportEmail}}.',
    '{{appFacts}}',
    '- a list',
    '## A heading',
    '| Data | Kept |\n| --- | --- |\n| Account | until deleted |',
  ].join('\n\n');
  assert.deepEqual(await problems(prose, {dated: true}), []);
});

test('a deleted front matter is reported on line 1', async () => {
  assertOne(await problems('Some text.\n', {whole: true}), 1, /no title and description at the top/);
});

test('a front matter without a title or a description says which to add', async () => {
  const found = await problems('---\ntitle: {{appName}} help\n---\n\nText.\n', {whole: true});
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0]!, /needs a description: add a line description:/);
});

test('front matter that YAML cannot read names its line and the fix', async () => {
  const found = await problems('---\ntitle: T\ndescription: "Unclosed quote\n---\n\nText.\n', {whole: true});
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0]!, /cannot be read.*double quotes/);
});

test('template blanks such as {Your Name} or {email} are not published', async () => {
  const found = await problems('Contact {Your Name} at {email}.\n');
  assert.equal(found.length, 2, found.join('\n'));
  assert.match(found[0]!, /\{Your Name\} looks like a blank from a template/);
});

test('a blank or label that names a placeholder says which to write: {Company Name}, [Price]', async () => {
  assertOne(
    await problems('Contact {Company Name}.\n'),
    6,
    /\{Company Name\} is not filled in: write \{\{companyName\}\}/,
  );
  assertOne(await problems('It costs [Price].\n'), 6, /\[Price\] is not filled in: write \{\{price\}\}/);
  assertOne(await problems('Write to {supportEmail}.\n'), 6, /write \{\{supportEmail\}\} with two braces/);
});

test('the Last updated line must be there, a real date, not in the future', async () => {
  assertOne(await problems('Text.\n', {dated: true}), 5, /"Last updated" line is missing/);
  assertOne(
    await problems('_Last updated: 10/10/2025_\n'),
    6,
    /"10\/10\/2025" is not a date written like October 10, 2025/,
  );
  assertOne(await problems('_Last updated: February 30, 2025_\n'), 6, /not a day of the calendar/);
  assertOne(await problems('_Last updated: March 3, 2031_\n'), 6, /in the future/);
  assert.deepEqual(await problems('_Last updated: November 23, 2026_\n'), [], 'tomorrow is already today somewhere');
});

test('bullets pasted from Word are reported on each line', async () => {
  const found = await problems('Our promises:\n•\tNo ads\n•\tNo tracking\n');
  assert.deepEqual(
    found.map((p) => p.slice(0, 3)),
    ['7: ', '8: '],
  );
  assert.match(found[0]!, /bullet pasted from Word.*"- "/);
});

test('#Heading without a space, and a note never closed, are reported', async () => {
  assertOne(await problems('#Heading\n'), 6, /no space/);
  assertOne(await problems('<!-- never closed\n\nText.\n'), 6, /never closed with -->/);
});
