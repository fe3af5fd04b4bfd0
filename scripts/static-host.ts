/**
 * Serves `build/` as a plain static host does (GitHub Pages): `/terms` from
 * `terms.html`, `index.html` for folders, `404.html` with status 404 for
 * anything else; no `_headers`, no `_redirects`, no compression. The CDN the
 * site is deployed to is tested on its own runtime instead (`wrangler pages
 * dev`, see playwright.config.ts). `serve-build.ts` is its command line.
 */
import {createServer, type Server} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, normalize, resolve, sep} from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a static host answers `pathname` with, or null for a 404. */
export async function resolveFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) {
    return null;
  }
  for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
    if (await isFile(candidate)) {
      return candidate;
    }
  }
  return null;
}

export interface StaticHost {
  readonly url: string;
  close(): Promise<void>;
}

export async function startStaticHost({root = 'build', port = 4173} = {}): Promise<StaticHost> {
  const base = resolve(root);
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = await resolveFile(base, url.pathname);
    const file = found ?? join(base, '404.html');
    const body = await readFile(file);
    res.statusCode = found ? 200 : 404;
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
