// The texts of money operations (SPEC.md §5 and §8, docs/money.md), shared by the api's refusals and the web forms.
import { formatCents } from './money';

export const TRANSACTION_TYPES = [
  'send',
  'receive',
  'withdraw',
  'deposit',
  'cash_in',
  'cash_out',
  'reversal',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const WITHDRAW_METHODS = ['bank', 'card'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

export const withdrawMethodLabels: Readonly<Record<WithdrawMethod, string>> = {
  bank: 'Bank transfer',
  card: 'Card',
};

/** SPEC.md §3 display labels. */
export const transactionTypeLabels: Readonly<Record<TransactionType, string>> = {
  send: 'Sent',
  receive: 'Received',
  withdraw: 'Withdrawn',
  deposit: 'Deposited',
  cash_in: 'Cash In',
  cash_out: 'Cash Out',
  reversal: 'Reversal',
};

/** A status as the history's badge shows it (and the statement's Status cell writes it). */
export const transactionStatusLabels: Readonly<Record<TransactionStatus, string>> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const walletMessages = {
  amountInvalid: 'Please enter a valid amount',
  amountDecimals: 'Amount must have at most two decimal places',
  amountTooLarge: 'The most one operation can move is $1,000,000.00',
  receiverRequired: 'Please select a receiver or enter a receiver ID',
  receiverNotFound: 'Receiver not found',
  sendToSelf: 'You cannot send money to yourself',
  receiverBlocked: "The receiver's wallet is blocked and cannot receive money",
  walletBlocked: 'Your wallet is blocked. Contact support to unblock it.',
  /** Money leaving a wallet its owner froze (docs/freeze-and-limits.md); money coming in is still taken. */
  walletFrozen: 'Your wallet is frozen. Unfreeze it in Settings to send money.',
  /** An agent cashing out for a user whose wallet is frozen. */
  userWalletFrozen: "The user's wallet is frozen. They can unfreeze it in Settings.",
  withdrawalMinimum: 'Minimum withdrawal amount is $10',
  methodRequired: 'Please choose bank or card',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  transactionNotFound: 'Transaction not found',
  cancelNotPending: 'Only a pending withdrawal can be cancelled',
  searchTooShort: 'Search must be at least 2 characters',
  userIdRequired: 'Please select a user or enter a user ID',
  moneyAdded: 'Money added successfully!',
  insufficientBalance: (availableCents: number) =>
    `Insufficient balance. Available: ${formatCents(availableCents)}`,
  insufficientForFee: (feeCents: number, availableCents: number) =>
    `Insufficient balance for this withdrawal and its ${formatCents(feeCents)} fee. Available: ${formatCents(availableCents)}`,
  sent: (amount: string, name: string) => `Successfully sent ${amount} to ${name}`,
  withdrawalInitiated: (amount: string) => `Successfully initiated withdrawal of ${amount}`,
} as const;

export type LimitPeriod = 'daily' | 'monthly';

/** "This would exceed your daily limit of $10,000.00. Remaining today: $120.00" */
export function limitAmountMessage(period: LimitPeriod, limitCents: number, remainingCents: number): string {
  return `This would exceed your ${period} limit of ${formatCents(limitCents)}. ${remainingPrefix(period)}: ${formatCents(remainingCents)}`;
}

/** "This would exceed your daily add money limit of $5,000.00. Remaining today: $1,000.00" */
export function addMoneyLimitMessage(
  period: LimitPeriod,
  limitCents: number,
  remainingCents: number,
): string {
  return `This would exceed your ${period} add money limit of ${formatCents(limitCents)}. ${remainingPrefix(period)}: ${formatCents(remainingCents)}`;
}

/** "This would exceed your daily limit of 50 transactions. Remaining today: 0 transactions" */
export function limitCountMessage(period: LimitPeriod, limit: number, remaining: number): string {
  return `This would exceed your ${period} limit of ${transactions(limit)}. ${remainingPrefix(period)}: ${transactions(remaining)}`;
}

function remainingPrefix(period: LimitPeriod): string {
  return period === 'daily' ? 'Remaining today' : 'Remaining this month';
}

function transactions(count: number): string {
  return `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
}

/** Freezing one's own wallet and personal limits (docs/freeze-and-limits.md). */
export const walletControlMessages = {
  frozen: 'Your wallet is frozen. No money can leave it; money sent to you still arrives.',
  alreadyFrozen: 'Your wallet is already frozen',
  unfrozen: 'Your wallet is unfrozen. You can send money again.',
  notFrozen: 'Your wallet is not frozen',
  passwordRequired: 'Please enter your password',
  twoFactorCodeRequired: 'Enter the code from your authenticator app',
  limitsEmpty: 'Give a daily or a monthly limit (or null to go back to the platform limit)',
  limitsSaved: 'Personal limits saved',
  limitAbovePlatform: (period: LimitPeriod, platformCents: number) =>
    `Your ${period} limit can be at most the platform's ${formatCents(platformCents)}`,
  limitNow: (period: LimitPeriod, cents: number | null) =>
    cents === null
      ? `Your ${period} limit is the platform's.`
      : `Your ${period} limit is now ${formatCents(cents)}.`,
  /** A raise (or a clearing) waits 24 hours: someone forcing the person's hand cannot spend more at once. */
  limitLater: (period: LimitPeriod, cents: number | null, effectiveAt: string) =>
    `Your ${period} limit becomes ${cents === null ? "the platform's" : formatCents(cents)} on ${effectiveAt} (a raise takes 24 hours).`,
} as const;
