/**
 * The mark the build puts between Japanese phrases (plugins/i18n/japanesePhrases.ts), without BudouX: safe to import
 * in the browser bundle, for the components that must keep the marks out of an attribute.
 */

/** U+200B ZERO WIDTH SPACE: a break opportunity that shows nothing. */
export const PHRASE_BREAK = '\u200b';

/**
 * The same text with the marks taken out: for attributes (aria-label, title, alt, content), which are read or
 * copied, never wrapped by the page, and for tests and checks that compare with a translator's file.
 */
export function withoutPhraseBreaks(text: string): string {
  return text.replaceAll(PHRASE_BREAK, '');
}
