// AdminTransactionPage and its summary from GET /transactions: rows as their initiators see them, dollars Money.
import type {
  AdminTransactionFilter,
  AdminTransactionPageResolvers,
  AdminTransactionSummaryResolvers,
} from '../__generated__/resolvers-types';
import type { RestAdminTransactionQuery } from '../rest/admin';
import { restDollarsToMoney } from './scalars';

/** GraphQL null means "not given". RECEIVE arrives as `receive` (../enums): the api lists the sends from the receiving side. */
export function adminTransactionQueryToRest(
  filter: AdminTransactionFilter | null | undefined,
  page: number | null | undefined,
  limit: number | null | undefined,
): RestAdminTransactionQuery {
  return {
    type: filter?.type ?? undefined,
    status: filter?.status ?? undefined,
    userId: filter?.userId ?? undefined,
    page: page ?? undefined,
    limit: limit ?? undefined,
  };
}

export const AdminTransactionPage: AdminTransactionPageResolvers = {
  items: (page) => page.data,
};

export const AdminTransactionSummary: AdminTransactionSummaryResolvers = {
  completedAmount: (summary) => restDollarsToMoney(summary.completedAmount),
};
