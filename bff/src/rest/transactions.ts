// The signed-in person's movements as the api's /transactions routes send them (docs/money.md), amounts in dollars.
import type { TransactionStatus, TransactionType } from '@wallet/common/wallet';
import type {
  PaginationJson,
  TransactionJson,
  TransactionPageJson,
  TransactionPartyJson,
  TransactionSummaryJson,
} from '@wallet/common/wallet-json';
import { walletMessages } from '@wallet/common/wallet';
import { notFoundError } from '../errors';
import type { RestClient } from './client';
import { fetchByIdOrNull, isApiId } from './client';
import type { RestMoneyData, RestMoneyResult } from './wallets';

/** The other side of a movement, by name only (joined by the api). */
export type RestTransactionParty = TransactionPartyJson;

/** One movement as its reader sees it: a send is `send`/`debit` for the sender, `receive`/`credit` for the receiver. */
export type RestTransaction = TransactionJson;

export type RestPagination = PaginationJson;

/** Figures over every matching movement, not one page; totals in dollars. */
export type RestTransactionSummary = TransactionSummaryJson;

/** GET /transactions/my-history: one page, newest first. */
export type RestTransactionPage = TransactionPageJson;

/** Every field optional: the api's defaults (all types and statuses, page 1, 10 a page) apply to what is left out. */
export interface RestHistoryQuery {
  type?: TransactionType | undefined;
  status?: TransactionStatus | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** Anything but the api's kind of id cannot name a movement, so it is not found, as the api would say. */
export function isTransactionId(id: string): boolean {
  return isApiId(id);
}

export async function fetchMyHistory(
  rest: RestClient,
  query: RestHistoryQuery,
): Promise<RestTransactionPage> {
  const { type, status, page, limit } = query;
  const { data } = await rest.get<RestTransactionPage>('transactions/my-history', {
    searchParams: { type, status, page, limit },
  });
  return data;
}

/** One of the person's movements; null when it is not theirs or does not exist (the api's 404, so ids cannot be probed). */
export async function fetchTransaction(rest: RestClient, id: string): Promise<RestTransaction | null> {
  return fetchByIdOrNull<RestTransaction>(rest, 'transactions', id);
}

/** Cancels the person's own pending withdrawal; the api refunds amount and fee. */
export async function cancelWithdrawal(rest: RestClient, id: string): Promise<RestMoneyResult> {
  if (!isTransactionId(id)) {
    throw notFoundError(walletMessages.transactionNotFound);
  }
  const { message, data } = await rest.patch<RestMoneyData>(`transactions/${id}/cancel`);
  return { message, transaction: data.transaction, wallet: data.wallet };
}
