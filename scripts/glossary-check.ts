/**
 * One term per idea, per language (`npm run check:docs`): `i18n/<lang>/glossary.json` names, for each idea, the term
 * to use and the terms a reviewer rejected; a rejected term in the language's messages, mock words or documents
 * fails, with the file, the line, the message id and the term to use.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode} from '../src/i18n/locales';
import type {Problem} from './problems';

export interface GlossaryTerm {
  /** What the idea is, for the translator. */
  readonly idea: string;
  /** The term to use (its forms follow the language's grammar). */
  readonly use: string;
  /** Terms (or forms) that must not stand for this idea. */
  readonly reject: readonly string[];
  /** Message ids (a trailing `*` matches a prefix) where a rejected word means something else, e.g. a navigation menu. */
  readonly except?: readonly string[];
}

export interface Glossary {
  readonly terms: Readonly<Record<string, GlossaryTerm>>;
  /** Japanese: words the phrase segmenter must not split (plugins/i18n/japanesePhrases.ts). */
  readonly keepTogether?: readonly string[];
}

export function glossaryFile(locale: LocaleCode): string {
  return path.join('i18n', locale, 'glossary.json');
}

export function readGlossary(siteDir: string, locale: LocaleCode): Glossary | undefined {
  const file = path.join(siteDir, glossaryFile(locale));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Glossary) : undefined;
}

/** A rejected term as a pattern: whole words where the term is Latin script, anywhere in Japanese and Arabic. */
function termPattern(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return /\p{Script=Latin}/u.test(term)
    ? new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu')
    : new RegExp(escaped, 'u');
}

const excepted = (id: string | undefined, except: readonly string[] = []) =>
  id !== undefined &&
  except.some((pattern) => (pattern.endsWith('*') ? id.startsWith(pattern.slice(0, -1)) : id === pattern));

/** The texts of a file, line by line; in a `code.json`-shaped file, with the id of the message on that line. */
function linesOf(file: string): {line: number; text: string; id?: string}[] {
  let id: string | undefined;
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      const opened = /^\s{2}"([^"]+)": \{\s*$/.exec(text);
      if (opened) id = opened[1];
      if (/"(\$comment|description)":/.test(text)) return [];
      const message = /^\s*"message": (".*"),?\s*$/.exec(text);
      return [{line: i + 1, text: message ? (JSON.parse(message[1]!) as string) : text, id: message ? id : undefined}];
    });
}

/** The files a language's glossary applies to, from the site's root. */
export function glossaryScope(siteDir: string, locale: LocaleCode): string[] {
  const docsDir =
    locale === DEFAULT_LOCALE ? 'docs' : path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current');
  const docs = existsSync(path.join(siteDir, docsDir))
    ? readdirSync(path.join(siteDir, docsDir))
        .filter((file) => file.endsWith('.md'))
        .map((file) => path.join(docsDir, file))
    : [];
  return [
    path.join('i18n', locale, 'code.json'),
    path.join('i18n', locale, 'docusaurus-theme-classic', 'footer.json'),
    path.join('screenshots', 'source', 'strings', `${locale}.json`),
    ...docs,
  ].filter((file) => existsSync(path.join(siteDir, file)));
}

export function glossaryProblems(siteDir: string, locale: LocaleCode): Problem[] {
  const glossary = readGlossary(siteDir, locale);
  if (!glossary) return [];
  const problems: Problem[] = [];
  for (const file of glossaryScope(siteDir, locale)) {
    for (const {line, text, id} of linesOf(path.join(siteDir, file))) {
      for (const [name, {use, reject, except}] of Object.entries(glossary.terms)) {
        if (excepted(id, except)) continue;
        const found = reject.find((term) => termPattern(term).test(text));
        if (!found) continue;
        problems.push({
          file,
          line,
          message:
            `${id ? `message "${id}" ` : ''}uses "${found}" for ${name}: the glossary (${glossaryFile(locale)}) ` +
            `says "${use}". Write "${use}" (in the form the sentence needs).`,
        });
      }
    }
  }
  return problems;
}

/** Every language's glossary problems. */
export function checkGlossaries(siteDir: string): Problem[] {
  return LOCALE_CODES.flatMap((locale) => glossaryProblems(siteDir, locale));
}
