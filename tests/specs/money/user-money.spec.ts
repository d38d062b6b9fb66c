// The money journey of two new users through the real stack: add money, send (the receiver sees it arrive),
// withdraw by bank and by card (fee charged; pending, then completed), cancel a withdrawal, filter the history,
// open a transaction's details; every money page passes axe in light and dark.
import type { Page } from '@playwright/test';
import { SPENDING_LIMITS_DEFAULT } from '@wallet/api/config';
import { WITHDRAWAL_CANCELLED_MESSAGE } from '@wallet/api/withdrawals/cancel-withdrawal';
import { WITHDRAWAL_FEE_CENTS } from '@wallet/common/constants';
import { formatCents } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { expect, test } from '../../fixtures';
import { registerAndVerify, signInWithForm } from '../../flows/accounts';
import {
  addMoney,
  detailValue,
  expectAccessibleInBothThemes,
  expectBalance,
  gotoUserPage,
  openFromSidebar,
  toast,
} from '../../flows/money';

const ADDED = 50_000;
const SENT = 4_000;
const BANK = 10_000;
const CARD = 5_000;
const CANCELLED = 2_500;
const BANK_FEE = WITHDRAWAL_FEE_CENTS.bank;
const CARD_FEE = WITHDRAWAL_FEE_CENTS.card;
/** The embedded payout processor settles after PAYOUT_DELAY_S (10 s in the global setup) and polls each second. */
const PAYOUT_TIMEOUT_MS = 30_000;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const transactions = (count: number) => `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
const tag = () => Math.random().toString(36).slice(2, 7);

/** Fills and confirms the Withdraw form; returns once the toast says it was initiated. */
async function withdraw(page: Page, method: 'Bank transfer' | 'Card', amountCents: number, feeCents: number) {
  const form = page.getByRole('form', { name: 'Withdraw money' });
  await form.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await form.getByLabel('Amount (USD)').fill(dollars(amountCents));
  await expect(detailValue(form, `Fee (${method})`)).toHaveText(formatCents(feeCents));
  await expect(detailValue(form, 'Total from your wallet')).toHaveText(formatCents(amountCents + feeCents));
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Confirm withdrawal' });
  await expect(detailValue(confirm, 'Method')).toHaveText(method);
  await expect(detailValue(confirm, 'Amount')).toHaveText(formatCents(amountCents));
  await expect(detailValue(confirm, 'Fee')).toHaveText(formatCents(feeCents));
  await expect(detailValue(confirm, 'Total from your wallet')).toHaveText(
    formatCents(amountCents + feeCents),
  );
  await confirm.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(toast(page, walletMessages.withdrawalInitiated(formatCents(amountCents)))).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(form.getByLabel('Amount (USD)')).toHaveValue('');
}

test('when a user adds, sends, withdraws and cancels, then both people see every movement and the history tells it', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(240_000);
  const receiverContext = await browser.newContext({ baseURL });
  const receiverPage = await receiverContext.newPage();
  try {
    const run = tag();
    const [sender, receiver] = await Promise.all([
      registerAndVerify(page, { role: 'User', name: `Sara Sender ${run}` }),
      registerAndVerify(receiverPage, { role: 'User', name: `Rafi Receiver ${run}` }),
    ]);
    const limit = SPENDING_LIMITS_DEFAULT;
    let balance = 0;

    await test.step('the sender adds money on My Wallet', async () => {
      await signInWithForm(page, sender.email, sender.password);
      await expect(page).toHaveURL('/user/overview');
      await openFromSidebar(page, 'My Wallet');
      await expectBalance(page, 0);
      balance += ADDED;
      await addMoney(page, ADDED, balance);
    });

    await test.step('the receiver starts with an empty wallet', async () => {
      await signInWithForm(receiverPage, receiver.email, receiver.password);
      await expect(receiverPage).toHaveURL('/user/overview');
      await expectBalance(receiverPage, 0);
      await expect(receiverPage.getByText('No transactions yet')).toBeVisible();
    });

    await test.step('the sender finds the receiver by name, confirms and sends', async () => {
      await openFromSidebar(page, 'Send Money');
      await expectBalance(page, balance);
      const form = page.getByRole('form', { name: 'Send money' });
      const search = form.getByRole('searchbox', { name: 'Search receiver' });
      const results = form.getByRole('list', { name: 'Search results' });
      await search.fill(receiver.name);
      await expect(results.getByRole('button')).toHaveCount(1);
      // Below 2 characters there is no search: the results go away.
      await search.fill(receiver.name.slice(0, 1));
      await expect(results).toBeHidden();
      await search.fill(receiver.name);
      await expect(results.getByRole('button')).toHaveCount(1);
      await results.getByRole('button', { name: new RegExp(receiver.name) }).click();
      await expect(form.getByLabel('Receiver ID')).toHaveValue(receiver.id);
      await expect(form.getByText(`Sending to ${receiver.name}`)).toBeVisible();
      await form.getByLabel('Amount (USD)').fill(dollars(SENT));
      await form.getByRole('button', { name: 'Send Money', exact: true }).click();

      const confirm = page.getByRole('alertdialog', { name: 'Confirm transfer' });
      await expect(detailValue(confirm, 'Receiver')).toHaveText(receiver.name);
      await expect(detailValue(confirm, 'Amount')).toHaveText(formatCents(SENT));
      await expect(detailValue(confirm, 'Fee')).toHaveText(formatCents(0));
      await expect(detailValue(confirm, 'Daily allowance left after this')).toHaveText(
        `${formatCents(limit.dailyAmountCents - SENT)} · ${transactions(limit.dailyCount - 1)}`,
      );
      await expect(detailValue(confirm, 'Monthly allowance left after this')).toHaveText(
        `${formatCents(limit.monthlyAmountCents - SENT)} · ${transactions(limit.monthlyCount - 1)}`,
      );
      await confirm.getByRole('button', { name: 'Confirm and send' }).click();

      await expect(toast(page, walletMessages.sent(formatCents(SENT), receiver.name))).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(form.getByLabel('Receiver ID')).toHaveValue('');
      await expect(form.getByLabel('Amount (USD)')).toHaveValue('');
      await expect(form.getByText(`Sending to ${receiver.name}`)).toBeHidden();
      balance -= SENT;
      await expectBalance(page, balance);
    });

    await test.step('the receiver sees the money arrive', async () => {
      await openFromSidebar(receiverPage, 'My History');
      const row = receiverPage.getByRole('table', { name: 'Transaction history' }).locator('tbody tr');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Received');
      await expect(row).toContainText(sender.name);
      await expect(row).toContainText(`+${formatCents(SENT)}`);
      await expect(row).toContainText('Completed');

      await openFromSidebar(receiverPage, 'Overview');
      await expectBalance(receiverPage, SENT);
      const recent = receiverPage.getByRole('region', { name: 'Recent Transactions' }).getByRole('listitem');
      await expect(recent).toHaveCount(1);
      await expect(recent).toContainText('Received');
      await expect(recent).toContainText(`+${formatCents(SENT)}`);
    });

    const pendingCard = page.getByRole('region', { name: 'Pending withdrawals' });

    await test.step('the sender withdraws by bank: the $2.50 fee is charged and the withdrawal is pending', async () => {
      await openFromSidebar(page, 'Withdraw');
      await expectBalance(page, balance);
      await expect(pendingCard.getByText('No pending withdrawals')).toBeVisible();
      // The window the screen promises is the server's PAYOUT_DELAY_S (10 s in the global setup), not a fixed text.
      await expect(page.getByRole('region', { name: 'Processing time' })).toContainText(
        'Each withdrawal waits 10 seconds before it is paid out: until then you can cancel it',
      );
      await withdraw(page, 'Bank transfer', BANK, BANK_FEE);
      balance -= BANK + BANK_FEE;
      await expectBalance(page, balance);
      await expect(pendingCard.getByRole('listitem').filter({ hasText: formatCents(BANK) })).toContainText(
        'Pending',
      );
    });

    await test.step('the sender withdraws by card: the $3.00 fee is charged and the withdrawal is pending', async () => {
      await withdraw(page, 'Card', CARD, CARD_FEE);
      balance -= CARD + CARD_FEE;
      await expectBalance(page, balance);
      const card = pendingCard
        .getByRole('listitem')
        .filter({ hasText: `Card · fee ${formatCents(CARD_FEE)}` });
      await expect(card).toContainText(formatCents(CARD));
      await expect(card).toContainText('Pending');
      await expectAccessibleInBothThemes(page, expectAccessible);
    });

    await test.step('a third withdrawal is cancelled while pending and refunded', async () => {
      await withdraw(page, 'Bank transfer', CANCELLED, BANK_FEE);
      await expectBalance(page, balance - CANCELLED - BANK_FEE);
      await pendingCard
        .getByRole('button', { name: `Cancel withdrawal of ${formatCents(CANCELLED)}` })
        .click();
      // Hovering a toast pauses it (pauseOnHover): keep the pointer away from the toast corner while this one runs.
      await page.mouse.move(0, 0);
      await expect(toast(page, WITHDRAWAL_CANCELLED_MESSAGE)).toBeVisible();
      await expectBalance(page, balance);
      await expect(
        pendingCard.getByRole('button', { name: `Cancel withdrawal of ${formatCents(CANCELLED)}` }),
      ).toBeHidden();
    });

    await test.step('the bank and card withdrawals complete while the page polls', async () => {
      await expect(pendingCard.getByText('No pending withdrawals')).toBeVisible({
        timeout: PAYOUT_TIMEOUT_MS,
      });
      await expect(pendingCard.getByRole('listitem')).toHaveCount(0);
      await expectBalance(page, balance);
    });

    const table = page.getByRole('table', { name: 'Transaction history' });
    const rows = table.locator('tbody tr');
    const row = (signedAmount: string) => rows.filter({ hasText: signedAmount });
    const typeFilter = page.getByRole('combobox', { name: 'Type' });
    const statusFilter = page.getByRole('combobox', { name: 'Status' });

    await test.step('the history sums everything and filters by type and status, the address keeping them', async () => {
      await openFromSidebar(page, 'My History');
      await expect(rows).toHaveCount(5);
      const main = page.getByRole('main');
      await expect(detailValue(main, 'Total Transactions')).toHaveText('5');
      await expect(detailValue(main, 'Completed')).toHaveText('4');
      await expect(detailValue(main, 'Pending')).toHaveText('0');
      await expect(detailValue(main, 'Money In')).toHaveText(formatCents(ADDED));
      await expect(detailValue(main, 'Money Out')).toHaveText(
        formatCents(SENT + BANK + BANK_FEE + CARD + CARD_FEE),
      );

      await typeFilter.selectOption({ label: 'Withdrawn' });
      await expect(page).toHaveURL(/\/user\/my-history\?type=withdraw$/);
      await expect(rows).toHaveCount(3);
      await expect(row(`-${formatCents(BANK)}`)).toContainText('Completed');
      await expect(row(`-${formatCents(CARD)}`)).toContainText('Completed');
      // The cancelled one tells the whole story: amount and fee left, came back, net $0.00.
      const cancelledRow = row(`+${formatCents(CANCELLED + BANK_FEE)} refunded`);
      await expect(cancelledRow).toContainText('Cancelled');
      await expect(cancelledRow).toContainText(`-${formatCents(CANCELLED + BANK_FEE)}`);
      await expect(cancelledRow).toContainText('Net $0.00');

      await statusFilter.selectOption({ label: 'Cancelled' });
      await expect(page).toHaveURL(/\?type=withdraw&status=cancelled$/);
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(`+${formatCents(CANCELLED + BANK_FEE)} refunded`);
      await rows.getByRole('button', { name: /^View transaction/ }).click();
      const details = page.getByRole('dialog', { name: 'Transaction details' });
      await expect(detailValue(details, 'Total debited')).toHaveText(formatCents(CANCELLED + BANK_FEE));
      await expect(detailValue(details, 'Refunded')).toHaveText(
        `+${formatCents(CANCELLED + BANK_FEE)} (amount and fee)`,
      );
      await expect(detailValue(details, 'Net change')).toHaveText('$0.00');
      await details.getByRole('button', { name: 'Close' }).click();
      await expect(details).toBeHidden();

      await page.reload();
      await expect(typeFilter).toHaveValue('WITHDRAW');
      await expect(statusFilter).toHaveValue('CANCELLED');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(`+${formatCents(CANCELLED + BANK_FEE)} refunded`);
      await expect(detailValue(page.getByRole('main'), 'Total Transactions')).toHaveText('1');

      await typeFilter.selectOption({ label: 'Sent' });
      await expect(page).toHaveURL(/\?type=send&status=cancelled$/);
      await expect(page.getByText('No transactions found')).toBeVisible();
      await statusFilter.selectOption({ label: 'Completed' });
      await expect(page).toHaveURL(/\?type=send&status=completed$/);
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(receiver.name);
      await expect(rows).toContainText(`-${formatCents(SENT)}`);

      await page
        .getByRole('group', { name: 'Filters' })
        .getByRole('button', { name: 'Clear filters' })
        .click();
      await expect(page).toHaveURL(/\/user\/my-history$/);
      await expect(rows).toHaveCount(5);
    });

    await test.step('View opens a withdrawal with its amount, fee, method, status and timeline', async () => {
      await row(`-${formatCents(BANK)}`)
        .getByRole('button', { name: /^View transaction/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Transaction details' });
      await expect(detailValue(dialog, 'Type')).toHaveText('Withdrawn');
      await expect(detailValue(dialog, 'Status')).toHaveText('Completed');
      await expect(detailValue(dialog, 'Amount')).toHaveText(`-${formatCents(BANK)}`);
      await expect(detailValue(dialog, 'Fee')).toHaveText(formatCents(BANK_FEE));
      await expect(detailValue(dialog, 'Total debited')).toHaveText(formatCents(BANK + BANK_FEE));
      await expect(detailValue(dialog, 'Method')).toHaveText('Bank transfer');
      await expect(detailValue(dialog, 'Recipient')).toHaveText('—');
      await expect(detailValue(dialog, 'Settled')).not.toHaveText('—');
      const timeline = dialog.getByRole('list', { name: 'Status timeline' }).getByRole('listitem');
      await expect(timeline).toHaveCount(2);
      await expect(timeline.nth(0)).toContainText('Created');
      await expect(timeline.nth(1)).toContainText('Completed');
      await expectAccessibleInBothThemes(page, expectAccessible);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('View opens the send with both parties', async () => {
      await row(`-${formatCents(SENT)}`)
        .getByRole('button', { name: /^View transaction/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Transaction details' });
      await expect(detailValue(dialog, 'Type')).toHaveText('Sent');
      await expect(detailValue(dialog, 'Direction')).toHaveText('Money out');
      await expect(detailValue(dialog, 'Sender')).toHaveText(sender.name);
      await expect(detailValue(dialog, 'Recipient')).toHaveText(receiver.name);
      await expect(detailValue(dialog, 'Amount')).toHaveText(`-${formatCents(SENT)}`);
      await expect(detailValue(dialog, 'Fee')).toHaveText(formatCents(0));
      await expect(detailValue(dialog, 'Status')).toHaveText('Completed');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('every money page passes axe in light and dark', async () => {
      await gotoUserPage(page, 'Overview');
      await expectBalance(page, balance);
      await expect(
        page.getByRole('region', { name: 'Recent Transactions' }).getByRole('listitem'),
      ).toHaveCount(5);
      await expectAccessibleInBothThemes(page, expectAccessible);

      await gotoUserPage(page, 'My Wallet');
      await expectBalance(page, balance);
      await page.getByRole('button', { name: 'Add Money', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Add money' })).toBeVisible();
      await expectAccessibleInBothThemes(page, expectAccessible);

      await gotoUserPage(page, 'Send Money');
      await expectBalance(page, balance);
      await expectAccessibleInBothThemes(page, expectAccessible);

      await gotoUserPage(page, 'Withdraw');
      await expectBalance(page, balance);
      await expect(pendingCard.getByText('No pending withdrawals')).toBeVisible();
      await expectAccessibleInBothThemes(page, expectAccessible);

      await gotoUserPage(page, 'My History');
      await expect(rows).toHaveCount(5);
      await expectAccessibleInBothThemes(page, expectAccessible);

      await gotoUserPage(receiverPage, 'My History');
      await expect(receiverPage.locator('tbody tr')).toHaveCount(1);
      await expectAccessibleInBothThemes(receiverPage, expectAccessible);
    });
  } finally {
    await receiverContext.close();
  }
});
