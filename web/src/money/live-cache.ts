// What a live update (docs/live.md) does to the cached lists: the movement or request of the payload goes into each
// first page it belongs on, in its place by time, and the page keeps its length and counts — no request for it. A
// list the payload cannot update exactly (a filtered one, a later page, one with totals over every movement) is
// dropped instead, so a screen showing it asks the server again; one not shown fetches when next shown.
import type { ApolloCache, Reference } from '@apollo/client';

/** The list fields' default page size (schema.graphql). */
const DEFAULT_LIMIT = 10;

interface PaginationShape {
  currentPage?: number;
  totalPages?: number;
  totalItems?: number;
  itemsPerPage?: number;
}

interface PageShape {
  items?: readonly Reference[];
  pagination?: PaginationShape;
  summary?: unknown;
}

type ReadField = (fieldName: string, from: Reference) => unknown;

/** The arguments a cached field was stored under (`name({"limit":10,"page":1})`); {} for none, null if unreadable. */
export function storedArgs(fieldName: string, storeFieldName: string): Record<string, unknown> | null {
  if (storeFieldName === fieldName) return {};
  const prefix = `${fieldName}(`;
  if (!storeFieldName.startsWith(prefix) || !storeFieldName.endsWith(')')) return null;
  try {
    const parsed: unknown = JSON.parse(storeFieldName.slice(prefix.length, -1));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function isFirstPage(args: Record<string, unknown>): boolean {
  return args.page === undefined || args.page === null || args.page === 1;
}

function hasFilter(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object') return true;
  return Object.values(value).some((part) => part !== undefined && part !== null);
}

function createdAtOf(readField: ReadField, item: Reference): number {
  const value = readField('createdAt', item);
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/**
 * The first page with `ref` in its place by createdAt (newest first), at most `limit` long, its counts moved on by
 * one; the same page when the item is already on it or belongs after a full page's end.
 */
function withItem(
  page: PageShape,
  ref: Reference,
  id: string,
  createdAt: string,
  limit: number,
  readField: ReadField,
): PageShape {
  const items = page.items ?? [];
  if (items.some((item) => readField('id', item) === id)) return page;
  const time = Date.parse(createdAt);
  let index = items.findIndex((item) => !(createdAtOf(readField, item) > time));
  if (index === -1) index = items.length;
  if (index >= limit) return page;
  const nextItems = [...items.slice(0, index), ref, ...items.slice(index)].slice(0, limit);
  if (!page.pagination) return { ...page, items: nextItems };
  const totalItems = (page.pagination.totalItems ?? items.length) + 1;
  const perPage = page.pagination.itemsPerPage ?? limit;
  return {
    ...page,
    items: nextItems,
    pagination: {
      ...page.pagination,
      totalItems,
      totalPages: Math.max(1, Math.ceil(totalItems / Math.max(1, perPage))),
    },
  };
}

/**
 * A movement of the viewer's, just made or changed: on every unfiltered first page of `myTransactions`; any other
 * page of it and an agent's `agentStats` (figures only the server can count) are dropped.
 */
export function addTransactionToLists(
  cache: ApolloCache,
  transaction: { id: string; createdAt: string },
): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      myTransactions(existing: unknown, { storeFieldName, fieldName, toReference, readField, DELETE }) {
        const page = existing as PageShape | undefined;
        const args = storedArgs(fieldName, storeFieldName);
        if (!page?.items || !args || !isFirstPage(args) || hasFilter(args.filter) || 'summary' in page) {
          return DELETE;
        }
        const ref = toReference({ __typename: 'Transaction', id: transaction.id });
        if (!ref) return page;
        const limit = typeof args.limit === 'number' ? args.limit : DEFAULT_LIMIT;
        return withItem(page, ref, transaction.id, transaction.createdAt, limit, readField);
      },
      agentStats: (_existing, { DELETE }) => DELETE,
    },
  });
}

/**
 * One of the viewer's money requests, just made or changed: on every first page of `moneyRequests` in its direction
 * without a status filter; a later page or a filtered one of that direction is dropped, the other direction's kept.
 */
export function addMoneyRequestToLists(
  cache: ApolloCache,
  request: { id: string; direction: string; createdAt: string },
): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      moneyRequests(existing: unknown, { storeFieldName, fieldName, toReference, readField, DELETE }) {
        const page = existing as PageShape | undefined;
        const args = storedArgs(fieldName, storeFieldName);
        if (!args || !page?.items) return DELETE;
        if (args.direction !== request.direction) return page;
        if (!isFirstPage(args) || hasFilter(args.status)) return DELETE;
        const ref = toReference({ __typename: 'MoneyRequest', id: request.id });
        if (!ref) return page;
        const limit = typeof args.limit === 'number' ? args.limit : DEFAULT_LIMIT;
        return withItem(page, ref, request.id, request.createdAt, limit, readField);
      },
    },
  });
}
