import manifest from './screenshots.json';
import type {ColorMode} from '@docusaurus/theme-common';

/** An image as `<picture>` needs it. Paths are relative to `static/`. */
export interface ImageSource {
  /** The fallback `<img src>`. */
  readonly src: string;
  /** Intrinsic size, for the aspect ratio: no layout shift. */
  readonly width: number;
  readonly height: number;
  /** Modern formats, best first, each a `srcset` of widths. */
  readonly sources?: readonly {readonly type: string; readonly srcSet: string}[];
}

type Screens = (typeof manifest.locales)[keyof typeof manifest.locales];
export type ScreenId = keyof Screens;

/**
 * A screenshot made by `npm run screenshots` in one language (a locale code of
 * `src/i18n/locales.ts`): AVIF and WebP at every width it encoded, and a JPEG
 * fallback, all from `static-i18n/<locale>/img/screens/`, so a page in one language
 * names (and downloads) that language's files only.
 */
export function screenshot(id: ScreenId, theme: ColorMode, locale: string): ImageSource {
  const screens = (manifest.locales as Record<string, Screens | undefined>)[locale];
  if (!screens) {
    throw new Error(
      `There are no screenshots in "${locale}": run "npm run screenshots -- --locale ${locale}" and commit what it writes.`,
    );
  }
  // Under the language's base URL: `static-i18n/<locale>/` is copied into its build only.
  const base = `img/screens/${id}-${theme}`;
  const srcSet = (ext: string) => manifest.widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');
  return {
    src: `${base}-${manifest.fallbackWidth}.jpg`,
    ...screens[id],
    sources: [
      {type: 'image/avif', srcSet: srcSet('avif')},
      {type: 'image/webp', srcSet: srcSet('webp')},
    ],
  };
}

// Every language has the same close-ups: their ids are English's.
type CloseUps = (typeof manifest.closeUps)['en'];
export type CloseUpId = keyof CloseUps;

/**
 * A close-up made by `npm run screenshots` (`CLOSE_UPS` in
 * `scripts/screenshots.ts`, e.g. `word-card`: the word card, its example and
 * its memory aid, cropped from the `word` mock on the screen's background) in
 * one language: AVIF and WebP at the widths it was encoded at and a JPEG
 * fallback, from `static-i18n/<locale>/img/screens/`, like `screenshot()`.
 * Its height follows the language's words, so use the returned size.
 */
export function closeUp(id: CloseUpId, theme: ColorMode, locale: string): ImageSource {
  const closeUps = (manifest.closeUps as Record<string, Partial<CloseUps> | undefined>)[locale];
  const size = closeUps?.[id];
  if (!size) {
    throw new Error(
      `There is no close-up "${id}" in "${locale}": run "npm run screenshots -- --locale ${locale}" and commit what it writes.`,
    );
  }
  const base = `img/screens/${id}-${theme}`;
  const srcSet = (ext: string) => size.widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');
  return {
    src: `${base}-${manifest.fallbackWidth}.jpg`,
    width: size.width,
    height: size.height,
    sources: [
      {type: 'image/avif', srcSet: srcSet('avif')},
      {type: 'image/webp', srcSet: srcSet('webp')},
    ],
  };
}
