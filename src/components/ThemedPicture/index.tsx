import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {ImageSource} from '@site/src/data/images';
import Picture, {type PictureProps} from '@site/src/components/Picture';
import styles from './styles.module.css';

interface Props extends Omit<PictureProps, 'image' | 'loading' | 'fetchPriority'> {
  readonly light: ImageSource;
  readonly dark: ImageSource;
  /**
   * The first screen's largest image: requested at high priority, and
   * preloaded for a visitor whose theme follows the system (most first
   * visits). It stays lazy so the hidden variant is still never fetched.
   */
  readonly priority?: boolean;
}

/**
 * Both variants are always in the DOM and CSS on `html[data-theme]` shows one.
 * Unlike `@theme/ThemedImage`, which keeps only React's colour mode after
 * hydration, this follows the attribute itself: right at first paint, with
 * JavaScript off, and whoever sets the attribute. Both load lazily, which is
 * what keeps the hidden variant from being downloaded at all.
 */
export default function ThemedPicture({light, dark, className, priority = false, ...rest}: Props): ReactNode {
  const high = priority ? ('high' as const) : undefined;
  return (
    <>
      <Picture
        {...rest}
        image={light}
        fetchPriority={high}
        preloadMedia="(prefers-color-scheme: light)"
        className={clsx(className, styles.variant, styles.light)}
      />
      <Picture
        {...rest}
        image={dark}
        fetchPriority={high}
        preloadMedia="(prefers-color-scheme: dark)"
        className={clsx(className, styles.variant, styles.dark)}
      />
    </>
  );
}
