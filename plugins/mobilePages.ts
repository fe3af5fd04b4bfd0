import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {browserScript} from './browserScript';
import {elements, replaceElements} from './html';
import {translatedDocumentFile} from './i18n/translations';
import {
  MOBILE_NOT_FOUND_PATH,
  MOBILE_PAGES,
  MOBILE_SCRIPT_ATTRIBUTE,
  mobilePath,
  type MobilePage,
} from '../src/mobile/scheme';

/**
 * Adds `/mobile/<doc>/<theme>` (under each language's prefix) for every
 * document and theme value, each rendering the document in the build's
 * language (`i18n/<lang>/…/<doc>.md`, else `docs/<doc>.md`) through `MobileDocPage`.
 */
export default function mobilePagesPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, i18n} = context;
  const source = (doc: string) => {
    const translated = translatedDocumentFile(siteDir, i18n.currentLocale, doc);
    return translated && existsSync(translated) ? translated : path.join(siteDir, 'docs', `${doc}.md`);
  };
  const followSystemTheme = browserScript(path.join(siteDir, 'src/mobile/followSystemTheme.js'));
  return {
    name: 'mobile-pages',
    async contentLoaded({actions}) {
      for (const page of MOBILE_PAGES) {
        actions.addRoute({
          path: baseUrl + mobilePath(page).slice(1),
          exact: true,
          component: '@site/src/mobile/MobileDocPage',
          modules: {content: source(page.doc)},
          props: {page, themeScript: page.theme === 'system' ? followSystemTheme : null},
        });
      }
      actions.addRoute({
        path: baseUrl + MOBILE_NOT_FOUND_PATH.slice(1),
        exact: true,
        component: '@site/src/mobile/MobileNotFoundPage',
        props: {themeScript: followSystemTheme},
      });
    },
  };
}

/**
 * Docusaurus renders the mobile pages as React routes; the webview needs only
 * their HTML. This post-build step (run first by the hosting pipeline) removes
 * the framework's scripts and its theme script, which would read the web
 * pages' stored choice: a forced page is left with no script at all, the
 * `system` page with its own. It fails the build if anything else remains.
 */
export async function finalizeMobilePages(outDir: string): Promise<void> {
  // `outDir` is the language's folder (`build/de/`); the base URL is not in it.
  const finalize = async (route: string, page: MobilePage | 'not-found') => {
    const file = path.join(outDir, `${route.slice(1)}.html`);
    const html = withoutFrameworkScripts(await readFile(file, 'utf8'));
    assertFrameworkFree(html, page, file);
    await writeFile(file, html);
  };
  await Promise.all([
    ...MOBILE_PAGES.map((page) => finalize(mobilePath(page), page)),
    finalize(MOBILE_NOT_FOUND_PATH, 'not-found'),
  ]);
}

/** Removes every script and script preload that the page did not declare itself. */
export function withoutFrameworkScripts(html: string): string {
  return replaceElements(html, elements(html, ['script', 'link']), ({name, attributes}) =>
    (name === 'script' && !(MOBILE_SCRIPT_ATTRIBUTE in attributes)) ||
    (name === 'link' &&
      (attributes.rel === 'modulepreload' ||
        (/preload|prefetch/.test(attributes.rel ?? '') && attributes.as === 'script')))
      ? ''
      : undefined,
  );
}

function assertFrameworkFree(html: string, page: MobilePage | 'not-found', file: string): void {
  const theme = page === 'not-found' ? 'system' : page.theme;
  const found = elements(html, ['html', 'script', 'link']);
  const problems: string[] = [];
  const scripts = found.filter(({name, attributes}) => name === 'script' && !(MOBILE_SCRIPT_ATTRIBUTE in attributes));
  if (scripts.length > 0)
    problems.push(`scripts left: ${scripts.map(({start, end}) => html.slice(start, end)).join(' ')}`);
  if (found.some(({name, attributes}) => name === 'link' && attributes.as === 'script'))
    problems.push('a script preload is left');
  const root = found.find(({name}) => name === 'html')!;
  if (theme !== 'system' && root.attributes['data-theme'] !== theme)
    problems.push(`<html> lacks data-theme="${theme}"`);
  if (theme === 'system' && !found.some(({attributes}) => MOBILE_SCRIPT_ATTRIBUTE in attributes))
    problems.push('no theme script');
  if (problems.length > 0) {
    throw new Error(`The webview page ${file} is not framework-free as built:\n- ${problems.join('\n- ')}`);
  }
}
