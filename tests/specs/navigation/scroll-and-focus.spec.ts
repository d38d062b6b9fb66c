// Scroll and focus on navigation (issue 16): a new page starts at the top, Back and Forward return to where the
// person was, focus moves to the new page's heading (never left on <body>), and the sign-in e-mail field is
// focused on arrival. At 375×812 (a phone) and 1280×800.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { signInAsNewUser } from '../../flows/admin';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the window to `y` and waits until it is there (the page must be tall enough). */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 50);
  return scrollY(page);
}

/** The name of the focused element's role and its text: "H1 Terms of service", "MAIN", "BODY". */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return '';
    const text = active.tagName === 'H1' ? ` ${active.textContent?.trim() ?? ''}` : '';
    return `${active.tagName}${text}`;
  });

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('when a footer link is followed far down the home page, then the new page starts at the top with its heading focused; Back and Forward restore the positions', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const footerY = await scrollY(page);
      expect(footerY).toBeGreaterThan(500);

      await footer.getByRole('link', { name: 'Terms', exact: true }).click();

      await expect(page).toHaveURL('/terms');
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeFocused();
      expect(await scrollY(page)).toBe(0);
      await scrollTo(page, 400);

      await page.goBack();
      await expect(page).toHaveURL('/');
      await expect.poll(() => scrollY(page)).toBeGreaterThan(footerY - 5);
      expect(await scrollY(page)).toBeLessThan(footerY + 5);
      expect(await focused(page)).toMatch(/^H1 /);

      await page.goForward();
      await expect(page).toHaveURL('/terms');
      await expect.poll(() => scrollY(page)).toBeGreaterThan(395);
    });

    test('when a page is opened by a deep link after scrolling another, then it starts at the top and focus is on the document', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollTo(page, 600);

      await page.goto('/privacy');

      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      // A fresh load: the browser starts at the document; nothing is announced twice.
      expect(await focused(page)).toBe('BODY');
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('when "Get Started" is pressed at the bottom of the home page, then /register opens at its top', async ({
    page,
  }) => {
    await page.goto('/');
    const getStarted = page.getByRole('main').getByRole('link', { name: 'Get Started' }).last();
    await getStarted.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);

    await getStarted.click();

    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    expect(await scrollY(page)).toBe(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('when /login opens, then the e-mail field is focused; after signing in focus is on the dashboard, not <body>; "View All Transactions" opens history at the top', async ({
    page,
    apiUrl,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toBeFocused();

    await signInAsNewUser(page, apiUrl, 'Nora Navigate');
    await expect.poll(() => focused(page)).toMatch(/^H1 /);

    // The phone overview puts the recent list high up: scroll to the page's end, where the link is still in view.
    const viewAll = page.getByRole('link', { name: 'View All Transactions' });
    // Again until the page is scrolled: the overview may still be growing (its figures and list arrive in steps).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await viewAll.scrollIntoViewIfNeeded();
        return scrollY(page);
      })
      .toBeGreaterThan(100);
    const before = await scrollY(page);

    await viewAll.click();

    await expect(page).toHaveURL('/user/my-history');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('/user/overview');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 5);
  });
});

test('when signing in with the form at 1280×800, then focus lands on the dashboard, not <body>', async ({
  page,
  apiUrl,
}) => {
  await page.setViewportSize(desktop);
  await signInAsNewUser(page, apiUrl, 'Dora Desktop');
  await expect.poll(() => focused(page)).toMatch(/^H1 /);
});
