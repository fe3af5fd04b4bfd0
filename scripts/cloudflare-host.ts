/**
 * Cloudflare Pages' own runtime (`wrangler pages dev`), offline: it applies
 * `build/_headers` and `build/_redirects` exactly as the CDN does, and
 * compresses like it. Used by the end-to-end tests and the benchmark.
 * `npx tsx scripts/cloudflare-host.ts [--port 4174]` runs it in the foreground.
 *
 * wrangler 4.86's front workerd (the one on `--port`) dies under load that
 * aborts many requests, e.g. "Fatal uncaught kj::Exception: accept: Too many
 * open files": each aborted request leaves a socket open. The wrangler process
 * lives on, but the port is closed and every later request is refused. So the
 * host starts wrangler with a raised open-file limit, watches the port, and
 * restarts wrangler when it stops answering, saying so on stderr and in
 * `restartLogFile(port)` (the Playwright suite retries only a test whose failed
 * attempt overlapped such an outage: tests/e2e/fixtures.ts).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {appendFileSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';

/** A date the bundled workerd supports (wrangler 4.86 ships workerd 2026-04-26). */
const COMPATIBILITY_DATE = '2026-04-01';

/** `wrangler pages dev` as arguments for Node: no npx in between, one process fewer to start and to stop. */
export function cloudflareHostCommand(port: number, root = 'build'): string[] {
  return [
    require.resolve('wrangler/bin/wrangler.js'),
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

/** Where a host on `port` notes when it went down and came back, one line each; emptied when the host starts. */
export function restartLogFile(port: number): string {
  return join(tmpdir(), `wordkeep-cloudflare-host-${port}.restarts`);
}

/** A time the host did not answer, in ms since the epoch; `to` is open while wrangler is still coming back. */
export interface Outage {
  from: number;
  to: number;
}

/**
 * The watchdog notices a dead host after two missed probes a second apart,
 * each allowed 2 s: the port may have closed up to this long before the note.
 */
export const DETECTION_DELAY_MS = 6_000;

/** One line of the restart log: when, whether the host went down or came back, and what happened. */
export function outageNote(event: 'down' | 'up', what: string, at = new Date()): string {
  return `${at.toISOString()} ${event}: ${what}`;
}

/** The outages a restart log of `outageNote` lines describes. */
function outagesFrom(log: string): Outage[] {
  const outages: Outage[] = [];
  for (const line of log.split('\n')) {
    const [, time, event] = /^(\S+) (down|up):/.exec(line) ?? [];
    const at = Date.parse(time ?? '');
    if (Number.isNaN(at)) continue;
    if (event === 'down') outages.push({from: at - DETECTION_DELAY_MS, to: Number.POSITIVE_INFINITY});
    if (event === 'up' && outages.length) outages[outages.length - 1]!.to = at;
  }
  return outages;
}

/** The outage in `log` that overlaps the attempt that ran from `start` to `end`, if any. */
export function outageDuring(log: string, {start, end}: {start: number; end: number}): Outage | undefined {
  return outagesFrom(log).find((outage) => outage.from <= end && outage.to >= start);
}

/** 65,536 open files where the hard limit allows (root may raise it), else the hard limit. */
const RAISE_OPEN_FILES = 'ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"';

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

/** Whether something accepts TCP connections on the port (a cheap probe that adds no request to the logs). */
function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({host: '127.0.0.1', port});
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(false));
  });
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
  const url = `http://127.0.0.1:${port}`;
  const log = restartLogFile(port);
  writeFileSync(log, '');
  let child = spawnWrangler(port, root);
  await waitUntilServing(child, url);

  let closed = false;
  const watching = (async () => {
    let misses = 0;
    while (!closed) {
      await new Promise((done) => setTimeout(done, 1_000));
      if (closed) break;
      // Two misses in a row: one refused connection can be a full backlog, not a dead host.
      misses = (await accepts(port)) ? 0 : misses + 1;
      if (misses < 2 || closed) continue;
      const note = outageNote('down', `wrangler pages dev stopped answering on port ${port}; restarting it`);
      process.stderr.write(`\n[cloudflare-host] ${note}\n`);
      appendFileSync(log, `${note}\n`);
      stopGroup(child);
      child = spawnWrangler(port, root);
      try {
        await waitUntilServing(child, url);
        appendFileSync(log, `${outageNote('up', `wrangler pages dev answers again on port ${port}`)}\n`);
      } catch (error) {
        if (!closed) process.stderr.write(`[cloudflare-host] restart failed: ${String(error)}\n`);
      }
      misses = 0;
    }
  })();

  return {
    url,
    close: async () => {
      closed = true;
      stopGroup(child);
      // The watcher may be mid-restart: stopping `child` ends its wait; then stop whatever it started.
      await watching;
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
      console.error(String(error));
      process.exit(1);
    },
  );
}
