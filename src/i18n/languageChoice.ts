/**
 * The visitor's language choice, kept in the browser only (nothing is sent):
 * set when they pick a language in the switcher or answer the language offer,
 * so the offer is not made again. Storage may be unavailable (private modes,
 * blocked storage): then the choice is simply not remembered.
 */
import {isLocaleCode, type LocaleCode} from './locales';

export const LANGUAGE_CHOICE_KEY = 'language';

export function rememberLanguageChoice(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, code);
  } catch {
    // Not remembered; the site works the same.
  }
}

/** The stored choice; a value that is not one of the site's languages (`klingon`, an old code) counts as none. */
export function languageChoice(): LocaleCode | null {
  try {
    const value = localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return value !== null && isLocaleCode(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A link to the same page in another language keeps the section the visitor
 * is reading (`#contact`). The hash is known only in the browser, so it is
 * added when the link is followed: the HTML stays the same for every visitor.
 */
export function keepSection(link: HTMLAnchorElement): void {
  const url = new URL(link.href);
  url.hash = window.location.hash;
  link.href = url.href;
}
