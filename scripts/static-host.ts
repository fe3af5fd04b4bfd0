/**
 * Serves `build/` the way a static host does: `/terms` from `terms.html`,
 * `index.html` for folders, `404.html` with status 404 for anything else, and
 * brotli/gzip like a CDN. By default it is a plain host (GitHub Pages); with
 * `hostConfig` it also honours what Netlify and Cloudflare Pages read: the
 * `_headers` file and the `_redirects` rewrites (status 200).
 * The end-to-end tests and the benchmark run against it; `serve-build.ts`
 * is its command line.
 */
import {createServer, type Server} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, normalize, resolve, sep} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

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

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

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

export interface Rewrite {
  /** Path pattern; a trailing `*` matches the rest of the path. */
  readonly from: string;
  readonly to: string;
}

/** The status-200 rules of a `_redirects` file. */
export function parseRewrites(text: string): Rewrite[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && !from.startsWith('#') && to && status === '200')
    .map(([from, to]) => ({from: from!, to: to!}));
}

/** Where a rewrite sends `pathname`, as Netlify does when no file matches. */
export function rewrite(pathname: string, rules: readonly Rewrite[]): string | null {
  return rules.find(({from}) => matches(from, pathname))?.to ?? null;
}

export interface HeaderRule {
  /** Path pattern; a trailing `*` matches the rest of the path. */
  readonly path: string;
  readonly headers: readonly (readonly [string, string])[];
}

/** A `_headers` file: a path line, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: {path: string; headers: [string, string][]}[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: []});
    } else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/** The headers every matching rule adds, in file order. */
export function headersFor(pathname: string, rules: readonly HeaderRule[]): (readonly [string, string])[] {
  return rules.filter((rule) => matches(rule.path, pathname)).flatMap((rule) => [...rule.headers]);
}

export interface StaticHost {
  readonly url: string;
  close(): Promise<void>;
}

export async function startStaticHost({root = 'build', port = 4173, hostConfig = false} = {}): Promise<StaticHost> {
  const base = resolve(root);
  const hostFile = async (name: string) => (hostConfig ? readFile(join(base, name), 'utf8').catch(() => '') : '');
  const rewrites = parseRewrites(await hostFile('_redirects'));
  const headerRules = parseHeaders(await hostFile('_headers'));
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let found = await resolveFile(base, url.pathname);
    const target = found ? null : rewrite(url.pathname, rewrites);
    if (target) found = await resolveFile(base, target);
    const file = found ?? join(base, '404.html');
    const ext = extname(file);
    let body: Buffer = await readFile(file);
    res.statusCode = found ? 200 : 404;
    for (const [name, value] of headersFor(url.pathname, headerRules)) res.setHeader(name, value);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Vary', 'Accept-Encoding');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext)) {
      if (/\bbr\b/.test(accepts)) {
        body = brotliCompressSync(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}});
        res.setHeader('Content-Encoding', 'br');
      } else if (/\bgzip\b/.test(accepts)) {
        body = gzipSync(body, {level: 9});
        res.setHeader('Content-Encoding', 'gzip');
      }
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
