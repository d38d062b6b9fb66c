// Forgot password: a code by mail, a new password, and only the new password signs in afterwards.
import { expect, test } from '../../fixtures';
import { enterCode, registerAndVerify, signInWithForm } from '../../flows/accounts';
import { waitForCode } from '../../setup/mailbox';

test('when a person resets a forgotten password, then the new one signs in and the old one does not', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  const account = await registerAndVerify(page, { role: 'User', name: 'Forgetful Fay' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expectAccessible();
  const request = page.getByRole('form', { name: 'Request a reset code' });
  await request.getByLabel('Email').fill(account.email);
  const sentAt = new Date(Date.now() - 1000);
  await request.getByRole('button', { name: 'Send reset code' }).click();

  const code = await waitForCode(account.email, sentAt);
  const reset = page.getByRole('form', { name: 'Reset your password' });
  await enterCode(page, code);
  const newPassword = 'Fr3sh!start';
  await reset.getByLabel('New Password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signInWithForm(page, account.email, account.password);
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await signInWithForm(page, account.email, newPassword);
  await expect(page).toHaveURL('/user/overview');
});
