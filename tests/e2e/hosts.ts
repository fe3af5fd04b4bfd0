/** The two static hosts the suite runs against (see playwright.config.ts). */
export const port = Number(process.env.TEST_PORT ?? 4173);
/** A plain host, like GitHub Pages: unknown paths get `404.html`. */
export const plainHostUrl = `http://127.0.0.1:${port}`;
/** A host that applies `_redirects`, like Netlify or Cloudflare Pages. */
export const rewritingHostUrl = `http://127.0.0.1:${port + 1}`;
