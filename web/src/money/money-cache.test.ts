// After a money mutation the cached history lists show the new movement at once: first on page 1 of every list
// whose filter it matches, counted in pagination and summary, and never twice.
import { describe, expect, it } from 'vitest';
import { createCache } from '../lib/apollo';
import { MyHistoryQuery } from '../features/history/MyHistoryPage';
import { RecentTransactionsQuery } from '../features/wallet/UserOverview';
import { sampleTransaction, sampleWallet, transactionRef } from './fixtures';
import type { SampleTransaction } from './fixtures';
import { addTransactionToCache, listArgumentsOf } from './money-cache';
import type { TransactionFilter } from './money-cache';

const summary = {
  __typename: 'TransactionSummary',
  totalCount: 2,
  completedCount: 2,
  pendingCount: 0,
  failedCount: 0,
  cancelledCount: 0,
  totalIn: '100.00',
  totalOut: '25.00',
} as const;

function page(items: SampleTransaction[], currentPage = 1, totalItems = items.length, itemsPerPage = 10) {
  return {
    myTransactions: {
      __typename: 'TransactionPage',
      items,
      pagination: {
        __typename: 'Pagination',
        currentPage,
        totalPages: Math.max(1, Math.ceil(totalItems / itemsPerPage)),
        totalItems,
        itemsPerPage,
      },
      summary,
    },
  } as const;
}

function seedHistory(
  cache: ReturnType<typeof createCache>,
  filter: TransactionFilter | null,
  pageNumber: number,
  items: SampleTransaction[],
  totalItems = items.length,
  limit = 10,
) {
  cache.writeQuery({
    query: MyHistoryQuery,
    variables: { filter, page: pageNumber, limit },
    data: page(items, pageNumber, totalItems, limit),
  });
}

function readHistory(
  cache: ReturnType<typeof createCache>,
  filter: TransactionFilter | null,
  pageNumber: number,
  limit = 10,
) {
  const data = cache.readQuery({ query: MyHistoryQuery, variables: { filter, page: pageNumber, limit } });
  if (!data) throw new Error('the list is not in the cache');
  return data.myTransactions;
}

const idsOf = (list: ReturnType<typeof readHistory>) => list.items.map((item) => item.id);

describe('listArgumentsOf', () => {
  it('when the store field name carries arguments, then they are read back', () => {
    expect(listArgumentsOf('myTransactions({"filter":{"type":"SEND"},"limit":10,"page":2})')).toEqual({
      filter: { type: 'SEND' },
      limit: 10,
      page: 2,
    });
    expect(listArgumentsOf('myTransactions:{"page":1}')).toEqual({ page: 1 });
    expect(listArgumentsOf('myTransactions')).toEqual({});
    expect(listArgumentsOf('myTransactions(not json)')).toEqual({});
  });
});

describe('addTransactionToCache', () => {
  const older = sampleTransaction({ description: 'Older', type: 'RECEIVE', direction: 'CREDIT' });
  const oldest = sampleTransaction({ description: 'Oldest' });

  it('when a deposit is added, then page 1 of the unfiltered list shows it first and counts it', () => {
    const cache = createCache();
    seedHistory(cache, null, 1, [older, oldest]);
    const deposit = sampleTransaction({
      type: 'DEPOSIT',
      direction: 'CREDIT',
      amount: '50.25',
      sender: null,
    });

    addTransactionToCache(cache, transactionRef(deposit));

    const list = readHistory(cache, null, 1);
    expect(idsOf(list)).toEqual([deposit.id, older.id, oldest.id]);
    expect(list.pagination).toMatchObject({ totalItems: 3, totalPages: 1 });
    expect(list.summary).toMatchObject({
      totalCount: 3,
      completedCount: 3,
      totalIn: '150.25',
      totalOut: '25.00',
    });
  });

  it('when a pending withdrawal is added, then it counts as pending and its money out waits for completion', () => {
    const cache = createCache();
    seedHistory(cache, null, 1, [older]);
    const withdrawal = sampleTransaction({
      type: 'WITHDRAW',
      status: 'PENDING',
      amount: '100.00',
      fee: '2.50',
      method: 'BANK',
      recipient: null,
    });

    addTransactionToCache(cache, transactionRef(withdrawal));

    expect(readHistory(cache, null, 1).summary).toMatchObject({
      totalCount: 3,
      pendingCount: 1,
      completedCount: 2,
      totalOut: '25.00',
    });
  });

  it('when a completed send is added, then money out grows by its amount and fee', () => {
    const cache = createCache();
    seedHistory(cache, null, 1, [older]);

    addTransactionToCache(cache, transactionRef(sampleTransaction({ amount: '10.10', fee: '0.15' })));

    expect(readHistory(cache, null, 1).summary.totalOut).toBe('35.25');
  });

  it('when lists are filtered, then only those whose type and status match get it', () => {
    const cache = createCache();
    seedHistory(cache, { type: 'SEND' }, 1, [oldest]);
    seedHistory(cache, { type: 'DEPOSIT' }, 1, []);
    seedHistory(cache, { status: 'PENDING' }, 1, []);
    seedHistory(cache, { type: 'SEND', status: 'COMPLETED' }, 1, [oldest]);
    const send = sampleTransaction({ description: 'Lunch' });

    addTransactionToCache(cache, transactionRef(send));

    expect(idsOf(readHistory(cache, { type: 'SEND' }, 1))).toEqual([send.id, oldest.id]);
    expect(idsOf(readHistory(cache, { type: 'SEND', status: 'COMPLETED' }, 1))).toEqual([send.id, oldest.id]);
    expect(idsOf(readHistory(cache, { type: 'DEPOSIT' }, 1))).toEqual([]);
    expect(readHistory(cache, { type: 'DEPOSIT' }, 1).pagination.totalItems).toBe(0);
    expect(idsOf(readHistory(cache, { status: 'PENDING' }, 1))).toEqual([]);
  });

  it('when page 1 is full, then the last row moves off it; later pages are left alone', () => {
    const cache = createCache();
    const first = sampleTransaction();
    const second = sampleTransaction();
    const third = sampleTransaction();
    seedHistory(cache, null, 1, [first, second], 3, 2);
    seedHistory(cache, null, 2, [third], 3, 2);
    const send = sampleTransaction();

    addTransactionToCache(cache, transactionRef(send));

    const pageOne = readHistory(cache, null, 1, 2);
    expect(idsOf(pageOne)).toEqual([send.id, first.id]);
    expect(pageOne.pagination).toMatchObject({ totalItems: 4, totalPages: 2 });
    expect(idsOf(readHistory(cache, null, 2, 2))).toEqual([third.id]);
  });

  it('when the same answer comes twice (a replayed request), then the movement is listed and counted once', () => {
    const cache = createCache();
    seedHistory(cache, null, 1, [older]);
    const send = sampleTransaction();

    addTransactionToCache(cache, transactionRef(send));
    addTransactionToCache(cache, transactionRef(send));

    const list = readHistory(cache, null, 1);
    expect(idsOf(list)).toEqual([send.id, older.id]);
    expect(list.summary.totalCount).toBe(3);
  });

  it('when the overview holds the 5 latest (no pagination asked), then the newest goes first and the list stays 5', () => {
    const cache = createCache();
    const five = Array.from({ length: 5 }, () => sampleTransaction());
    const recent = {
      myTransactions: { __typename: 'TransactionPage', items: five },
      myWallet: sampleWallet(),
    } as const;
    cache.writeQuery({ query: RecentTransactionsQuery, variables: { limit: 5 }, data: recent });
    const send = sampleTransaction();

    addTransactionToCache(cache, transactionRef(send));

    const data = cache.readQuery({ query: RecentTransactionsQuery, variables: { limit: 5 } });
    expect(data?.myTransactions.items.map((item) => item.id)).toEqual([
      send.id,
      ...five.slice(0, 4).map((t) => t.id),
    ]);
  });

  it('when no list is cached yet, then nothing breaks and the movement is still in the cache', () => {
    const cache = createCache();
    const send = sampleTransaction();

    addTransactionToCache(cache, transactionRef(send));

    expect(cache.identify({ __typename: 'Transaction', id: send.id })).toBe(`Transaction:${send.id}`);
    expect(cache.extract()[`Transaction:${send.id}`]).toMatchObject({ amount: '25.00' });
  });
});
