import {existsSync} from 'node:fs';
import {defineConfig} from '@playwright/test';

/**
 * End-to-end tests run in Debian's Chromium (browser downloads are impossible
 * here) against the production build, served like a static host.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(
    `\nNo Chromium at ${chromiumPath}.\n` +
      `Install Debian's package (apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium binary.\n`,
  );
  process.exit(1);
}

const port = Number(process.env.TEST_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      // Root in a container, and a machine whose network is closed.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx tsx scripts/serve-build.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
