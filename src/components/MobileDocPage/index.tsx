import React, {type ComponentProps, type ComponentType, type ReactNode, useMemo} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import LayoutProvider from '@theme/Layout/Provider';
import MDXContent from '@theme/MDXContent';
import MDXComponents from '@theme/MDXComponents';
import {mobileLinkTarget, type MobileDoc, type MobileTheme} from '@site/src/data/mobilePages';
import styles from './styles.module.css';

type MDXComponentMap = typeof MDXComponents;

interface Props {
  /** The document's compiled Markdown, with its front matter. */
  readonly content: ComponentType<{components?: Partial<MDXComponentMap>}> & {
    readonly frontMatter: {readonly title: string; readonly description: string};
  };
  readonly doc: MobileDoc;
  readonly theme: MobileTheme;
}

/**
 * A legal document as the app's webview shows it: no navbar, footer or toggle,
 * the theme taken from the URL, and links that stay inside `/mobile/`.
 */
export default function MobileDocPage({content: Content, doc, theme}: Props): ReactNode {
  const {title, description} = Content.frontMatter;
  const forced = theme === 'system' ? undefined : theme;
  const components = useMemo(
    () => ({
      a: ({href, ...rest}: ComponentProps<'a'>) => (
        <MDXComponents.a {...rest} href={href && mobileLinkTarget(href, {doc, theme})} />
      ),
    }),
    [doc, theme],
  );
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <Head>
        {/* Pre-rendered with its theme, so even a page without JavaScript is right. */}
        {forced && <html data-theme={forced} data-theme-choice={forced} />}
        <meta name="robots" content="noindex" />
        {/* The webview paints its first, empty frame in the page's scheme. */}
        <meta name="color-scheme" content={forced ?? 'light dark'} />
        {/* Comes before the site's media-dependent theme-color, so it wins. */}
        {forced && <meta name="theme-color" content={forced === 'dark' ? '#100f18' : '#ffffff'} />}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      </Head>
      <main className={styles.page}>
        <article className="markdown">
          <h1>{title}</h1>
          <MDXContent>
            <Content components={components} />
          </MDXContent>
        </article>
      </main>
    </LayoutProvider>
  );
}
