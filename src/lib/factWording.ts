import type {LanguageTag, MemoryAidWriter, PriceModel, Prose} from '../data/app';
import type {LocaleCode} from '../i18n/locales';

/**
 * The app facts in words, for a locale. The component `AppFacts` passes its
 * translated words; the documents get the same messages in their own language
 * (`plugins/markdown/facts.ts`).
 */

/**
 * "Spanish, French, and German": each language's name in the reader's
 * language, joined as that language joins a list. The browser and the build
 * (Node) name languages from the same Unicode data (CLDR); a tag neither
 * knows is shown as written.
 */
export function formatLanguages(tags: readonly LanguageTag[], locale: string): string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], {type: 'language'});
  } catch {
    names = undefined;
  }
  const named = tags.map((tag) => {
    try {
      return names?.of(tag) ?? tag;
    } catch {
      return tag;
    }
  });
  const list = new Intl.ListFormat(locale, {style: 'long', type: 'conjunction'}).format(named);
  // Japanese sets a region's name in full-width brackets: ポルトガル語（ブラジル）.
  return locale === 'ja' ? list.replace(/ ?\(([^)]*)\)/g, '（$1）') : list;
}

/** How each kind of price model is said; `paid` gets the formatted price ("$4.99"). */
export interface PriceWords {
  readonly free: string;
  readonly inAppPurchases: string;
  readonly subscription: string;
  readonly paid: (price: string) => string;
}

/**
 * Numbers in Western digits in every language: the site's Arabic writes them so, and engines disagree on Arabic's
 * default digits, which would make the server's and the browser's text differ.
 */
export function numbersIn(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, options);
}

/** "$4.99", "4,99 €": the amount in the reader's way of writing money. */
export function formatPrice(amount: string, currency: string, locale: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return numbersIn(locale, {style: 'currency', currency}).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}

export function priceModelText(model: PriceModel, words: PriceWords, locale: string): string {
  switch (model.kind) {
    case 'free':
      return words.free;
    case 'inAppPurchases':
      return words.inAppPurchases;
    case 'subscription':
      return words.subscription;
    case 'paid':
      return words.paid(formatPrice(model.amount, model.currency, locale));
  }
}

/** The owner's words in `locale`, or undefined where they gave none: never another language's. */
export function proseIn(prose: Prose | undefined, locale: LocaleCode): string | undefined {
  if (prose === undefined) return undefined;
  const given = typeof prose === 'string' ? {en: prose} : prose;
  return given[locale]?.trim() || undefined;
}

/** The site's languages the owner's words are missing in. */
export function missingLanguages(prose: Prose, locales: readonly LocaleCode[]): LocaleCode[] {
  return locales.filter((locale) => proseIn(prose, locale) === undefined);
}

/** Who writes the memory aids, as words that complete "written by …" in the reader's language. */
export function memoryAidWriterText(
  writer: MemoryAidWriter,
  words: {readonly aiModel: string; readonly ownAiModel: string},
): string {
  return writer.kind === 'aiModel' ? words.aiModel.replace('{provider}', writer.provider) : words.ownAiModel;
}
