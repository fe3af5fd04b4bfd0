import React, {type ReactNode} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {ImageSource} from '@site/src/data/images';

export interface PictureProps {
  readonly image: ImageSource;
  readonly alt: string;
  /** The `sizes` attribute: how wide the image is shown, per viewport. */
  readonly sizes?: string;
  /** `eager` only in the first screen; everything below it loads as it comes near. */
  readonly loading?: 'lazy' | 'eager';
  /** On the `<picture>`. */
  readonly className?: string;
  readonly imgClassName?: string;
}

/** One responsive image: AVIF, then WebP, then the fallback file. */
export default function Picture({
  image,
  alt,
  sizes,
  loading = 'lazy',
  className,
  imgClassName,
}: PictureProps): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const srcSet = (set: string) =>
    set
      .split(', ')
      .map((candidate) => withBaseUrl(candidate))
      .join(', ');
  return (
    <picture className={className}>
      {image.sources?.map(({type, srcSet: set}) => (
        <source key={type} type={type} srcSet={srcSet(set)} sizes={sizes} />
      ))}
      <img
        className={imgClassName}
        src={withBaseUrl(image.src)}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
