import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {ImageSource} from '@site/src/data/images';

export interface PictureProps {
  readonly image: ImageSource;
  readonly alt: string;
  /** The `sizes` attribute: how wide the image is shown, per viewport. */
  readonly sizes?: string;
  readonly loading?: 'lazy' | 'eager';
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  /** Media query of the `<head>` preload a high-priority image gets. */
  readonly preloadMedia?: string;
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
  fetchPriority,
  preloadMedia,
  className,
  imgClassName,
}: PictureProps): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const srcSet = (set: string) =>
    set
      .split(', ')
      .map((candidate) => withBaseUrl(candidate))
      .join(', ');
  const best = image.sources?.[0];
  return (
    <picture className={className}>
      {fetchPriority === 'high' && best && (
        // Announced in <head>, so it is requested before the scripts; a
        // browser without the format skips the preload and uses <picture>.
        <Head>
          <link
            rel="preload"
            as="image"
            // Ignored where imagesrcset works; it keys the tag for Helmet,
            // which keeps one preload per rel + href.
            href={withBaseUrl(image.src)}
            type={best.type}
            imageSrcSet={srcSet(best.srcSet)}
            imageSizes={sizes}
            media={preloadMedia}
            fetchPriority="high"
          />
        </Head>
      )}
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
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  );
}
