/**
 * Cloudflare Pages' own runtime (`wrangler pages dev`), offline: it applies
 * `build/_headers` and `build/_redirects` exactly as the CDN does, and
 * compresses like it. Used by the end-to-end tests and the benchmark.
 * `npx tsx scripts/cloudflare-host.ts [--port 4174]` runs it in the foreground.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {parseArgs} from 'node:util';

/** A date the bundled workerd supports (wrangler 4.86 ships workerd 2026-04-26). */
const COMPATIBILITY_DATE = '2026-04-01';

export function cloudflareHostCommand(port: number, root = 'build'): string[] {
  return [
    'wrangler',
    'pages',
    'dev',
    root,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--log-level',
    'warn',
  ];
}

/** No metrics, and no fetch of Cloudflare's `request.cf` data: nothing leaves the machine. */
export const CLOUDFLARE_HOST_ENV = {WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false'};

export interface CloudflareHost {
  readonly url: string;
  close(): Promise<void>;
}

export async function startCloudflareHost({port = 4174, root = 'build'} = {}): Promise<CloudflareHost> {
  const child: ChildProcess = spawn('npx', cloudflareHostCommand(port, root), {
    env: {...process.env, ...CLOUDFLARE_HOST_ENV},
    stdio: 'inherit',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('wrangler pages dev did not start within 2 minutes');
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  return {
    url,
    close: async () => {
      process.kill(-child.pid!, 'SIGTERM');
    },
  };
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {port: {type: 'string', default: '4174'}, root: {type: 'string', default: 'build'}},
  });
  const child = spawn('npx', cloudflareHostCommand(Number(values.port), values.root), {
    env: {...process.env, ...CLOUDFLARE_HOST_ENV},
    stdio: 'inherit',
  });
  child.on('exit', (code) => process.exit(code ?? 0));
}
