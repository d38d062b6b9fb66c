// The Send Money and Withdraw rules give SPEC.md §5's messages and docs/money.md's refusal texts.
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { AnyObject, Schema } from 'yup';
import { walletMessages } from './wallet';
import {
  allowanceAfter,
  amountCentsOf,
  limitsInCents,
  maxWithdrawalCents,
  parseAmountInput,
  sendMoneySchema,
  walletFormFieldOf,
  withdrawSchema,
} from './wallet-forms';

function problems(schema: Schema, values: AnyObject): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path ?? '', issue.message]));
  }
}

const senderId = '7b0c8a56-1f7e-4c1e-9a44-2f3b5d9e0a11';
const receiverId = '0d5a3f4e-8c21-4b6f-a1d2-9e8f7c6b5a40';

describe('amount input', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['0.01', 1],
    ['.5', 50],
    ['5.', 500],
    [' 25.00 ', 2500],
    ['1000000', 100_000_000],
  ])('when "%s" is typed, then it is %i cents', (typed, cents) => {
    expect(parseAmountInput(typed)).toEqual({ cents });
    expect(amountCentsOf(typed)).toBe(cents);
  });

  it.each([
    ['', walletMessages.amountInvalid],
    ['   ', walletMessages.amountInvalid],
    ['0', walletMessages.amountInvalid],
    ['0.00', walletMessages.amountInvalid],
    ['-5', walletMessages.amountInvalid],
    ['abc', walletMessages.amountInvalid],
    ['1e3', walletMessages.amountInvalid],
    ['NaN', walletMessages.amountInvalid],
    ['Infinity', walletMessages.amountInvalid],
    ['1,000', walletMessages.amountInvalid],
    ['10.001', walletMessages.amountDecimals],
    ['.125', walletMessages.amountDecimals],
    ['1000000.01', walletMessages.amountTooLarge],
  ])('when "%s" is typed, then it says "%s"', (typed, message) => {
    expect(parseAmountInput(typed)).toEqual({ message });
    expect(amountCentsOf(typed)).toBeUndefined();
  });

  it('when nothing was typed at all, then it is no amount', () => {
    expect(parseAmountInput(undefined)).toEqual({ message: walletMessages.amountInvalid });
    expect(parseAmountInput(null)).toEqual({ message: walletMessages.amountInvalid });
  });
});

describe('send money rules', () => {
  const schema = sendMoneySchema({ balanceCents: 1234, senderId });

  it('when a receiver and an amount within the balance are given, then the form passes', () => {
    expect(problems(schema, { receiverId: ` ${receiverId} `, amount: '12.34' })).toEqual({});
  });

  it('when it is sent empty, then the receiver and the amount are asked for', () => {
    expect(problems(schema, {})).toEqual({
      receiverId: 'Please select a receiver or enter a receiver ID',
      amount: 'Please enter a valid amount',
    });
  });

  it('when the receiver is the sender, then it says money cannot go to yourself', () => {
    expect(problems(schema, { receiverId: senderId, amount: '1' })).toEqual({
      receiverId: 'You cannot send money to yourself',
    });
  });

  it('when the amount is one cent more than the balance, then it names the balance', () => {
    expect(problems(schema, { receiverId, amount: '12.35' })).toEqual({
      amount: 'Insufficient balance. Available: $12.34',
    });
  });

  it('when the amount has three decimals, then the decimals are named', () => {
    expect(problems(schema, { receiverId, amount: '1.001' })).toEqual({
      amount: 'Amount must have at most two decimal places',
    });
  });
});

describe('withdraw rules', () => {
  const schema = withdrawSchema({ balanceCents: 10_000 });

  it('when bank and an amount leaving room for the fee are given, then the form passes', () => {
    expect(problems(schema, { method: 'bank', amount: '97.50' })).toEqual({});
    expect(problems(schema, { method: 'card', amount: '97' })).toEqual({});
  });

  it('when 9.99 is asked, then the minimum is named', () => {
    expect(problems(schema, { method: 'bank', amount: '9.99' })).toEqual({
      amount: 'Minimum withdrawal amount is $10',
    });
    expect(problems(schema, { method: 'bank', amount: '10' })).toEqual({});
  });

  it('when the amount leaves no room for the fee, then the fee and the balance are named', () => {
    expect(problems(schema, { method: 'bank', amount: '97.51' })).toEqual({
      amount: 'Insufficient balance for this withdrawal and its $2.50 fee. Available: $100.00',
    });
    expect(problems(schema, { method: 'card', amount: '100' })).toEqual({
      amount: 'Insufficient balance for this withdrawal and its $3.00 fee. Available: $100.00',
    });
  });

  it('when no method or another one is chosen, then bank or card is asked for', () => {
    expect(problems(schema, { amount: '20' })).toEqual({ method: 'Please choose bank or card' });
    expect(problems(schema, { method: 'cash', amount: '20' })).toEqual({
      method: 'Please choose bank or card',
    });
  });

  it('when no method is chosen and the amount is above the balance, then the balance is named', () => {
    expect(problems(schema, { amount: '100.01' })).toEqual({
      method: 'Please choose bank or card',
      amount: 'Insufficient balance. Available: $100.00',
    });
  });

  it('when the amount is empty, then a valid amount is asked for', () => {
    expect(problems(schema, { method: 'card', amount: '' })).toEqual({
      amount: 'Please enter a valid amount',
    });
  });

  it('when the most is worked out, then it is the balance less the fee and never below zero', () => {
    expect(maxWithdrawalCents(10_000, 'bank')).toBe(9_750);
    expect(maxWithdrawalCents(10_000, 'card')).toBe(9_700);
    expect(maxWithdrawalCents(200, 'card')).toBe(0);
  });
});

describe('where a server refusal belongs', () => {
  it.each([
    ['Receiver not found', 'receiver'],
    ['You cannot send money to yourself', 'receiver'],
    ["The receiver's wallet is blocked and cannot receive money", 'receiver'],
    ['Please select a user or enter a user ID', 'receiver'],
    ['Please enter a valid amount', 'amount'],
    ['Insufficient balance. Available: $12.34', 'amount'],
    ['Insufficient balance for this withdrawal and its $2.50 fee. Available: $12.34', 'amount'],
    ['This would exceed your daily limit of $10,000.00. Remaining today: $120.00', 'amount'],
    [
      'This would exceed your monthly limit of 500 transactions. Remaining this month: 0 transactions',
      'amount',
    ],
    ['Minimum withdrawal amount is $10', 'amount'],
    ['Please choose bank or card', 'method'],
    ['Your wallet is blocked. Contact support to unblock it.', undefined],
    ['This Idempotency-Key was already used for a different request', undefined],
  ])('when the server says "%s", then it goes to %s', (message, field) => {
    expect(walletFormFieldOf(message)).toBe(field);
  });
});

describe('allowance after one more debit', () => {
  const limits = {
    dailyAmount: 1_000_000,
    dailyCount: 50,
    monthlyAmount: 5_000_000,
    monthlyCount: 500,
    dailyRemainingAmount: 12_000,
    dailyRemainingCount: 3,
    monthlyRemainingAmount: 40_000,
    monthlyRemainingCount: 100,
  };

  it('when the GraphQL limits arrive as Money strings, then they are read as cents', () => {
    expect(
      limitsInCents({
        dailyAmount: '10000.00',
        dailyCount: 50,
        monthlyAmount: '50000.00',
        monthlyCount: 500,
        dailyRemainingAmount: '120.00',
        dailyRemainingCount: 3,
        monthlyRemainingAmount: '400.00',
        monthlyRemainingCount: 100,
      }),
    ).toEqual(limits);
  });

  it('when the debit fits, then what is left today and this month is less by it and by one', () => {
    expect(allowanceAfter(limits, 2_500)).toEqual({
      dailyAmount: 9_500,
      dailyCount: 2,
      monthlyAmount: 37_500,
      monthlyCount: 99,
      refusal: undefined,
    });
  });

  it('when the debit is one cent above what is left today, then the daily limit refusal is expected', () => {
    expect(allowanceAfter(limits, 12_001)).toMatchObject({
      dailyAmount: 0,
      refusal: 'This would exceed your daily limit of $10,000.00. Remaining today: $120.00',
    });
  });

  it('when no transaction is left today, then the daily count refusal is expected', () => {
    expect(allowanceAfter({ ...limits, dailyRemainingCount: 0 }, 100).refusal).toBe(
      'This would exceed your daily limit of 50 transactions. Remaining today: 0 transactions',
    );
  });

  it('when the month has less left than the day, then the monthly refusals are expected', () => {
    expect(
      allowanceAfter({ ...limits, monthlyRemainingAmount: 1_000, dailyRemainingAmount: 5_000 }, 1_001)
        .refusal,
    ).toBe('This would exceed your monthly limit of $50,000.00. Remaining this month: $10.00');
    expect(allowanceAfter({ ...limits, monthlyRemainingCount: 0 }, 100).refusal).toBe(
      'This would exceed your monthly limit of 500 transactions. Remaining this month: 0 transactions',
    );
  });
});
