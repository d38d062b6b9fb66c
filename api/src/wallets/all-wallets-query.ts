// Reads the query of GET /wallets (docs/admin.md): a search, the blocked state, a sort and a page.
import type { Request } from 'express';
import { SORT_ORDERS, WALLET_SORT_FIELDS, WALLET_STATUS_FILTERS, adminMessages } from '@wallet/common/admin';
import type { SortOrder, WalletSortField, WalletStatusFilter } from '@wallet/common/admin';
import type { PageParams } from '../http/query-params';
import { adminSearchParam, oneOfParam, pageParams } from '../http/query-params';

export interface AllWalletsQuery extends PageParams {
  /** Trimmed; undefined when absent or blank. */
  search: string | undefined;
  status: WalletStatusFilter;
  sortBy: WalletSortField;
  sortOrder: SortOrder;
}

export function parseAllWalletsQuery(query: Request['query']): AllWalletsQuery {
  return {
    search: adminSearchParam(query),
    status: oneOfParam(query, 'status', WALLET_STATUS_FILTERS, adminMessages.status) ?? 'all',
    sortBy: oneOfParam(query, 'sortBy', WALLET_SORT_FIELDS, adminMessages.sortBy) ?? 'createdAt',
    sortOrder: oneOfParam(query, 'sortOrder', SORT_ORDERS, adminMessages.sortOrder) ?? 'desc',
    ...pageParams(query),
  };
}
