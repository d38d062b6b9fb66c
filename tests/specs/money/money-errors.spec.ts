// Every refusal of the money forms shows on the field it is about, through the real stack: Add Money, Send Money
// (the form's own checks and the server's "Receiver not found" and daily limit) and Withdraw (minimum and fee).
import { randomUUID } from 'node:crypto';
import { SPENDING_LIMITS_DEFAULT } from '@wallet/api/config';
import { MAX_AMOUNT_CENTS } from '@wallet/common/money';
import { WITHDRAWAL_FEE_CENTS } from '@wallet/common/constants';
import { limitAmountMessage, walletMessages } from '@wallet/common/wallet';
import { expect, test } from '../../fixtures';
import { DEMO_USER, registerAndVerify, signInWithForm } from '../../flows/accounts';
import {
  addMoney,
  detailValue,
  expectBalance,
  expectFieldError,
  openFromSidebar,
  toast,
} from '../../flows/money';

const BALANCE = 10_000;
const dollars = (cents: number) => (cents / 100).toFixed(2);

test('when the money forms get bad input, then each message shows on its field and no money moves', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await registerAndVerify(page, { role: 'User', name: 'Erin Errors' });
  await signInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL('/user/overview');

  await test.step('Add Money refuses 0 on its amount and keeps the button disabled', async () => {
    await openFromSidebar(page, 'My Wallet');
    await page.getByRole('button', { name: 'Add Money', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add money' });
    const amount = form.getByLabel('Amount');
    await amount.fill('0');
    await amount.blur();
    await expectFieldError(amount, walletMessages.amountInvalid);
    await expect(form.getByRole('button', { name: 'Add Money' })).toBeDisabled();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expectBalance(page, 0);
    await addMoney(page, BALANCE, BALANCE);
  });

  await test.step('Send Money puts each refusal on the receiver or the amount', async () => {
    await openFromSidebar(page, 'Send Money');
    await expectBalance(page, BALANCE);
    const form = page.getByRole('form', { name: 'Send money' });
    const receiverId = form.getByLabel('Receiver ID');
    const amount = form.getByLabel('Amount (USD)');
    const send = form.getByRole('button', { name: 'Send Money', exact: true });
    const confirm = page.getByRole('alertdialog', { name: 'Confirm transfer' });

    await amount.fill('10');
    await send.click();
    await expectFieldError(receiverId, walletMessages.receiverRequired);
    await expect(confirm).toBeHidden();

    const badAmounts: [string, string][] = [
      ['0', walletMessages.amountInvalid],
      ['-5', walletMessages.amountInvalid],
      ['ten', walletMessages.amountInvalid],
      ['1.234', walletMessages.amountDecimals],
      [dollars(MAX_AMOUNT_CENTS + 1), walletMessages.amountTooLarge],
      [dollars(BALANCE + 1), walletMessages.insufficientBalance(BALANCE)],
    ];
    for (const [typed, message] of badAmounts) {
      await amount.fill(typed);
      await amount.blur();
      await expectFieldError(amount, message);
    }

    await receiverId.fill(account.id);
    await amount.fill('10');
    await send.click();
    await expectFieldError(receiverId, walletMessages.sendToSelf);
    await expect(confirm).toBeHidden();

    const stranger = randomUUID();
    await receiverId.fill(stranger);
    await send.click();
    await expect(detailValue(confirm, 'Receiver ID')).toHaveText(stranger);
    await confirm.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(confirm).toBeHidden();
    await expectFieldError(receiverId, walletMessages.receiverNotFound);
    await expect(toast(page, walletMessages.receiverNotFound)).toBeVisible();
    await expectBalance(page, BALANCE);
  });

  await test.step('Withdraw keeps the button disabled below $10 and wants room for the fee', async () => {
    await openFromSidebar(page, 'Withdraw');
    await expectBalance(page, BALANCE);
    const form = page.getByRole('form', { name: 'Withdraw money' });
    const amount = form.getByLabel('Amount (USD)');
    const submit = form.getByRole('button', { name: 'Withdraw', exact: true });

    await amount.fill('9.99');
    await amount.blur();
    await expectFieldError(amount, walletMessages.withdrawalMinimum);
    await expect(submit).toBeDisabled();

    await amount.fill(dollars(BALANCE));
    await amount.blur();
    await expectFieldError(amount, walletMessages.insufficientForFee(WITHDRAWAL_FEE_CENTS.bank, BALANCE));
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('alertdialog', { name: 'Confirm withdrawal' })).toBeHidden();
    await expectFieldError(amount, walletMessages.insufficientForFee(WITHDRAWAL_FEE_CENTS.bank, BALANCE));

    await form.getByRole('radio', { name: /^Card/ }).check();
    await expectFieldError(amount, walletMessages.insufficientForFee(WITHDRAWAL_FEE_CENTS.card, BALANCE));

    // Max leaves room for the fee of the chosen method.
    await form.getByRole('button', { name: 'Max' }).click();
    await expect(amount).toHaveValue(dollars(BALANCE - WITHDRAWAL_FEE_CENTS.card));
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await expectBalance(page, BALANCE);
  });

  await test.step('sending more than the daily limit is refused by the server on the amount', async () => {
    const limit = SPENDING_LIMITS_DEFAULT.dailyAmountCents;
    const over = limit + 1;
    await addMoney(page, over - BALANCE, over);

    await openFromSidebar(page, 'Send Money');
    await expectBalance(page, over);
    const form = page.getByRole('form', { name: 'Send money' });
    const results = form.getByRole('list', { name: 'Search results' });
    await form.getByRole('searchbox', { name: 'Search receiver' }).fill(DEMO_USER);
    await expect(results.getByRole('button')).toHaveCount(1);
    await results.getByRole('button').click();
    const amount = form.getByLabel('Amount (USD)');
    await amount.fill(dollars(over));
    await form.getByRole('button', { name: 'Send Money', exact: true }).click();

    const refusal = limitAmountMessage('daily', limit, limit);
    const confirm = page.getByRole('alertdialog', { name: 'Confirm transfer' });
    await expect(confirm.getByText(refusal)).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(confirm).toBeHidden();
    await expectFieldError(amount, refusal);
    await expect(toast(page, refusal)).toBeVisible();
    await expectBalance(page, over);
  });
});
