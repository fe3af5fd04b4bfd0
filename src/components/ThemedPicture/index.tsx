import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ImageFile} from '@site/src/data/features';
import styles from './styles.module.css';

interface Props {
  readonly light: ImageFile;
  readonly dark: ImageFile;
  readonly alt: string;
  readonly className?: string;
  /** `lazy` (default) also means the hidden variant is never downloaded. */
  readonly loading?: 'lazy' | 'eager';
}

/**
 * Both variants are always in the DOM and CSS on `html[data-theme]` shows one.
 * Unlike `@theme/ThemedImage`, which keeps only React's colour mode after
 * hydration, this follows the attribute itself: right at first paint, with
 * JavaScript off, and whoever sets the attribute.
 */
export default function ThemedPicture({light, dark, alt, className, loading = 'lazy'}: Props): ReactNode {
  const variants = [
    {theme: 'light', image: light, src: useBaseUrl(light.src)},
    {theme: 'dark', image: dark, src: useBaseUrl(dark.src)},
  ] as const;
  return (
    <>
      {variants.map(({theme, image, src}) => (
        <img
          key={theme}
          className={clsx(className, styles.variant, styles[theme])}
          src={src}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={loading}
          decoding="async"
        />
      ))}
    </>
  );
}
