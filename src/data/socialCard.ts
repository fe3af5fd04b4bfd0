import {hashedImage} from './hashedImage';

/**
 * The card a link to the site shows when shared (Open Graph, Twitter, the
 * structured data): one per language, in its words and script, made by
 * `npm run brand` from `brand/social-card.html` into `static/`.
 */
export const SOCIAL_CARD = {width: 1200, height: 630} as const;

/** The language's card, relative to the site's static files (the language's base URL resolves it). */
export function socialCardPath(locale: string): string {
  return hashedImage(`img/social-card/${locale}.jpg`);
}
