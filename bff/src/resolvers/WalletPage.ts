// WalletPage and WalletSummary from GET /wallets, and the wallet list's filter and sort enums as the api spells them.
import type {
  SortOrder,
  WalletListInput,
  WalletPageResolvers,
  WalletSortField,
  WalletStatusFilter,
  WalletSummaryResolvers,
} from '../__generated__/resolvers-types';
import type {
  SortOrder as RestSortOrder,
  WalletSortField as RestWalletSortField,
  WalletStatusFilter as RestWalletStatusFilter,
} from '@wallet/common/admin';
import type { RestWalletQuery } from '../rest/admin';
import { restDollarsToMoney } from './scalars';

const STATUS_TO_REST: Readonly<Record<WalletStatusFilter, RestWalletStatusFilter>> = {
  ALL: 'all',
  ACTIVE: 'active',
  BLOCKED: 'blocked',
};

const SORT_FIELD_TO_REST: Readonly<Record<WalletSortField, RestWalletSortField>> = {
  NAME: 'name',
  BALANCE: 'balance',
  CREATED_AT: 'createdAt',
};

const SORT_ORDER_TO_REST: Readonly<Record<SortOrder, RestSortOrder>> = { ASC: 'asc', DESC: 'desc' };

/** GraphQL null means "not given": the api's defaults (page 1, 10 a page, all, newest first) apply. */
export function walletListInputToRest(input: WalletListInput | null | undefined): RestWalletQuery {
  return {
    page: input?.page ?? undefined,
    limit: input?.limit ?? undefined,
    search: input?.search ?? undefined,
    status: input?.status ? STATUS_TO_REST[input.status] : undefined,
    sortBy: input?.sortBy ? SORT_FIELD_TO_REST[input.sortBy] : undefined,
    sortOrder: input?.sortOrder ? SORT_ORDER_TO_REST[input.sortOrder] : undefined,
  };
}

export const WalletPage: WalletPageResolvers = {
  items: (page) => page.data,
};

export const WalletSummary: WalletSummaryResolvers = {
  totalBalance: (summary) => restDollarsToMoney(summary.totalBalance),
  averageBalance: (summary) => restDollarsToMoney(summary.averageBalance),
};
