/**
 * The visitor's language choice, kept in the browser only (nothing is sent):
 * set when they pick a language in the switcher or answer the language offer,
 * so the offer is not made again. Storage may be unavailable (private modes,
 * blocked storage): then the choice is simply not remembered.
 */
export const LANGUAGE_CHOICE_KEY = 'language';

export function rememberLanguageChoice(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, code);
  } catch {
    // Not remembered; the site works the same.
  }
}

export function languageChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return null;
  }
}
