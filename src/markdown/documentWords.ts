/**
 * The words a document says its facts with ("Free, with in-app purchases",
 * "[Company name]"), in the document's language. They are the site's own
 * messages: the facts list (`AppFacts`) and the footer show the same ids, so a
 * translator writes each once, in `i18n/<lang>/code.json`. Node-side: the
 * Markdown plugin and the front matter parser read them here.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, isLocaleCode, localeOf, type LocaleCode} from '../i18n/locales';
import {DOCS_TRANSLATION_FOLDER} from '../i18n/translations';
import type {FactWords} from '../data/factWording';

/** Each word's message id in `code.json`, as the components' `translate()` calls name it. */
export const FACT_MESSAGE_IDS = {
  free: 'appFacts.price.free',
  inAppPurchases: 'appFacts.price.inAppPurchases',
  subscription: 'appFacts.price.subscription',
  paid: 'appFacts.price.paid',
  languagesPending: 'appFacts.languages.placeholder',
  pricePending: 'appFacts.price.placeholder',
  companyNamePending: 'facts.companyName.placeholder',
  companyAddressPending: 'facts.companyAddress.placeholder',
  governingLawPending: 'facts.governingLaw.placeholder',
} as const;

export type FactMessage = keyof typeof FACT_MESSAGE_IDS;

/**
 * The English messages, as the components write them (English has no
 * `code.json`); a unit test holds them equal to what Docusaurus extracts from
 * the source, so the components stay their owner.
 */
export const ENGLISH_FACT_MESSAGES: Readonly<Record<FactMessage, string>> = {
  free: 'Free',
  inAppPurchases: 'Free, with in-app purchases',
  subscription: 'Free to download, with a subscription',
  paid: '{price}, paid once',
  languagesPending: '[Languages]',
  pricePending: '[Price]',
  companyNamePending: '[Company name]',
  companyAddressPending: '[Company postal address]',
  governingLawPending: '[Governing law]',
};

/** The messages for a language: its `code.json`'s, each missing one in English (the docs check reports it). */
export function factMessages(siteDir: string, locale: LocaleCode): Readonly<Record<FactMessage, string>> {
  if (locale === DEFAULT_LOCALE) return ENGLISH_FACT_MESSAGES;
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  const translated = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message?: string} | undefined>)
    : {};
  return Object.fromEntries(
    (Object.keys(FACT_MESSAGE_IDS) as FactMessage[]).map((key) => [
      key,
      translated[FACT_MESSAGE_IDS[key]]?.message ?? ENGLISH_FACT_MESSAGES[key],
    ]),
  ) as Record<FactMessage, string>;
}

/** The messages as the fact wording uses them, for a language (`Intl` formats with its `htmlLang`). */
export function factWords(messages: Readonly<Record<FactMessage, string>>, locale: LocaleCode): FactWords {
  return {
    locale: localeOf(locale).htmlLang,
    price: {
      free: messages.free,
      inAppPurchases: messages.inAppPurchases,
      subscription: messages.subscription,
      paid: (price) => messages.paid.replace('{price}', price),
    },
    pending: {
      languages: messages.languagesPending,
      price: messages.pricePending,
      companyName: messages.companyNamePending,
      companyAddress: messages.companyAddressPending,
      governingLaw: messages.governingLawPending,
    },
  };
}

/** Cached per language: a build compiles every document of a language with the same words. */
const cache = new Map<string, FactWords>();

export function documentFactWords(siteDir: string, locale: LocaleCode): FactWords {
  const key = `${siteDir}\0${locale}`;
  let words = cache.get(key);
  if (!words) {
    words = factWords(factMessages(siteDir, locale), locale);
    cache.set(key, words);
  }
  return words;
}

const TRANSLATED_DOCUMENT = new RegExp(
  `^(.*)[\\\\/]i18n[\\\\/]([^\\\\/]+)[\\\\/]${DOCS_TRANSLATION_FOLDER.split('/').join('[\\\\/]')}[\\\\/][^\\\\/]+$`,
);

/**
 * The language a document is written in, from where its file is: a
 * translation lives in `i18n/<lang>/docusaurus-plugin-content-docs/current/`,
 * anything else (`docs/`) is English. Docusaurus gives remark plugins and
 * `parseFrontMatter` the file's path and nothing about the locale being built;
 * a language with no translation of a document shows the English file, whose
 * facts should then read in English too.
 */
export function documentLanguage(filePath: string): {locale: LocaleCode; siteDir: string} | null {
  const match = TRANSLATED_DOCUMENT.exec(path.resolve(filePath));
  if (!match || !isLocaleCode(match[2]!)) return null;
  return {locale: match[2], siteDir: match[1]!};
}
