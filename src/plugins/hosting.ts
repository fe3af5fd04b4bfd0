import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {finalizeMobilePages, notFoundRedirectScript} from '../mobile/plugin';
import {redirectsFile} from '../mobile/scheme';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  inlineStyles,
  robotsTxt,
  withCspMeta,
  type InlineCode,
} from './hostConfig';

/**
 * The one post-build pipeline. Docusaurus runs plugins' `postBuild` hooks in
 * parallel, so every step that rewrites built HTML lives here, in order:
 *
 * 1. the app's webview pages drop the framework's scripts (`finalizeMobilePages`);
 * 2. the inline scripts and styles of the final HTML are hashed, and the
 *    scripts React inserts on the client as written;
 * 3. every page gets the Content-Security-Policy as a `<meta>` (for hosts that
 *    cannot send headers, such as GitHub Pages);
 * 4. the host files: `_headers` (the policy and the other security and caching
 *    headers), `_redirects` (the webview pages' theme values) and `robots.txt`.
 */
export default function hostingPlugin(context: LoadContext): Plugin {
  const {siteConfig, baseUrl} = context;
  return {
    name: 'hosting',
    async postBuild({outDir, routesPaths}) {
      await finalizeMobilePages(outDir, baseUrl);

      // Every HTML file, 404.html included (it is not a route).
      const files = (await readdir(outDir, {recursive: true}))
        .filter((file) => file.endsWith('.html'))
        .map((file) => path.join(outDir, file));
      const pages = await Promise.all(files.map(async (file) => ({file, html: await readFile(file, 'utf8')})));
      const inline: InlineCode = {
        scripts: [...pages.flatMap(({html}) => inlineScripts(html)), notFoundRedirectScript()],
        styles: pages.flatMap(({html}) => inlineStyles(html).styles),
        styleAttributes: pages.flatMap(({html}) => inlineStyles(html).styleAttributes),
      };

      const metaPolicy = contentSecurityPolicy(inline, {forMeta: true});
      await Promise.all(pages.map(({file, html}) => writeFile(file, withCspMeta(html, metaPolicy))));

      const headers = headersFile({policy: contentSecurityPolicy(inline), baseUrl, htmlPaths: routesPaths});
      await writeFile(path.join(outDir, '_headers'), headers);
      await writeFile(path.join(outDir, '_redirects'), redirectsFile(baseUrl));
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(`${siteConfig.url}${baseUrl}sitemap.xml`));
    },
  };
}
