// At 375 px the navbar collapses into a menu that opens, navigates and closes.
import { expect, test } from '../../fixtures';

test.use({ viewport: { width: 375, height: 800 } });

test('when the menu button is pressed at 375 px, then the menu opens, a link navigates and the menu closes', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Features', exact: true })).toBeHidden();

  await banner.getByRole('button', { name: 'Open menu' }).click();
  const close = banner.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible();

  await banner.getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL('/features');
  await expect(banner.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(banner.getByRole('link', { name: 'FAQ', exact: true })).toBeHidden();

  await banner.getByRole('button', { name: 'Open menu' }).click();
  await banner.getByRole('button', { name: 'Close menu' }).click();
  await expect(banner.getByRole('link', { name: 'FAQ', exact: true })).toBeHidden();
});
