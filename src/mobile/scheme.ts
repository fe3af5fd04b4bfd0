/**
 * The app's webview pages, `/mobile/<doc>/<theme>`: the one module that knows the scheme. The documents are
 * `src/data/documents.ts`'s: adding one there adds its web page and its webview pages.
 */
import type {ColorMode} from '@docusaurus/theme-common';
import {DOCUMENT_NAMES, type DocumentName} from '../data/documents';

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
 * A link to another document stays inside `/mobile/` in the same theme, except that the terms page sends its privacy
 * link to `/mobile/privacy/dark`, as the spec asks. Anything else (mail, other sites) is left alone.
 */
export function mobileLinkTarget(href: string, from: MobilePage): string {
  const match = /^\/([^/#?]+)(#.*)?$/.exec(href);
  if (!match || !isMobileDoc(match[1]!)) return href;
  const doc = match[1];
  const theme = from.doc === 'terms' && doc === 'privacy' ? 'dark' : from.theme;
  return mobilePath({doc, theme}) + (match[2] ?? '');
}

/** The app's own not-found page, in each language (`/mobile/404`, `/de/mobile/404`): the host serves it for any unknown address under `/mobile/`. */
export const MOBILE_NOT_FOUND_PATH = '/mobile/404';

/**
 * The `_redirects` rules of the app's pages under `prefix` (`/`, or `/:lang/` for every other language at once).
 * Cloudflare applies rules before it looks for a file, so each pre-rendered page (with and without a closing slash)
 * is passed through to itself first; then every other value of a document, and a document without one, gets its
 * `system` page, with status 200 and the address kept. `:doc` stands for any document: an unknown one has no page to
 * rewrite to, and the host answers 404 with the nearest `404.html`, the app's own, in the theme the address names
 * (`followSystemTheme.js`). Repeated slashes, anything after a theme and `mobile` in capitals get one address with a
 * 308, so the webview never shows the website's 404. Each rule counts as dynamic for Cloudflare.
 */
export function mobileRedirectRules(prefix: string): string[] {
  const mobile = `${prefix}mobile`;
  const doc = `${mobile}/:doc`;
  return [
    ...['Mobile', 'MOBILE'].map((spelling) => `${prefix}${spelling}/*  ${mobile}/:splat  308`),
    `${mobile}//*  ${mobile}/:splat  308`,
    `${doc}//*  ${doc}/:splat  308`,
    ...FORCED_THEMES.map((theme) => `${doc}/${theme}/*  ${doc}/${theme}  308`),
    ...MOBILE_THEMES.flatMap((theme) => [
      `${doc}/${theme}  ${doc}/${theme}  200`,
      `${doc}/${theme}/  ${doc}/${theme}  200`,
    ]),
    `${doc}/*  ${doc}/system  200`,
    `${doc}  ${doc}/system  200`,
  ];
}
