// A path with no page shows a real not-found page with the path and a way home.
import { expect, test } from '../../fixtures';

test('when a path has no page, then the not-found page names it and links home', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expectAccessible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL('/');
});
