import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, type AddressInfo} from 'node:net';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Readable} from 'node:stream';
import {Builder, type WebDriver} from 'selenium-webdriver';
import {DriverService} from 'selenium-webdriver/remote';

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
const TINY_CHROME_CSS = 'window * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }';

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

export interface VirtualDisplay {
  /** e.g. `:99` */
  readonly display: string;
  close(): void;
}

/** Starts Xvfb on a free display number (Xvfb picks it and writes it to fd 3). */
export async function startVirtualDisplay(): Promise<VirtualDisplay> {
  let xvfb: ChildProcess;
  try {
    xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    throw new Error(`Cannot start Xvfb (apt-get install xvfb): ${String(error)}`);
  }
  const stderr: string[] = [];
  xvfb.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    (xvfb.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    xvfb.on('error', (error) => reject(new Error(`Cannot start Xvfb (apt-get install xvfb): ${error.message}`)));
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr.join('')}`)));
  });
  return {display: `:${number}`, close: () => void xvfb.kill()};
}

export interface BrowserOptions {
  /** The virtual display to open the window on. */
  readonly display: string;
  /** Run with GTK's dark preference, which WebKit reports as `prefers-color-scheme: dark`. */
  readonly darkSystem: boolean;
}

/** A fresh MiniBrowser (empty storage) under its own WebKitWebDriver; `quit()` ends both. */
export async function startWebKit({display, darkSystem}: BrowserOptions): Promise<WebDriver> {
  const binary = minibrowserPath();
  const config = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), TINY_CHROME_CSS);
  const port = await freePort();
  const service = new DriverService(DRIVER, {
    loopback: true,
    port,
    args: [`--port=${port}`],
    env: {...process.env, DISPLAY: display, XDG_CONFIG_HOME: config} as Record<string, string>,
  });
  const cleanUp = async () => {
    await service.kill();
    rmSync(config, {recursive: true, force: true});
  };
  try {
    const driver = await new Builder()
      .disableEnvironmentOverrides()
      .usingServer(await service.start())
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary,
          // `--dark-mode` sets GTK's prefer-dark-theme, which WebKit reports as
          // `prefers-color-scheme: dark`: the stand-in for iOS's appearance setting.
          args: ['--automation', ...(darkSystem ? ['--dark-mode'] : [])],
        },
      })
      .build();
    const quit = driver.quit.bind(driver);
    driver.quit = async () => {
      await quit().finally(cleanUp);
    };
    return driver;
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
