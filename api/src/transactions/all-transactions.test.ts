// GET /transactions for admins: every movement once, as its initiator sees it, newest first, filtered by kind, status
// and a user on either side, paged, with figures over all matches.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@wallet/common/admin';
import type { AdminTransactionJson, AdminTransactionPageJson } from '@wallet/common/admin-json';
import { users, wallets } from '../db/schema';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { historyQueryMessages } from './history-query';
import { insertJournal, walletIdOf } from '../test/journals';
import type { NewJournal } from '../test/journals';

let api: TestApi;
let adminCookie: string;

interface Person {
  id: string;
  walletId: string;
  name: string;
  email: string;
}

let alice: Person;
let bob: Person;
let carol: Person;
let agent: Person;
/** Journal ids by name, inserted in beforeAll at known minutes. */
const journal: Record<string, string> = {};

async function person(name: string, role: 'user' | 'agent' = 'user'): Promise<Person> {
  const account = await createAccount(api, { name, role });
  return { id: account.id, walletId: await walletIdOf(api.db, account.id), name, email: account.email };
}

const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 12, minute));

async function journalAt(name: string, minute: number, row: NewJournal): Promise<void> {
  journal[name] = await insertJournal(api.db, { ...row, createdAt: at(minute), updatedAt: at(minute) });
}

const idOf = (name: string): string => {
  const id = journal[name];
  if (id === undefined) throw new Error(`no journal ${name}`);
  return id;
};

const get = (path: string, cookie: string | undefined = adminCookie) =>
  callJson(api, 'GET', path, { cookie });

async function pageOf(query: string): Promise<AdminTransactionPageJson> {
  const answer = await get(`/transactions${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as AdminTransactionPageJson;
}

beforeAll(async () => {
  // The pending withdrawal is dated in the past; the harness's payout processor never polls, so it stays pending.
  api = await startTestApi();
  const admin = await createAccount(api, { role: 'admin', name: 'Ada Admin' });
  adminCookie = await signIn(api, admin);
  alice = await person('Alice Sender');
  bob = await person('Bob Receiver');
  carol = await person('Carol Blocked');
  agent = await person('Pat Agent', 'agent');
  await journalAt('deposit', 1, {
    kind: 'deposit',
    status: 'completed',
    amountCents: 100_000,
    toWalletId: alice.walletId,
    initiatedBy: alice.id,
  });
  await journalAt('send', 2, {
    kind: 'send',
    status: 'completed',
    amountCents: 1_000,
    fromWalletId: alice.walletId,
    toWalletId: bob.walletId,
    initiatedBy: alice.id,
    description: 'Rent share',
  });
  await journalAt('withdraw', 3, {
    kind: 'withdraw',
    status: 'pending',
    amountCents: 2_000,
    feeCents: 250,
    method: 'bank',
    fromWalletId: bob.walletId,
    initiatedBy: bob.id,
  });
  await journalAt('cashIn', 4, {
    kind: 'cash_in',
    status: 'completed',
    amountCents: 5_000,
    commissionCents: 25,
    fromWalletId: agent.walletId,
    toWalletId: carol.walletId,
    initiatedBy: agent.id,
  });
  await journalAt('cashOut', 5, {
    kind: 'cash_out',
    status: 'failed',
    amountCents: 700,
    commissionCents: 4,
    fromWalletId: carol.walletId,
    toWalletId: agent.walletId,
    initiatedBy: agent.id,
  });
  await journalAt('cancelled', 6, {
    kind: 'withdraw',
    status: 'cancelled',
    amountCents: 1_500,
    feeCents: 300,
    method: 'card',
    fromWalletId: alice.walletId,
    initiatedBy: alice.id,
  });
  // Two sends at the same instant, one each way between Bob and Carol: the id decides their order.
  await journalAt('tieA', 7, {
    kind: 'send',
    status: 'completed',
    amountCents: 300,
    fromWalletId: bob.walletId,
    toWalletId: carol.walletId,
  });
  await journalAt('tieB', 7, {
    kind: 'send',
    status: 'pending',
    amountCents: 200,
    fromWalletId: carol.walletId,
    toWalletId: bob.walletId,
  });
  // Carol's wallet is blocked afterwards: her movements stay on the record.
  await api.db.update(wallets).set({ isBlocked: true }).where(eq(wallets.userId, carol.id));
});

afterAll(async () => {
  await api.close();
});

/** Newest first; the two of minute 7 by id, descending. */
function expectedOrder(): string[] {
  const ties = [idOf('tieA'), idOf('tieB')].sort().reverse();
  return [...ties, ...['cancelled', 'cashOut', 'cashIn', 'withdraw', 'send', 'deposit'].map(idOf)];
}

const allSummary = {
  totalCount: 8,
  completedCount: 4,
  pendingCount: 2,
  failedCount: 1,
  cancelledCount: 1,
  // deposit 1,000.00 + send 10.00 + cash in 50.00 + tie 3.00; no fees.
  completedAmount: 1_063,
};

describe('GET /transactions', () => {
  it('when an admin lists every transaction, then each movement comes once, newest first with ties broken by id', async () => {
    const page = await pageOf('');

    expect(page.data.map((row) => row._id)).toEqual(expectedOrder());
    expect(page.summary).toEqual(allSummary);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 8, itemsPerPage: 10 });
  });

  it('when a send is listed, then it is seen by its sender with both parties named', async () => {
    const page = await pageOf('?type=send&status=completed&userId=' + alice.id);

    expect(page.data).toEqual([
      {
        _id: idOf('send'),
        userId: alice.id,
        walletId: alice.walletId,
        type: 'send',
        direction: 'debit',
        status: 'completed',
        amount: 10,
        fee: 0,
        commission: 0,
        refunded: 0,
        method: null,
        description: 'Rent share',
        sender: { _id: alice.id, name: 'Alice Sender' },
        recipient: { _id: bob.id, name: 'Bob Receiver' },
        createdAt: at(2).toISOString(),
        updatedAt: at(2).toISOString(),
        settledAt: null,
        failureReason: null,
        reverses: null,
        reversedBy: [],
        // SPEC.md §3's optional user object: the initiator, with name and e-mail.
        user: { _id: alice.id, name: 'Alice Sender', email: alice.email },
      } satisfies AdminTransactionJson,
    ]);
  });

  it("when receive is asked for, then the sends come from their receivers' side, each receiver embedded, with the summary of the sends", async () => {
    const page = await pageOf('?type=receive');

    const ties = [idOf('tieA'), idOf('tieB')].sort().reverse();
    expect(page.data.map((row) => row._id)).toEqual([...ties, idOf('send')]);
    expect(page.data.find((row) => row._id === idOf('send'))).toMatchObject({
      userId: bob.id,
      walletId: bob.walletId,
      type: 'receive',
      direction: 'credit',
      amount: 10,
      commission: 0,
      sender: { _id: alice.id, name: 'Alice Sender' },
      recipient: { _id: bob.id, name: 'Bob Receiver' },
      user: { _id: bob.id, name: 'Bob Receiver', email: bob.email },
    });
    expect(page.data.every((row) => row.type === 'receive' && row.direction === 'credit')).toBe(true);
    expect(page.summary).toMatchObject({ totalCount: 3, completedCount: 2, pendingCount: 1 });
    // A user named: the sends they received or made, each from the receiver's side.
    const bobs = await pageOf(`?type=receive&userId=${bob.id}`);
    expect(bobs.data.map((row) => [row._id, row.user._id])).toEqual([
      ...ties.map((id) => [id, id === idOf('tieA') ? carol.id : bob.id]),
      [idOf('send'), bob.id],
    ]);
  });

  it("when an agent's cash in is listed, then the embedded user is the agent who initiated it", async () => {
    const page = await pageOf('?type=cash_in');
    expect(page.data.map((row) => row.user)).toEqual([
      { _id: agent.id, name: 'Pat Agent', email: agent.email },
    ]);
  });

  it('when every kind is listed, then each is seen by its initiator: the depositor, the withdrawer, the agent', async () => {
    const page = await pageOf('?limit=1000');
    const row = (name: string) => page.data.find((transaction) => transaction._id === idOf(name));

    expect(row('deposit')).toMatchObject({
      type: 'deposit',
      userId: alice.id,
      walletId: alice.walletId,
      direction: 'credit',
      sender: null,
      recipient: { _id: alice.id },
    });
    expect(row('withdraw')).toMatchObject({
      type: 'withdraw',
      userId: bob.id,
      direction: 'debit',
      amount: 20,
      fee: 2.5,
      method: 'bank',
      recipient: null,
    });
    expect(row('cashIn')).toMatchObject({
      type: 'cash_in',
      userId: agent.id,
      walletId: agent.walletId,
      direction: 'debit',
      commission: 0.25,
      sender: { _id: agent.id, name: 'Pat Agent' },
      recipient: { _id: carol.id, name: 'Carol Blocked' },
    });
    expect(row('cashOut')).toMatchObject({
      type: 'cash_out',
      userId: agent.id,
      walletId: agent.walletId,
      direction: 'credit',
      status: 'failed',
      commission: 0.04,
      sender: { _id: carol.id },
      recipient: { _id: agent.id },
    });
    // No journal is ever listed as the receiving side's "receive".
    expect(page.data.some((transaction) => transaction.type === 'receive')).toBe(false);
  });

  it('when the list is read a page at a time, then the pages neither skip nor repeat and each carries the summary of all matches', async () => {
    const pages = [
      await pageOf('?limit=3'),
      await pageOf('?limit=3&page=2'),
      await pageOf('?page=3&limit=3'),
    ];

    expect(pages.flatMap((page) => page.data.map((row) => row._id))).toEqual(expectedOrder());
    expect(pages.map((page) => page.data.length)).toEqual([3, 3, 2]);
    for (const [index, page] of pages.entries()) {
      expect(page.summary).toEqual(allSummary);
      expect(page.pagination).toEqual({
        currentPage: index + 1,
        totalPages: 3,
        totalItems: 8,
        itemsPerPage: 3,
      });
    }
  });

  it('when a page past the last is asked for, then it is empty and still carries the summary', async () => {
    const page = await pageOf('?page=5&limit=3');
    expect(page.data).toEqual([]);
    expect(page.summary).toEqual(allSummary);
  });

  it.each([
    ['?type=send', ['tieB', 'tieA', 'send']],
    ['?type=deposit', ['deposit']],
    ['?type=withdraw', ['cancelled', 'withdraw']],
    ['?type=cash_in', ['cashIn']],
    ['?type=cash_out', ['cashOut']],
    ['?status=pending', ['tieB', 'withdraw']],
    ['?status=cancelled', ['cancelled']],
    ['?type=withdraw&status=pending', ['withdraw']],
    ['?type=deposit&status=failed', []],
    ['?type=&status=', ['tieB', 'tieA', 'cancelled', 'cashOut', 'cashIn', 'withdraw', 'send', 'deposit']],
  ])('when the filter is %s, then exactly %j match and the summary counts them', async (query, expected) => {
    const page = await pageOf(query);

    const expectedIds = expected.map(idOf);
    expect(page.data.map((row) => row._id)).toEqual(expectedOrder().filter((id) => expectedIds.includes(id)));
    expect(page.summary.totalCount).toBe(expected.length);
    expect(page.pagination.totalItems).toBe(expected.length);
  });

  it('when a user is named, then every movement their wallet is a party of comes once, still as its initiator sees it', async () => {
    const page = await pageOf(`?userId=${bob.id}`);

    expect(page.data.map((row) => row._id)).toEqual([
      ...[idOf('tieA'), idOf('tieB')].sort().reverse(),
      idOf('withdraw'),
      idOf('send'),
    ]);
    // Alice's send to Bob is shown from Alice's side, not Bob's.
    expect(page.data.find((row) => row._id === idOf('send'))).toMatchObject({
      userId: alice.id,
      type: 'send',
      direction: 'debit',
    });
    expect(page.summary).toEqual({
      totalCount: 4,
      completedCount: 2,
      pendingCount: 2,
      failedCount: 0,
      cancelledCount: 0,
      completedAmount: 13,
    });
  });

  it('when a user with a blocked wallet is named, then their movements are listed and summed as any other', async () => {
    const page = await pageOf(`?userId=${carol.id.toUpperCase()}&limit=2`);
    const second = await pageOf(`?userId=${carol.id}&limit=2&page=2`);

    expect([...page.data, ...second.data].map((row) => row._id)).toEqual([
      ...[idOf('tieA'), idOf('tieB')].sort().reverse(),
      idOf('cashOut'),
      idOf('cashIn'),
    ]);
    expect(second.summary).toEqual({
      totalCount: 4,
      completedCount: 2,
      pendingCount: 1,
      failedCount: 1,
      cancelledCount: 0,
      completedAmount: 53,
    });
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 4, itemsPerPage: 2 });
  });

  it('when a user and a kind are named, then both apply, on either side of the wallet', async () => {
    const sends = await pageOf(`?userId=${carol.id}&type=send`);
    const completedSends = await pageOf(`?userId=${carol.id}&type=send&status=completed`);

    expect(sends.data.map((row) => row._id)).toEqual([idOf('tieA'), idOf('tieB')].sort().reverse());
    expect(completedSends.data.map((row) => row._id)).toEqual([idOf('tieA')]);
    expect(completedSends.summary.completedAmount).toBe(3);
  });

  it('when a user is read a page at a time, then the merge of both sides neither skips nor repeats', async () => {
    const all = await pageOf(`?userId=${alice.id}&limit=1000`);
    const single = [];
    for (let page = 1; page <= all.pagination.totalItems; page += 1) {
      single.push(...(await pageOf(`?userId=${alice.id}&limit=1&page=${page}`)).data);
    }

    expect(all.data.map((row) => row._id)).toEqual(['cancelled', 'send', 'deposit'].map(idOf));
    expect(single).toEqual(all.data);
  });

  it('when a well-formed id of nobody, or of someone without a wallet, is named, then the page is empty', async () => {
    const [walletless] = await api.db
      .insert(users)
      .values({ name: 'Walt', email: 'walt@example.com', role: 'user', passwordHash: 'x' })
      .returning({ id: users.id });
    if (walletless === undefined) throw new Error('insert into users returned no row');
    const empty = {
      data: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 10 },
      summary: {
        totalCount: 0,
        completedCount: 0,
        pendingCount: 0,
        failedCount: 0,
        cancelledCount: 0,
        completedAmount: 0,
      },
    };

    expect(await pageOf('?userId=00000000-0000-4000-8000-000000000000')).toEqual(empty);
    expect(await pageOf(`?userId=${walletless.id}`)).toEqual(empty);
  });

  it.each([
    ['?type=Send', adminMessages.type],
    ['?type=transfer', adminMessages.type],
    ['?type=send&type=deposit', adminMessages.type],
    ['?status=done', historyQueryMessages.status],
    ['?status=Completed', historyQueryMessages.status],
    ['?userId=alice', adminMessages.userId],
    ['?userId=00000000-0000-4000-8000-000000000000x', adminMessages.userId],
    ['?userId=00000000-0000-4000-8000-00000000000', adminMessages.userId],
    ['?page=0', adminMessages.page],
    ['?page=two', adminMessages.page],
    ['?limit=0', adminMessages.limit],
    ['?limit=1001', adminMessages.limit],
    ['?limit=5.5', adminMessages.limit],
  ])('when the query is %s, then 400 says "%s"', async (query, message) => {
    const answer = await get(`/transactions${query}`);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message,
      data: expect.objectContaining({ code: 'VALIDATION_FAILED' }) as object,
    });
  });

  it('when an unknown type is asked for, then the refusal names the seven types, receive and reversal among them (docs/admin.md)', async () => {
    const answer = await get('/transactions?type=transfer');
    expect(answer.body.message).toBe(
      'type must be one of send, receive, deposit, withdraw, cash_in, cash_out, reversal',
    );
  });
});
