/** The host the suite runs against (started by playwright.config.ts): Cloudflare Pages' own runtime. */
export const port = Number(process.env.TEST_PORT ?? 4173);
/** `_headers` and `_redirects` apply, as in production. */
export const cloudflarePort = port + 1;
export const cloudflareUrl = `http://127.0.0.1:${cloudflarePort}`;
