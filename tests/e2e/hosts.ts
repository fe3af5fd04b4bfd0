/** The two hosts the suite runs against (started by playwright.config.ts). */
export const port = Number(process.env.TEST_PORT ?? 4173);
/** A plain host, like GitHub Pages: no headers, no rewrites; unknown paths get `404.html`. */
export const plainHostUrl = `http://127.0.0.1:${port}`;
/** Cloudflare Pages' own runtime, the production host: `_headers` and `_redirects` apply. */
export const cloudflarePort = port + 1;
export const cloudflareUrl = `http://127.0.0.1:${cloudflarePort}`;
