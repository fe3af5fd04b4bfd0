/**
 * The "Last updated" line of a dated document, `_Last updated: October 10, 2025_`.
 * The check, the tests and the README all read it through here, so an editor
 * changes the date in the document and nowhere else.
 */
export const LAST_UPDATED = /^[_*]*\s*Last updated\b:?\s*(.*?)\s*[_*]*\s*$/im;

/** January … December, in English (the documents' own language). */
const MONTHS = Array.from({length: 12}, (_, month) =>
  new Date(Date.UTC(2000, month)).toLocaleString('en', {month: 'long', timeZone: 'UTC'}),
);

export interface LastUpdatedLine {
  /** 1-based line in the file. */
  readonly line: number;
  /** The date as written, e.g. `October 10, 2025`. */
  readonly written: string;
  /** The day it names (UTC midnight), or undefined when it is not a real date. */
  readonly date: Date | undefined;
}

export function findLastUpdated(source: string): LastUpdatedLine | undefined {
  const match = LAST_UPDATED.exec(source);
  if (!match) return undefined;
  return {
    line: source.slice(0, match.index).split('\n').length,
    written: match[1],
    date: parseDocumentDate(match[1]),
  };
}

/** `October 10, 2025` (the spec's form) to a date; anything else, or 31 June, to undefined. */
export function parseDocumentDate(text: string): Date | undefined {
  const match = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === match[1].toLowerCase());
  const [day, year] = [Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  return month >= 0 && date.getUTCDate() === day && date.getUTCMonth() === month ? date : undefined;
}

/** The text the pages show, e.g. `Last updated: October 10, 2025`. */
export function lastUpdatedText(source: string): string {
  const found = findLastUpdated(source);
  if (!found) throw new Error('The document has no "Last updated" line.');
  return `Last updated: ${found.written}`;
}
