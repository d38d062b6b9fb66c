// A signed-in person's own transactions, one page of them, with figures over every matching one.
import { centsToDollars } from '@wallet/common/money';
import type { Queryable } from '../db/database';
import type { HistoryQuery } from './history-query';
import { transactionJson } from './transaction-view';
import type { TransactionPageJson } from '@wallet/common/wallet-json';
import {
  emptySummary,
  findWalletIdOfUser,
  readHistoryPage,
  readHistorySummary,
} from './transactions.repository';

export async function myHistory(
  q: Queryable,
  viewerUserId: string,
  query: HistoryQuery,
): Promise<TransactionPageJson> {
  const filter = { type: query.type, status: query.status };
  const walletId = await findWalletIdOfUser(q, viewerUserId);
  const { totalInCents, totalOutCents, ...counts } =
    walletId === undefined ? emptySummary() : await readHistorySummary(q, walletId, filter);
  const offset = (query.page - 1) * query.limit;
  // Past the last page the answer is empty; asking the database would only cost a scan.
  const rows =
    walletId === undefined || offset >= counts.totalCount
      ? []
      : await readHistoryPage(q, walletId, filter, { limit: query.limit, offset });
  if (rows.length > query.limit) throw new Error(`a history page of ${query.limit} read ${rows.length} rows`);
  return {
    data: rows.map((row) => transactionJson(row, viewerUserId)),
    pagination: {
      currentPage: query.page,
      totalPages: Math.ceil(counts.totalCount / query.limit),
      totalItems: counts.totalCount,
      itemsPerPage: query.limit,
    },
    summary: { ...counts, totalIn: centsToDollars(totalInCents), totalOut: centsToDollars(totalOutCents) },
  };
}
