/**
 * The translated documents: where they are, which English text each translates, how their date line is written.
 * A translation names the English text in its front matter, `translated_from: <revision>`, a short fingerprint of
 * `docs/<doc>.md` (the check prints the current one): when the English file changes, the translation is stale until
 * an editor updates it and copies the new value.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, localeOf, type LocaleCode} from '../../src/i18n/locales';

/** Docusaurus's folder for the docs plugin's translated files, inside `i18n/<lang>/`. */
export const DOCS_TRANSLATION_FOLDER = 'docusaurus-plugin-content-docs/current';

/** Where the translation of `docs/<doc>.md` lives; null for English, which is `docs/` itself. */
export function translatedDocumentFile(siteDir: string, locale: string, doc: string): string | null {
  if (locale === DEFAULT_LOCALE) return null;
  return path.join(siteDir, 'i18n', locale, DOCS_TRANSLATION_FOLDER, `${doc}.md`);
}

/** The English text's revision: eight hex digits of its SHA-256, line endings normalised. */
export function englishRevision(englishSource: string): string {
  return createHash('sha256').update(englishSource.replace(/\r\n?/g, '\n'), 'utf8').digest('hex').slice(0, 8);
}

/** The `translated_from:` value of a translation's front matter, or undefined. */
export function translatedFrom(translatedSource: string): string | undefined {
  const block = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/.exec(translatedSource)?.[1] ?? '';
  return /^translated_from:[ \t]*["']?([^"'\s#]*)["']?/m.exec(block)?.[1] || undefined;
}

export interface TranslationStatus {
  readonly doc: string;
  readonly file: string;
  readonly exists: boolean;
  /** What the translation says it translates (undefined when it does not say). */
  readonly translatedFrom: string | undefined;
  /** The English text's revision now. */
  readonly englishRevision: string;
  /** The English text changed after the translation was made (or the translation does not say which it translates). */
  readonly stale: boolean;
}

export function translationStatus(siteDir: string, locale: string, doc: string): TranslationStatus | null {
  const file = translatedDocumentFile(siteDir, locale, doc);
  if (!file) return null;
  const revision = englishRevision(readFileSync(path.join(siteDir, 'docs', `${doc}.md`), 'utf8'));
  const exists = existsSync(file);
  const from = exists ? translatedFrom(readFileSync(file, 'utf8')) : undefined;
  return {doc, file, exists, translatedFrom: from, englishRevision: revision, stale: exists && from !== revision};
}

/** "Last updated" as the language writes it: `Zuletzt aktualisiert: 10. Oktober 2025`. */
export function lastUpdatedLine(locale: LocaleCode, date: Date): string {
  const {label, intl} = localeOf(locale).lastUpdated;
  return label + new Intl.DateTimeFormat(intl, {dateStyle: 'long', timeZone: 'UTC'}).format(date);
}
