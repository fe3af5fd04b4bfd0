import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {startCloudflareHost} from '../../scripts/cloudflare-host';

/** The production build the suite runs against (`npm run build` first). */
export const BUILD_DIR = 'build';

export interface Site {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:4175`. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the build for WebKit. The one place that says which host: the
 * production host, Cloudflare Pages' own runtime (`_headers` and `_redirects`
 * apply; an unknown `/mobile/<doc>/<value>` is the system page). It takes TEST_PORT + 2, as the
 * Playwright suite holds TEST_PORT and TEST_PORT + 1; a port already in use fails
 * the run instead of testing someone else's server.
 */
export async function startSite(): Promise<Site> {
  const port = Number(process.env.TEST_PORT ?? 4173) + 2;
  return startCloudflareHost({root: BUILD_DIR, port});
}

export interface MobileRoute {
  readonly doc: string;
  readonly theme: string;
  readonly path: string;
}

/**
 * The webview pages as built: `build/mobile/<doc>/<theme>.html`. Read from the
 * build rather than from the source's list, so the suite tests what ships.
 */
export function builtMobileRoutes(): MobileRoute[] {
  const root = join(BUILD_DIR, 'mobile');
  let docs: string[];
  try {
    docs = readdirSync(root, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    throw new Error(`No ${root}/: run \`npm run build\` before the WebKit suite.`);
  }
  return docs
    .flatMap((doc) =>
      readdirSync(join(root, doc))
        .filter((file) => file.endsWith('.html'))
        .map((file) => {
          const theme = file.slice(0, -'.html'.length);
          return {doc, theme, path: `/mobile/${doc}/${theme}`};
        }),
    )
    .sort((a, b) => a.path.localeCompare(b.path));
}
