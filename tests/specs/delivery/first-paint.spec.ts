// The landing page and sign-in arrive painted (web/src/app/first-paint.tsx, web/vite.first-paint.ts): their HTML
// alone shows the page, before any JavaScript has run, in the visitor's theme; the app then takes the page over.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, pagesStayPainted, test } from '../../fixtures';

const PHONE = { width: 375, height: 812 };

/** A fresh context (cold cache) at phone size; `theme` as the cookie the app leaves after a visit. */
async function phoneContext(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions & { theme?: 'light' | 'dark' } = {},
) {
  const { theme, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: PHONE, ...contextOptions });
  if (contextOptions.javaScriptEnabled === false) pagesStayPainted(context);
  if (theme) await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
  return context;
}

/** The page's background colour as painted (the body's, from the theme's global style). */
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const PAGES = [
  {
    path: '/',
    heading: 'Your money, moving at the speed of life',
    title: 'Wallet · Secure & Fast digital wallet',
  },
  { path: '/login', heading: 'Welcome back', title: 'Welcome back · Wallet' },
];

for (const { path, heading, title } of PAGES) {
  test(`when ${path} is opened with JavaScript off, then its HTML alone shows the page at 375 px, inert`, async ({
    browser,
    baseURL,
  }) => {
    const context = await phoneContext(browser, baseURL, { javaScriptEnabled: false, colorScheme: 'light' });
    try {
      const page = await context.newPage();
      await page.goto(path);

      const paint = page.locator('#root > [data-first-paint="light"]');
      await expect(paint).toBeVisible();
      await expect(paint).toHaveAttribute('inert', '');
      await expect(paint.getByText(heading, { exact: true })).toBeVisible();
      // The screen's own title, in <head>: one <title> in the whole page.
      await expect(page).toHaveTitle(title);
      expect(await page.locator('title').count()).toBe(1);
      expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    } finally {
      await context.close();
    }
  });
}

test('when a visitor on a dark OS with no theme cookie arrives, then the light paint stays hidden (no light flash)', async ({
  browser,
  baseURL,
}) => {
  const context = await phoneContext(browser, baseURL, { javaScriptEnabled: false, colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await page.goto('/login');

    await expect(page.locator('#root > [data-first-paint="light"]')).toBeHidden();
    expect(await bodyBackground(page)).not.toBe('rgb(255, 255, 255)');
  } finally {
    await context.close();
  }
});

test('when the theme cookie says dark, then the page arrives painted in dark, whatever the OS', async ({
  browser,
  baseURL,
}) => {
  const context = await phoneContext(browser, baseURL, {
    javaScriptEnabled: false,
    colorScheme: 'light',
    theme: 'dark',
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');

    const paint = page.locator('#root > [data-first-paint="dark"]');
    await expect(paint.getByText('Welcome back', { exact: true })).toBeVisible();
    // The dark theme's background (web/src/styles/theme.ts: #0b1120).
    expect(await bodyBackground(page)).toBe('rgb(11, 17, 32)');
  } finally {
    await context.close();
  }
});

test('when the app has loaded, then it has replaced the paint, its styles are gone, sign-in works from the keyboard, and the theme cookie is set', async ({
  browser,
  baseURL,
}) => {
  const context = await phoneContext(browser, baseURL, { colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await page.goto('/login');

    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await email.fill('someone@example.com');
    await expect(email).toHaveValue('someone@example.com');
    // The app shows the OS's dark scheme and says so to the server for the next visit's paint.
    expect(await bodyBackground(page)).toBe('rgb(11, 17, 32)');
    const cookies = await context.cookies();
    expect(cookies.find(({ name }) => name === 'theme')?.value).toBe('dark');

    // The next visit arrives painted in dark.
    const response = await page.request.get('/login', { headers: { accept: 'text/html' } });
    expect(await response.text()).toContain('data-first-paint="dark" inert');
  } finally {
    await context.close();
  }
});
