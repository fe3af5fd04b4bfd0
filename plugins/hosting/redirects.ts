import {MOBILE_NOT_FOUND_PATH, mobileRedirectRules} from '../../src/mobile/scheme';

/**
 * `_redirects` for Cloudflare Pages (and Netlify), for every language: the
 * host reads only the file at the site's root. One address per page, decided
 * at the host, so the browser never hydrates a page other than the one the
 * server sent:
 *
 * - wrong case (`/PRIVACY`, `/Privacy/`, `/pt-br/terms`) gets a 308 to the page.
 *   Cloudflare matches rules case-sensitively, so these are the spellings people
 *   type, one static rule each; any other mix is a 404, and the client agrees,
 *   because its routes are case-sensitive too (patches/react-router-config);
 *   a language's prefix in another case (`/DE/…`) gets one dynamic rule;
 * - a page asked for as a folder's `index.html` (`/privacy/index.html`) gets a 308 to
 *   the page: the browser's router would render the page the host answered 404 for;
 * - a not-found page asked for by its own address (`/404`, `/de/mobile/404`)
 *   answers 404: it is rewritten to an address with no file, and the host sends
 *   the nearest `404.html` with that status;
 * - repeated slashes after a language's prefix collapse, one 308 per slash;
 * - the app's pages (`mobileRedirectRules`), and `/mobile` alone, which is the app's not-found page.
 *
 * Cloudflare reads 2,000 static rules but only 100 dynamic ones (a splat, a
 * placeholder), and every rule after the first dynamic one counts as dynamic:
 * the static rules come first.
 */
export function redirectsFile({
  localeBaseUrls,
  webRoutes,
}: {
  /** `/`, `/de/`, …: the site's own first. */
  readonly localeBaseUrls: readonly string[];
  /** Every web page's address (`/`, `/privacy`, `/de/`, `/de/privacy`, …). */
  readonly webRoutes: readonly string[];
}): string {
  const siteBaseUrl = localeBaseUrls[0]!;
  const staticRules = [
    ...webRoutes.flatMap((route) => caseVariants(route, localeBaseUrls).map((from) => `${from}  ${route}  308`)),
    ...webRoutes.map((route) => `${route}${route.endsWith('/') ? '' : '/'}index.html  ${route}  308`),
    ...localeBaseUrls.flatMap((base) =>
      [`${base}404`, `${base}${MOBILE_NOT_FOUND_PATH.slice(1)}`].map((page) => `${page}  ${page}/missing  200`),
    ),
    ...localeBaseUrls.flatMap((base) =>
      ['mobile', 'Mobile', 'MOBILE'].flatMap((spelling) =>
        [`${base}${spelling}`, `${base}${spelling}/`].map(
          (from) => `${from}  ${base}${MOBILE_NOT_FOUND_PATH.slice(1)}/missing  200`,
        ),
      ),
    ),
  ];
  const dynamicRules = [
    // `///evil.example` must not become `//evil.example`, which a browser reads as another site.
    `${siteBaseUrl}//*  ${siteBaseUrl}404/missing  200`,
    ...localeBaseUrls.map((base) => `${base}/*  ${base}:splat  308`),
    ...localeBaseUrls.flatMap((base) => {
      const language = base.slice(siteBaseUrl.length, -1);
      return [...new Set([language.toLowerCase(), language.toUpperCase()])]
        .filter((spelling) => spelling && spelling !== language)
        .map((spelling) => `${siteBaseUrl}${spelling}/*  ${base}:splat  308`);
    }),
    ...mobileRedirectRules(siteBaseUrl),
    ...mobileRedirectRules(`${siteBaseUrl}:lang/`),
  ];
  if (dynamicRules.length > CLOUDFLARE_DYNAMIC_RULE_LIMIT || staticRules.length > CLOUDFLARE_STATIC_RULE_LIMIT) {
    throw new Error(
      `_redirects would have ${dynamicRules.length} dynamic and ${staticRules.length} static rules; Cloudflare Pages ` +
        `reads only ${CLOUDFLARE_DYNAMIC_RULE_LIMIT} and ${CLOUDFLARE_STATIC_RULE_LIMIT} and skips the rest.`,
    );
  }
  return `# Made by the build (plugins/hosting/redirects.ts). Do not edit.\n${[...staticRules, ...dynamicRules].join('\n')}\n`;
}

/** Cloudflare Pages reads at most this many rules with a placeholder, splat or status 200, and skips the rest. */
export const CLOUDFLARE_DYNAMIC_RULE_LIMIT = 100;
export const CLOUDFLARE_STATIC_RULE_LIMIT = 2000;

/** `/de/privacy` → `/DE/PRIVACY`, `/de/Privacy`, `/De/Privacy`, …: each spelling but the page's own (the site's base path kept). */
export function caseVariants(route: string, localeBaseUrls: readonly string[]): string[] {
  const siteBase = localeBaseUrls[0]!;
  const base = [...localeBaseUrls].sort((a, b) => b.length - a.length).find((b) => route.startsWith(b)) ?? siteBase;
  const [language, rest] = [base.slice(siteBase.length), route.slice(base.length)];
  const title = (text: string) =>
    text.replace(/(^|[/-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  const spellings = (text: string) => [text, text.toLowerCase(), text.toUpperCase(), title(text)];
  const variants = new Set(spellings(language).flatMap((l) => spellings(rest).map((r) => siteBase + l + r)));
  // A language's home is also typed without its slash (`/DE`); `/de` itself the host sends to `/de/`.
  if (language && !rest) for (const l of spellings(language)) variants.add(siteBase + l.slice(0, -1));
  // A page is also typed with a closing slash (`/Privacy/`); `/privacy/` itself the host sends to `/privacy`.
  if (rest) for (const variant of [...variants]) variants.add(`${variant}/`);
  variants.delete(`${route}/`);
  variants.delete(route);
  variants.delete(route.slice(0, -1));
  return [...variants].sort();
}
