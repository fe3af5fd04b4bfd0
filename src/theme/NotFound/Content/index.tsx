import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundContentType>;

/**
 * Wraps the content, not `@theme/NotFound`: with docs at `/`, the docs root
 * renders `404.html` and unknown paths through this component only.
 *
 * A plain static host answers `/mobile/terms/<anything>` with `404.html`.
 * Before anything paints, its inline script sends the webview to the
 * system-themed page instead (hosts with rewrites never get here; see
 * `static/_redirects`).
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {mobileFallbackScript} = useDocusaurusContext().siteConfig.customFields as {
    mobileFallbackScript: string;
  };
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Head>
        <script>{mobileFallbackScript}</script>
      </Head>
      <NotFoundContent {...props} />
    </>
  );
}
