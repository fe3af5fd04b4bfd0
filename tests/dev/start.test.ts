/**
 * `npm start`, the way an editor checks a change (EDITING.md), shows what the build shows: every picture and font
 * of the landing page and the documents, in a language other than English, whose pages live under its prefix.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import type {Browser} from '@playwright/test';
import {launchChromium} from '../../scripts/chromium';

const port = Number(process.env.TEST_PORT ?? 4173) + 3;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess;
let browser: Browser;

before(async () => {
  server = spawn(
    process.execPath,
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      ...['start', '--locale', 'de', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    ],
    {stdio: 'ignore', detached: true},
  );
  for (const deadline = Date.now() + 180_000; ; await new Promise((done) => setTimeout(done, 1000))) {
    if (server.exitCode !== null) throw new Error(`docusaurus start exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('docusaurus start did not answer within 3 minutes');
    const status = await fetch(`${origin}/de/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
  }
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  if (server?.pid) process.kill(-server.pid, 'SIGKILL');
});

for (const path of ['/de/', '/de/privacy', '/de/mobile/credits/dark']) {
  test(`npm start -- --locale de: ${path} loads every image and font it uses`, async () => {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    const files: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'image' && type !== 'font') return;
      const contentType = response.headers()['content-type'] ?? '';
      files.push(`${response.status()} ${contentType.split('/')[0]} ${new URL(response.url()).pathname}`);
    });
    await page.goto(origin + path, {waitUntil: 'networkidle'});
    // Down the page, so that every lazy picture is asked for.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.currentSrc || img.src),
    );
    await page.close();
    assert.deepEqual(broken, [], path);
    for (const file of files) assert.match(file, /^200 (image|font) /, path);
    if (path === '/de/') {
      assert.ok(files.length > 0, `${path} asked for no image or font`);
      // The screenshots, both App Store badges, the wordmark's and the headline's faces, from the German build's own files.
      for (const name of ['vocabulary-light', 'badge-black', 'badge-white', 'wordmark', 'hero-latin']) {
        assert.ok(
          files.some((file) => file.includes(`/de/assets/files/${name}`)),
          `${name}: ${files.join(', ')}`,
        );
      }
    }
  });
}
