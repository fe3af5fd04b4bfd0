import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {app} from '@site/src/data/app';
import {known} from '@site/src/lib/placeholder';
import LanguageOffer from '@site/src/components/LanguageOffer';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Every web page (the app's `/mobile/` pages do not use this layout): Safari
 * on iPhone shows its Smart App Banner for the app (once its store id is real,
 * not a placeholder). A visitor whose browser
 * prefers another of the site's languages is offered this page in it.
 */
export default function LayoutWrapper(props: Props): ReactNode {
  const appStoreId = known(app.facts.appStoreId);
  return (
    <>
      <Head>
        {appStoreId && <meta name="apple-itunes-app" content={`app-id=${appStoreId}`} />}
        {/* No first frame before the header is parsed whole: a page arriving in pieces painted it half-parsed,
            then moved it (Chromium). Only this layout has the element it names, after the navbar. */}
        <link rel="expect" href={`#${SkipToContentFallbackId}`} blocking="render" />
      </Head>
      <Layout {...props} />
      <LanguageOffer />
    </>
  );
}
