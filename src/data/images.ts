import manifest from './screenshots.json';
import type {ColorMode} from '@docusaurus/theme-common';
import {hashedImage} from './hashedImage';

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
  const srcSet = (ext: string) => manifest.widths.map((w) => `${hashedImage(`${base}-${w}.${ext}`)} ${w}w`).join(', ');
  return {
    src: hashedImage(`${base}-${manifest.fallbackWidth}.jpg`),
    ...screens[id],
    sources: [
      {type: 'image/avif', srcSet: srcSet('avif')},
      {type: 'image/webp', srcSet: srcSet('webp')},
    ],
  };
}
