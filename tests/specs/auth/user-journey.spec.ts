// A new user's whole first visit: sign up, verify by the code mailed over SMTP, sign in, edit the profile,
// change the password, sign out, and sign in again with the new password.
import { expect, test } from '../../fixtures';
import { registerAndVerify, signInWithForm } from '../../flows/accounts';

test('when a new user signs up and verifies, then they reach their overview and can manage their account', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  const account = await registerAndVerify(page, { role: 'User', name: 'Nadia Rahman' });

  await signInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL('/user/overview');
  await expect(page.getByText('Nadia Rahman').first()).toBeVisible();
  await expectAccessible();

  await page
    .getByRole('navigation', { name: 'User dashboard' })
    .getByRole('link', { name: 'Update Profile' })
    .click();
  await expect(page).toHaveURL('/user/update-profile');
  const profile = page.getByRole('form', { name: 'Edit profile' });
  await profile.getByLabel('Name').fill('Nadia R. Khan');
  await profile.getByLabel('Phone').fill('01812345678');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByLabel('Current details').getByText('Nadia R. Khan')).toBeVisible();
  await expectAccessible();

  const newPassword = 'N3w!password';
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current Password', { exact: true }).fill(account.password);
  await passwordForm.getByLabel('New Password', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(passwordForm.getByLabel('Current Password', { exact: true })).toHaveValue('');

  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  await page.goto('/user/overview');
  await expect(page).toHaveURL(/\/login/);

  await signInWithForm(page, account.email, account.password);
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await signInWithForm(page, account.email, newPassword);
  await expect(page).toHaveURL('/user/overview');
});
