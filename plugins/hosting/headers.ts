import {createHash} from 'node:crypto';
import {HASHED_IMAGE_FOLDERS} from '../hashedImages';

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
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    const type = /\btype=["']?([^"'\s>]+)/.exec(attributes!)?.[1];
    const runs = !type || /^(text|application)\/(java|ecma)script$|^module$/.test(type);
    if (!/\bsrc=/.test(attributes!) && runs && body) scripts.push(body);
  }
  return scripts;
}

/** `<style>` bodies and `style` attribute values, as the browser reads them. */
export function inlineStyles(html: string): Pick<InlineCode, 'styles' | 'styleAttributes'> {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const styleAttributes = [...html.matchAll(/<[a-zA-Z][^>]*?\sstyle=(?:"([^"]*)"|'([^']*)')/g)].map((m) =>
    decodeEntities(m[1] ?? m[2] ?? ''),
  );
  return {styles, styleAttributes};
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
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
  // Measured without it (Lighthouse, a fresh browser each run): the page no longer starts in a new renderer process,
  // blocking time fell from 8-118 ms to 0-33 and Lighthouse lost no trace (NO_NAVSTART: 3 of 41 runs with it), but
  // the first layout, most of it the hero card's fonts, then counts in Lighthouse's FCP: `npm run bench` put /ja/ and
  // /ar/ at 1.35x the limit page, over their 1.3x. With the hero's layout a third cheaper (no size container), / and
  // /ar/ were still at 1.33-1.34x without it. Kept.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Netlify / Cloudflare Pages `_headers`, for every language (`localeBaseUrls`: `/`, `/de/`, …; the site's first). */
export function headersFile({
  policy,
  localeBaseUrls,
  htmlPaths,
}: {
  policy: string;
  localeBaseUrls: readonly string[];
  htmlPaths: readonly string[];
}): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const revalidate = {'Cache-Control': 'public, max-age=0, must-revalidate'};
  const siteBaseUrl = localeBaseUrls[0]!;
  const mobile = localeBaseUrls.map((base) => `${base}mobile/`);
  const file = `${[
    '# Made by the build (plugins/hosting/index.ts). Do not edit.',
    block(`${siteBaseUrl}*`, {'Content-Security-Policy': policy, ...SECURITY_HEADERS}),
    // Each language's build has its own copy of the assets and images.
    // File names carry a content hash: they never change. Scripts, styles and fonts are not documents: the
    // policy (a line per inline style and script of the site) would only weigh on every one of them.
    ...localeBaseUrls.map(
      (base) =>
        `${block(`${base}assets/*`, {'Cache-Control': 'public, max-age=31536000, immutable'})}\n  ! Content-Security-Policy`,
    ),
    // Screenshots, share cards and badges carry their hash too (plugins/hashedImages.ts). Rules for the
    // same path add up, so the other images' rules name their own folders, not `img/*`.
    ...localeBaseUrls.flatMap((base) =>
      HASHED_IMAGE_FOLDERS.map((folder) =>
        block(`${base}${folder}/*`, {'Cache-Control': 'public, max-age=31536000, immutable'}),
      ),
    ),
    ...localeBaseUrls.flatMap((base) =>
      [`${base}img/:file`, `${base}img/docs/*`].map((path) =>
        block(path, {'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800'}),
      ),
    ),
    // Pages are checked on every visit, so a deploy shows at once.
    ...[
      ...new Set([
        ...htmlPaths.filter((p) => !mobile.some((prefix) => p.startsWith(prefix))),
        ...mobile.map((prefix) => `${prefix}*`),
      ]),
    ]
      .sort()
      .map((path) => block(path, revalidate)),
  ].join('\n\n')}\n`;
  // Cloudflare Pages skips a longer line without a word: the site would go live without its policy.
  const long = file.split('\n').find((line) => line.length > MAX_HEADERS_LINE);
  if (long) {
    throw new Error(
      `_headers: a line of ${long.length} characters, over Cloudflare's ${MAX_HEADERS_LINE} (too many inline styles or scripts, each a hash in the policy?): ${long.slice(0, 80)}…`,
    );
  }
  return file;
}

/** Cloudflare Pages' limit on a line of `_headers`. */
export const MAX_HEADERS_LINE = 2000;

export function robotsTxt(sitemapUrls: readonly string[]): string {
  // The app's pages are crawlable so that their `noindex` is seen.
  return `User-agent: *\nAllow: /\n\n${sitemapUrls.map((url) => `Sitemap: ${url}`).join('\n')}\n`;
}
