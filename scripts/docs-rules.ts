import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {FRONT_MATTER, PLACEHOLDER, placeholderNamed} from '../plugins/markdown/facts';
import {findLastUpdated} from '../plugins/markdown/lastUpdated';
import type {Problem} from './problems';

/**
 * The rules `npm run check:docs` applies to each document in `docs/`: the mistakes an editor really makes that the
 * build cannot see, because the page still builds but shows something else than was meant. Everything the build
 * sees stops it by itself, naming the file: a broken link, anchor or image (`onBroken*: 'throw'` in
 * `docusaurus.config.ts`), an unknown placeholder or an old `<AppName />` tag (`plugins/markdown/facts.ts`). Every
 * message is one sentence a person who is not a developer can act on.
 */
export interface DocumentRules {
  /** Must have a "Last updated" line. */
  readonly dated: boolean;
}

type Report = (line: number, message: string) => void;

export async function checkDocument(
  file: string,
  source: string,
  rules: DocumentRules,
  today = new Date(),
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const report: Report = (line, message) => problems.push({file, line, message});
  await checkFrontMatter(file, source, report);
  checkLastUpdated(source, rules, today, report);
  checkLines(source, report);
  return problems.sort((a, b) => a.line - b.line);
}

async function checkFrontMatter(file: string, source: string, report: Report): Promise<void> {
  const front = FRONT_MATTER.exec(source);
  if (!front) {
    report(
      1,
      'The document has no title and description at the top: start the file with a line ---, then title: …, description: …, and another line ---.',
    );
    return;
  }
  let frontMatter: Record<string, unknown>;
  try {
    // A placeholder is a word here; the build fills it in.
    const fileContent = source.replace(front[0], front[0].replace(PLACEHOLDER, 'x'));
    frontMatter = (await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent})).frontMatter;
  } catch (error) {
    const line = (error as {mark?: {line?: number}}).mark?.line;
    report(
      line === undefined ? 1 : line + 2,
      'The block between the --- lines cannot be read: write each setting as name: text on its own line, and put text that starts with [ { " \' @ or contains ": " in double quotes.',
    );
    return;
  }
  for (const [key, what] of [
    ['title', 'the page heading'],
    ['description', 'one sentence about the page, for search engines and link previews'],
  ] as const) {
    const value = frontMatter[key];
    if (typeof value !== 'string' || value.trim() === '') {
      report(1, `The document needs a ${key}: add a line ${key}: with ${what} between the --- lines.`);
    }
  }
}

function checkLastUpdated(source: string, rules: DocumentRules, today: Date, report: Report): void {
  const found = findLastUpdated(source);
  if (!found) {
    if (rules.dated) {
      const below = FRONT_MATTER.exec(source)?.[0].split('\n').length ?? 1;
      report(
        below,
        'The "Last updated" line is missing: add _Last updated: October 10, 2025_ (with the day the text changed) below the --- line.',
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

const BULLET = /^\s*(?:[•◦▪▫■□●○·‣⁃∙]|o\t|[-–—]\t)/;
const TEMPLATE_BLANK = /(?<![{\\])\{([A-Za-z][A-Za-z .'’-]*)\}(?!\})/g;
const BRACKETED_NAME = /\[([A-Za-z][A-Za-z _-]*)\](?![([])/g;

/** Word bullets, `#Heading`, unfilled blanks: line by line, outside the notes for editors. */
function checkLines(source: string, report: Report): void {
  const unclosed = /<!--(?![\s\S]*?-->)/.exec(source);
  if (unclosed) {
    report(
      source.slice(0, unclosed.index).split('\n').length,
      'This note is never closed with -->, so everything after it is hidden: end it with -->.',
    );
  }
  // Notes keep their line breaks, so the lines keep their numbers.
  const shown = source.replace(/<!--[\s\S]*?(?:-->|$)/g, (note) => note.replace(/[^\n]/g, ' '));
  for (const [index, text] of shown.split('\n').entries()) {
    const line = index + 1;
    if (BULLET.test(text)) {
      report(
        line,
        'This line starts with a bullet pasted from Word, so it runs into the paragraph instead of forming a list: start each item on its own line with "- " (a dash and a space).',
      );
    }
    if (/^#{1,6}[^\s#]/.test(text)) {
      report(
        line,
        'This line starts with # but no space, so it is not a heading: write "## " (with a space) before the heading text.',
      );
    }
    for (const [written, name] of text.matchAll(TEMPLATE_BLANK)) {
      const meant = placeholderNamed(name!);
      report(
        line,
        meant
          ? `${written} is not filled in: write {{${meant}}} with two braces on each side.`
          : `${written} looks like a blank from a template that was not filled in: replace it with the real text, or a placeholder from EDITING.md.`,
      );
    }
    for (const [written, name] of text.matchAll(BRACKETED_NAME)) {
      const meant = placeholderNamed(name!);
      if (meant) report(line, `${written} is not filled in: write {{${meant}}} with two braces on each side.`);
    }
  }
}
