// The theme choice (Light / Dark / System) is kept across reloads, sets the class on <html>, and System follows the OS live.
import { expect, test } from '../../fixtures';

test('when Dark is chosen, then <html> has the dark class, also after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const theme = page.getByRole('banner').getByRole('radiogroup', { name: 'Theme' });
  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass('dark');
  await expect(page.getByRole('banner').getByRole('radio', { name: 'Dark' })).toBeChecked();

  await page.getByRole('banner').getByRole('radio', { name: 'Light' }).check();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass('light');
});

test('when System is the choice, then the class follows the operating system as it changes', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass('light');
});
