import {elements} from '../html';
import {createHash} from 'node:crypto';

/**
 * What the build tells a static host: the Content-Security-Policy, the other
 * security and caching headers (`_headers`, read by Netlify and Cloudflare
 * Pages) and `robots.txt`. Pure functions; `hosting.ts` applies them.
 */

/** What a page inlines and the policy must allow by hash. */
export interface InlineCode {
  readonly scripts: readonly string[];
  /** `<style>` elements. */
  readonly styles: readonly string[];
  /** `style="…"` attributes (allowed only with 'unsafe-hashes'). */
  readonly styleAttributes: readonly string[];
}

/** Inline scripts that run: no `src`, and JavaScript (not JSON-LD). */
export function inlineScripts(html: string): string[] {
  return elements(html, ['script'])
    .filter(
      ({attributes: {src, type}, text}) =>
        !src && text && (!type || /^((text|application)\/(java|ecma)script|module)$/.test(type)),
    )
    .map(({text}) => text);
}

/** What a page inlines: scripts, `<style>` bodies and `style` attribute values, as the browser reads them. */
export function inlineCode(html: string): InlineCode {
  const all = elements(html);
  return {
    scripts: inlineScripts(html),
    styles: all.filter(({name}) => name === 'style').map(({text}) => text),
    styleAttributes: all.flatMap(({attributes}) => (attributes.style === undefined ? [] : [attributes.style])),
  };
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * No inline script or style applies unless its hash is listed; the build's
 * own (Docusaurus's hidden icon sprite has a `style` attribute) are. Styles
 * that React sets through the DOM are not restricted by CSP.
 */
export function contentSecurityPolicy(inline: InlineCode): string {
  const hashes = (sources: readonly string[]) => [...new Set(sources.map(sha256Source))].sort();
  const styleAttributeHashes = hashes(inline.styleAttributes);
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...hashes(inline.scripts)].join(' '),
    [
      "style-src 'self'",
      ...(styleAttributeHashes.length > 0 ? ["'unsafe-hashes'"] : []),
      ...hashes([...inline.styles, ...inline.styleAttributes]),
    ].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // No page of another site keeps a handle on this one's window.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** A rule of `_headers`: a path pattern and its headers (`Name: value`, or `! Name` to drop one set by another rule). */
export type HeaderRule = readonly [path: string, headers: readonly string[]];

/**
 * The site's rules, for every language (`localeBaseUrls`: `/`, `/de/`, …): the policy and the security headers on
 * everything; a year of caching for what the bundler names by its content (`assets/`: scripts, styles, fonts,
 * images), without the policy, which only weighs on a document. The rest keeps Cloudflare's own
 * `public, max-age=0, must-revalidate`.
 */
export function siteHeaderRules(policy: string, localeBaseUrls: readonly string[]): HeaderRule[] {
  const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`);
  return [
    [`${localeBaseUrls[0]}*`, [`Content-Security-Policy: ${policy}`, ...security]],
    ...localeBaseUrls.map((base): HeaderRule => [
      `${base}assets/*`,
      ['Cache-Control: public, max-age=31536000, immutable', '! Content-Security-Policy'],
    ]),
  ];
}

/** Cloudflare Pages' `_headers`; it stops the build where Cloudflare would skip a rule or a line without a word. */
export function headersFile(rules: readonly HeaderRule[]): string {
  if (rules.length > MAX_HEADERS_RULES) {
    throw new Error(
      `_headers: ${rules.length} rules; Cloudflare Pages reads only 100 and skips the rest, the policy among them: keep it under ${MAX_HEADERS_RULES}.`,
    );
  }
  const file = `# Made by the build (plugins/hosting/headers.ts). Do not edit.\n${rules
    .map(([path, headers]) => [path, ...headers.map((header) => `  ${header}`)].join('\n'))
    .join('\n\n')}\n`;
  const long = file.split('\n').find((line) => line.length > MAX_HEADERS_LINE);
  if (long) {
    throw new Error(
      `_headers: a line of ${long.length} characters, over Cloudflare's ${MAX_HEADERS_LINE} (too many inline styles or scripts, each a hash in the policy?): ${long.slice(0, 80)}…`,
    );
  }
  return file;
}

/** Cloudflare Pages reads 100 rules of `_headers` and skips the rest; the build stops well before. */
export const MAX_HEADERS_RULES = 90;
/** Cloudflare Pages' limit on a line of `_headers`. */
export const MAX_HEADERS_LINE = 2000;

export function robotsTxt(sitemapUrls: readonly string[]): string {
  // The app's pages are crawlable so that their `noindex` is seen.
  return `User-agent: *\nAllow: /\n\n${sitemapUrls.map((url) => `Sitemap: ${url}`).join('\n')}\n`;
}
