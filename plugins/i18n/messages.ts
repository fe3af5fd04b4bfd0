/**
 * The site's own messages (`translate()` / `<Translate>` in `src/`), by id: English as the code writes it, another
 * language from its `i18n/<lang>/code.json`. Node-side: the documents (`plugins/markdown/facts.ts`) say the app facts
 * with them, and `npm run check:docs` checks every language has them all.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {DEFAULT_LOCALE, type LocaleCode} from '../../src/i18n/locales';

export type Messages = Readonly<Record<string, string>>;

/** What Docusaurus's extractor (the one `write-translations` runs) finds in the site's own code. */
export async function extractSource(siteDir: string) {
  const files = readdirSync(path.join(siteDir, 'src'), {recursive: true})
    .map(String)
    .filter((file) => /\.(tsx?|jsx?)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(siteDir, 'src', file));
  return extractAllSourceCodeFileTranslations(files, getBabelOptions({isServer: true}));
}

/** Every message of the site's own code, by id, as Docusaurus extracts them. */
export async function sourceMessages(siteDir: string): Promise<Messages> {
  const extracted = await extractSource(siteDir);
  return Object.fromEntries(
    extracted.flatMap(({translations}) => Object.entries(translations).map(([id, {message}]) => [id, message])),
  );
}

/** A `code.json`-shaped file's messages; undefined when there is no such file. */
export function readMessages(file: string): Messages | undefined {
  if (!existsSync(file)) return undefined;
  const content = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(content).map(([id, {message}]) => [id, message]));
}

/** Every message in a language: its `code.json`'s, English where it lacks one. */
export function languageMessages(siteDir: string, english: Messages, locale: LocaleCode): Messages {
  if (locale === DEFAULT_LOCALE) return english;
  return {...english, ...readMessages(path.join(siteDir, 'i18n', locale, 'code.json'))};
}

export async function siteMessages(siteDir: string, locale: LocaleCode): Promise<Messages> {
  return languageMessages(siteDir, await sourceMessages(siteDir), locale);
}
