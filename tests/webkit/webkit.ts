import {spawn, type ChildProcess, type SpawnOptions} from 'node:child_process';
import {createServer, type AddressInfo} from 'node:net';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Readable} from 'node:stream';
import {Builder, type WebDriver} from 'selenium-webdriver';

/**
 * WebKitGTK, the engine closest to the app's WKWebView that runs on Linux,
 * driven over WebDriver: Debian's `WebKitWebDriver` (package webkit2gtk-driver)
 * starts WebKitGTK's MiniBrowser in a virtual X display (package xvfb).
 */
const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_CANDIDATES = [
  process.env.WEBKIT_MINIBROWSER_PATH,
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
];

/**
 * MiniBrowser's toolbar keeps its window at least ~450 px wide, too wide for a
 * phone. A GTK user stylesheet shrinks the browser's own widgets (not the web
 * content, which WebKit styles itself) so the window can be 320 px.
 */
const TINY_CHROME_CSS =
  'window * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }';

function minibrowserPath(): string {
  const found = MINIBROWSER_CANDIDATES.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found || !existsSync(DRIVER)) {
    throw new Error(
      'WebKitGTK is missing: apt-get install webkit2gtk-driver xvfb ' +
        '(or set WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH).',
    );
  }
  return found;
}

/** Everything this run spawned, killed on any exit so no Xvfb or driver outlives a crashed run. */
const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((child) => child.kill()));

function launch(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.on('error', () => children.delete(child));
  return child;
}

/** Rejects when `child` fails to start or exits, with what it printed. */
function exitOf(child: ChildProcess, name: string): Promise<never> {
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<never>((_, reject) => {
    child.on('error', (error) => reject(new Error(`Cannot start ${name}: ${error.message}`)));
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}: ${output.join('').trim()}`)));
  });
  exited.catch(() => undefined); // Only a failure during start-up matters; the later exit is `close()`.
  return exited;
}

export interface VirtualDisplay {
  /** e.g. `:99` */
  readonly display: string;
  close(): void;
}

/** Starts Xvfb on a free display number (Xvfb picks it and writes it to fd 3). */
export async function startVirtualDisplay(): Promise<VirtualDisplay> {
  const xvfb = launch('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const number = new Promise<string>((resolve) => {
    let out = '';
    (xvfb.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
  });
  const display = await Promise.race([number, exitOf(xvfb, 'Xvfb (apt-get install xvfb)')]);
  return {display: `:${display}`, close: () => void xvfb.kill()};
}

/** A port nothing listens on right now, for the driver to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function untilAnswers(url: string): Promise<void> {
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface BrowserOptions {
  /** The virtual display to open the window on. */
  readonly display: string;
  /** Run with GTK's dark preference, which WebKit reports as `prefers-color-scheme: dark`. */
  readonly darkSystem: boolean;
  /** The page's own scripts do not run (WebDriver's still do): JavaScript off, as a reader may set it. */
  readonly withoutPageScripts?: boolean;
}

export interface WebKitBrowser {
  readonly driver: WebDriver;
  /** Ends the session, the browser and its driver. */
  close(): Promise<void>;
}

/** A fresh MiniBrowser (empty storage) under its own WebKitWebDriver. */
export async function startWebKit({display, darkSystem, withoutPageScripts}: BrowserOptions): Promise<WebKitBrowser> {
  const binary = minibrowserPath();
  const config = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), TINY_CHROME_CSS);
  const port = await freePort();
  const server = launch(DRIVER, [`--port=${port}`], {
    env: {...process.env, DISPLAY: display, XDG_CONFIG_HOME: config},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stopServer = () => {
    server.kill();
    rmSync(config, {recursive: true, force: true});
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await Promise.race([untilAnswers(`${url}/status`), exitOf(server, DRIVER)]);
    const driver = await new Builder()
      .disableEnvironmentOverrides()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary,
          // `--dark-mode` sets GTK's prefer-dark-theme, which WebKit reports as
          // `prefers-color-scheme: dark`: the stand-in for iOS's appearance setting.
          args: [
            '--automation',
            ...(darkSystem ? ['--dark-mode'] : []),
            ...(withoutPageScripts ? ['--enable-javascript-markup=false'] : []),
          ],
        },
      })
      .build();
    return {driver, close: () => driver.quit().finally(stopServer)};
  } catch (error) {
    stopServer();
    throw error;
  }
}
