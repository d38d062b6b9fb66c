// All Wallets' search, status, sorting and page live in the address (?search=ali&status=blocked&sortBy=balance
// &sortOrder=asc&page=2), so a reload or a shared link shows the same view; anything unknown there reads as the
// default (every wallet, newest first, page 1).
import {
  ADMIN_SEARCH_LENGTH_MAX,
  SORT_ORDERS,
  WALLET_SORT_FIELDS,
  WALLET_STATUS_FILTERS,
} from '@wallet/common/admin';
import type { WalletSortField as SortFieldName } from '@wallet/common/admin';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import type { SortOrder, WalletListInput, WalletSortField, WalletStatusFilter } from '../../../gql/graphql';

export interface WalletListParams {
  search: string;
  status: WalletStatusFilter;
  sortBy: WalletSortField;
  sortOrder: SortOrder;
  page: number;
}

export const defaultWalletListParams: WalletListParams = {
  search: '',
  status: 'ALL',
  sortBy: 'CREATED_AT',
  sortOrder: 'DESC',
  page: 1,
};

/** The address's names (the REST names of docs/admin.md) for the GraphQL enum values, and back. */
const sortFieldNames: Readonly<Record<WalletSortField, SortFieldName>> = {
  NAME: 'name',
  BALANCE: 'balance',
  CREATED_AT: 'createdAt',
};

function sortFieldOf(raw: string | null): WalletSortField {
  const name = raw?.trim().toLowerCase() ?? '';
  const known = WALLET_SORT_FIELDS.find((field) => field.toLowerCase() === name);
  const field = (Object.keys(sortFieldNames) as WalletSortField[]).find(
    (key) => sortFieldNames[key] === known,
  );
  return field ?? defaultWalletListParams.sortBy;
}

function enumValue<T extends string>(allowed: readonly string[], raw: string | null, fallback: T): T {
  const value = raw?.trim().toLowerCase() ?? '';
  return allowed.includes(value) ? (value.toUpperCase() as T) : fallback;
}

export function readWalletListParams(search: URLSearchParams): WalletListParams {
  const page = Number(search.get('page'));
  return {
    search: (search.get('search') ?? '').trim().slice(0, ADMIN_SEARCH_LENGTH_MAX),
    status: enumValue<WalletStatusFilter>(WALLET_STATUS_FILTERS, search.get('status'), 'ALL'),
    sortBy: sortFieldOf(search.get('sortBy')),
    sortOrder: enumValue<SortOrder>(SORT_ORDERS, search.get('sortOrder'), 'DESC'),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for these params; defaults are left out. */
export function walletListSearch(params: WalletListParams): URLSearchParams {
  const search = new URLSearchParams();
  const text = params.search.trim();
  if (text) search.set('search', text);
  if (params.status !== 'ALL') search.set('status', params.status.toLowerCase());
  if (params.sortBy !== defaultWalletListParams.sortBy) search.set('sortBy', sortFieldNames[params.sortBy]);
  if (params.sortOrder !== defaultWalletListParams.sortOrder)
    search.set('sortOrder', params.sortOrder.toLowerCase());
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** Search or status narrow the list (sorting and paging do not). */
export function isFiltered(params: WalletListParams): boolean {
  return params.search !== '' || params.status !== 'ALL';
}

/** The `wallets(input:)` variables: every choice spelled out, the search only when there is one. */
export function walletListInput(params: WalletListParams): WalletListInput {
  return {
    page: params.page,
    limit: PAGE_SIZE_DEFAULT,
    ...(params.search ? { search: params.search } : {}),
    status: params.status,
    sortBy: params.sortBy,
    sortOrder: params.sortOrder,
  };
}

/** A header's toggle: the same column flips the order; another starts A→Z for names, largest/newest first else. */
export function nextSort(
  current: Pick<WalletListParams, 'sortBy' | 'sortOrder'>,
  field: WalletSortField,
): Pick<WalletListParams, 'sortBy' | 'sortOrder'> {
  if (current.sortBy === field) {
    return { sortBy: field, sortOrder: current.sortOrder === 'ASC' ? 'DESC' : 'ASC' };
  }
  return { sortBy: field, sortOrder: field === 'NAME' ? 'ASC' : 'DESC' };
}
