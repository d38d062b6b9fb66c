// GET /transactions/my-history: the viewer's own transactions, newest first, filtered, paged and summed over all matches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { historyQueryMessages } from './history-query';
import type { TransactionPageJson } from '@wallet/common/wallet-json';
import { insertJournal, walletIdOf } from '../test/journals';
import type { NewJournal } from '../test/journals';

let api: TestApi;

interface Person {
  id: string;
  walletId: string;
  cookie: string;
}

async function person(name: string, role: 'user' | 'agent' | 'admin' = 'user'): Promise<Person> {
  const account = await createAccount(api, { name, role });
  return {
    id: account.id,
    walletId: await walletIdOf(api.db, account.id),
    cookie: await signIn(api, account),
  };
}

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const history = (cookie: string | undefined, query = '') =>
  callJson(api, 'GET', `/transactions/my-history${query}`, { cookie });

async function historyOf(cookie: string, query = ''): Promise<TransactionPageJson> {
  const answer = await history(cookie, query);
  expect(answer.status).toBe(200);
  return answer.body.data as TransactionPageJson;
}

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));

/** Journals at the given minutes, so their order is known. */
async function journalsAt(rows: (NewJournal & { minute: number })[]): Promise<string[]> {
  const ids: string[] = [];
  for (const { minute, ...journal } of rows) {
    ids.push(await insertJournal(api.db, { ...journal, createdAt: at(minute), updatedAt: at(minute) }));
  }
  return ids;
}

describe('GET /transactions/my-history', () => {
  it('when a user has both sides of several transactions, then they come newest first, each from the viewer side', async () => {
    const alice = await person('Alice');
    const bob = await person('Bob');
    const [deposit, sent, received, withdrawal] = await journalsAt([
      { minute: 1, kind: 'deposit', status: 'completed', amountCents: 10_000, toWalletId: alice.walletId },
      {
        minute: 2,
        kind: 'send',
        status: 'completed',
        amountCents: 1_250,
        fromWalletId: alice.walletId,
        toWalletId: bob.walletId,
      },
      {
        minute: 3,
        kind: 'send',
        status: 'completed',
        amountCents: 500,
        fromWalletId: bob.walletId,
        toWalletId: alice.walletId,
      },
      {
        minute: 4,
        kind: 'withdraw',
        status: 'pending',
        amountCents: 2_000,
        feeCents: 250,
        method: 'bank',
        fromWalletId: alice.walletId,
      },
    ]);
    // Someone else's movement never shows.
    await journalsAt([
      { minute: 5, kind: 'deposit', status: 'completed', amountCents: 99, toWalletId: bob.walletId },
    ]);

    const page = await historyOf(alice.cookie);

    expect(page.data.map(({ _id, type, direction }) => [_id, type, direction])).toEqual([
      [withdrawal, 'withdraw', 'debit'],
      [received, 'receive', 'credit'],
      [sent, 'send', 'debit'],
      [deposit, 'deposit', 'credit'],
    ]);
    expect(page.data[1]).toMatchObject({
      userId: alice.id,
      walletId: alice.walletId,
      amount: 5,
      sender: { _id: bob.id, name: 'Bob' },
      recipient: { _id: alice.id, name: 'Alice' },
    });
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 4, itemsPerPage: 10 });
    expect(page.summary).toEqual({
      totalCount: 4,
      completedCount: 3,
      pendingCount: 1,
      failedCount: 0,
      cancelledCount: 0,
      // The deposit and the received send.
      totalIn: 105,
      // The completed send only: a pending withdrawal has not left yet.
      totalOut: 12.5,
    });
  });

  it('when journals share a time and span pages, then the order breaks ties by id and the pages neither skip nor repeat', async () => {
    const carol = await person('Carol');
    const dave = await person('Dave');
    const ids = await journalsAt(
      Array.from({ length: 7 }, (_, index) => ({
        minute: index < 4 ? 10 : 11,
        kind: 'send' as const,
        status: 'completed' as const,
        amountCents: 100 + index,
        ...(index % 2 === 0
          ? { fromWalletId: carol.walletId, toWalletId: dave.walletId }
          : { fromWalletId: dave.walletId, toWalletId: carol.walletId }),
      })),
    );
    const expected = ids
      .map((id, index) => ({ id, minute: index < 4 ? 10 : 11 }))
      .sort((a, b) => b.minute - a.minute || (a.id < b.id ? 1 : -1))
      .map(({ id }) => id);

    const pages = [
      await historyOf(carol.cookie, '?limit=3&page=1'),
      await historyOf(carol.cookie, '?limit=3&page=2'),
      await historyOf(carol.cookie, '?limit=3&page=3'),
    ];

    expect(pages.flatMap((page) => page.data.map(({ _id }) => _id))).toEqual(expected);
    expect(pages.map((page) => page.data.length)).toEqual([3, 3, 1]);
    expect(pages[2]?.pagination).toEqual({ currentPage: 3, totalPages: 3, totalItems: 7, itemsPerPage: 3 });
    // One side alone (Carol's sends) pages the same way.
    const sentByCarol = expected.filter((id) => ids.indexOf(id) % 2 === 0);
    const sendsPage2 = await historyOf(carol.cookie, '?type=send&limit=1&page=2');
    expect(sendsPage2.data.map(({ _id }) => _id)).toEqual([sentByCarol[1]]);
    // Every page carries the figures of all seven.
    expect(pages.map((page) => page.summary.totalCount)).toEqual([7, 7, 7]);
  });

  it('when filtered by the viewer type and by status, then only those match and the summary covers every match', async () => {
    const erin = await person('Erin');
    const frank = await person('Frank');
    const [, received1, received2, cancelled] = await journalsAt([
      {
        minute: 20,
        kind: 'send',
        status: 'completed',
        amountCents: 300,
        fromWalletId: erin.walletId,
        toWalletId: frank.walletId,
      },
      {
        minute: 21,
        kind: 'send',
        status: 'completed',
        amountCents: 1_001,
        fromWalletId: frank.walletId,
        toWalletId: erin.walletId,
      },
      {
        minute: 22,
        kind: 'send',
        status: 'completed',
        amountCents: 2_002,
        fromWalletId: frank.walletId,
        toWalletId: erin.walletId,
      },
      {
        minute: 23,
        kind: 'withdraw',
        status: 'cancelled',
        amountCents: 1_500,
        feeCents: 300,
        method: 'card',
        fromWalletId: erin.walletId,
      },
    ]);

    const receives = await historyOf(erin.cookie, '?type=receive&limit=1');
    const receivesPage2 = await historyOf(erin.cookie, '?type=receive&limit=1&page=2');
    const sends = await historyOf(erin.cookie, '?type=send');
    const cancelledOnly = await historyOf(erin.cookie, '?status=cancelled');
    const none = await historyOf(erin.cookie, '?type=deposit&status=completed');

    expect(receives.data.map(({ _id }) => _id)).toEqual([received2]);
    expect(receivesPage2.data.map(({ _id }) => _id)).toEqual([received1]);
    expect(receives.summary).toMatchObject({ totalCount: 2, completedCount: 2, totalIn: 30.03, totalOut: 0 });
    expect(receives.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 2, itemsPerPage: 1 });
    expect(sends.data.map(({ type, amount }) => [type, amount])).toEqual([['send', 3]]);
    expect(sends.summary).toMatchObject({ totalCount: 1, totalIn: 0, totalOut: 3 });
    expect(cancelledOnly.data.map(({ _id }) => _id)).toEqual([cancelled]);
    expect(cancelledOnly.summary).toMatchObject({ totalCount: 1, cancelledCount: 1, totalOut: 0 });
    expect(none.data).toEqual([]);
    expect(none.pagination).toEqual({ currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 10 });
  });

  it('when the page is past the last one, then the list is empty and the figures still count', async () => {
    const gina = await person('Gina');
    await journalsAt([
      { minute: 30, kind: 'deposit', status: 'completed', amountCents: 42, toWalletId: gina.walletId },
    ]);

    const page = await historyOf(gina.cookie, '?page=5');

    expect(page.data).toEqual([]);
    expect(page.pagination).toEqual({ currentPage: 5, totalPages: 1, totalItems: 1, itemsPerPage: 10 });
    expect(page.summary).toMatchObject({ totalCount: 1, totalIn: 0.42 });
  });

  it('when an agent asks, then they get their own history', async () => {
    const agent = await person('Pat Agent', 'agent');
    const user = await person('Hank');
    const [cashIn] = await journalsAt([
      {
        minute: 40,
        kind: 'cash_in',
        status: 'completed',
        amountCents: 10_000,
        fromWalletId: agent.walletId,
        toWalletId: user.walletId,
      },
    ]);

    const agentPage = await historyOf(agent.cookie, '?type=cash_in');
    const userPage = await historyOf(user.cookie, '?type=cash_in');

    expect(agentPage.data.map(({ _id, direction }) => [_id, direction])).toEqual([[cashIn, 'debit']]);
    expect(agentPage.summary).toMatchObject({ totalIn: 0, totalOut: 100 });
    expect(userPage.data.map(({ _id, direction }) => [_id, direction])).toEqual([[cashIn, 'credit']]);
  });

  it('when the query is malformed, then each case answers 400 with its message and field', async () => {
    const ivy = await person('Ivy');
    const cases: [string, keyof typeof historyQueryMessages][] = [
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=1.5', 'page'],
      ['?page=abc', 'page'],
      ['?page=1&page=2', 'page'],
      ['?page=99999999999999999999', 'page'],
      ['?limit=0', 'limit'],
      ['?limit=1001', 'limit'],
      ['?limit=ten', 'limit'],
      ['?type=transfer', 'type'],
      ['?type=SEND', 'type'],
      ['?status=done', 'status'],
    ];

    for (const [query, field] of cases) {
      const answer = await history(ivy.cookie, query);
      expect({ query, status: answer.status, body: answer.body }).toEqual({
        query,
        status: 400,
        body: {
          success: false,
          message: historyQueryMessages[field],
          data: { code: 'VALIDATION_FAILED', field },
        },
      });
    }
    expect(historyQueryMessages).toEqual({
      page: 'page must be a whole number from 1',
      limit: 'limit must be a whole number from 1 to 1000',
      type: 'type must be one of send, receive, withdraw, deposit, cash_in, cash_out, reversal',
      status: 'status must be one of completed, pending, failed, cancelled',
    });
  });

  it('when the filters are empty and limit is at its bounds, then they are taken as given', async () => {
    const jill = await person('Jill');

    for (const query of ['?type=&status=&page=&limit=', '?limit=1', '?limit=1000']) {
      const answer = await history(jill.cookie, query);
      expect(answer.status).toBe(200);
    }
  });

  it('when an admin or nobody asks, then it answers 403 and 401', async () => {
    const admin = await person('Ada Admin', 'admin');
    expect((await history(admin.cookie)).status).toBe(403);
    expect((await history(undefined)).status).toBe(401);
  });
});
