/**
 * The word the hero pictures, by the language the visitor is shown learning (src/i18n/learning.ts): English
 * readers learn Spanish and meet *la mariposa*; everyone else learns English and meets *butterfly*. `parts` are the
 * hooks the memory aid ties the sound to, in the order of the word. Its meaning and its memory aid, in the reader's
 * language, are the mocks' (`word` in screenshots/source/strings/<lang>.json).
 */
export const HERO_WORDS = {
  es: {article: 'la', parts: ['mari', 'posa'], picture: 'mariposa'},
  en: {article: '', parts: ['butter', 'fly'], picture: 'butterfly'},
} as const;

export type HeroWord = (typeof HERO_WORDS)[keyof typeof HERO_WORDS];

/**
 * The memory aid's scene without its lead-in (the quoted hooks and the dash or colon after them), as a sentence of
 * its own: after a colon French and Portuguese go on in lower case ("une mouche…"), which alone reads as a fragment.
 */
export function sceneOf(aid: string): string {
  const scene = aid.replace(/^\s*[“„«「"][^”“»」"]*[”“»」"]\s*[—–:：]?\s*/u, '');
  return scene === aid ? aid : scene.charAt(0).toLocaleUpperCase() + scene.slice(1);
}
