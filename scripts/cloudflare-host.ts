/**
 * Cloudflare Pages' own runtime (`wrangler pages dev`), offline: it applies
 * `build/_headers` and `build/_redirects` exactly as the CDN does, and
 * compresses like it. Used by the end-to-end tests and the benchmark.
 * `npx tsx scripts/cloudflare-host.ts [--port 4174]` runs it in the foreground.
 */
import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import {dirname, join} from 'node:path';
import {parseArgs} from 'node:util';

/** A date the bundled workerd supports (its version, 1.YYYYMMDD.n, is the newest date it knows). */
const COMPATIBILITY_DATE = '2026-11-01';

/** `wrangler pages dev` as arguments for Node: no npx in between, one process fewer to start and to stop. */
export function cloudflareHostCommand(port: number, root = 'build'): string[] {
  // wrangler's `exports` map does not expose bin/wrangler.js; package.json is exposed.
  const wrangler = join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');
  return [
    wrangler,
    'pages',
    'dev',
    root,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--compatibility-date',
    COMPATIBILITY_DATE,
    // A free port for the debugger: the default, 9229, is taken by whichever host started first.
    '--inspector-port',
    '0',
    '--log-level',
    'warn',
  ];
}

/** No metrics, and no fetch of Cloudflare's `request.cf` data: nothing leaves the machine. */
export const CLOUDFLARE_HOST_ENV = {WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false'};

/**
 * workerd keeps a file open per connection. When it runs out of open files it
 * stops accepting connections with its port still open, so every later request
 * hangs instead of failing (seen with the 1,024 that many Linux systems set by
 * default). The suite peaks near 100; 4,096 leaves room for a loaded machine.
 */
export const MIN_OPEN_FILES = 4096;

/** Why `limit` (as `ulimit -Hn` prints it) is too low to run the host on, or undefined when it is enough. */
export function openFileLimitProblem(limit: string): string | undefined {
  const value = limit.trim();
  if (value === 'unlimited' || Number(value) >= MIN_OPEN_FILES) return undefined;
  return (
    `This machine lets a process open at most ${value} files; Cloudflare's runtime (workerd) needs ` +
    `${MIN_OPEN_FILES} or it hangs mid-run with its port open. Raise the limit for this shell ` +
    `(as root: \`ulimit -n ${MIN_OPEN_FILES}\`; in a container or service: its LimitNOFILE / --ulimit nofile setting) ` +
    `and run again.`
  );
}

/** The hard limit is what the host may raise its own (soft) limit to. */
function hardOpenFileLimit(): string {
  return execFileSync('sh', ['-c', 'ulimit -Hn'], {encoding: 'utf8'});
}

/** Raises the soft open-file limit to the hard one (checked above) for wrangler and its workerd. */
const RAISE_OPEN_FILES = 'ulimit -n "$(ulimit -Hn)"; exec "$@"';

function spawnWrangler(port: number, root: string): ChildProcess {
  return spawn('sh', ['-c', RAISE_OPEN_FILES, 'sh', process.execPath, ...cloudflareHostCommand(port, root)], {
    env: {...process.env, ...CLOUDFLARE_HOST_ENV},
    stdio: 'inherit',
    // Its own process group, so that stopping it stops wrangler's workerd children too.
    detached: true,
  });
}

function stopGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function waitUntilServing(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('wrangler pages dev did not start within 2 minutes');
    try {
      await fetch(`${url}/`, {signal: AbortSignal.timeout(5_000)});
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 500));
    }
  }
}

export interface CloudflareHost {
  readonly url: string;
  close(): Promise<void>;
}

export async function startCloudflareHost({port = 4174, root = 'build'} = {}): Promise<CloudflareHost> {
  const problem = openFileLimitProblem(hardOpenFileLimit());
  if (problem) throw new Error(problem);
  const url = `http://127.0.0.1:${port}`;
  const child = spawnWrangler(port, root);
  let closing = false;
  // Nothing restarts it: a host that dies mid-run fails the tests that follow, and this says why.
  child.once('exit', (code, signal) => {
    if (!closing)
      process.stderr.write(
        `\n[cloudflare-host] wrangler pages dev stopped (${signal ?? `exit ${code}`}) while in use on ${url}\n`,
      );
  });
  try {
    await waitUntilServing(child, url);
  } catch (error) {
    closing = true;
    stopGroup(child);
    throw error;
  }
  return {
    url,
    close: async () => {
      closing = true;
      stopGroup(child);
    },
  };
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {port: {type: 'string', default: '4174'}, root: {type: 'string', default: 'build'}},
  });
  startCloudflareHost({port: Number(values.port), root: values.root}).then(
    (host) => {
      const stop = () => void host.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error) => {
      console.error(String(error instanceof Error ? error.message : error));
      process.exit(1);
    },
  );
}
