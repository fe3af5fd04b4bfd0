/**
 * The pages the app opens in its webview: `/mobile/<doc>/<theme>`, rendered
 * from the same Markdown as the web pages.
 */
export const MOBILE_DOCS = ['privacy', 'credits', 'terms'] as const;
export type MobileDoc = (typeof MOBILE_DOCS)[number];

/**
 * The theme values that are pre-rendered. `light` and `dark` force a theme;
 * `system` (like any other value) follows the device. Other values reach the
 * `system` page through the host's rewrite or the 404 page's redirect.
 */
export const MOBILE_THEMES = ['light', 'dark', 'system'] as const;
export type MobileTheme = (typeof MOBILE_THEMES)[number];

export function mobilePath(doc: MobileDoc, theme: MobileTheme): string {
  return `/mobile/${doc}/${theme}`;
}

/**
 * Where a link inside a mobile page goes: links to another legal document stay
 * inside `/mobile/` in the same theme, except that the terms page sends its
 * privacy link to `/mobile/privacy/dark`, as the spec asks. Anything else
 * (mail, sign-in providers' policies) is left alone.
 */
export function mobileLinkTarget(href: string, from: {doc: MobileDoc; theme: MobileTheme}): string {
  const match = /^\/(privacy|credits|terms)(#.*)?$/.exec(href);
  if (!match) {
    return href;
  }
  const doc = match[1] as MobileDoc;
  const hash = match[2] ?? '';
  const theme = from.doc === 'terms' && doc === 'privacy' ? 'dark' : from.theme;
  return mobilePath(doc, theme) + hash;
}

/**
 * For the 404 page of a plain static host: the system-themed page that an
 * unknown `/mobile/<doc>/<value>` (or `/mobile/<doc>`) should show, or null.
 * Self-contained, as its source text is inlined into the 404 page.
 */
export function mobileFallbackTarget(pathname: string, baseUrl: string, docs: readonly string[]): string | null {
  if (!pathname.startsWith(baseUrl)) {
    return null;
  }
  const match = /^mobile\/([^/]+)(?:\/[^/]*)?\/?$/.exec(pathname.slice(baseUrl.length));
  if (!match || docs.indexOf(match[1]) < 0) {
    return null;
  }
  return `${baseUrl}mobile/${match[1]}/system`;
}

/** The 404 page's inline script: `location.replace` to the fallback, hidden meanwhile. */
export function mobileFallbackScript(baseUrl: string): string {
  return `(function(){var t=(${mobileFallbackTarget.toString()})(location.pathname,${JSON.stringify(baseUrl)},${JSON.stringify(MOBILE_DOCS)});if(t){document.documentElement.style.display='none';location.replace(t+location.search+location.hash)}})()`;
}
