// The guided tour in a real browser (SPEC.md §2): every other spec runs with the tour done (the fixtures' default),
// so it never covers their pages; a fresh visitor gets it after a second, walks the sidebar with the keyboard and
// the buttons, and does not get it again once done, while Ctrl+H brings it back instead of the browser's history.
import { TOUR_COMPLETED_KEY, TOUR_SEEN_KEY, TOUR_START_DELAY_MS, tourTexts } from '@wallet/common/settings';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { DEMO_PASSWORD, DEMO_USER, signInWithForm } from '../../flows/accounts';
import { signInAsNewUser } from '../../flows/admin';

/**
 * Moves the page's clock past the tour's start delay at once (Playwright's clock: installed before the page's
 * scripts, time otherwise flows as usual), so "it did not start" is proven without waiting real time.
 */
async function pastTheTourDelay(page: Page): Promise<void> {
  await page.clock.runFor(TOUR_START_DELAY_MS + 500);
}

test('when a spec does not ask for a fresh tour, then the dashboard opens without it', async ({ page }) => {
  await page.clock.install();
  await signInWithForm(page, DEMO_USER, DEMO_PASSWORD);
  await expect(page).toHaveURL('/user/overview');
  await expect(page.getByRole('button', { name: tourTexts.restart })).toBeEnabled();
  // Past the tour's start delay: still nothing over the page.
  await pastTheTourDelay(page);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('when a spec opens another browser context itself, then that one starts with the tour done too', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_COMPLETED_KEY)).toBe('true');
  } finally {
    await context.close();
  }
});

test.describe('a first visit', () => {
  test.use({ tour: 'fresh' });

  test('when a person first opens their dashboard, then the tour walks the sidebar, and once done it stays away until asked for', async ({
    page,
    expectAccessible,
  }) => {
    await page.clock.install();
    await signInWithForm(page, DEMO_USER, DEMO_PASSWORD);
    await expect(page).toHaveURL('/user/overview');

    const welcome = page.getByRole('dialog', { name: 'Welcome to Wallet' });
    await expect(welcome).toBeVisible();
    await expect(welcome).toBeFocused();
    await expect(welcome).toContainText('Step 1 of 6');
    await expect(page.getByRole('button', { name: tourTexts.active })).toBeDisabled();
    await expectAccessible();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Your dashboard menu' })).toContainText('Step 2 of 6');
    for (const title of ['Home', 'Your wallet', 'Your history', 'Your profile']) {
      await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    }
    // The highlighted place is shown, not followed: the page stays where it is.
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/user/overview');
    const flags = await page.evaluate(
      ({ completed, seen }) => [localStorage.getItem(completed), sessionStorage.getItem(seen)],
      { completed: TOUR_COMPLETED_KEY, seen: TOUR_SEEN_KEY },
    );
    expect(flags).toEqual(['true', 'true']);

    await page.reload();
    await expect(page.getByRole('button', { name: tourTexts.restart })).toBeEnabled();
    await pastTheTourDelay(page);
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.keyboard.press('Control+h');
    await expect(page.getByRole('dialog', { name: 'Welcome to Wallet' })).toBeVisible();
    await expect(page).toHaveURL('/user/overview');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const restart = page.getByRole('button', { name: tourTexts.restart });
    await restart.click();
    await expect(page.getByRole('dialog', { name: 'Welcome to Wallet' })).toBeFocused();
    await page.getByRole('dialog').getByRole('button', { name: 'Close tour' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(restart).toBeFocused();
  });

  test('when a person closes the tour on its first step, then it does not start again on their next visits', async ({
    page,
    apiUrl,
  }) => {
    await page.clock.install();
    await signInAsNewUser(page, apiUrl, 'Cleo Closer');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Wallet' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Close tour' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const flags = await page.evaluate(
      ({ completed, seen }) => [localStorage.getItem(completed), sessionStorage.getItem(seen)],
      { completed: TOUR_COMPLETED_KEY, seen: TOUR_SEEN_KEY },
    );
    expect(flags).toEqual(['true', 'true']);

    for (const path of ['/user/overview', '/user/my-history']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: tourTexts.restart })).toBeEnabled();
      // Past the tour's start delay: still nothing over the page.
      await pastTheTourDelay(page);
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
});
