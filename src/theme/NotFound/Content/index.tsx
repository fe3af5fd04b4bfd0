import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {phrased, withoutPhraseBreaks} from '@site/src/i18n/phraseBreak';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import Marker from '@site/src/components/Marker';
import styles from './styles.module.css';

/**
 * Replaces the stock text ("contact the owner of the site that linked you")
 * with a way home. It is swizzled here, not in `@theme/NotFound`, because with
 * docs at `/` the docs root renders `404.html` and unknown paths through this
 * component only.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  // The server renders this page once, as `404.html`, for every missing address: naming the address the
  // visitor typed would make the hydrated page differ from the one served.
  const canonical = useBaseUrl('/404', {absolute: true});
  return (
    <main className={clsx(styles.notFound, className)}>
      <PageMetadata
        // The tab's title and its social card's: without the Japanese phrase marks of the visible heading.
        title={withoutPhraseBreaks(translate({id: 'notFound.title', message: 'Page not found'}))}
        description={translate({id: 'notFound.description', message: 'This page does not exist.'})}
      />
      <Head>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonical} />
      </Head>
      <p className={styles.code} aria-hidden="true">
        <Marker>404</Marker>
      </p>
      <h1 className={styles.title}>
        {phrased(translate({id: 'notFound.title', message: 'Page not found'}))}
      </h1>
      <p className={styles.text}>
        {phrased(
          translate({
            id: 'notFound.text',
            message:
              'This page didn’t stick: it may have moved, or the link may be mistyped. The words you came for are not far away.',
          }),
        )}
      </p>
      <div className={styles.actions}>
        <Link className={clsx(styles.pill, styles.primary)} to="/">
          {phrased(translate({id: 'notFound.home', message: 'Go to the home page'}))}
        </Link>
        <Link className={styles.pill} to="/support">
          {phrased(translate({id: 'notFound.support', message: 'Get help'}))}
        </Link>
      </div>
    </main>
  );
}
