import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {phrased, withoutPhraseBreaks} from '@site/src/i18n/phraseBreak';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import LayoutProvider from '@theme/Layout/Provider';
import {app} from '@site/src/data/app';
import {MOBILE_SCRIPT_ATTRIBUTE} from '../scheme';
import styles from '../MobileDocPage/styles.module.css';

interface Props {
  /** `followSystemTheme.js`: the app never says which theme it wants here. */
  readonly themeScript: string;
}

/**
 * What the app's webview shows for an unknown address under `/mobile/`: a
 * short line in the app's own style and the way back to the app, following the phone's theme, with no
 * website header, footer or link out of the app. The host serves it with
 * status 404 (the nearest `404.html`); the build removes the framework's
 * scripts from it, as from the documents.
 */
export default function MobileNotFoundPage({themeScript}: Props): ReactNode {
  return (
    <LayoutProvider>
      <PageMetadata
        // The tab's title and its social card's: without the Japanese phrase marks of the visible heading.
        title={withoutPhraseBreaks(translate({id: 'notFound.title', message: 'Page not found'}))}
        description={translate({id: 'notFound.description', message: 'This page does not exist.'})}
      />
      <Head>
        <script {...{[MOBILE_SCRIPT_ATTRIBUTE]: ''}}>{themeScript}</script>
        <meta name="robots" content="noindex" />
        <meta name="color-scheme" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      </Head>
      <main className={styles.page}>
        <article className="markdown">
          <h1>{phrased(translate({id: 'notFound.title', message: 'Page not found'}))}</h1>
          <p>{phrased(translate({id: 'notFound.description', message: 'This page does not exist.'}))}</p>
          <p>
            {phrased(
              translate(
                {
                  id: 'mobile.notFound.back',
                  message: 'Close this page to go back to {appName}.',
                  description:
                    "The app's not-found page, under its one line: the way back, which is the app's own close button",
                },
                {appName: app.name},
              ),
            )}
          </p>
        </article>
      </main>
    </LayoutProvider>
  );
}
