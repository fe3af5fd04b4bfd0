/**
 * The translations' part of `npm run check:docs`: for every language but English it fails on a missing message,
 * footer label, document, `translated_from:` line or date line, and warns (without failing) on a document that
 * translates an older English text and on messages still in English.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DOCUMENTS, DOCUMENT_NAMES} from '../src/data/documents';
import {findLastUpdated} from '../plugins/markdown/lastUpdated';
import {TRANSLATED_LOCALES, localeOf, type LocaleCode} from '../src/i18n/locales';
import {lastUpdatedLine, translationStatus} from '../plugins/i18n/translations';
import {extractSource, readMessages, sourceMessages, type Messages} from '../plugins/i18n/messages';
import type {Problem} from './problems';

export interface TranslationReport {
  readonly failures: Problem[];
  readonly warnings: Problem[];
}

/**
 * A `translate()` call the extractor cannot read (a message chosen at run
 * time, e.g. `translate(dark ? {…} : {…})`) is left out of every `code.json`
 * and silently shows English: each one fails the check, with its file and line.
 */
export async function unextractableMessages(siteDir: string): Promise<Problem[]> {
  return (await extractSource(siteDir)).flatMap(({sourceCodeFilePath, warnings}) =>
    warnings.map((warning) => ({
      file: path.relative(siteDir, sourceCodeFilePath),
      line: Number(/line (\d+)/.exec(warning)?.[1] ?? 1),
      message: `write-translations cannot read this message: ${warning.split('\n')[0]} Write one translate() call per message, with literal id and message, and choose between the calls instead.`,
    })),
  );
}

export function checkLanguageMessages(
  locale: LocaleCode,
  file: string,
  required: Messages,
  translated: Messages | undefined,
): TranslationReport {
  const language = `${localeOf(locale).label} (${locale})`;
  if (!translated) {
    return {
      failures: [
        {
          file,
          line: 1,
          message: `${language}: this file is missing. Run "npm run write-translations -- --locale ${locale}", then translate its messages.`,
        },
      ],
      warnings: [],
    };
  }
  const failures = Object.keys(required)
    .filter((id) => !(id in translated))
    .map((id) => ({
      file,
      line: 1,
      message: `${language}: message "${id}" is missing ("${required[id]}"). Run "npm run write-translations -- --locale ${locale}", then translate it.`,
    }));
  const untranslated = Object.keys(required).filter(
    (id) => translated[id] === required[id] && /\p{L}+\s+\p{L}+/u.test(required[id]!),
  );
  const warnings =
    untranslated.length > 0
      ? [
          {
            file,
            line: 1,
            message: `warning: ${language}: ${untranslated.length} message${untranslated.length > 1 ? 's are' : ' is'} still the English text (${untranslated.slice(0, 3).join(', ')}${untranslated.length > 3 ? ', …' : ''}).`,
          },
        ]
      : [];
  return {failures, warnings};
}

/** Messages the site no longer shows (Docusaurus's own `theme.*` ones aside): a translator need not keep them. */
export function unusedMessages(
  locale: LocaleCode,
  file: string,
  required: Messages,
  translated: Messages | undefined,
): TranslationReport {
  const unused = Object.keys(translated ?? {}).filter((id) => !(id in required) && !id.startsWith('theme.'));
  const language = `${localeOf(locale).label} (${locale})`;
  const warnings = unused.map((id) => ({
    file,
    line: 1,
    message: `warning: ${language}: message "${id}" is no longer on the site; delete it from this file.`,
  }));
  return {failures: [], warnings};
}

export function checkLanguageDocuments(siteDir: string, locale: LocaleCode): TranslationReport {
  const language = `${localeOf(locale).label} (${locale})`;
  const failures: Problem[] = [];
  const warnings: Problem[] = [];
  for (const doc of DOCUMENT_NAMES) {
    const status = translationStatus(siteDir, locale, doc)!;
    const file = path.relative(siteDir, status.file);
    if (!status.exists) {
      failures.push({
        file,
        line: 1,
        message: `${language}: the translation of docs/${doc}.md is missing; the site would show the English text under /${locale}/${doc}. Copy docs/${doc}.md here, translate it, and add "translated_from: ${status.englishRevision}" to its top block.`,
      });
      continue;
    }
    if (!status.translatedFrom) {
      failures.push({
        file,
        line: 2,
        message: `${language}: the top block does not say which English text this translates. If it translates today's docs/${doc}.md, add the line "translated_from: ${status.englishRevision}".`,
      });
      continue;
    }
    if (status.stale) {
      warnings.push({
        file,
        line: 2,
        message: `warning: ${language}: docs/${doc}.md has changed since this translation was made (it says translated_from: ${status.translatedFrom}; the English text is now ${status.englishRevision}). Bring the translation up to date (see the changes with "git log -p docs/${doc}.md"), then set "translated_from: ${status.englishRevision}". Until then the page tells readers that the English text has changed.`,
      });
      continue;
    }
    if (DOCUMENTS[doc].dated) {
      const english = findLastUpdated(readFileSync(path.join(siteDir, 'docs', `${doc}.md`), 'utf8'));
      const source = readFileSync(status.file, 'utf8');
      if (english?.date) {
        const expected = lastUpdatedLine(locale, english.date);
        if (!source.includes(expected)) {
          const label = localeOf(locale).lastUpdated.label.trim();
          const at = source.split('\n').findIndex((line) => line.includes(label.slice(0, 6)));
          failures.push({
            file,
            line: at >= 0 ? at + 1 : 1,
            message: `${language}: the date line must say the English text's date as ${language.split(' ')[0]} writes it: _${expected}_`,
          });
        }
      }
    }
  }
  return {failures, warnings};
}

export async function checkTranslations(
  siteDir: string,
  footerLabels: readonly string[],
  locales: readonly LocaleCode[] = TRANSLATED_LOCALES,
): Promise<TranslationReport> {
  const required = await sourceMessages(siteDir);
  const unextractable = await unextractableMessages(siteDir);
  // theme-classic names each footer link's label `link.item.label.<label>` in `footer.json`.
  const requiredFooter = Object.fromEntries(footerLabels.map((label) => [`link.item.label.${label}`, label]));
  const reports = locales.flatMap((locale) => {
    const codeFile = path.join('i18n', locale, 'code.json');
    const footerFile = path.join('i18n', locale, 'docusaurus-theme-classic', 'footer.json');
    const messages = readMessages(path.join(siteDir, codeFile));
    return [
      checkLanguageMessages(locale, codeFile, required, messages),
      unusedMessages(locale, codeFile, required, messages),
      checkLanguageMessages(locale, footerFile, requiredFooter, readMessages(path.join(siteDir, footerFile))),
      checkLanguageDocuments(siteDir, locale),
    ];
  });
  return {
    failures: [...unextractable, ...reports.flatMap((r) => r.failures)],
    warnings: reports.flatMap((r) => r.warnings),
  };
}
