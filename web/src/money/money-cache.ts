// Keeps cached history lists right after a money mutation, so no screen refetches to show the new movement.
import type { ApolloCache, Reference } from '@apollo/client';
import { centsToDecimalString, dollarsToCents } from '@wallet/common/money';
import { getFragmentData } from '../gql';
import type { FragmentType } from '../gql';
import type { TransactionFieldsFragment, TransactionStatus, TransactionType } from '../gql/graphql';
import { TransactionFieldsFragment as TransactionFieldsDocument } from './fragments';

/** The schema's TransactionFilter input (the client preset only generates the types documents use). */
export interface TransactionFilter {
  type?: TransactionType | null;
  status?: TransactionStatus | null;
}

/** A cached list's Pagination, as stored inside its TransactionPage. */
export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
}

/** A cached list's TransactionSummary (figures over every matching row). */
export interface TransactionSummary {
  totalCount: number;
  completedCount: number;
  pendingCount: number;
  failedCount: number;
  cancelledCount: number;
  totalIn: string;
  totalOut: string;
}

/** The arguments a cached `myTransactions` list was fetched with, read back from its store field name. */
export interface CachedListArguments {
  filter?: TransactionFilter | null;
  page?: number | null;
  limit?: number | null;
}

/** `myTransactions({"filter":{"type":"SEND"},"page":1})` → its arguments; `myTransactions` → none. */
export function listArgumentsOf(storeFieldName: string): CachedListArguments {
  const start = storeFieldName.search(/[(:]/);
  if (start < 0) return {};
  const json = storeFieldName.startsWith('(', start)
    ? storeFieldName.slice(start + 1, storeFieldName.lastIndexOf(')'))
    : storeFieldName.slice(start + 1);
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

function matchesFilter(transaction: TransactionFieldsFragment, filter: TransactionFilter | null | undefined) {
  if (!filter) return true;
  if (filter.type && filter.type !== transaction.type) return false;
  if (filter.status && filter.status !== transaction.status) return false;
  return true;
}

function addMoney(decimal: string, cents: number): string {
  return centsToDecimalString(dollarsToCents(decimal) + cents);
}

/** The summary over all matching rows, with one more movement counted in. */
export function summaryWith(
  summary: TransactionSummary,
  transaction: TransactionFieldsFragment,
): TransactionSummary {
  const next = { ...summary, totalCount: summary.totalCount + 1 };
  switch (transaction.status) {
    case 'COMPLETED':
      next.completedCount += 1;
      if (transaction.direction === 'CREDIT') {
        next.totalIn = addMoney(summary.totalIn, dollarsToCents(transaction.amount));
      } else {
        next.totalOut = addMoney(
          summary.totalOut,
          dollarsToCents(transaction.amount) + dollarsToCents(transaction.fee),
        );
      }
      break;
    case 'PENDING':
      next.pendingCount += 1;
      break;
    case 'FAILED':
      next.failedCount += 1;
      break;
    case 'CANCELLED':
      next.cancelledCount += 1;
      break;
  }
  return next;
}

function paginationWith(pagination: Pagination): Pagination {
  const totalItems = pagination.totalItems + 1;
  const perPage = Math.max(1, pagination.itemsPerPage);
  return { ...pagination, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / perPage)) };
}

interface CachedTransactionPage {
  __typename?: 'TransactionPage';
  items: readonly Reference[];
  /** Absent when the list's query did not ask for it (the overview's recent list). */
  pagination?: Pagination;
  summary?: TransactionSummary;
}

/**
 * After a money mutation (from its `update`): writes the new movement and puts it first in every cached
 * `myTransactions` list on page 1 whose filter it matches, counting it in the list's pagination and summary.
 * A list that already holds it (a replayed answer) is left as it is. The wallet needs nothing here: the
 * payload's wallet has an id, so the cache updates it by normalization.
 */
export function addTransactionToCache(
  cache: ApolloCache,
  transactionRef: FragmentType<typeof TransactionFieldsDocument>,
): void {
  const transaction = getFragmentData(TransactionFieldsDocument, transactionRef);
  const reference = cache.writeFragment({
    fragment: TransactionFieldsDocument,
    // Answers carry __typename at run time; the generated type leaves it out.
    data: { __typename: 'Transaction', ...transaction } as TransactionFieldsFragment,
  });
  if (!reference) return;

  cache.modify<{ myTransactions: CachedTransactionPage }>({
    id: 'ROOT_QUERY',
    fields: {
      myTransactions(existing, { storeFieldName, readField }) {
        if (!existing || !('items' in existing)) return existing;
        const page = existing as CachedTransactionPage;
        const { filter, page: pageNumber, limit } = listArgumentsOf(storeFieldName);
        if ((pageNumber ?? 1) !== 1 || !matchesFilter(transaction, filter)) return existing;
        if (page.items.some((item) => readField<string>('id', item) === transaction.id)) return existing;
        const perPage = page.pagination?.itemsPerPage ?? limit ?? 0;
        const items = [reference, ...page.items];
        return {
          ...page,
          items: perPage > 0 ? items.slice(0, perPage) : items,
          ...(page.pagination ? { pagination: paginationWith(page.pagination) } : {}),
          ...(page.summary ? { summary: summaryWith(page.summary, transaction) } : {}),
        };
      },
    },
  });
}
