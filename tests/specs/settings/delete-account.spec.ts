// Deleting an account in a real browser (docs/settings.md "Closing an account"): refused while money is left, with
// the balance to move first; an empty account closes with its password, ends the session on /login, and cannot
// sign in again.
import { centsToDecimalString, dollarsToCents } from '@wallet/common/money';
import { settingsMessages } from '@wallet/common/settings';
import { expect, test } from '../../fixtures';
import { signInWithForm } from '../../flows/accounts';
import { adminApiSession, depositOnApi, seedPerson, signInAsNewUser } from '../../flows/admin';
import { expectFieldError, toast } from '../../flows/money';
import { openSettings, settingsCard } from '../../flows/settings';
import type { Page } from '@playwright/test';

/** Opens the Account card's Delete account dialog. */
async function openDeleteDialog(page: Page) {
  await settingsCard(page, 'Account').getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('when a user with money left deletes their account, then they are told to move the balance first and stay signed in', async ({
  page,
  apiUrl,
}) => {
  const person = await seedPerson(apiUrl, await adminApiSession(apiUrl), {
    name: 'Mona Money',
    role: 'user',
  });
  const wallet = await depositOnApi(apiUrl, person.cookie, 12_34);
  await signInWithForm(page, person.email, person.password);
  await expect(page).toHaveURL('/user/overview');
  await openSettings(page);

  const dialog = await openDeleteDialog(page);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  expect(dollarsToCents(wallet.balance)).toBe(12_34);
  await expect(dialog.getByRole('alert')).toHaveText(
    settingsMessages.closeBalanceNotZero(centsToDecimalString(12_34)),
  );

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page).toHaveURL('/user/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('when a user with an empty wallet deletes their account with the password, then they land on /login and cannot sign in again', async ({
  page,
  apiUrl,
}) => {
  const person = await signInAsNewUser(page, apiUrl, 'Eli Empty');
  await openSettings(page);

  const dialog = await openDeleteDialog(page);
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill('Wrong!pass1');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expectFieldError(password, settingsMessages.passwordWrong);

  await password.fill(person.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL('/login');
  await expect(toast(page, settingsMessages.accountClosed)).toBeVisible();
  // The session is gone: the dashboard sends the browser back to sign in.
  await page.goto('/user/overview');
  await expect(page).toHaveURL(/\/login/);

  await signInWithForm(page, person.email, person.password);
  await expect(toast(page, settingsMessages.accountIsClosed)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
