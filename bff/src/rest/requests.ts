// Money requests (docs/requests.md): the api's /money-requests routes, amounts in dollars.
import { moneyRequestMessages } from '@wallet/common/requests';
import type {
  BlockedRequesterJson,
  MoneyRequestDirection,
  MoneyRequestJson,
  MoneyRequestStatus,
} from '@wallet/common/requests';
import type { PaginationJson, TransactionJson, WalletJson } from '@wallet/common/wallet-json';
import type { RestClient } from './client';
import { isApiId } from './client';
import { notFoundError } from '../errors';
import { moneyToRestDollars } from './wallets';

export type RestMoneyRequest = MoneyRequestJson;
export type RestBlockedRequester = BlockedRequesterJson;

export interface RestMoneyRequestPage {
  data: RestMoneyRequest[];
  pagination: PaginationJson;
}

export interface RestMoneyRequestResult {
  message: string;
  moneyRequest: RestMoneyRequest;
}

export interface RestPayMoneyRequestResult extends RestMoneyRequestResult {
  transaction: TransactionJson;
  wallet: WalletJson;
}

export interface RestBlockedRequestersResult {
  message: string;
  blocked: RestBlockedRequester[];
}

export interface RestMoneyRequestQuery {
  direction: MoneyRequestDirection;
  status?: MoneyRequestStatus | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** An id that is not the api's kind names no request: the api's own 404, without a call. */
function requestPath(id: string, action: 'pay' | 'decline' | 'cancel'): string {
  if (!isApiId(id)) throw notFoundError(moneyRequestMessages.notFound);
  return `money-requests/${id}/${action}`;
}

export async function fetchMoneyRequests(
  rest: RestClient,
  query: RestMoneyRequestQuery,
): Promise<RestMoneyRequestPage> {
  const { direction, status, page, limit } = query;
  const { data } = await rest.get<RestMoneyRequestPage>('money-requests', {
    searchParams: { direction, status, page, limit },
  });
  return data;
}

export async function requestMoney(
  rest: RestClient,
  input: { payerId: string; amount: string; note?: string | null | undefined },
): Promise<RestMoneyRequestResult> {
  const { message, data } = await rest.post<RestMoneyRequest>('money-requests', {
    payerId: input.payerId,
    amount: moneyToRestDollars(input.amount),
    ...(input.note === null || input.note === undefined ? {} : { note: input.note }),
  });
  return { message, moneyRequest: data };
}

/** Pays with the form's key as the Idempotency-Key: a retried submission pays once. */
export async function payMoneyRequest(
  rest: RestClient,
  input: { id: string; idempotencyKey: string },
): Promise<RestPayMoneyRequestResult> {
  const { message, data } = await rest.post<{
    moneyRequest: RestMoneyRequest;
    transaction: TransactionJson;
    wallet: WalletJson;
  }>(requestPath(input.id, 'pay'), undefined, { idempotencyKey: input.idempotencyKey });
  return { message, ...data };
}

export async function closeMoneyRequest(
  rest: RestClient,
  id: string,
  action: 'decline' | 'cancel',
): Promise<RestMoneyRequestResult> {
  const { message, data } = await rest.post<RestMoneyRequest>(requestPath(id, action));
  return { message, moneyRequest: data };
}

export async function fetchBlockedRequesters(rest: RestClient): Promise<RestBlockedRequester[]> {
  const { data } = await rest.get<RestBlockedRequester[]>('money-requests/blocked');
  return data;
}

export async function blockRequester(rest: RestClient, userId: string): Promise<RestBlockedRequestersResult> {
  const { message, data } = await rest.post<RestBlockedRequester[]>('money-requests/blocked', { userId });
  return { message, blocked: data };
}

export async function unblockRequester(
  rest: RestClient,
  userId: string,
): Promise<RestBlockedRequestersResult> {
  if (!isApiId(userId)) throw notFoundError(moneyRequestMessages.userNotFound);
  const { message, data } = await rest.delete<RestBlockedRequester[]>(`money-requests/blocked/${userId}`);
  return { message, blocked: data };
}
