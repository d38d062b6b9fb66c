// What a live update does to the cached lists (live-cache.ts): in place on the first pages it belongs on, dropped
// where the payload cannot say how the list changed.
import { gql } from '@apollo/client';
import type { InMemoryCache } from '@apollo/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '../lib/apollo';
import { addMoneyRequestToLists, addTransactionToLists, storedArgs } from './live-cache';

const TRANSACTIONS = gql`
  query Transactions($filter: TransactionFilter, $page: Int, $limit: Int) {
    myTransactions(filter: $filter, page: $page, limit: $limit) {
      items {
        id
        createdAt
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
    }
  }
`;

const HISTORY_WITH_SUMMARY = gql`
  query History($page: Int, $limit: Int) {
    myTransactions(page: $page, limit: $limit) {
      items {
        id
        createdAt
      }
      summary {
        totalCount
      }
    }
  }
`;

const AGENT_STATS = gql`
  query Stats {
    agentStats(period: TODAY) {
      id
      totalTransactions
    }
  }
`;

const REQUESTS = gql`
  query Requests($direction: MoneyRequestDirection!, $status: MoneyRequestStatus, $limit: Int) {
    moneyRequests(direction: $direction, status: $status, limit: $limit) {
      items {
        id
        direction
        createdAt
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
    }
  }
`;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute)).toISOString();

const movement = (id: string, minute: number) => ({ __typename: 'Transaction', id, createdAt: at(minute) });

/** A page of movements, newest first, as the server would answer it. */
function transactionPage(ids: [string, number][], totalItems: number, limit: number) {
  return {
    myTransactions: {
      __typename: 'TransactionPage',
      items: ids.map(([id, minute]) => movement(id, minute)),
      pagination: {
        __typename: 'Pagination',
        currentPage: 1,
        totalPages: Math.ceil(totalItems / limit),
        totalItems,
        itemsPerPage: limit,
      },
    },
  };
}

/** The payload of a live update: written to the cache first, as Apollo does with a subscription's data. */
function arrive(cache: InMemoryCache, id: string, minute: number) {
  const transaction = movement(id, minute);
  cache.writeFragment({
    id: cache.identify(transaction),
    fragment: gql`
      fragment Arrived on Transaction {
        id
        createdAt
      }
    `,
    data: transaction,
  });
  return transaction;
}

function idsOf(data: { myTransactions: { items: { id: string }[] } } | null): string[] | undefined {
  return data?.myTransactions.items.map((item) => item.id);
}

describe('storedArgs', () => {
  it('when the field was stored with arguments, then they are read back', () => {
    expect(storedArgs('myTransactions', 'myTransactions({"limit":10,"page":1})')).toEqual({
      limit: 10,
      page: 1,
    });
  });

  it('when it has none, then {}; when the name is not readable, then null', () => {
    expect(storedArgs('myTransactions', 'myTransactions')).toEqual({});
    expect(storedArgs('myTransactions', 'myTransactions:{"page":1}')).toBeNull();
  });
});

describe('addTransactionToLists', () => {
  let cache: InMemoryCache;
  const firstPage = { limit: 3, page: 1 };

  beforeEach(() => {
    cache = createCache();
    cache.writeQuery({
      query: TRANSACTIONS,
      variables: firstPage,
      data: transactionPage(
        [
          ['t3', 30],
          ['t2', 20],
          ['t1', 10],
        ],
        7,
        3,
      ),
    });
  });

  const readFirstPage = () =>
    cache.readQuery<{ myTransactions: { items: { id: string }[] } }>({
      query: TRANSACTIONS,
      variables: firstPage,
    });

  it('when a new movement arrives, then it heads the first page, which keeps its length and counts one more', () => {
    addTransactionToLists(cache, arrive(cache, 't4', 40));

    const data = cache.readQuery<{
      myTransactions: { items: { id: string }[]; pagination: { totalItems: number; totalPages: number } };
    }>({ query: TRANSACTIONS, variables: firstPage });
    expect(idsOf(data)).toEqual(['t4', 't3', 't2']);
    expect(data?.myTransactions.pagination).toMatchObject({ totalItems: 8, totalPages: 3 });
  });

  it('when a movement already on the page changes, then the page stays as it is', () => {
    addTransactionToLists(cache, arrive(cache, 't2', 20));
    expect(idsOf(readFirstPage())).toEqual(['t3', 't2', 't1']);
  });

  it('when a changed movement is older than a full first page, then the page stays as it is', () => {
    addTransactionToLists(cache, arrive(cache, 't0', 5));
    expect(idsOf(readFirstPage())).toEqual(['t3', 't2', 't1']);
  });

  it('when a filtered list, a later page or a history with totals is cached, then each is dropped', () => {
    cache.writeQuery({
      query: TRANSACTIONS,
      variables: { filter: { type: 'WITHDRAW' }, page: 1, limit: 3 },
      data: transactionPage([['w1', 1]], 1, 3),
    });
    cache.writeQuery({
      query: TRANSACTIONS,
      variables: { page: 2, limit: 3 },
      data: transactionPage([['t0', 5]], 7, 3),
    });
    cache.writeQuery({
      query: HISTORY_WITH_SUMMARY,
      variables: { page: 1, limit: 20 },
      data: {
        myTransactions: {
          __typename: 'TransactionPage',
          items: [movement('t3', 30)],
          summary: { __typename: 'TransactionSummary', totalCount: 7 },
        },
      },
    });

    addTransactionToLists(cache, arrive(cache, 't4', 40));

    const read = (query: typeof TRANSACTIONS, variables: Record<string, unknown>) =>
      cache.readQuery({ query, variables, returnPartialData: false });
    expect(read(TRANSACTIONS, { filter: { type: 'WITHDRAW' }, page: 1, limit: 3 })).toBeNull();
    expect(read(TRANSACTIONS, { page: 2, limit: 3 })).toBeNull();
    expect(read(HISTORY_WITH_SUMMARY, { page: 1, limit: 20 })).toBeNull();
    expect(idsOf(readFirstPage())).toEqual(['t4', 't3', 't2']);
  });

  it("when an agent's figures are cached, then they are dropped (only the server can count them)", () => {
    cache.writeQuery({
      query: AGENT_STATS,
      data: { agentStats: { __typename: 'AgentStats', id: 'agent', totalTransactions: 2 } },
    });
    addTransactionToLists(cache, arrive(cache, 't4', 40));
    expect(cache.readQuery({ query: AGENT_STATS })).toBeNull();
  });
});

describe('addMoneyRequestToLists', () => {
  const request = (id: string, direction: string, minute: number) => ({
    __typename: 'MoneyRequest',
    id,
    direction,
    createdAt: at(minute),
  });
  const requestPage = (items: ReturnType<typeof request>[]) => ({
    moneyRequests: {
      __typename: 'MoneyRequestPage',
      items,
      pagination: {
        __typename: 'Pagination',
        currentPage: 1,
        totalPages: 1,
        totalItems: items.length,
        itemsPerPage: 20,
      },
    },
  });
  type RequestsData = {
    moneyRequests: { items: { id: string }[]; pagination: { totalItems: number } };
  } | null;

  it('when a request is made of the viewer, then it heads the incoming list and the outgoing one stays', () => {
    const cache = createCache();
    cache.writeQuery({
      query: REQUESTS,
      variables: { direction: 'INCOMING', limit: 20 },
      data: requestPage([request('r1', 'INCOMING', 10)]),
    });
    cache.writeQuery({
      query: REQUESTS,
      variables: { direction: 'OUTGOING', limit: 20 },
      data: requestPage([request('r2', 'OUTGOING', 12)]),
    });
    cache.writeQuery({
      query: REQUESTS,
      variables: { direction: 'INCOMING', status: 'PAID', limit: 20 },
      data: requestPage([]),
    });
    const asked = request('r3', 'INCOMING', 20);
    cache.writeFragment({
      id: cache.identify(asked),
      fragment: gql`
        fragment Asked on MoneyRequest {
          id
          direction
          createdAt
        }
      `,
      data: asked,
    });

    addMoneyRequestToLists(cache, asked);

    const incoming = cache.readQuery<RequestsData>({
      query: REQUESTS,
      variables: { direction: 'INCOMING', limit: 20 },
    });
    expect(incoming?.moneyRequests.items.map((item) => item.id)).toEqual(['r3', 'r1']);
    expect(incoming?.moneyRequests.pagination.totalItems).toBe(2);
    const outgoing = cache.readQuery<RequestsData>({
      query: REQUESTS,
      variables: { direction: 'OUTGOING', limit: 20 },
    });
    expect(outgoing?.moneyRequests.items.map((item) => item.id)).toEqual(['r2']);
    expect(
      cache.readQuery({ query: REQUESTS, variables: { direction: 'INCOMING', status: 'PAID', limit: 20 } }),
    ).toBeNull();
  });
});
