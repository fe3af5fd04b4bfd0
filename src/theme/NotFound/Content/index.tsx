import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {Props} from '@theme/NotFound/Content';
import type {MobilePagesGlobalData} from '@site/src/mobile/plugin';
import styles from './styles.module.css';

/**
 * Replaces the stock text ("contact the owner of the site that linked you")
 * with a way home. It is swizzled here, not in `@theme/NotFound`, because with
 * docs at `/` the docs root renders `404.html` and unknown paths through this
 * component only.
 *
 * A host without rewrites (GitHub Pages) answers `/mobile/terms/<anything>`
 * with `404.html` too: before anything paints, `notFoundRedirect.js` sends the
 * webview to the document's system-themed page. Hosts that read `_redirects`
 * never get here.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const {notFoundRedirectScript, docs, siteBaseUrl, locales} = usePluginData('mobile-pages') as MobilePagesGlobalData;
  return (
    <main className={clsx(styles.notFound, className)}>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description={translate({id: 'notFound.description', message: 'This page does not exist.'})}
      />
      <Head>
        <meta name="robots" content="noindex" />
        <script data-base-url={siteBaseUrl} data-docs={docs.join(' ')} data-locales={locales.join(' ')}>
          {notFoundRedirectScript}
        </script>
      </Head>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <Translate id="theme.NotFound.title">Page Not Found</Translate>
      </h1>
      <p className={styles.text}>
        <Translate id="notFound.text">
          The page you are looking for is not here. It may have moved, or the link may be mistyped.
        </Translate>
      </p>
      <Link className={clsx('button button--primary button--lg', styles.home)} to="/">
        <Translate id="notFound.home">Go to the home page</Translate>
      </Link>
    </main>
  );
}
