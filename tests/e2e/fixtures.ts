import {test as base, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {themeColors} from '../../src/data/themeColors';

export {expect};

/** Chromium's console line for a document answered with status 404. */
export const NOT_FOUND_RESPONSE = /^Failed to load resource: the server responded with a status of 404/;

/**
 * Every test fails on a console error or an uncaught exception, which is also
 * how React reports a hydration mismatch in production. A test that visits a
 * missing page on purpose allows Chromium's 404 line with `allowedConsoleErrors`.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
}>({
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Chromium logs CSP violations too; this names the directive as well.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
        );
      });
      await use(errors);
      const unexpected = errors.filter((e) => !allowedConsoleErrors.some((allowed) => allowed.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

/** Keeps the page as the server sent it: the React bundles never run. */
export async function withoutHydration(page: Page): Promise<void> {
  await page.route(/\/assets\/js\/.*\.js$/, (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
}

/** Waits until React has taken over the page. */
export async function hydrated(page: Page): Promise<void> {
  // Generous: on a loaded 2-core machine the landing page can take a while.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
}

/** Starts adding up the page's layout shifts (not those after user input) from its first frame. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {shifts: {score: number; moved: string[]}};
    w.shifts = {score: 0, moved: []};
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const cls = typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : '';
      return `${node.tagName.toLowerCase()}${cls}`;
    };
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: {node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.shifts.score += entry.value;
        for (const s of entry.sources) {
          const [a, b] = [s.previousRect, s.currentRect];
          w.shifts.moved.push(
            `${describe(s.node)} at ${Math.round(entry.startTime)} ms: ` +
              `${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}x${Math.round(a.height)} -> ` +
              `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)}`,
          );
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/**
 * Expects no layout shift so far (Cumulative Layout Shift without its session
 * windows); a failure lists what moved, when, and from where to where.
 */
export async function expectNoLayoutShift(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as {shifts: {score: number; moved: string[]}}).shifts);
  expect(shifts.score, `layout shifts:\n${shifts.moved.join('\n')}`).toBe(0);
}

export async function storeTheme(page: Page, value: string): Promise<void> {
  await page.addInitScript((stored) => {
    // Only on the first document of the test, so a reload sees what the page saved.
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', stored);
      sessionStorage.setItem('seeded', '1');
    }
  }, value);
}

export async function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('theme'));
}

export async function theme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({page}).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The page background of a theme, as `getComputedStyle` reports it. */
export function pageBackground(mode: 'light' | 'dark'): string {
  const hex = themeColors[mode].page.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The background of the app's pages (`/mobile/…`) in a theme: the app's own screens'. */
export function webviewBackground(mode: 'light' | 'dark'): string {
  const hex = themeColors[mode].webview.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The background the visitor sees. */
export async function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}
