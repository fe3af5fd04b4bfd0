import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stripMobileFrameworkScripts} from './mobilePages';
import {contentSecurityPolicy, headersFile, inlineScripts, robotsTxt, sha256Source, withCspMeta} from './hostConfig';

/**
 * After the build: the app's pages lose their React bundles, then every page
 * gets a Content-Security-Policy listing the hash of each inline script found
 * in the built HTML (so it never goes stale), as a `<meta>` for hosts that
 * cannot set headers (GitHub Pages) and in `_headers` with the other
 * security and caching headers. Also writes `robots.txt`.
 */
export default function hostingPlugin(context: LoadContext): Plugin {
  const {siteConfig, baseUrl} = context;
  return {
    name: 'hosting',
    async postBuild({outDir, routesPaths}) {
      await stripMobileFrameworkScripts(outDir);
      const files = [...new Set(routesPaths)].map((route) => htmlFile(outDir, baseUrl, route));
      const pages = await Promise.all(files.map(async (file) => ({file, html: await readFile(file, 'utf8')})));
      const hashes = pages.flatMap(({html}) => inlineScripts(html)).map(sha256Source);
      // Inserted by React on a client-side visit to an unknown path, unminified.
      const {mobileFallbackScript} = siteConfig.customFields as {mobileFallbackScript: string};
      hashes.push(sha256Source(mobileFallbackScript));
      const metaPolicy = contentSecurityPolicy(hashes, {forMeta: true});
      await Promise.all(pages.map(({file, html}) => writeFile(file, withCspMeta(html, metaPolicy))));
      await writeFile(
        path.join(outDir, '_headers'),
        headersFile({policy: contentSecurityPolicy(hashes), baseUrl, htmlPaths: routesPaths}),
      );
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(`${siteConfig.url}${baseUrl}sitemap.xml`));
    },
  };
}

/** `/privacy` -> privacy.html, `/` -> index.html (`trailingSlash: false`). */
function htmlFile(outDir: string, baseUrl: string, route: string): string {
  const relative = route.slice(baseUrl.length);
  if (relative === '' || relative.endsWith('/')) return path.join(outDir, relative, 'index.html');
  return path.join(outDir, relative.endsWith('.html') ? relative : `${relative}.html`);
}
