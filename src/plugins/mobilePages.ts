import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MOBILE_DOCS, MOBILE_THEMES, mobilePath} from '../data/mobilePages';

const pages = MOBILE_DOCS.flatMap((doc) => MOBILE_THEMES.map((theme) => ({doc, theme})));

/**
 * Adds the `/mobile/<doc>/<theme>` pages, one static page per document and
 * theme value, each rendering `docs/<doc>.md`.
 */
export default function mobilePagesPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl} = context;
  return {
    name: 'mobile-pages',
    async contentLoaded({actions}) {
      for (const {doc, theme} of pages) {
        actions.addRoute({
          path: baseUrl + mobilePath(doc, theme).slice(1),
          exact: true,
          component: '@site/src/components/MobileDocPage',
          modules: {content: path.join(siteDir, 'docs', `${doc}.md`)},
          props: {doc, theme},
        });
      }
    },
  };
}

/**
 * Removes the React bundles from the built mobile pages: they are complete as
 * server-rendered HTML, and a webview opens them much faster without the
 * framework's JavaScript. Only the small inline scripts stay (theme). Run by
 * the hosting plugin, before it hashes the inline scripts.
 */
export async function stripMobileFrameworkScripts(outDir: string): Promise<void> {
  await Promise.all(
    pages.map(async ({doc, theme}) => {
      const file = path.join(outDir, `${mobilePath(doc, theme).slice(1)}.html`);
      await writeFile(file, withoutFrameworkScripts(await readFile(file, 'utf8')));
    }),
  );
}

/** Removes external scripts and script preloads; inline scripts stay. */
export function withoutFrameworkScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/g, '')
    .replace(/<link\b[^>]*\brel=["']?(?:preload|prefetch|modulepreload)["']?[^>]*\bas=["']?script["']?[^>]*>/g, '');
}
