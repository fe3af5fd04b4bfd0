/**
 * Full-page screenshots of the built site in both themes at phone and desktop
 * widths, for a human look before shipping. Output: screenshots-out/.
 *
 *   npm run build && npx tsx scripts/capture-pages.ts [/route ...]
 */
import {mkdirSync} from 'node:fs';
import {launchChromium} from './chromium';
import {startStaticHost} from './static-host';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const widths = [390, 1280];
const themes = ['light', 'dark'] as const;

async function main(): Promise<void> {
  const host = await startStaticHost({port: 4199});
  const browser = await launchChromium();
  mkdirSync('screenshots-out', {recursive: true});
  for (const route of routes) {
    for (const width of widths) {
      for (const colorScheme of themes) {
        const page = await browser.newPage({viewport: {width, height: 844}, colorScheme, deviceScaleFactor: 1});
        await page.goto(host.url + route);
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
        await page.screenshot({path: `screenshots-out/${name}`, fullPage: true});
        // The first screen as the visitor sees it, at full resolution.
        await page.screenshot({path: `screenshots-out/${name.replace('.png', '-top.png')}`});
        console.log(`screenshots-out/${name}`);
        await page.close();
      }
    }
  }
  await browser.close();
  await host.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
