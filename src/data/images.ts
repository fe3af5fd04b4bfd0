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

export type ScreenId = keyof typeof manifest.screens;

/**
 * A screenshot made by `npm run screenshots`: AVIF and WebP at every width it
 * encoded, and a JPEG fallback.
 */
export function screenshot(id: ScreenId, theme: ColorMode): ImageSource {
  const base = `img/screens/${id}-${theme}`;
  const srcSet = (ext: string) => manifest.widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');
  return {
    src: `${base}-${manifest.fallbackWidth}.jpg`,
    ...manifest.screens[id],
    sources: [
      {type: 'image/avif', srcSet: srcSet('avif')},
      {type: 'image/webp', srcSet: srcSet('webp')},
    ],
  };
}
