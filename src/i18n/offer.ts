import type {LocaleCode} from './locales';

/**
 * The language offer's words, in the language offered (not the page's): a
 * German reader on an English page reads German. This is the one text that
 * cannot go through `translate()`, which speaks the page's language.
 */
export interface OfferText {
  /** One short line saying the page exists in that language. */
  readonly text: string;
  /** The link to it. */
  readonly action: string;
  /** The close button's accessible name. */
  readonly dismiss: string;
  /** The line for a visitor from another region of the language (`es-MX`, `pt-PT`): it names the variety. */
  readonly otherVariety?: string;
}

export const OFFER_TEXT: Readonly<Record<LocaleCode, OfferText>> = {
  en: {text: 'This page is also available in English.', action: 'Read in English', dismiss: 'No, thanks'},
  es: {
    text: 'Esta página también está disponible en español.',
    action: 'Leer en español',
    dismiss: 'No, gracias',
  },
  'pt-BR': {
    text: 'Esta página também está disponível em português.',
    action: 'Ler em português',
    dismiss: 'Agora não',
    otherVariety: 'Esta página também está disponível em português do Brasil.',
  },
  de: {text: 'Diese Seite gibt es auch auf Deutsch.', action: 'Auf Deutsch lesen', dismiss: 'Nein, danke'},
  fr: {
    text: 'Cette page existe aussi en français.',
    action: 'Lire en français',
    dismiss: 'Non merci',
    otherVariety: 'Cette page existe aussi en français de France.',
  },
  ja: {text: 'このページは日本語でもご覧いただけます。', action: '日本語で読む', dismiss: '閉じる'},
  ar: {text: 'هذه الصفحة متاحة أيضًا بالعربية.', action: 'افتح النسخة العربية', dismiss: 'لا، شكرًا'},
};
