// The signed-in person's movements as the api's /transactions routes send them (docs/money.md), amounts in dollars.
import { GraphQLError } from 'graphql';
import type { TransactionStatus, TransactionType, WithdrawMethod } from '@wallet/common/wallet';
import { walletMessages } from '@wallet/common/wallet';
import { ErrorCode } from '../errors';
import type { RestClient } from './client';
import type { RestMoneyData, RestMoneyResult } from './wallets';

/** The other side of a movement, by name only (joined by the api). */
export interface RestTransactionParty {
  _id: string;
  name: string;
}

/** One movement as its reader sees it: a send is `send`/`debit` for the sender, `receive`/`credit` for the receiver. */
export interface RestTransaction {
  _id: string;
  userId: string;
  walletId: string;
  type: TransactionType;
  direction: 'debit' | 'credit';
  status: TransactionStatus;
  /** Dollars, never including the fee. */
  amount: number;
  fee: number;
  method: WithdrawMethod | null;
  description: string | null;
  sender: RestTransactionParty | null;
  recipient: RestTransactionParty | null;
  createdAt: string;
  updatedAt: string;
  settledAt: string | null;
  failureReason: string | null;
}

export interface RestPagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
}

/** Figures over every matching movement, not one page; totals in dollars. */
export interface RestTransactionSummary {
  totalCount: number;
  completedCount: number;
  pendingCount: number;
  failedCount: number;
  cancelledCount: number;
  totalIn: number;
  totalOut: number;
}

/** GET /transactions/my-history: one page, newest first. */
export interface RestTransactionPage {
  data: RestTransaction[];
  pagination: RestPagination;
  summary: RestTransactionSummary;
}

/** Every field optional: the api's defaults (all types and statuses, page 1, 10 a page) apply to what is left out. */
export interface RestHistoryQuery {
  type?: TransactionType | undefined;
  status?: TransactionStatus | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids go into the path, so only the api's own kind of id is sent: "..", "" or "x/y" would reach another route with the
 * person's cookie. Anything else cannot name a movement, so it is not found, as the api would say.
 */
export function isTransactionId(id: string): boolean {
  return UUID.test(id);
}

function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === ErrorCode.NOT_FOUND;
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
  if (!isTransactionId(id)) return null;
  try {
    const { data } = await rest.get<RestTransaction>(`transactions/${id}`);
    return data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Cancels the person's own pending withdrawal; the api refunds amount and fee. */
export async function cancelWithdrawal(rest: RestClient, id: string): Promise<RestMoneyResult> {
  if (!isTransactionId(id)) {
    throw new GraphQLError(walletMessages.transactionNotFound, { extensions: { code: ErrorCode.NOT_FOUND } });
  }
  const { message, data } = await rest.patch<RestMoneyData>(`transactions/${id}/cancel`);
  return { message, transaction: data.transaction, wallet: data.wallet };
}
