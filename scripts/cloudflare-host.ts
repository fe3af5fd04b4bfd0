/**
 * Cloudflare Pages' own runtime (`wrangler pages dev`) serving a build offline, with its `_headers`, `_redirects`
 * and compression as the CDN applies them: for the end-to-end tests (Playwright's `webServer`), the WebKit suite,
 * the benchmark and `npm run serve:cloudflare [-- --port 4174]`.
 */
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';

/** No metrics, and no fetch of Cloudflare's `request.cf` data: nothing leaves the machine. */
export const CLOUDFLARE_HOST_ENV = {WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false'};

/**
 * The shell command. workerd keeps a file open per connection and, out of them, hangs with its port open: the
 * soft limit (often 1,024) is raised to the hard one first. Its own inspector port and state folder: several hosts can run at once.
 */
export function cloudflareHostCommand(port: number, root = 'build'): string {
  return (
    `ulimit -n "$(ulimit -Hn)"; exec node node_modules/wrangler/bin/wrangler.js pages dev '${root}' --ip 127.0.0.1 ` +
    `--port ${port} --compatibility-date 2026-11-01 --inspector-port 0 --persist-to "$(mktemp -d)" --log-level warn`
  );
}

export interface CloudflareHost {
  readonly url: string;
  close(): Promise<void>;
}

export async function startCloudflareHost({port = 4174, root = 'build'} = {}): Promise<CloudflareHost> {
  const url = `http://127.0.0.1:${port}`;
  // Its own process group, so that stopping it stops wrangler's workerd too.
  const child = spawn('sh', ['-c', cloudflareHostCommand(port, root)], {
    env: {...process.env, ...CLOUDFLARE_HOST_ENV},
    stdio: 'inherit',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  for (const deadline = Date.now() + 120_000; ; await new Promise((done) => setTimeout(done, 500))) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      stop();
      throw new Error('wrangler pages dev did not answer within 2 minutes');
    }
    if (
      await fetch(`${url}/`, {signal: AbortSignal.timeout(5_000)}).then(
        () => true,
        () => false,
      )
    )
      break;
  }
  return {url, close: async () => stop()};
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {port: {type: 'string', default: '4174'}, root: {type: 'string', default: 'build'}},
  });
  void startCloudflareHost({port: Number(values.port), root: values.root}).then((host) => {
    console.log(`Serving ${values.root} at ${host.url}`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => void host.close().then(() => process.exit(0)));
  });
}
