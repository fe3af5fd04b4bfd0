import {
  Children,
  Fragment,
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
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

/**
 * The text with the build's phrase marks as `<wbr>`: break opportunities that, unlike U+200B, are not copied with the
 * text. Strings inside an array or a fragment (a message with values) are marked too; elements are left as they are, and a text
 * without marks (every language but Japanese) is returned as it is.
 */
export function phrased(text: ReactNode): ReactNode {
  if (typeof text === 'string') {
    if (!text.includes(PHRASE_BREAK)) return text;
    return text.split(PHRASE_BREAK).flatMap((part, i) => (i === 0 ? [part] : [createElement('wbr', {key: i}), part]));
  }
  if (Array.isArray(text)) return Children.map(text, (child) => (isValidElement(child) ? child : phrased(child)));
  // `interpolate()` with elements among its values returns its parts in a fragment.
  if (isValidElement(text) && text.type === Fragment) {
    const fragment = text as ReactElement<{children?: ReactNode}>;
    return cloneElement(fragment, {}, phrased(fragment.props.children));
  }
  return text;
}
