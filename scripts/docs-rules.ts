import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {frontmatter} from 'micromark-extension-frontmatter';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import type {Heading, Nodes, Root} from 'mdast';
import {DEFAULT_PARSE_FRONT_MATTER, createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {
  COMPONENT_TAG,
  DocumentError,
  PLACEHOLDERS,
  TEXT_PLACEHOLDERS,
  componentTagMessage,
  fillPlaceholders,
  findPlaceholders,
  isMailPlaceholderValue,
  misplacedBlockMessage,
  placeholderChoices,
  placeholderNamed,
  unknownPlaceholderMessage,
} from '../src/markdown/placeholders';
import {tokenizeFrontMatter, untokenize} from '../src/markdown/frontMatter';
import {findLastUpdated} from '../src/markdown/lastUpdated';
import {DOCUMENT_IMAGES} from '../src/markdown/documents';

/**
 * The rules `npm run check:docs` applies to each Markdown document: the
 * mistakes an editor can make that would crash the build, or worse, that
 * would publish something other than what they wrote. Every message is one
 * sentence that a person who is not a developer can act on.
 */
export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** What a document's links may point at. */
export interface Site {
  /** Pages of the site (`/`, `/privacy`…) and the anchors each has (`any`: not known here). */
  readonly pages: ReadonlyMap<string, ReadonlySet<string> | 'any'>;
  /** Whether `/img/x.png` and the like are files in `static/`. */
  readonly staticFileExists: (urlPath: string) => boolean;
  /** Whether a file next to the document (`./x.png`) exists. */
  readonly relativeFileExists: (file: string, relativePath: string) => boolean;
  readonly today: Date;
}

export interface DocumentRules {
  /** Must have a "Last updated" line. */
  readonly dated: boolean;
}

const FRONT_MATTER_KEYS = ['title', 'description'];
const MIN_DESCRIPTION = 50;

export function parseDocument(source: string): Root {
  return fromMarkdown(source, {
    extensions: [gfm(), frontmatter(['yaml'])],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });
}

/** The heading anchors of a document, as Docusaurus makes them. */
export function anchorsOf(source: string): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  walk(parseDocument(source), (node) => {
    if (node.type !== 'heading') return;
    const {id, text} = parseMarkdownHeadingId(fillPlaceholders(plainText(node)), 'classic');
    anchors.add(id ?? slugger.slug(text));
  });
  return anchors;
}

export async function checkDocument(
  file: string,
  source: string,
  rules: DocumentRules,
  site: Site,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const report = (line: number | undefined, message: string) => problems.push({file, line: line ?? 1, message});
  const tree = parseDocument(source);

  await checkFrontMatter(file, source, tree, report);
  checkLastUpdated(source, rules, site.today, report);
  const anchors = anchorsOf(source);
  const blocks = blockPlaceholderTexts(tree);
  walk(tree, (node) => checkNode(node, {file, source, site, anchors, blocks, report}));
  for (const [index, text] of source.split('\n').entries()) {
    if (text.includes('\uFFFD')) {
      report(index + 1, 'This line contains �, a character that was lost when the text was copied: type it again.');
    }
  }
  const unique = new Map(problems.map((p) => [formatProblem(p), p]));
  return [...unique.values()].sort((a, b) => a.line - b.line);
}

type Report = (line: number | undefined, message: string) => void;

async function checkFrontMatter(file: string, source: string, tree: Root, report: Report): Promise<void> {
  const howTo = 'start the file with a line ---, then title: …, description: …, and another line ---.';
  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  if (!yaml) {
    report(1, `The document has no title and description at the top: ${howTo}`);
    return;
  }
  // As written (placeholders still tokens), then as shown.
  let written: Record<string, unknown>;
  try {
    const tokenized = tokenizeFrontMatter(source, file);
    written = (await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: tokenized})).frontMatter;
  } catch (error) {
    if (error instanceof DocumentError) {
      report(Number(/:(\d+):/.exec(error.message)?.[1]), error.message.replace(/^[^ ]+: /, ''));
    } else {
      const line = (error as {mark?: {line?: number}}).mark?.line;
      report(
        line === undefined ? 1 : line + 2,
        'The block between the --- lines cannot be read: write each setting as name: text on its own line, and put text that starts with [ { " \' @ or contains ": " in double quotes.',
      );
    }
    return;
  }
  const frontMatter = untokenize(written);
  const lineOf = (key: string) => {
    const index = yaml.value.split('\n').findIndex((line) => line.startsWith(`${key}:`));
    return index < 0 ? 1 : index + 2;
  };
  for (const key of Object.keys(frontMatter)) {
    if (!FRONT_MATTER_KEYS.includes(key)) {
      report(
        lineOf(key),
        `"${key}:" is not a setting of these documents: keep only title: and description: between the --- lines.`,
      );
    }
  }
  const {title, description} = frontMatter;
  if (typeof title !== 'string' || title.trim() === '') {
    report(
      lineOf('title'),
      'The document needs a title: add a line title: with the page heading between the --- lines.',
    );
  }
  if (typeof description !== 'string' || description.trim() === '') {
    report(
      lineOf('description'),
      'The document needs a description: add a line description: with one sentence about the page between the --- lines.',
    );
  } else if (description.trim().length < MIN_DESCRIPTION) {
    report(
      lineOf('description'),
      `The description is only ${description.trim().length} characters long: search engines and link previews show it, so write one full sentence (at least ${MIN_DESCRIPTION} characters).`,
    );
  }
  for (const [key, value] of Object.entries(written)) {
    if (typeof value === 'string') checkFactsWrittenOut(value, lineOf(key), report);
  }
}

function checkLastUpdated(source: string, rules: DocumentRules, today: Date, report: Report): void {
  const found = findLastUpdated(source);
  const example = '_Last updated: October 10, 2025_';
  if (!found) {
    if (rules.dated) {
      report(
        bodyStartLine(source),
        `The "Last updated" line is missing: add ${example} (with the day the text changed) below the --- line.`,
      );
    }
    return;
  }
  if (!found.date) {
    report(
      found.line,
      /^[A-Za-z]+ \d{1,2}, \d{4}$/.test(found.written)
        ? `"${found.written}" is not a day of the calendar: check the month and the day.`
        : `"${found.written}" is not a date written like October 10, 2025: write the month in full, the day, a comma and the year.`,
    );
    return;
  }
  // A day ahead is allowed: somewhere in the world it may already be that day.
  const tomorrow = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
  if (found.date.getTime() > tomorrow) {
    report(found.line, `The date ${found.written} is in the future: write the day the text was last changed.`);
  }
}

function bodyStartLine(source: string): number {
  const match = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n/.exec(source);
  return match ? match[0].split('\n').length : 1;
}

interface Context {
  readonly file: string;
  readonly source: string;
  readonly site: Site;
  readonly anchors: ReadonlySet<string>;
  /** The text of each paragraph that is a block placeholder alone (`{{appFacts}}`), where one belongs. */
  readonly blocks: ReadonlySet<Nodes>;
  readonly report: Report;
}

/** Top-level paragraphs that are nothing but one block placeholder: where `{{appFacts}}` may stand. */
function blockPlaceholderTexts(tree: Root): Set<Nodes> {
  const texts = new Set<Nodes>();
  for (const node of tree.children) {
    if (node.type !== 'paragraph' || node.children.length !== 1 || node.children[0].type !== 'text') continue;
    const text = node.children[0];
    const uses = findPlaceholders(text.value);
    if (uses.length === 1 && uses[0].written === text.value.trim() && uses[0].name) texts.add(text);
  }
  return texts;
}

const BULLETS = /^\s*(?:[•◦▪▫■□●○·‣⁃∙]|o\t|[-–—]\t)/;
const TEMPLATE_BLANK = /(?<![{\\])\{([A-Za-z][A-Za-z .'’-]*)\}(?!\})/g;
const BRACKETED_NAME = /\[([A-Za-z][A-Za-z _-]*)\]/g;

function checkNode(node: Nodes, {file, source, site, anchors, blocks, report}: Context): void {
  const line = node.position?.start.line;
  const raw = node.position ? source.slice(node.position.start.offset, node.position.end.offset) : '';
  switch (node.type) {
    case 'text': {
      checkPlaceholders(node.value, line, report, blocks.has(node));
      for (const [written, name] of [...node.value.matchAll(TEMPLATE_BLANK)].map((m) => [m[0], m[1]])) {
        const meant = placeholderNamed(name);
        report(
          line,
          meant
            ? `${written} is not filled in: write {{${meant}}} with two braces on each side.`
            : `${written} looks like a blank from a template that was not filled in: replace it with the real text, or write ${placeholderChoices()}.`,
        );
      }
      for (const [written, name] of [...node.value.matchAll(BRACKETED_NAME)].map((m) => [m[0], m[1]])) {
        const meant = placeholderNamed(name);
        if (meant) report(line, `${written} is not filled in: write {{${meant}}} with two braces on each side.`);
      }
      checkFactsWrittenOut(node.value, line, report);
      break;
    }
    case 'paragraph':
      for (const [index, text] of raw.split('\n').entries()) {
        if (BULLETS.test(text)) {
          report(
            line! + index,
            'This line starts with a bullet pasted from Word, so it runs into the paragraph instead of forming a list: start each item on its own line with "- " (a dash and a space).',
          );
        }
        if (/^#{1,6}[^\s#]/.test(text)) {
          report(
            line! + index,
            'This line starts with # but no space, so it is not a heading: write "## " (with a space) before the heading text.',
          );
        }
      }
      break;
    case 'heading':
      if (!/^\s*#/.test(raw)) {
        report(
          node.position?.end.line,
          'The line of --- or === under this text turns the text above it into a heading: leave an empty line before it, or remove it.',
        );
      } else if (node.depth === 1) {
        report(
          line,
          'Headings inside a document start with "## ": the page title comes from title: at the top and is shown already.',
        );
      }
      break;
    case 'code':
      if (!/^\s*(```|~~~)/.test(raw)) {
        report(
          line,
          'This text starts with four spaces or a tab, so it shows as code: remove the spaces at the start of the line.',
        );
      }
      break;
    case 'html': {
      const tag = node.value.trim();
      if (tag.startsWith('<!--')) {
        if (!tag.includes('-->')) {
          report(line, 'This note is never closed with -->, so everything after it is hidden: end it with -->.');
        }
      } else if (tag.startsWith('</')) {
        // The opening tag is reported already.
      } else if (COMPONENT_TAG.test(tag)) {
        report(line, componentTagMessage(tag));
      } else {
        report(
          line,
          `${tag.split('\n')[0]} is read as HTML, not shown as written: use Markdown instead (**bold**, [text](/page)), or write &lt; for a < sign.`,
        );
      }
      break;
    }
    case 'link':
      checkPlaceholders(node.url, line, report);
      checkLink(fillPlaceholders(node.url), line, {file, source, site, anchors, blocks, report});
      if (node.children.length === 0)
        report(line, 'This link has no text between the square brackets: add the words to click on.');
      break;
    case 'image':
      checkPlaceholders(node.url, line, report);
      checkImage(node.url, node.alt, line, {file, source, site, anchors, blocks, report});
      break;
    default:
      break;
  }
}

function checkPlaceholders(text: string, line: number | undefined, report: Report, aloneOnItsLine = false): void {
  for (const use of findPlaceholders(text)) {
    const at = line && line + text.slice(0, use.index).split('\n').length - 1;
    if (!use.name) report(at, unknownPlaceholderMessage(use.written));
    else if (PLACEHOLDERS[use.name].kind === 'block' && !aloneOnItsLine) report(at, misplacedBlockMessage(use.written));
  }
}

/**
 * A name or an e-mail address of the app facts typed out, where the
 * placeholder keeps it current. (Phrases such as the price are not: "free"
 * may be in any sentence.)
 */
function checkFactsWrittenOut(text: string, line: number | undefined, report: Report): void {
  const seen = new Set<string>();
  for (const [name, {kind, value, meaning}] of TEXT_PLACEHOLDERS) {
    if (kind === 'phrase' || seen.has(value)) continue;
    seen.add(value);
    if (text.includes(value)) {
      report(
        line,
        `"${value}" is written out: write {{${name}}} instead, so the page always shows ${meaning} from the app's settings.`,
      );
    }
  }
}

function checkLink(url: string, line: number | undefined, {site, anchors, report}: Context): void {
  if (url.trim() === '') {
    report(line, 'This link has no address between the round brackets: add one, like [Privacy Policy](/privacy).');
    return;
  }
  // `[write to us]({{supportEmail}})` becomes a mail link on the page.
  if (isMailPlaceholderValue(url)) return;
  if (url.startsWith('mailto:')) {
    if (!/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/.test(url))
      report(line, `${url.slice(7)} is not a complete e-mail address.`);
    if (isMailPlaceholderValue(url.slice(7))) checkFactsWrittenOut(url, line, report);
    return;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return;
  if (url.startsWith('#')) {
    if (!anchors.has(decodeURIComponent(url.slice(1)))) {
      report(
        line,
        `This link goes to ${url}, but no heading of this document has that anchor: ${anchorHint(anchors)}.`,
      );
    }
    return;
  }
  if (!url.startsWith('/')) {
    report(
      line,
      `The link ${url} does not start with /: write links to the site's pages like [Privacy Policy](/privacy), or a full address starting with https://.`,
    );
    return;
  }
  const [pathname, hash] = url.split('#', 2);
  const page = site.pages.get(pathname.replace(/\.md$/, '').replace(/\/$/, '') || '/');
  if (!page) {
    if (!site.staticFileExists(pathname) && !pathname.startsWith('/mobile/')) {
      report(
        line,
        `The link ${url} goes to a page that does not exist: the pages are ${[...site.pages.keys()].join(', ')}.`,
      );
    }
    return;
  }
  if (hash !== undefined && page !== 'any' && !page.has(decodeURIComponent(hash))) {
    report(line, `The link ${url} goes to a heading that ${pathname} does not have: ${anchorHint(page)}.`);
  }
}

function anchorHint(anchors: ReadonlySet<string>): string {
  return anchors.size ? `the anchors there are #${[...anchors].join(', #')}` : 'that page has no headings';
}

function checkImage(
  url: string,
  alt: string | null | undefined,
  line: number | undefined,
  {file, site, report}: Context,
): void {
  const where = `put the image file in ${DOCUMENT_IMAGES.folder}/ and write ![what it shows](${DOCUMENT_IMAGES.url}/name.png)`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    report(line, `The image ${url} comes from another website, which this site never loads from: ${where}.`);
  } else if (url.startsWith('/') ? !site.staticFileExists(url) : !site.relativeFileExists(file, url)) {
    report(line, `The image ${url} does not exist: ${where}.`);
  }
  if (!alt?.trim()) {
    report(
      line,
      'This image has no description: write what it shows between the square brackets, ![like this](…), for people who cannot see it.',
    );
  }
}

/** Depth-first, every node. */
export function walk(node: Nodes, each: (node: Nodes) => void): void {
  each(node);
  if ('children' in node) for (const child of node.children) walk(child as Nodes, each);
}

function plainText(node: Heading | Nodes): string {
  if ('value' in node && node.type !== 'html') return node.value;
  return 'children' in node ? node.children.map((child) => plainText(child as Nodes)).join('') : '';
}

/** `file:line: message`, the one line a problem is printed as. */
export function formatProblem({file, line, message}: Problem): string {
  return `${file}:${line}: ${message}`;
}
