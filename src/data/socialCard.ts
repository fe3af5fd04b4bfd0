/**
 * The card a link to the site shows when shared (Open Graph, the structured data): one per language, in its words
 * and script, made by `npm run brand` from `brand/social-card.html` into `brand/social-card/<locale>.jpg`.
 */
export const SOCIAL_CARD = {width: 1200, height: 630} as const;

/** The card of the language being built, as the bundler published it (plugins/bundledFiles.ts). */
export function socialCardUrl(): string {
  return require('@social-card') as string;
}
