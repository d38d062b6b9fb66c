// At 375 px a dashboard's top bar still fits: the menu button keeps its full size and opens the sidebar as a
// drawer, and Logout shows only its icon while its name stays "Logout".
import { expect, test } from '../../fixtures';
import { signInAsNewUser } from '../../flows/admin';
import { logout } from '../../flows/settings';

test.use({ viewport: { width: 375, height: 800 } });

test('when a user opens their dashboard at 375 px, then the menu button opens the sidebar and Logout still signs out', async ({
  page,
  apiUrl,
  expectAccessible,
}) => {
  await signInAsNewUser(page, apiUrl, 'Molly Mobile');

  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  const box = await toggle.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(40);
  expect(box?.height).toBeGreaterThanOrEqual(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible();

  await toggle.click();
  const menu = page.getByRole('dialog', { name: /menu$/ });
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/user/settings');
  await expect(menu).toBeHidden();

  await logout(page);
});
