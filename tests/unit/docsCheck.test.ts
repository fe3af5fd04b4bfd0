import {test} from 'node:test';
import assert from 'node:assert/strict';
import {anchorsOf, checkDocument, type Site} from '../../scripts/docs-rules';

/**
 * `npm run check:docs` on small documents: each mistake an editor can make
 * gets one line with the file and line, and ordinary prose gets none.
 */
const site: Site = {
  pages: new Map<string, ReadonlySet<string> | 'any'>([
    ['/', 'any'],
    ['/privacy', new Set(['children', 'contact'])],
    ['/terms', new Set()],
  ]),
  staticFileExists: (url) => url === '/img/docs/map.png',
  relativeFileExists: () => false,
  today: new Date(Date.UTC(2026, 10, 22)),
};

const head =
  '---\ntitle: Example\ndescription: An example document that is long enough to be a real description.\n---\n\n';

/** The problems of a document: `head` and `body` (from line 6), or the whole source. */
async function problems(body: string, {dated = false, whole = false} = {}): Promise<string[]> {
  const source = whole ? body : head + body;
  const found = await checkDocument('docs/example.md', source, {dated}, site);
  return found.map((p) => `${p.line}: ${p.message}`);
}

function assertOne(found: string[], line: number, pattern: RegExp): void {
  assert.equal(found.length, 1, found.join('\n'));
  assert.ok(found[0].startsWith(`${line}: `), found[0]);
  assert.match(found[0], pattern);
}

test('ordinary legal prose, braces, < signs, comments and autolinks are fine', async () => {
  const prose = [
    '_Last updated: October 10, 2025_',
    'Write within {30} days. Users <13 may not sign up; a < b > c.',
    'Write to <privacy@example.com> or privacy@example.com. It’s “quoted” — with dashes.',
    '<!-- a note for the next editor -->',
    'The app is {{appName}}; write to {{supportEmail}} or [us]({{supportEmail}}).',
    '- a list',
    '- [the children section](/privacy#children), [terms](/terms), [home](/), ![A map](/img/docs/map.png)',
    '',
    '| Data | Kept |',
    '| --- | --- |',
    '| Account | until deleted |',
  ].join('\n\n');
  assert.deepEqual(await problems(prose, {dated: true}), []);
});

test('a document without front matter is reported on line 1', async () => {
  assertOne(await problems('Some text.\n', {whole: true}), 1, /no title and description at the top/);
});

test('an empty title and a missing description are reported on their lines', async () => {
  const found = await problems('---\ntitle:\nfoo: bar\n---\n\nText.\n', {whole: true});
  assert.deepEqual(
    found.map((p) => p.slice(0, 2)),
    ['1:', '2:', '3:'],
  );
  assert.match(found.join('\n'), /needs a title/);
  assert.match(found.join('\n'), /needs a description/);
  assert.match(found.join('\n'), /"foo:" is not a setting/);
});

test('a description of a few words is too short', async () => {
  assertOne(
    await problems('---\ntitle: T\ndescription: Short.\n---\n\nText.\n', {whole: true}),
    3,
    /only 6 characters/,
  );
});

test('front matter that YAML cannot read names its line and the fix', async () => {
  const found = await problems('---\ntitle: T\ndescription: "Unclosed quote\n---\n\nText.\n', {whole: true});
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0], /cannot be read.*double quotes/);
});

test('a placeholder at the start of a front matter value is fine', async () => {
  const source =
    '---\ntitle: {{appName}} help\ndescription: {{appName}} answers the questions people ask most often.\n---\n';
  assert.deepEqual(await problems(source, {whole: true}), []);
});

test('an unknown placeholder names the ones that exist, in text and in front matter', async () => {
  assertOne(
    await problems('Hello {{appname}} and {{sellerName}}.\n'),
    6,
    /\{\{sellerName\}\} is not a placeholder: write one of the placeholders \{\{appName\}\}, \{\{supportEmail\}\}, \{\{companyName\}\}.* \{\{appFacts\}\} or \{\{contactButton\}\}/,
  );
  const front = '---\ntitle: T\ndescription: About {{company}} and enough words for a description.\n---\n';
  assertOne(await problems(front, {whole: true}), 3, /\{\{company\}\} is not a placeholder/);
});

test('a mistyped placeholder gets the one it is closest to', async () => {
  assertOne(
    await problems('Made by {{companyNmae}}.\n'),
    6,
    /did you mean \{\{companyName\}\}, the name of the company/,
  );
});

test('the facts list placeholder stands alone on its line, never inside a sentence, link or the top block', async () => {
  assert.deepEqual(await problems('Intro.\n\n{{appFacts}}\n\nMore.\n'), []);
  assertOne(
    await problems('The facts: {{appFacts}}\n'),
    6,
    /\{\{appFacts\}\} shows a part of the page of its own: write it alone on a line/,
  );
  assertOne(await problems('- {{appFacts}}\n'), 6, /write it alone on a line/);
  const front = '---\ntitle: T {{appFacts}}\ndescription: Enough words for a description of this example page.\n---\n';
  assertOne(await problems(front, {whole: true}), 2, /write it alone on a line/);
});

test('the old <AppName /> tag and near-miss placeholders say how to write them', async () => {
  assertOne(await problems('<Appname /> is great.\n'), 6, /old way of writing the app's name: write \{\{appName\}\}/);
  assertOne(await problems('Write to {supportEmail}.\n'), 6, /write \{\{supportEmail\}\} with two braces/);
  assertOne(await problems('Made by [AppName].\n'), 6, /write \{\{appName\}\} with two braces/);
});

test('template blanks such as {Your Name} or {email} are not published', async () => {
  const found = await problems('Contact {Your Name} at {email}.\n');
  assert.equal(found.length, 2, found.join('\n'));
  assert.match(found[0], /\{Your Name\} looks like a blank from a template/);
});

test('a blank or label that names a placeholder says which to write: {Company Name}, [Price]', async () => {
  assertOne(
    await problems('Contact {Company Name}.\n'),
    6,
    /\{Company Name\} is not filled in: write \{\{companyName\}\}/,
  );
  assertOne(await problems('It costs [Price].\n'), 6, /\[Price\] is not filled in: write \{\{price\}\}/);
});

test("the app's name or support address typed out should be a placeholder", async () => {
  const found = await problems('Wordkeep answers at support@example.com.\n');
  assert.match(found.join('\n'), /"Wordkeep" is written out: write \{\{appName\}\}/);
  assert.match(found.join('\n'), /"support@example.com" is written out: write \{\{supportEmail\}\}/);
  assert.equal(found.length, 2, 'the autolinked address is reported once');
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
  assert.match(found[0], /bullet pasted from Word.*"- "/);
});

test('broken links and anchors are reported with their line, and how to write them', async () => {
  assertOne(
    await problems('\n\nSee [x](/privacy#kids).\n'),
    8,
    /\/privacy does not have: the anchors there are #children, #contact/,
  );
  assertOne(
    await problems('See [x](/nowhere).\n'),
    6,
    /page that does not exist: the pages are \/, \/privacy, \/terms/,
  );
  assertOne(await problems('See [x](#nothing).\n'), 6, /no heading of this document has that anchor/);
  assertOne(await problems('See [x](privacy).\n'), 6, /does not start with \//);
  assertOne(await problems('See [x]().\n'), 6, /no address between the round brackets/);
});

test('a heading anchor follows the filled-in placeholder', () => {
  assert.ok(anchorsOf('## About {{appName}}\n').has('about-wordkeep'));
});

test('missing images and images from other sites say where images go', async () => {
  assertOne(
    await problems('![A map](/img/docs/nope.png)\n'),
    6,
    /does not exist: put the image file in static\/img\/docs\//,
  );
  assertOne(await problems('![A map](https://example.com/a.png)\n'), 6, /another website/);
  assertOne(await problems('![](/img/docs/map.png)\n'), 6, /no description/);
});

test('text that Markdown silently turns into something else is reported', async () => {
  assertOne(await problems('A paragraph\n---\n'), 7, /turns the text above it into a heading/);
  assertOne(await problems('    indented\n'), 6, /shows as code/);
  assertOne(await problems('#Heading\n'), 6, /no space/);
  assertOne(await problems('# Title\n'), 6, /start with "## "/);
  assertOne(await problems('A <b>bold</b> claim.\n'), 6, /<b> is read as HTML/);
  assertOne(await problems('<!-- never closed\n\nText.\n'), 6, /never closed with -->/);
  assertOne(await problems('Caf\uFFFD\n'), 6, /lost when the text was copied/);
});
