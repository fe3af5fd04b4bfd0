import {existsSync} from 'node:fs';
import {defineConfig} from '@playwright/test';
import {cloudflarePort, cloudflareUrl} from './tests/e2e/hosts';
import {CHROMIUM_ARGS, chromiumPath} from './scripts/chromium';
import {CLOUDFLARE_HOST_ENV, cloudflareHostCommand} from './scripts/cloudflare-host';

/**
 * End-to-end tests run in Debian's Chromium (browser downloads are impossible
 * here) against the production build, served by Cloudflare Pages' own runtime,
 * the production host. The webview pages are also tested in WebKit (tests/webkit).
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
  // A failure is a failure: no retries (the host no longer dies mid-run; README, "Tests").
  retries: 0,
  workers: 2,
  // A test's own time is a few seconds; the margin is for a shared CI machine under load, where the slowest (an axe
  // scan of the landing page) took 17-28 s of the default 30.
  timeout: 60_000,
  // The JSON report is for `npm test`'s summary, which names the failed tests at the end of the log.
  reporter: [['list'], ['json', {outputFile: 'test-results/report.json'}]],
  use: {
    baseURL: cloudflareUrl,
    browserName: 'chromium',
    // The browser prefers English, so English pages make no language offer
    // (tests/e2e/i18n.spec.ts sets other preferences).
    locale: 'en-US',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  // Never reuse a server already on this port: it could be serving another build.
  webServer: [
    {
      command: cloudflareHostCommand(cloudflarePort),
      env: CLOUDFLARE_HOST_ENV,
      url: `${cloudflareUrl}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      // wrangler stops its workerd on SIGTERM.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
    },
  ],
});
