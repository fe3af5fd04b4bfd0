import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The routes the tests and the benchmark visit, read from the build rather
 * than listed by hand: the public pages from the sitemap, the webview pages
 * from the files written. Call after `npm run build`.
 */
const build = path.resolve('build');

export function publicRoutes(): string[] {
  const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
}

export interface BuiltMobilePage {
  readonly doc: string;
  readonly theme: string;
  readonly route: string;
}

export function mobilePages(): BuiltMobilePage[] {
  // A folder per document; `mobile/404.html`, the app's not-found page, is not one.
  const docs = readdirSync(path.join(build, 'mobile'), {withFileTypes: true}).filter((entry) => entry.isDirectory());
  return docs.flatMap(({name: doc}) =>
    readdirSync(path.join(build, 'mobile', doc))
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const theme = file.slice(0, -'.html'.length);
        return {doc, theme, route: `/mobile/${doc}/${theme}`};
      }),
  );
}

/** The title a document's pages show: the `<h1>` of its web page. */
export function documentTitle(doc: string): string {
  const html = readFileSync(path.join(build, `${doc}.html`), 'utf8');
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return h1.replace(/<[^>]+>/g, '').trim();
}
