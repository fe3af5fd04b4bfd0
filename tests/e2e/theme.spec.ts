import {
  test,
  expect,
  withoutHydration,
  hydrated,
  storeTheme,
  storedTheme,
  theme,
  background,
  pageBackground,
} from './fixtures';

const toggle = 'button[aria-label*="dark and light mode"]';

for (const system of ['light', 'dark'] as const) {
  test(`a first visit follows the system ${system} preference before hydration`, async ({page}) => {
    await page.emulateMedia({colorScheme: system});
    await withoutHydration(page);
    await page.goto('/');
    expect(await theme(page)).toBe(system);
    expect(await background(page)).toBe(pageBackground(system));
  });
}

for (const stored of ['light', 'dark'] as const) {
  const system = stored === 'light' ? 'dark' : 'light';
  test(`a stored ${stored} wins over a ${system} system before hydration`, async ({page}) => {
    await page.emulateMedia({colorScheme: system});
    await storeTheme(page, stored);
    await withoutHydration(page);
    await page.goto('/');
    expect(await theme(page)).toBe(stored);
  });
}

for (const bad of ['purple', 'DARK', '', '{"mode":"dark"}']) {
  test(`a stored ${JSON.stringify(bad)} counts as no choice`, async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await storeTheme(page, bad);
    await page.goto('/');
    expect(await theme(page)).toBe('dark');
    await hydrated(page);
    expect(await theme(page)).toBe('dark');
    await expect(page.locator('#feature-vocabulary')).toBeVisible();
  });
}

test('an unknown ?docusaurus-theme value counts as no choice and leaves the address', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/privacy?docusaurus-theme=purple');
  expect(await theme(page)).toBe('dark');
  await hydrated(page);
  expect(await theme(page)).toBe('dark');
  expect(new URL(page.url()).search).toBe('');
});

test('the toggle flips light to dark and back, and remembers each choice', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await hydrated(page);
  expect(await theme(page)).toBe('light');
  await page.click(toggle);
  expect(await theme(page)).toBe('dark');
  expect(await storedTheme(page)).toBe('dark');
  await page.click(toggle);
  expect(await theme(page)).toBe('light');
  expect(await storedTheme(page)).toBe('light');
  await page.reload();
  expect(await theme(page)).toBe('light');
});

test('from a dark system, every click changes the theme (no third state)', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await hydrated(page);
  const seen: (string | null)[] = [];
  for (let i = 0; i < 4; i++) {
    await page.click(toggle);
    seen.push(await theme(page));
  }
  expect(seen).toEqual(['light', 'dark', 'light', 'dark']);
  expect(await storedTheme(page)).toBe('dark');
});

test('the saved choice survives a reload and follows to other pages', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await hydrated(page);
  await page.click(toggle);
  await page.goto('/privacy');
  expect(await theme(page)).toBe('dark');
});

test('the toggle is a labelled button that says what it does', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await hydrated(page);
  const button = page.getByRole('button', {name: /switch between dark and light mode \(currently light mode\)/i});
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: /currently dark mode/i})).toBeFocused();
});

for (const width of [320, 390, 1280]) {
  test(`the toggle is in the header at ${width}px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/');
    await expect(page.locator('nav').locator(toggle)).toBeVisible();
  });
}

const brokenStorage = {
  'storage access throws': () => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  },
  'saving to storage throws': () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
};

for (const [name, breakStorage] of Object.entries(brokenStorage)) {
  test(`when ${name}, the page works and the toggle still flips`, async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript(breakStorage);
    await page.goto('/');
    expect(await theme(page)).toBe('dark');
    await hydrated(page);
    await page.click(toggle);
    expect(await theme(page)).toBe('light');
    await page.click(toggle);
    expect(await theme(page)).toBe('dark');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}

test('with JavaScript off the page is readable in the light theme', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('#feature-games')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="feature-games"] img:visible')).toHaveCount(1);
  expect(await background(page)).toBe(pageBackground('light'));
  await context.close();
});
