// The admin Ledger page over the real stack (issue 20 item 4): the books of the demo data total 0.00, and Run check
// turns the last check green, run by the admin, kept in the history.
import { expect, test } from '../../fixtures';
import { DEMO_ADMIN, DEMO_PASSWORD, signInWithForm } from '../../flows/accounts';
import { ADMIN_PAGES, openAdminPage } from '../../flows/admin';

test('when the admin opens the Ledger and runs the check, then the books total 0.00 and the check is green', async ({
  page,
}) => {
  await signInWithForm(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(ADMIN_PAGES.Overview);
  await openAdminPage(page, 'Ledger');

  const accounts = page.getByRole('table', { name: /Each platform account/ });
  await expect(accounts.getByRole('row', { name: /Total/ })).toContainText('$0.00');
  await expect(page.getByRole('definition').filter({ hasText: '$0.00' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Run check' }).click();
  const result = page.getByRole('status').filter({ hasText: 'The books balance' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('run by Demo Admin');
  await expect(page.getByRole('alert').filter({ hasText: /breach/ })).toHaveCount(0);
  // The run is the history's newest row.
  const newest = page.getByRole('table', { name: 'Ledger check runs, newest first' }).getByRole('row').nth(1);
  await expect(newest).toContainText('On demand by Demo Admin');
  await expect(newest).toContainText('The books balance');

  // After a reload the check is read back from the server, not from the mutation's answer.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'The books balance' })).toBeVisible();
});
