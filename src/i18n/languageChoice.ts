/**
 * The visitor's language choice, kept in the browser only (nothing is sent): set when they pick a language in the
 * switcher or answer the language offer, so the offer is not made again. Where storage is unavailable (private
 * modes, blocked storage) it lasts until the next page load.
 */
import {isLocaleCode, type LocaleCode} from './locales';

export const LANGUAGE_CHOICE_KEY = 'language';

/** The choice made on this page load, for when storage keeps nothing. */
let choiceInMemory: LocaleCode | null = null;

export function rememberLanguageChoice(code: LocaleCode): void {
  choiceInMemory = code;
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, code);
  } catch {
    // Kept in memory only, until the next page load.
  }
}

/** The stored choice; a value that is not one of the site's languages (`klingon`, an old code) counts as none. */
export function languageChoice(): LocaleCode | null {
  try {
    const value = localStorage.getItem(LANGUAGE_CHOICE_KEY);
    if (value !== null && isLocaleCode(value)) return value;
  } catch {
    // Storage unavailable: what was chosen on this page load.
  }
  return choiceInMemory;
}
