// The Send Money and Withdraw forms' rules (SPEC.md §5) with their labels (§9) and failure texts (§8).
import * as yup from 'yup';
import { WITHDRAWAL_FEE_CENTS, WITHDRAWAL_MIN_CENTS } from './constants';
import { MAX_AMOUNT_CENTS, MoneyFormatError, dollarsToCents } from './money';
import { WITHDRAW_METHODS, limitAmountMessage, limitCountMessage, walletMessages } from './wallet';
import type { WithdrawMethod } from './wallet';
import type { WalletLimitsJson } from './wallet-json';

/** SPEC.md §8: what a form says when the server gave no message of its own. */
export const walletFormFailures = {
  send: 'Failed to send money',
  withdraw: 'Failed to withdraw money from wallet',
  processWithdrawal: 'Failed to process withdrawal',
} as const;

// In wallet.ts (no yup), where the history's lists read it; still exported here for the forms.
export { withdrawMethodLabels } from './wallet';

/** SPEC.md §9: how long a payout takes once initiated. */
export const withdrawalProcessingTimes: Readonly<Record<WithdrawMethod, string>> = {
  bank: '1 to 3 business days',
  card: '2 to 5 business days',
};

export const WITHDRAWAL_BUSINESS_HOURS = 'Monday to Friday, 9 AM to 5 PM EST';

const MORE_THAN_TWO_DECIMALS = /^\d*\.\d{3,}$/;

export type AmountInput = { cents: number } | { message: string };

/**
 * What a person typed in an amount field: its integer cents, or the message saying why it is no amount.
 * ".5" and "5." are read as 0.50 and 5.00; anything else follows dollarsToCents.
 */
export function parseAmountInput(value: string | null | undefined): AmountInput {
  const text = (value ?? '').trim();
  if (MORE_THAN_TWO_DECIMALS.test(text)) return { message: walletMessages.amountDecimals };
  const normalized = text.replace(/^\./, '0.').replace(/\.$/, '');
  let cents: number;
  try {
    cents = dollarsToCents(normalized);
  } catch (error) {
    if (error instanceof MoneyFormatError) return { message: walletMessages.amountInvalid };
    throw error;
  }
  if (cents <= 0) return { message: walletMessages.amountInvalid };
  if (cents > MAX_AMOUNT_CENTS) return { message: walletMessages.amountTooLarge };
  return { cents };
}

/** The typed amount in cents, or undefined when it is not a valid amount. */
export function amountCentsOf(value: string | null | undefined): number | undefined {
  const parsed = parseAmountInput(value);
  return 'cents' in parsed ? parsed.cents : undefined;
}

export function isWithdrawMethod(value: unknown): value is WithdrawMethod {
  return (WITHDRAW_METHODS as readonly unknown[]).includes(value);
}

/** An amount field: a valid amount first, then the form's own rule on its cents (a message, or none). */
export function amountField(rule: (cents: number, values: Record<string, unknown>) => string | undefined) {
  return yup
    .string()
    .default('')
    .test('amount', function checkAmount(value) {
      const parsed = parseAmountInput(value);
      const message =
        'message' in parsed ? parsed.message : rule(parsed.cents, this.parent as Record<string, unknown>);
      return message ? this.createError({ message }) : true;
    });
}

export interface SendMoneyRules {
  /** The sender's balance now: more than this cannot be sent. */
  balanceCents: number;
  /** The signed-in sender, who cannot be the receiver. */
  senderId: string;
}

/** The Send Money form: a receiver other than oneself and an amount within the balance. */
export function sendMoneySchema({ balanceCents, senderId }: SendMoneyRules) {
  return yup.object({
    receiverId: yup
      .string()
      .trim()
      .default('')
      .required(walletMessages.receiverRequired)
      .test('not-self', walletMessages.sendToSelf, (receiverId) => receiverId !== senderId),
    amount: amountField((cents) =>
      cents > balanceCents ? walletMessages.insufficientBalance(balanceCents) : undefined,
    ),
  });
}
export type SendMoneyFormValues = yup.InferType<ReturnType<typeof sendMoneySchema>>;

export interface WithdrawRules {
  /** The balance now: the amount and the method's fee together cannot exceed it. */
  balanceCents: number;
}

/** The Withdraw form: bank or card, at least the minimum, and room in the balance for amount and fee. */
export function withdrawSchema({ balanceCents }: WithdrawRules) {
  return yup.object({
    method: yup
      .string()
      .default('')
      .required(walletMessages.methodRequired)
      .oneOf(WITHDRAW_METHODS, walletMessages.methodRequired),
    amount: amountField((cents, values) => {
      if (cents < WITHDRAWAL_MIN_CENTS) return walletMessages.withdrawalMinimum;
      if (!isWithdrawMethod(values.method)) {
        return cents > balanceCents ? walletMessages.insufficientBalance(balanceCents) : undefined;
      }
      const feeCents = WITHDRAWAL_FEE_CENTS[values.method];
      return cents + feeCents > balanceCents
        ? walletMessages.insufficientForFee(feeCents, balanceCents)
        : undefined;
    }),
  });
}
export type WithdrawFormValues = yup.InferType<ReturnType<typeof withdrawSchema>>;

/** The most that can be withdrawn by `method` from `balanceCents` (the fee comes out too); never below 0. */
export function maxWithdrawalCents(balanceCents: number, method: WithdrawMethod): number {
  return Math.max(0, Math.min(balanceCents - WITHDRAWAL_FEE_CENTS[method], MAX_AMOUNT_CENTS));
}

/** A wallet's daily and monthly allowance (GraphQL WalletLimits) with amounts in cents: the api's keys. */
export type LimitsInCents = WalletLimitsJson;

/** The GraphQL WalletLimits (Money as "1234.50" strings) in cents. */
export function limitsInCents(limits: {
  [Key in keyof LimitsInCents]: Key extends `${string}Count` ? number : string;
}): LimitsInCents {
  return {
    dailyAmount: dollarsToCents(limits.dailyAmount),
    dailyCount: limits.dailyCount,
    monthlyAmount: dollarsToCents(limits.monthlyAmount),
    monthlyCount: limits.monthlyCount,
    dailyRemainingAmount: dollarsToCents(limits.dailyRemainingAmount),
    dailyRemainingCount: limits.dailyRemainingCount,
    monthlyRemainingAmount: dollarsToCents(limits.monthlyRemainingAmount),
    monthlyRemainingCount: limits.monthlyRemainingCount,
  };
}

export interface AllowanceAfter {
  dailyAmount: number;
  dailyCount: number;
  monthlyAmount: number;
  monthlyCount: number;
  /** The server's refusal to expect when this would pass a limit (docs/money.md), else undefined. */
  refusal: string | undefined;
}

/** What is left of the allowance once `debitCents` (amount and fee) leave the wallet in one more transaction. */
export function allowanceAfter(limits: LimitsInCents, debitCents: number): AllowanceAfter {
  let refusal: string | undefined;
  if (debitCents > limits.dailyRemainingAmount) {
    refusal = limitAmountMessage('daily', limits.dailyAmount, limits.dailyRemainingAmount);
  } else if (limits.dailyRemainingCount < 1) {
    refusal = limitCountMessage('daily', limits.dailyCount, limits.dailyRemainingCount);
  } else if (debitCents > limits.monthlyRemainingAmount) {
    refusal = limitAmountMessage('monthly', limits.monthlyAmount, limits.monthlyRemainingAmount);
  } else if (limits.monthlyRemainingCount < 1) {
    refusal = limitCountMessage('monthly', limits.monthlyCount, limits.monthlyRemainingCount);
  }
  return {
    dailyAmount: Math.max(0, limits.dailyRemainingAmount - debitCents),
    dailyCount: Math.max(0, limits.dailyRemainingCount - 1),
    monthlyAmount: Math.max(0, limits.monthlyRemainingAmount - debitCents),
    monthlyCount: Math.max(0, limits.monthlyRemainingCount - 1),
    refusal,
  };
}

export type WalletFormField = 'receiver' | 'amount' | 'method';

const receiverMessages: readonly string[] = [
  walletMessages.receiverRequired,
  walletMessages.receiverNotFound,
  walletMessages.sendToSelf,
  walletMessages.receiverBlocked,
  walletMessages.userIdRequired,
];

const amountMessages: readonly string[] = [
  walletMessages.amountInvalid,
  walletMessages.amountDecimals,
  walletMessages.amountTooLarge,
  walletMessages.withdrawalMinimum,
];

/**
 * Which field a server refusal belongs to, from its text (docs/money.md "Refusals"): the receiver (or user),
 * the amount (balance and limits included) or the method; undefined for the form as a whole.
 */
export function walletFormFieldOf(message: string): WalletFormField | undefined {
  if (receiverMessages.includes(message)) return 'receiver';
  if (amountMessages.includes(message)) return 'amount';
  if (message.startsWith('Insufficient balance') || message.startsWith('This would exceed your ')) {
    return 'amount';
  }
  if (message === walletMessages.methodRequired) return 'method';
  return undefined;
}
