import manifest from './screenshots.json';
import type {ColorMode} from '@docusaurus/theme-common';

/** An image as `<picture>` needs it: URLs as the bundler published them. */
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
 * A screenshot made by `npm run screenshots` in the language being built (`screenshots/<locale>/`, which the bundler
 * resolves as `@screenshots`, plugins/bundledFiles.ts): AVIF and WebP at every width it encoded, and a JPEG fallback.
 */
export function screenshot(id: ScreenId, theme: ColorMode, locale: string): ImageSource {
  const file = (width: number, ext: string) => require(`@screenshots/${id}-${theme}-${width}.${ext}`) as string;
  const srcSet = (ext: string) => manifest.widths.map((width) => `${file(width, ext)} ${width}w`).join(', ');
  return {
    src: file(manifest.fallbackWidth, 'jpg'),
    ...(manifest.locales as Record<string, Screens>)[locale]![id],
    sources: [
      {type: 'image/avif', srcSet: srcSet('avif')},
      {type: 'image/webp', srcSet: srcSet('webp')},
    ],
  };
}
