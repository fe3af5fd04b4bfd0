import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {finalizeMobilePages} from '../mobilePages';
import {firstPaint} from './firstPaint';
import {LOCALE_CODES, localeBaseUrl} from '../../src/i18n/locales';
import {redirectsFile} from './redirects';
import {contentSecurityPolicy, headersFile, inlineCode, robotsTxt, siteHeaderRules, type InlineCode} from './headers';

/**
 * The one post-build pipeline. Docusaurus builds each language in turn
 * (English first, into `build/`, then `build/de/`, …) and runs this after
 * each; plugins' `postBuild` hooks run in parallel, so every step that
 * rewrites built HTML lives here, in order:
 *
 * 1. the language's webview pages drop the framework's scripts (`finalizeMobilePages`);
 * 2. every page of the language paints from its HTML alone: its CSS inlined, the rest and the
 *    framework's scripts after the first frame (`firstPaint.ts`);
 * 3. the host files, written once at the build's root for every language
 *    built so far (Cloudflare Pages and Netlify read only the root's):
 *    `_headers` (the policy, allowing every language's inline code, and the
 *    other security and caching headers), `_redirects` (one address per page, and the
 *    webview pages' theme values) and `robots.txt` (every language's sitemap). The last
 *    language's run leaves them complete; nothing is written in a language's folder.
 */
export default function hostingPlugin(context: LoadContext): Plugin {
  const {siteConfig, baseUrl, i18n} = context;
  const siteBaseUrl = i18n.localeConfigs[i18n.defaultLocale]!.baseUrl;
  return {
    name: 'hosting',
    async postBuild({outDir}) {
      await finalizeMobilePages(outDir);
      const languageFolder = baseUrl.slice(siteBaseUrl.length);
      // The default language's folder is the build's root, where the others' folders are (or will be).
      const otherLanguages = languageFolder ? [] : i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
      await firstPaint(outDir, {otherLanguageDirs: otherLanguages});

      const rootDir = languageFolder
        ? path.resolve(
            outDir,
            ...languageFolder
              .split('/')
              .filter(Boolean)
              .map(() => '..'),
          )
        : outDir;
      const allPages = await htmlPages(rootDir);
      // A NUL that react-dom's stream once wrote where a character met its buffer's end reaches the page as U+FFFD.
      const damaged = allPages
        .filter(({html}) => /[\u0000\ufffd]/.test(html))
        .map(({file}) => path.relative(rootDir, file));
      if (damaged.length > 0)
        throw new Error(
          `Broken characters (U+0000 or U+FFFD) in ${damaged.join(', ')}: see patches/react-dom+18.3.1.patch`,
        );
      const htmlPaths = allPages.map(({file}) => routeOf(path.relative(rootDir, file), siteBaseUrl));
      const localeBaseUrls = i18n.locales.map((locale) => i18n.localeConfigs[locale]!.baseUrl);
      const headers = headersFile(siteHeaderRules(contentSecurityPolicy(siteInlineCode(allPages)), localeBaseUrls));
      await writeFile(path.join(rootDir, '_headers'), headers);
      // Every language's prefix, also when one language is built alone (`--locale en` puts them all at `/`).
      const prefixes = LOCALE_CODES.map((code) => localeBaseUrl(siteBaseUrl, code));
      const mobile = prefixes.map((base) => `${base}mobile/`);
      const webRoutes = htmlPaths.filter((p) => !p.endsWith('.html') && !mobile.some((prefix) => p.startsWith(prefix)));
      await writeFile(path.join(rootDir, '_redirects'), redirectsFile({localeBaseUrls: prefixes, webRoutes}));
      await writeFile(
        path.join(rootDir, 'robots.txt'),
        robotsTxt(localeBaseUrls.map((localeBase) => `${siteConfig.url}${localeBase}sitemap.xml`)),
      );
    },
  };
}

interface BuiltPage {
  readonly file: string;
  readonly html: string;
}

/** Every HTML file under `dir`, 404.html included (it is not a route). */
async function htmlPages(dir: string): Promise<BuiltPage[]> {
  const files = (await readdir(dir, {recursive: true}))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
  return Promise.all(files.map(async (file) => ({file, html: await readFile(file, 'utf8')})));
}

function siteInlineCode(pages: readonly BuiltPage[]): InlineCode {
  const each = pages.map(({html}) => inlineCode(html));
  return {
    scripts: each.flatMap((code) => code.scripts),
    styles: each.flatMap((code) => code.styles),
    styleAttributes: each.flatMap((code) => code.styleAttributes),
  };
}

/** `de/privacy.html` is served at `/de/privacy`, `de/index.html` at `/de/`; 404.html stays as it is. */
export function routeOf(relativeFile: string, siteBaseUrl: string): string {
  const file = relativeFile.split(path.sep).join('/');
  if (/(^|\/)404\.html$/.test(file)) return siteBaseUrl + file;
  return siteBaseUrl + file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
}
