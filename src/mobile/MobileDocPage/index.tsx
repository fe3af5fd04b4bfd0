import React, {type ComponentProps, type ComponentType, type ReactNode, useMemo} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import LayoutProvider from '@theme/Layout/Provider';
import MDXContent from '@theme/MDXContent';
import MDXComponents from '@theme/MDXComponents';
import {themeColors} from '@site/src/data/themeColors';
import TranslationNotice from '@site/src/components/TranslationNotice';
import {MOBILE_SCRIPT_ATTRIBUTE, mobileLinkTarget, mobilePath, type MobilePage} from '../scheme';
import styles from './styles.module.css';

type MDXComponentMap = typeof MDXComponents;

interface Props {
  /** The document's compiled Markdown, with its front matter. */
  readonly content: ComponentType<{components?: Partial<MDXComponentMap>}> & {
    readonly frontMatter: {readonly title: string; readonly description: string};
  };
  readonly page: MobilePage;
  /** `followSystemTheme.js` on the `system` page; null where the URL forces the theme. */
  readonly themeScript: string | null;
}

/**
 * A legal document as the app's webview shows it: no navbar, footer or toggle,
 * links that stay inside `/mobile/`, and the theme of its URL. A forced theme
 * is written into the HTML, so it is right from the first frame, with or
 * without JavaScript, and no script can change it (the build removes
 * Docusaurus's scripts from these pages: `finalizeMobilePages`).
 */
export default function MobileDocPage({content: Content, page, themeScript}: Props): ReactNode {
  const {title, description} = Content.frontMatter;
  const forced = page.theme === 'system' ? undefined : page.theme;
  const components = useMemo(
    () => ({
      a: ({href, ...rest}: ComponentProps<'a'>) => (
        <MDXComponents.a {...rest} href={href && mobileLinkTarget(href, page)} />
      ),
    }),
    [page],
  );
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <Head>
        {forced && <html data-theme={forced} data-theme-choice={forced} />}
        {themeScript && <script {...{[MOBILE_SCRIPT_ATTRIBUTE]: ''}}>{themeScript}</script>}
        <meta name="robots" content="noindex" />
        {/* The webview paints its first, empty frame in the page's scheme. */}
        <meta name="color-scheme" content={forced ?? 'light dark'} />
        {/* Comes before the site's media-dependent theme-color, so it wins. */}
        {forced && <meta name="theme-color" content={themeColors[forced].webview} />}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      </Head>
      <main className={styles.page}>
        <article className="markdown">
          <TranslationNotice doc={page.doc} englishPath={mobilePath(page).slice(1)} />
          <h1>{title}</h1>
          <MDXContent>
            <Content components={components} />
          </MDXContent>
        </article>
      </main>
    </LayoutProvider>
  );
}
