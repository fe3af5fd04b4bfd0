/**
 * Full-page screenshots of the built site in both themes at phone, laptop and
 * desktop widths, for a human look before shipping. Output: screenshots-out/.
 *
 *   npm run build && npx tsx scripts/capture-pages.ts [--out dir] [--base http://localhost:4300] [/route ...]
 *
 * Without `--base` it serves `build/` itself on port 4199.
 */
import {mkdirSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {launchChromium} from './chromium';
import {startCloudflareHost} from './cloudflare-host';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    out: {type: 'string', default: 'screenshots-out'},
    base: {type: 'string'},
    widths: {type: 'string', default: '390,1280,1440'},
  },
});
const routes = positionals.length ? positionals : ['/'];
const widths = values.widths.split(',').map(Number);
const themes = ['light', 'dark'] as const;

async function main(): Promise<void> {
  const host = values.base ? undefined : await startCloudflareHost({port: 4199});
  const base = values.base ?? host!.url;
  const browser = await launchChromium();
  mkdirSync(values.out, {recursive: true});
  for (const route of routes) {
    for (const width of widths) {
      for (const colorScheme of themes) {
        const page = await browser.newPage({viewport: {width, height: 844}, colorScheme, deviceScaleFactor: 1});
        await page.goto(base + route);
        await page.waitForLoadState('networkidle');
        // Bring lazy images in before the full-page capture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const name = `${route.replace(/\W+/g, '_') || 'home'}-${width}-${colorScheme}.png`;
        await page.screenshot({path: `${values.out}/${name}`, fullPage: true});
        // The first screen as the visitor sees it, at full resolution.
        await page.screenshot({path: `${values.out}/${name.replace('.png', '-top.png')}`});
        console.log(`${values.out}/${name}`);
        await page.close();
      }
    }
  }
  await browser.close();
  await host?.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
