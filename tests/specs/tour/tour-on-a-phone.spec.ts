// The guided tour on a phone (issue 16): at 375×812 the sidebar's places are inside the closed menu sheet, so the
// tour opens the sheet and walks the same six steps as on a wide screen, each popover inside the screen; the first
// step has no Back; the sheet closes when the tour ends. Restart Tour lives in the sheet's footer now (no fixed
// button over the page), and Ctrl/Cmd+H still starts the tour.
import { TOUR_COMPLETED_KEY, tourTexts } from '@wallet/common/settings';
import { expect, test } from '../../fixtures';
import { signInAsNewUser } from '../../flows/admin';

test.use({ viewport: { width: 375, height: 812 }, tour: 'fresh' });

const titles = [
  'Welcome to Wallet',
  'Your dashboard menu',
  'Home',
  'Your wallet',
  'Your history',
  'Your profile',
];

test('when a person first opens their dashboard on a phone, then the tour opens the menu and walks all six steps', async ({
  page,
  apiUrl,
  expectAccessible,
}) => {
  await page.clock.install();
  await signInAsNewUser(page, apiUrl, 'Pia Phone');
  const menu = page.getByRole('dialog', { name: 'User dashboard menu' });

  const welcome = page.getByRole('dialog', { name: 'Welcome to Wallet' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toBeFocused();
  await expect(welcome).toContainText('Step 1 of 6');
  await expect(welcome.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(menu).toBeVisible();
  await expectAccessible();

  for (const [index, title] of titles.entries()) {
    const step = page.getByRole('dialog', { name: title });
    await expect(step).toContainText(`Step ${index + 1} of 6`);
    const box = await step.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(812);
    }
    if (index > 0) await expect(step.getByRole('button', { name: 'Back' })).toBeEnabled();
    await step.getByRole('button', { name: index === titles.length - 1 ? 'Done' : 'Next' }).click();
  }

  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_COMPLETED_KEY)).toBe('true');
  await expect(page).toHaveURL('/user/overview');

  // No Restart Tour floats over the page; it is in the menu's footer, and Ctrl+H still works.
  await expect(page.getByRole('button', { name: tourTexts.restart })).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const restart = menu.getByRole('button', { name: tourTexts.restart });
  await restart.click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Wallet' })).toContainText('Step 1 of 6');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Welcome to Wallet' })).toBeHidden();
  // The person opened the menu themselves: it stays open, focus back on Restart Tour.
  await expect(menu).toBeVisible();
  await expect(restart).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.keyboard.press('Control+h');
  await expect(page.getByRole('dialog', { name: 'Welcome to Wallet' })).toContainText('Step 1 of 6');
  await expect(menu).toBeVisible();
});
