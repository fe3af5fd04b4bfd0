/**
 * The app's webview pages: `/mobile/<doc>/<theme>`. This module is the one
 * place that knows the scheme: which documents, which theme values, how a
 * path is read and written, where links inside a page go, and what a host must
 * do with values that were not pre-rendered (`_redirects`). The documents are
 * those of `src/markdown/documents.ts`: adding one there (plus its Markdown
 * file) adds its web page and its webview pages.
 */
import type {ColorMode} from '@docusaurus/theme-common';
import {DOCUMENT_NAMES, type DocumentName} from '../markdown/documents';
import {LOCALE_CODES, localeBaseUrl} from '../i18n/locales';

/** Every published document (`docs/<doc>.md`, on the web at `/<doc>`) also opens in the app. */
export const MOBILE_DOCS: readonly DocumentName[] = DOCUMENT_NAMES;
export type MobileDoc = DocumentName;

/** `light` and `dark` force that theme; every other value follows the device. */
export const FORCED_THEMES = ['light', 'dark'] as const satisfies readonly ColorMode[];

/** The pages the build writes for each document; `system` stands for every other value. */
export const MOBILE_THEMES = [...FORCED_THEMES, 'system'] as const;
export type MobileTheme = (typeof MOBILE_THEMES)[number];

export interface MobilePage {
  readonly doc: MobileDoc;
  readonly theme: MobileTheme;
}

/** Marks the scripts a mobile page declares itself; the build removes every other. */
export const MOBILE_SCRIPT_ATTRIBUTE = 'data-mobile-page-script';

/** Every pre-rendered page, in a stable order. */
export const MOBILE_PAGES: readonly MobilePage[] = MOBILE_DOCS.flatMap((doc) =>
  MOBILE_THEMES.map((theme) => ({doc, theme})),
);

export function isMobileDoc(value: string): value is MobileDoc {
  return (MOBILE_DOCS as readonly string[]).includes(value);
}

/** `/mobile/terms/dark`, without the base URL. */
export function mobilePath({doc, theme}: MobilePage): string {
  return `/mobile/${doc}/${theme}`;
}

/**
 * Where a link inside a mobile page goes: a link to another document stays
 * inside `/mobile/` in the same theme, except that the terms page sends its
 * privacy link to `/mobile/privacy/dark`, as the spec asks. Anything else
 * (mail, the sign-in providers' policies) is left alone.
 */
export function mobileLinkTarget(href: string, from: MobilePage): string {
  const match = /^\/([^/#?]+)(#.*)?$/.exec(href);
  if (!match || !isMobileDoc(match[1]!)) return href;
  const doc = match[1];
  const theme = from.doc === 'terms' && doc === 'privacy' ? 'dark' : from.theme;
  return mobilePath({doc, theme}) + (match[2] ?? '');
}

/** Cloudflare Pages reads at most this many rules with a placeholder, splat or status 200, and skips the rest. */
export const CLOUDFLARE_DYNAMIC_RULE_LIMIT = 100;

/**
 * `_redirects` for Netlify and Cloudflare Pages, for every language (the host
 * reads only the file at the site's root). Cloudflare applies these rules
 * before it looks for a file, so each pre-rendered page (with and without a
 * trailing slash) is passed through to itself first; then every other value of
 * a document gets its `system` page, with status 200 and the address kept.
 * `:doc` stands for any document: an unknown one has no page to rewrite to and
 * stays a 404. Cloudflare counts every rule here as dynamic and reads only
 * the first 100 (seven per language), so the documents are not spelt out.
 */
export function redirectsFile(siteBaseUrl: string): string {
  const rule = (from: string, to: string) => `${from}  ${to}  200`;
  const lines = LOCALE_CODES.flatMap((locale) => {
    const mobile = `${localeBaseUrl(siteBaseUrl, locale)}mobile/:doc/`;
    return [
      ...MOBILE_THEMES.flatMap((theme) => [
        rule(mobile + theme, mobile + theme),
        rule(`${mobile}${theme}/`, mobile + theme),
      ]),
      rule(`${mobile}*`, `${mobile}system`),
    ];
  });
  if (lines.length > CLOUDFLARE_DYNAMIC_RULE_LIMIT) {
    throw new Error(
      `_redirects would have ${lines.length} rules; Cloudflare Pages reads only ${CLOUDFLARE_DYNAMIC_RULE_LIMIT} and skips the rest.`,
    );
  }
  return `# Made by the build from src/mobile/scheme.ts. Do not edit.\n${lines.join('\n')}\n`;
}
