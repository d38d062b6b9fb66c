// How a movement reads on screen (SPEC.md §2–§4): its type label, title, short id, counterparty and totals.
import { centsToDecimalString, dollarsToCents } from '@wallet/common/money';
import { transactionTypeLabels, TRANSACTION_TYPES } from '@wallet/common/wallet';
import type { TransactionType as CommonTransactionType } from '@wallet/common/wallet';
import { withdrawMethodLabels } from '@wallet/common/wallet';
import type { Direction, TransactionFieldsFragment, TransactionType, WithdrawMethod } from '../gql/graphql';

/** The GraphQL enum values in SPEC.md's order (send, receive, withdraw, deposit, cash in, cash out). */
export const transactionTypes = TRANSACTION_TYPES.map((type) => type.toUpperCase() as TransactionType);

/** "Sent", "Received", "Withdrawn", "Deposited", "Cash In", "Cash Out". */
export function transactionTypeLabel(type: TransactionType): string {
  return transactionTypeLabels[type.toLowerCase() as CommonTransactionType];
}

/** The description, or "Transaction" and the last 6 characters of the id. */
export function transactionTitle(transaction: Pick<TransactionFieldsFragment, 'id' | 'description'>): string {
  const description = transaction.description?.trim();
  return description ? description : `Transaction ${transaction.id.slice(-6)}`;
}

/** The last 8 characters of the id, as the history table shows it. */
export function shortTransactionId(id: string): string {
  return id.slice(-8);
}

/** The other side: the recipient of money going out, the sender of money coming in; null for banks and cards. */
export function counterpartyName(
  transaction: Pick<TransactionFieldsFragment, 'direction' | 'sender' | 'recipient'>,
): string | null {
  const party = transaction.direction === 'DEBIT' ? transaction.recipient : transaction.sender;
  return party?.name ?? null;
}

export const directionLabels: Readonly<Record<Direction, string>> = {
  DEBIT: 'Money out',
  CREDIT: 'Money in',
};

export function withdrawMethodLabel(method: WithdrawMethod): string {
  return withdrawMethodLabels[method === 'BANK' ? 'bank' : 'card'];
}

/** What a debit took from the wallet: the amount and its fee, as a Money string. */
export function totalDebited(transaction: Pick<TransactionFieldsFragment, 'amount' | 'fee'>): string {
  return centsToDecimalString(dollarsToCents(transaction.amount) + dollarsToCents(transaction.fee));
}
