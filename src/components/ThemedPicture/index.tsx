import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {ImageSource} from '@site/src/data/images';
import Picture, {type PictureProps} from '@site/src/components/Picture';
import styles from './styles.module.css';

interface Props extends Omit<PictureProps, 'image'> {
  readonly light: ImageSource;
  readonly dark: ImageSource;
}

/**
 * Both variants are always in the DOM and CSS on `html[data-theme]` shows one.
 * Unlike `@theme/ThemedImage`, which keeps only React's colour mode after
 * hydration, this follows the attribute itself: right at first paint, with
 * JavaScript off, and whoever sets the attribute. Lazy (the default) is what
 * keeps the hidden variant from being downloaded at all; `eager`, for a small
 * image in the first screen, fetches both.
 */
export default function ThemedPicture({light, dark, className, ...rest}: Props): ReactNode {
  return (
    <>
      <Picture {...rest} image={light} className={clsx(className, styles.variant, styles.light)} />
      <Picture {...rest} image={dark} className={clsx(className, styles.variant, styles.dark)} />
    </>
  );
}
