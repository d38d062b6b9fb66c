// Freeze my wallet through the real stack (docs/freeze-and-limits.md): Alice freezes her wallet from Settings, a send
// is refused with the freeze message and nothing moves; she unfreezes it with her password and the send goes.
import { formatCents } from '@wallet/common/money';
import { walletControlMessages, walletMessages } from '@wallet/common/wallet';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { registerAndVerify, signInWithForm } from '../../flows/accounts';
import { addMoney, expectBalance, openFromSidebar, toast } from '../../flows/money';

const ADDED = 5_000;
const SENT = 1_000;
const tag = () => Math.random().toString(36).slice(2, 7);

async function sendTo(page: Page, receiverId: string): Promise<void> {
  await openFromSidebar(page, 'Send Money');
  const form = page.getByRole('form', { name: 'Send money' });
  await form.getByLabel('Receiver ID').fill(receiverId);
  await form.getByLabel('Amount (USD)').fill('10.00');
  await form.getByRole('button', { name: 'Send Money', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm transfer' })
    .getByRole('button', { name: 'Confirm and send' })
    .click();
}

test('when Alice freezes her wallet, then a send is refused with the freeze message; unfrozen with her password, it goes', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const bobContext = await browser.newContext({ baseURL });
  const bobPage = await bobContext.newPage();
  try {
    const run = tag();
    const [alice, bob] = await Promise.all([
      registerAndVerify(page, { role: 'User', name: `Alice Freezer ${run}` }),
      registerAndVerify(bobPage, { role: 'User', name: `Bob Receiver ${run}` }),
    ]);

    await test.step('Alice has money', async () => {
      await signInWithForm(page, alice.email, alice.password);
      await expect(page).toHaveURL('/user/overview');
      await openFromSidebar(page, 'My Wallet');
      await addMoney(page, ADDED, ADDED);
    });

    await test.step('Alice freezes her wallet from Settings', async () => {
      await page.goto('/user/settings');
      const card = page.getByRole('region', { name: 'Freeze my wallet' });
      await card.getByRole('button', { name: 'Freeze my wallet' }).click();
      await expect(toast(page, walletControlMessages.frozen)).toBeVisible();
      await expect(card.getByText('Frozen', { exact: true })).toBeVisible();
    });

    await test.step('a send is refused with the freeze message and nothing moves', async () => {
      await sendTo(page, bob.id);
      // On the form (and as a toast).
      await expect(page.getByRole('form', { name: 'Send money' }).getByRole('alert')).toHaveText(
        walletMessages.walletFrozen,
      );
      await expectBalance(page, ADDED);
    });

    await test.step('Alice unfreezes with her password and the send goes', async () => {
      await page.goto('/user/settings');
      const card = page.getByRole('region', { name: 'Freeze my wallet' });
      await card.getByRole('button', { name: 'Unfreeze' }).click();
      const dialog = page.getByRole('dialog', { name: 'Unfreeze your wallet' });
      await dialog.getByRole('textbox', { name: 'Password' }).fill(alice.password);
      await dialog.getByRole('button', { name: 'Unfreeze' }).click();
      await expect(toast(page, walletControlMessages.unfrozen)).toBeVisible();
      await sendTo(page, bob.id);
      await expect(toast(page, walletMessages.sent(formatCents(SENT), bob.name))).toBeVisible();
      await expectBalance(page, ADDED - SENT);
    });
  } finally {
    await bobContext.close();
  }
});
