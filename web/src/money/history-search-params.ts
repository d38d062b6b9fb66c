// My History's filters and page live in the address (?type=send&status=pending&page=2), so they survive reloads
// and links; anything unknown there reads as "all" or page 1.
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@wallet/common/wallet';
import type { TransactionFilter, TransactionStatus, TransactionType } from '../gql/graphql';

export interface HistoryParams {
  type: TransactionType | null;
  status: TransactionStatus | null;
  page: number;
}

function enumValue<T extends string>(allowed: readonly string[], raw: string | null): T | null {
  const value = raw?.trim().toLowerCase() ?? '';
  return allowed.includes(value) ? (value.toUpperCase() as T) : null;
}

export function readHistoryParams(search: URLSearchParams): HistoryParams {
  const page = Number(search.get('page'));
  return {
    type: enumValue<TransactionType>(TRANSACTION_TYPES, search.get('type')),
    status: enumValue<TransactionStatus>(TRANSACTION_STATUSES, search.get('status')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for these params; defaults are left out (page 1, all types, all statuses). */
export function historySearch(params: HistoryParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.type) search.set('type', params.type.toLowerCase());
  if (params.status) search.set('status', params.status.toLowerCase());
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The query's `filter:` variable: null when nothing narrows the list. */
export function historyFilter(params: HistoryParams): TransactionFilter | null {
  if (!params.type && !params.status) return null;
  return {
    ...(params.type ? { type: params.type } : {}),
    ...(params.status ? { status: params.status } : {}),
  };
}
