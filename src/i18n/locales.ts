/**
 * The languages the site is published in: the one list. Adding a language is one entry here plus its `i18n/<code>/`
 * folder (EDITING.md, "Translations").
 */
export interface SiteLocale {
  /** Docusaurus's locale name: the URL prefix (`/de/`) and the `i18n/<code>/` folder. */
  readonly code: string;
  /** The language named in itself, as the switcher lists it. */
  readonly label: string;
  /** BCP 47 tag for `<html lang>` and `hreflang`. */
  readonly htmlLang: string;
  readonly direction: 'ltr' | 'rtl';
  /** The region whose variety the texts are written in (`BR`: Brazil's Portuguese), where a language has several. */
  readonly variety?: string;
  /** How the documents write "Last updated: <date>" (the English line is `docs/*.md`'s own). */
  readonly lastUpdated: {readonly label: string; readonly intl: string};
}

export const LOCALES = [
  {
    code: 'en',
    label: 'English',
    htmlLang: 'en',
    direction: 'ltr',
    lastUpdated: {label: 'Last updated: ', intl: 'en-US'},
  },
  {
    code: 'es',
    label: 'Español',
    htmlLang: 'es',
    direction: 'ltr',
    lastUpdated: {label: 'Última actualización: ', intl: 'es'},
  },
  {
    code: 'pt-BR',
    label: 'Português (Brasil)',
    htmlLang: 'pt-BR',
    direction: 'ltr',
    variety: 'BR',
    lastUpdated: {label: 'Última atualização: ', intl: 'pt-BR'},
  },
  {
    code: 'de',
    label: 'Deutsch',
    htmlLang: 'de',
    direction: 'ltr',
    lastUpdated: {label: 'Zuletzt aktualisiert: ', intl: 'de'},
  },
  // French sets a no-break space before the colon.
  {
    code: 'fr',
    label: 'Français',
    htmlLang: 'fr',
    direction: 'ltr',
    variety: 'FR',
    lastUpdated: {label: 'Dernière mise à jour\u00a0: ', intl: 'fr'},
  },
  {
    code: 'ja',
    label: '日本語',
    htmlLang: 'ja',
    direction: 'ltr',

    lastUpdated: {label: '最終更新日：', intl: 'ja'},
  },
  // Western digits, as Apple's Arabic App Store pages write dates.
  {
    code: 'ar',
    label: 'العربية',
    htmlLang: 'ar',
    direction: 'rtl',
    lastUpdated: {label: 'آخر تحديث: ', intl: 'ar-u-nu-latn'},
  },
] as const satisfies readonly SiteLocale[];

export type LocaleCode = (typeof LOCALES)[number]['code'];

/** English is the default, at `/`; its text prevails over every translation. */
export const DEFAULT_LOCALE = 'en' satisfies LocaleCode;

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((locale) => locale.code);

/** Every language but English: each has an `i18n/<code>/` folder and a URL prefix. */
export const TRANSLATED_LOCALES: readonly LocaleCode[] = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeOf(code: LocaleCode): SiteLocale {
  return LOCALES.find((locale) => locale.code === code)!;
}

/** `/` for English, `/de/` for German, under the site's base URL. */
export function localeBaseUrl(siteBaseUrl: string, code: LocaleCode): string {
  return code === DEFAULT_LOCALE ? siteBaseUrl : `${siteBaseUrl}${code}/`;
}

/** `/de/privacy` is German `privacy`, `/privacy` English `privacy`. */
export function splitLocalePath(pathname: string, siteBaseUrl: string): {locale: LocaleCode; rest: string} | null {
  if (!pathname.startsWith(siteBaseUrl)) return null;
  const rest = pathname.slice(siteBaseUrl.length);
  const first = /^([^/]+)(?:\/|$)/.exec(rest)?.[1];
  if (first && first !== DEFAULT_LOCALE && isLocaleCode(first)) {
    return {locale: first, rest: rest.slice(first.length + 1)};
  }
  return {locale: DEFAULT_LOCALE, rest};
}

/** The same page in every language, plus `x-default` (English), as absolute URLs (`hreflang`, the sitemaps). */
export function alternateUrls(url: string, siteUrl: string, siteBaseUrl: string): {hreflang: string; url: string}[] {
  const split = url.startsWith(siteUrl) ? splitLocalePath(url.slice(siteUrl.length), siteBaseUrl) : null;
  if (!split) return [];
  const at = (code: LocaleCode) => `${siteUrl}${localeBaseUrl(siteBaseUrl, code)}${split.rest}`;
  return [
    ...LOCALES.map((locale) => ({hreflang: locale.htmlLang, url: at(locale.code)})),
    {hreflang: 'x-default', url: at(DEFAULT_LOCALE)},
  ];
}

/**
 * The site's language for a browser's preferred languages, or null: an exact tag first (`pt-BR`), then the language
 * alone (`pt-PT` gets `pt-BR`, `de-AT` gets `de`). The first preference the site has wins.
 */
export function preferredLocale(preferences: readonly string[]): LocaleCode | null {
  for (const preference of preferences) {
    const tag = preference.toLowerCase();
    const exact = LOCALES.find((locale) => locale.htmlLang.toLowerCase() === tag);
    if (exact) return exact.code;
    const language = tag.split('-')[0];
    const sameLanguage = LOCALES.find((locale) => locale.htmlLang.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage.code;
  }
  return null;
}

/** What to offer a browser: the site's language, and whether the visitor's region speaks another variety of it. */
export interface LanguageOfferChoice {
  readonly locale: LocaleCode;
  /** A Portuguese browser offered Brazil's Portuguese, a Canadian one France's French: the offer names the variety. */
  readonly otherVariety: boolean;
}

/**
 * `preferredLocale`, and whether the preference that chose it names a region other than the one the language's
 * texts are written for (`es-MX` for Spain's Spanish, `pt-PT` for Brazil's Portuguese). The pages stay one per
 * language; only the offer says which one it is.
 */
export function preferredOffer(preferences: readonly string[]): LanguageOfferChoice | null {
  const locale = preferredLocale(preferences);
  if (!locale) return null;
  const {htmlLang} = localeOf(locale);
  const variety = (localeOf(locale) as SiteLocale).variety;
  const language = htmlLang.toLowerCase().split('-')[0];
  const chosenBy = preferences.find((preference) => preference.toLowerCase().split('-')[0] === language) ?? '';
  const region = chosenBy
    .split('-')
    .slice(1)
    .find((subtag) => /^([a-z]{2}|\d{3})$/i.test(subtag));
  return {locale, otherVariety: Boolean(variety && region && region.toUpperCase() !== variety)};
}
