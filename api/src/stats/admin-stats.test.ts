// GET /stats/admin (docs/admin.md): trends of this calendar month against the last (months of TZ_LIMITS, Asia/Dhaka
// here, six hours ahead of UTC all year), the last 30 days, active accounts and the newest transactions. Accounts
// and journals are placed at chosen instants, each boundary's first instant counted and the one before it not.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStatsJson } from '@wallet/common/admin-json';
import type { Role } from '@wallet/common/auth';
import { users } from '../db/schema';
import type { Person } from '../test/money';
import { addMoney, moneyCall, signedInPerson } from '../test/money';
import { callJson, createAccount } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { NewJournal } from '../test/journals';
import { insertJournal, walletIdOf } from '../test/journals';

const DHAKA_AHEAD_OF_UTC_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instants of this and last calendar month and of today in Dhaka, computed without the database. */
function dhakaBoundaries(): { thisMonth: number; lastMonth: number; today: number } {
  const local = new Date(Date.now() + DHAKA_AHEAD_OF_UTC_MS);
  const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
  return {
    thisMonth: Date.UTC(year, month, 1) - DHAKA_AHEAD_OF_UTC_MS,
    lastMonth: Date.UTC(year, month - 1, 1) - DHAKA_AHEAD_OF_UTC_MS,
    today: Date.UTC(year, month, local.getUTCDate()) - DHAKA_AHEAD_OF_UTC_MS,
  };
}

/** An account created at the given instant (default: now), with its wallet's id. */
async function accountAt(
  api: TestApi,
  options: {
    role?: Role;
    createdAt?: number;
    isEmailVerified?: boolean;
    isApproved?: boolean;
    name?: string;
  },
): Promise<{ userId: string; walletId: string }> {
  const account = await createAccount(api, {
    role: options.role ?? 'user',
    ...(options.isEmailVerified === undefined ? {} : { isEmailVerified: options.isEmailVerified }),
    ...(options.isApproved === undefined ? {} : { isApproved: options.isApproved }),
    ...(options.name === undefined ? {} : { name: options.name }),
  });
  if (options.createdAt !== undefined) {
    await api.db
      .update(users)
      .set({ createdAt: new Date(options.createdAt) })
      .where(eq(users.id, account.id));
  }
  return { userId: account.id, walletId: await walletIdOf(api.db, account.id) };
}

const adminStats = async (api: TestApi, person: Pick<Person, 'cookie'> | undefined) =>
  callJson(api, 'GET', '/stats/admin', { cookie: person?.cookie });

async function statsOf(api: TestApi, admin: Person): Promise<AdminStatsJson> {
  const answer = await adminStats(api, admin);
  expect({ status: answer.status, message: answer.body.message }).toEqual({
    status: 200,
    message: 'Admin statistics',
  });
  return answer.body.data as AdminStatsJson;
}

describe('GET /stats/admin: this month against last month', () => {
  let api: TestApi;
  let admin: Person;

  beforeAll(async () => {
    api = await startTestApi({ env: { TZ_LIMITS: 'Asia/Dhaka' } });
    admin = await signedInPerson(api, { role: 'admin' });
    const { thisMonth, lastMonth } = dhakaBoundaries();
    // Users: 3 this month (its first instant included), 2 last month (its first and last instants), 1 before.
    const payer = await accountAt(api, { createdAt: thisMonth });
    await accountAt(api, { createdAt: thisMonth });
    await accountAt(api, {});
    await accountAt(api, { createdAt: thisMonth - 1 });
    await accountAt(api, { createdAt: lastMonth });
    await accountAt(api, { createdAt: lastMonth - 1 });
    // Agents: 1 this month, none last month, 1 long before.
    const agent = await accountAt(api, { role: 'agent' });
    await accountAt(api, { role: 'agent', createdAt: lastMonth - DAY_MS });

    const send = (amountCents: number, status: NewJournal['status'], createdAt: number): NewJournal => ({
      kind: 'send',
      status,
      amountCents,
      fromWalletId: payer.walletId,
      toWalletId: agent.walletId,
      initiatedBy: payer.userId,
      createdAt: new Date(createdAt),
    });
    const journals: NewJournal[] = [
      // This month: 3 journals, 9.00 completed.
      send(900, 'completed', thisMonth),
      {
        kind: 'deposit',
        status: 'pending',
        amountCents: 100,
        toWalletId: payer.walletId,
        initiatedBy: payer.userId,
        createdAt: new Date(thisMonth),
      },
      {
        kind: 'withdraw',
        status: 'pending',
        amountCents: 5000,
        feeCents: 250,
        fromWalletId: payer.walletId,
        initiatedBy: payer.userId,
        createdAt: new Date(thisMonth),
      },
      // Last month: 8 journals, 8.00 completed.
      send(800, 'completed', lastMonth),
      ...Array.from({ length: 7 }, () => send(100, 'failed', thisMonth - 1)),
      // Before last month: only in the totals.
      send(10_000, 'completed', lastMonth - 1),
    ];
    for (const journal of journals) await insertJournal(api.db, journal);
  });

  afterAll(async () => {
    await api.close();
  });

  it('when an admin asks, then each trend counts this month and last, with the change rounded half away from zero', async () => {
    const stats = await statsOf(api, admin);

    expect(stats.totalUsers).toEqual({ total: 6, thisMonth: 3, lastMonth: 2, changePercent: 50 });
    // Nothing last month: no percentage, rather than a division by zero.
    expect(stats.totalAgents).toEqual({ total: 2, thisMonth: 1, lastMonth: 0, changePercent: null });
    // (3 − 8) / 8 = −62.5 %
    expect(stats.transactionCount).toEqual({ total: 12, thisMonth: 3, lastMonth: 8, changePercent: -63 });
    // Completed amounts only, no fees: (9.00 − 8.00) / 8.00 = 12.5 %
    expect(stats.totalVolume).toEqual({ total: 117, thisMonth: 9, lastMonth: 8, changePercent: 13 });
    // The admin is no user or agent; every other account here is verified and approved.
    expect(stats.activeUsers).toBe(8);
  });
});

describe('GET /stats/admin: the last 30 days, active accounts and the newest transactions', () => {
  let api: TestApi;
  let admin: Person;

  beforeAll(async () => {
    api = await startTestApi({ env: { TZ_LIMITS: 'Asia/Dhaka' } });
    admin = await signedInPerson(api, { role: 'admin' });
  });

  afterAll(async () => {
    await api.close();
  });

  it('when there is nothing yet, then every figure is zero, no change is claimed and the list is empty', async () => {
    const zero = { total: 0, thisMonth: 0, lastMonth: 0, changePercent: null };

    expect(await statsOf(api, admin)).toEqual({
      totalUsers: zero,
      totalAgents: zero,
      transactionCount: zero,
      totalVolume: zero,
      last30Days: { transactionCount: 0, volume: 0, completionRate: 0 },
      today: { transactionCount: 0, volume: 0 },
      activeUsers: 0,
      recentTransactions: [],
    });
  });

  it('when journals lie on both sides of the window and accounts in every state, then only the window and the verified, approved users and agents count', async () => {
    const windowStart = dhakaBoundaries().today - 30 * DAY_MS;
    const now = Date.now();
    const ada = await accountAt(api, { name: 'Ada User' });
    const dan = await accountAt(api, { role: 'agent', name: 'Dan Agent' });
    await accountAt(api, { isEmailVerified: false });
    await accountAt(api, { isApproved: false });
    await accountAt(api, { role: 'agent', isApproved: false });
    await accountAt(api, { role: 'admin' });
    const at = (ms: number) => new Date(ms);
    const deposit = (status: NewJournal['status'], amountCents: number, ms: number): NewJournal => ({
      kind: 'deposit',
      status,
      amountCents,
      toWalletId: ada.walletId,
      initiatedBy: ada.userId,
      createdAt: at(ms),
    });
    const ids = {
      beforeWindow: await insertJournal(api.db, deposit('completed', 99_999, windowStart - 1)),
      windowStart: await insertJournal(api.db, {
        kind: 'send',
        status: 'completed',
        amountCents: 1000,
        fromWalletId: ada.walletId,
        toWalletId: dan.walletId,
        initiatedBy: ada.userId,
        createdAt: at(windowStart),
      }),
      cashIn: await insertJournal(api.db, {
        kind: 'cash_in',
        status: 'completed',
        amountCents: 250,
        commissionCents: 5,
        fromWalletId: dan.walletId,
        toWalletId: ada.walletId,
        initiatedBy: dan.userId,
        createdAt: at(now - 5000),
      }),
      withdraw: await insertJournal(api.db, {
        kind: 'withdraw',
        status: 'pending',
        amountCents: 500,
        feeCents: 250,
        fromWalletId: ada.walletId,
        initiatedBy: ada.userId,
        createdAt: at(now - 4000),
      }),
      cashOut: await insertJournal(api.db, {
        kind: 'cash_out',
        status: 'completed',
        amountCents: 300,
        commissionCents: 3,
        fromWalletId: ada.walletId,
        toWalletId: dan.walletId,
        initiatedBy: dan.userId,
        createdAt: at(now - 3000),
      }),
      failedDeposit: await insertJournal(api.db, deposit('failed', 700, now - 2000)),
      smallDeposit: await insertJournal(api.db, deposit('completed', 50, now - 2000)),
    };

    const stats = await statsOf(api, admin);

    // 6 journals in the window, 4 completed (66.7 %), 10.00 + 2.50 + 3.00 + 0.50 completed.
    expect(stats.last30Days).toEqual({ transactionCount: 6, volume: 16, completionRate: 67 });
    expect(stats.transactionCount.total).toBe(7);
    expect(stats.activeUsers).toBe(2);
    // The newest five, newest first, the shared instant broken by the larger id first.
    const [tieFirst, tieSecond] = [ids.failedDeposit, ids.smallDeposit].sort().reverse();
    expect(stats.recentTransactions.map((transaction) => transaction._id)).toEqual([
      tieFirst,
      tieSecond,
      ids.cashOut,
      ids.withdraw,
      ids.cashIn,
    ]);
    // Each as its initiator sees it: the depositor, the withdrawer, the agent of a cash in or cash out.
    const byId = new Map(stats.recentTransactions.map((transaction) => [transaction._id, transaction]));
    expect(byId.get(ids.cashOut)).toMatchObject({
      userId: dan.userId,
      walletId: dan.walletId,
      type: 'cash_out',
      amount: 3,
      commission: 0.03,
      sender: { _id: ada.userId, name: 'Ada User' },
      recipient: { _id: dan.userId, name: 'Dan Agent' },
    });
    expect(byId.get(ids.cashIn)).toMatchObject({
      userId: dan.userId,
      type: 'cash_in',
      direction: 'debit',
      commission: 0.05,
    });
    expect(byId.get(ids.withdraw)).toMatchObject({
      userId: ada.userId,
      type: 'withdraw',
      direction: 'debit',
      status: 'pending',
      fee: 2.5,
      recipient: null,
    });
    expect(byId.get(ids.smallDeposit)).toMatchObject({
      userId: ada.userId,
      walletId: ada.walletId,
      type: 'deposit',
      direction: 'credit',
      sender: null,
    });
  });

  it('when a user, an agent or nobody asks, then 403, 403 and 401', async () => {
    const user = await signedInPerson(api);
    const agent = await signedInPerson(api, { role: 'agent' });

    const statuses = [
      (await adminStats(api, user)).status,
      (await adminStats(api, agent)).status,
      (await adminStats(api, undefined)).status,
    ];

    expect(statuses).toEqual([403, 403, 401]);
  });
});

describe('GET /stats/admin: today, since midnight in TZ_LIMITS', () => {
  let api: TestApi;
  let admin: Person;

  beforeAll(async () => {
    api = await startTestApi({ env: { TZ_LIMITS: 'Asia/Dhaka' } });
    admin = await signedInPerson(api, { role: 'admin' });
  });

  afterAll(async () => {
    await api.close();
  });

  it('when money moves today and before midnight, then today counts every movement since midnight and the volume of the completed ones', async () => {
    const { today } = dhakaBoundaries();
    const payer = await signedInPerson(api);
    const payee = await signedInPerson(api);
    // Through the api: a deposit of 20.00 and a send of 5.00, both completed, both now.
    await addMoney(api, payer, 20);
    const sent = await moneyCall(
      api,
      payer,
      'POST',
      '/wallets/send-money',
      { receiverId: payee.user.id, amount: 5 },
      randomUUID(),
    );
    expect(sent.status).toBe(201);
    const deposit = (status: NewJournal['status'], amountCents: number, createdAt: number): NewJournal => ({
      kind: 'deposit',
      status,
      amountCents,
      toWalletId: payee.walletId,
      initiatedBy: payee.user.id,
      createdAt: new Date(createdAt),
    });
    // Midnight's first instant counts; a failed one counts but adds no volume; the instant before midnight does not.
    await insertJournal(api.db, deposit('completed', 125, today));
    await insertJournal(api.db, deposit('failed', 4000, today));
    await insertJournal(api.db, deposit('completed', 70_000, today - 1));

    const stats = await statsOf(api, admin);

    expect(stats.today).toEqual({ transactionCount: 4, volume: 26.25 });
    expect(stats.transactionCount.total).toBe(5);
  });
});
