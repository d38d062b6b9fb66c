// GET /stats/agent: each figure over journals arranged at chosen times, each period's first instant counted and the
// one before it not, the days being those of TZ_LIMITS (Asia/Dhaka here, six hours ahead of UTC all year).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import type { Person } from '../test/money';
import { signedInPerson } from '../test/money';
import { callJson } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { NewJournal } from '../test/journals';
import { insertJournal } from '../test/journals';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { TZ_LIMITS: 'Asia/Dhaka' } });
});

afterAll(async () => {
  await api.close();
});

const DHAKA_AHEAD_OF_UTC_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of today in Dhaka, computed here without the database, as an instant. */
function startOfTodayInDhaka(): number {
  const local = new Date(Date.now() + DHAKA_AHEAD_OF_UTC_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - DHAKA_AHEAD_OF_UTC_MS;
}

const stats = (person: Pick<Person, 'cookie'>, query: string) =>
  callJson(api, 'GET', `/stats/agent${query}`, { cookie: person.cookie });

describe('GET /stats/agent', () => {
  let agent: Person;
  let user: Person;

  beforeAll(async () => {
    agent = await signedInPerson(api, { role: 'agent', name: 'Andy Agent' });
    user = await signedInPerson(api, { name: 'Ursula User' });
    const otherAgent = await signedInPerson(api, { role: 'agent' });
    const today = startOfTodayInDhaka();
    const weekStart = today - 7 * DAY_MS;
    const monthStart = today - 30 * DAY_MS;
    const at = (ms: number) => new Date(ms);
    const byAgent = { initiatedBy: agent.user.id };
    const cashInTo = (amountCents: number, commissionCents: number, ms: number): NewJournal => ({
      kind: 'cash_in',
      status: 'completed',
      amountCents,
      commissionCents,
      fromWalletId: agent.walletId,
      toWalletId: user.walletId,
      ...byAgent,
      createdAt: at(ms),
    });
    const journals: NewJournal[] = [
      // Today: the day's first instant counts.
      cashInTo(10_000, 50, today),
      {
        kind: 'cash_out',
        status: 'completed',
        amountCents: 2000,
        commissionCents: 10,
        fromWalletId: user.walletId,
        toWalletId: agent.walletId,
        ...byAgent,
        createdAt: at(today + 1000),
      },
      {
        kind: 'send',
        status: 'completed',
        amountCents: 1000,
        fromWalletId: agent.walletId,
        toWalletId: user.walletId,
        ...byAgent,
        createdAt: at(today + 2000),
      },
      // Received: a transaction of the agent's, but no send of theirs.
      {
        kind: 'send',
        status: 'completed',
        amountCents: 502,
        fromWalletId: user.walletId,
        toWalletId: agent.walletId,
        initiatedBy: user.user.id,
        createdAt: at(today + 3000),
      },
      {
        kind: 'withdraw',
        status: 'pending',
        amountCents: 3000,
        feeCents: 250,
        fromWalletId: agent.walletId,
        ...byAgent,
        createdAt: at(today + 4000),
      },
      {
        kind: 'withdraw',
        status: 'failed',
        amountCents: 1200,
        feeCents: 300,
        fromWalletId: agent.walletId,
        ...byAgent,
        createdAt: at(today + 5000),
      },
      // Someone else's cash in today: not this agent's at all.
      {
        kind: 'cash_in',
        status: 'completed',
        amountCents: 99_900,
        commissionCents: 500,
        fromWalletId: otherAgent.walletId,
        toWalletId: user.walletId,
        initiatedBy: otherAgent.user.id,
        createdAt: at(today + 6000),
      },
      // The last instant of yesterday: in the week and the month, not today.
      {
        kind: 'deposit',
        status: 'completed',
        amountCents: 5000,
        toWalletId: agent.walletId,
        ...byAgent,
        createdAt: at(today - 1),
      },
      cashInTo(4000, 20, today - 1),
      // The week's first instant counts; the one before it is only in the month.
      {
        kind: 'cash_out',
        status: 'completed',
        amountCents: 800,
        commissionCents: 4,
        fromWalletId: user.walletId,
        toWalletId: agent.walletId,
        ...byAgent,
        createdAt: at(weekStart),
      },
      {
        kind: 'send',
        status: 'completed',
        amountCents: 300,
        fromWalletId: agent.walletId,
        toWalletId: user.walletId,
        ...byAgent,
        createdAt: at(weekStart - 1),
      },
      // The month's first instant counts; the one before it in no period.
      cashInTo(100, 1, monthStart),
      cashInTo(100_000, 500, monthStart - 1),
    ];
    for (const journal of journals) await insertJournal(api.db, journal);
    // Balances are the ledger's business, not these arranged journals': set the one the figures report.
    await api.db.execute(sql`update wallets set balance_cents = 992060 where id = ${agent.walletId}`);
  });

  it('when the period is today, then each figure counts only what happened since midnight in TZ_LIMITS', async () => {
    const answer = await stats(agent, '?period=today');

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Agent statistics');
    expect(answer.body.data).toEqual({
      period: 'today',
      cashIn: { amount: 100, count: 1 },
      cashOut: { amount: 20, count: 1 },
      send: { amount: 10, count: 1 },
      walletBalance: 9920.6,
      // Four completed, one pending, one failed: 4 / 6 = 66.7 % → 67.
      totalTransactions: 6,
      successRate: 67,
      // 100.00 + 20.00 + 10.00 + 5.02 over 4: 33.755 rounds half-up to 33.76.
      totalVolume: 135.02,
      averageTransaction: 33.76,
      commissionEarned: 0.6,
      isApproved: true,
      memberSince: agent.user.createdAt.toISOString(),
    });
  });

  it('when the period is week, then it reaches back 7 days from the start of today, that first instant included', async () => {
    const answer = await stats(agent, '?period=week');

    expect(answer.body.data).toMatchObject({
      period: 'week',
      cashIn: { amount: 140, count: 2 },
      cashOut: { amount: 28, count: 2 },
      send: { amount: 10, count: 1 },
      totalTransactions: 9,
      // 7 / 9 = 77.8 % → 78.
      successRate: 78,
      totalVolume: 233.02,
      // 233.02 / 7 = 33.2885… → 33.29.
      averageTransaction: 33.29,
      commissionEarned: 0.84,
    });
  });

  it('when the period is month, then it reaches back 30 days from the start of today, that first instant included', async () => {
    const answer = await stats(agent, '?period=month');

    expect(answer.body.data).toMatchObject({
      period: 'month',
      cashIn: { amount: 141, count: 3 },
      cashOut: { amount: 28, count: 2 },
      send: { amount: 13, count: 2 },
      totalTransactions: 11,
      // 9 / 11 = 81.8 % → 82.
      successRate: 82,
      totalVolume: 237.02,
      // 237.02 / 9 = 26.3355… → 26.34.
      averageTransaction: 26.34,
      commissionEarned: 0.85,
    });
  });

  it('when the agent has moved nothing, then every figure is zero, the success rate and average included', async () => {
    const newcomer = await signedInPerson(api, { role: 'agent' });

    const answer = await stats(newcomer, '?period=month');

    expect(answer.body.data).toEqual({
      period: 'month',
      cashIn: { amount: 0, count: 0 },
      cashOut: { amount: 0, count: 0 },
      send: { amount: 0, count: 0 },
      walletBalance: 0,
      totalTransactions: 0,
      successRate: 0,
      totalVolume: 0,
      averageTransaction: 0,
      commissionEarned: 0,
      isApproved: true,
      memberSince: newcomer.user.createdAt.toISOString(),
    });
  });

  it.each([[''], ['?period='], ['?period=year'], ['?period=TODAY'], ['?period=today&period=week']])(
    'when the query is "%s", then 400 "period must be one of today, week, month"',
    async (query) => {
      const answer = await stats(agent, query);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(agentMessages.periodInvalid);
    },
  );

  it('when a user or an admin asks, then 403; signed out, 401; a pending agent, 403 "Agent not yet approved by admin."', async () => {
    for (const role of ['user', 'admin'] as const) {
      const answer = await stats(await signedInPerson(api, { role }), '?period=today');
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(authMessages.forbidden);
    }
    expect((await callJson(api, 'GET', '/stats/agent?period=today')).status).toBe(401);
    const pending = await signedInPerson(api, { role: 'agent' });
    await api.db.execute(sql`update users set is_approved = false where id = ${pending.user.id}`);
    const refused = await stats(pending, '?period=today');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(authMessages.agentNotApproved);
  });
});
