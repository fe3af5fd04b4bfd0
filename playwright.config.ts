import {existsSync} from 'node:fs';
import {defineConfig} from '@playwright/test';
import {port, plainHostUrl, rewritingHostUrl} from './tests/e2e/hosts';
import {CHROMIUM_ARGS, chromiumPath} from './scripts/chromium';

/**
 * End-to-end tests run in Debian's Chromium (browser downloads are impossible
 * here) against the production build, served like a static host.
 */
if (!existsSync(chromiumPath)) {
  console.error(
    `\nNo Chromium at ${chromiumPath}.\n` +
      `Install Debian's package (apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium binary.\n`,
  );
  process.exit(1);
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL: plainHostUrl,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `npx tsx scripts/serve-build.ts --port ${port}`,
      url: `${plainHostUrl}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `npx tsx scripts/serve-build.ts --port ${port + 1} --host-config`,
      url: `${rewritingHostUrl}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
