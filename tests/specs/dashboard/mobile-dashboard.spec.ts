// At 375 px a dashboard's top bar still fits: the menu button keeps its full size and opens the sidebar as a
// drawer, and Logout shows only its icon while its name stays "Logout".
import { expect, test } from '../../fixtures';
import { signInWithForm } from '../../flows/accounts';
import { adminApiSession, seedPerson } from '../../flows/admin';
import { logout } from '../../flows/settings';

test.use({ viewport: { width: 375, height: 800 } });

test('when a user opens their dashboard at 375 px, then the menu button opens the sidebar and Logout still signs out', async ({
  page,
  apiUrl,
  expectAccessible,
}) => {
  // A person of its own: the demo accounts' sign-ins count toward one burst limit shared by every spec.
  const person = await seedPerson(apiUrl, await adminApiSession(apiUrl), {
    role: 'user',
    name: 'Molly Mobile',
  });
  await signInWithForm(page, person.email, person.password);
  await expect(page).toHaveURL('/user/overview');

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
