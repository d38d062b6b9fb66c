// Transaction alerts in a real browser (docs/settings.md "Receipts"): a sender who turns them off in Settings gets no
// receipt for a transfer while the receiver still gets theirs; turned back on, the next transfer's receipt comes.
import { formatCents } from '@wallet/common/money';
import { settingsMessages } from '@wallet/common/settings';
import { walletMessages } from '@wallet/common/wallet';
import { expect, test } from '../../fixtures';
import { signInWithForm } from '../../flows/accounts';
import { adminApiSession, depositOnApi, seedPerson, type SeededPerson } from '../../flows/admin';
import { openFromSidebar, toast } from '../../flows/money';
import {
  RECEIPT_SUBJECT_PREFIX,
  openSettings,
  settingsCard,
  subjectsSince,
  waitForMail,
} from '../../flows/settings';
import type { Page } from '@playwright/test';

/** Sends on the Send Money page to a receiver given by their user ID, through the confirmation. */
async function sendInBrowser(page: Page, receiver: SeededPerson, amountCents: number): Promise<void> {
  await openFromSidebar(page, 'Send Money');
  const form = page.getByRole('form', { name: 'Send money' });
  await form.getByLabel('Receiver ID').fill(receiver.id);
  await form.getByLabel('Amount (USD)').fill((amountCents / 100).toFixed(2));
  await form.getByRole('button', { name: 'Send Money', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm transfer' })
    .getByRole('button', { name: 'Confirm and send' })
    .click();
  await expect(toast(page, walletMessages.sent(formatCents(amountCents), receiver.name))).toBeVisible();
}

/** Flips the Transaction alerts switch and waits for the saved toast (the newest, an earlier one may remain). */
async function setTransactionAlerts(page: Page, on: boolean): Promise<void> {
  const alerts = settingsCard(page, 'Notification preferences').getByRole('switch', {
    name: 'Transaction alerts',
  });
  await expect(alerts).toHaveAttribute('aria-checked', String(!on));
  await alerts.click();
  await expect(alerts).toHaveAttribute('aria-checked', String(on));
  await expect(toast(page, settingsMessages.preferencesSaved).last()).toBeVisible();
}

test('when a sender turns transaction alerts off, then a transfer mails the receiver only, and once back on the sender again', async ({
  page,
  apiUrl,
}) => {
  const adminCookie = await adminApiSession(apiUrl);
  const [sender, receiver] = await Promise.all([
    seedPerson(apiUrl, adminCookie, { name: 'Sena Sender', role: 'user' }),
    seedPerson(apiUrl, adminCookie, { name: 'Remy Receiver', role: 'user' }),
  ]);
  const fundedAt = new Date();
  await depositOnApi(apiUrl, sender.cookie, 100_00);
  // The deposit's own receipt is in before the quiet period starts, so it cannot be taken for a transfer's.
  await waitForMail(
    sender.email,
    `${RECEIPT_SUBJECT_PREFIX}${formatCents(100_00)} added to your wallet`,
    fundedAt,
  );
  await signInWithForm(page, sender.email, sender.password);
  await expect(page).toHaveURL('/user/overview');

  await test.step('turned off, it stays off after a reload', async () => {
    await openSettings(page);
    await setTransactionAlerts(page, false);
    await page.reload();
    const card = settingsCard(page, 'Notification preferences');
    await expect(card.getByRole('switch', { name: 'Transaction alerts' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // The other two are untouched.
    await expect(card.getByRole('switch', { name: 'Security alerts' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(card.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'false');
  });

  const quietSince = new Date();
  const quietCents = 12_34;
  await test.step('a transfer mails the receiver a receipt and the sender none', async () => {
    await sendInBrowser(page, receiver, quietCents);
    await waitForMail(
      receiver.email,
      `${RECEIPT_SUBJECT_PREFIX}you received ${formatCents(quietCents)} from ${sender.name}`,
      quietSince,
    );
    // Both receipts are handed to the mailer together, so by now the sender's would be here too.
    expect(
      subjectsSince(sender.email, quietSince).filter((subject) => subject.startsWith(RECEIPT_SUBJECT_PREFIX)),
    ).toEqual([]);
  });

  const loudCents = 5_67;
  await test.step('turned back on, the next transfer mails the sender a receipt', async () => {
    await openSettings(page);
    await setTransactionAlerts(page, true);
    await sendInBrowser(page, receiver, loudCents);
    await waitForMail(
      sender.email,
      `${RECEIPT_SUBJECT_PREFIX}you sent ${formatCents(loudCents)} to ${receiver.name}`,
      quietSince,
    );
    // The quiet transfer's receipt never came late either: the only one since is this transfer's.
    expect(
      subjectsSince(sender.email, quietSince).filter((subject) => subject.startsWith(RECEIPT_SUBJECT_PREFIX)),
    ).toEqual([`${RECEIPT_SUBJECT_PREFIX}you sent ${formatCents(loudCents)} to ${receiver.name}`]);
  });
});
