// GET /ledger/summary, GET and POST /ledger/checks (docs/ledger.md): admins only; the books' total, the platform
// accounts, money in and out by day, pending payouts with their age; the check run on demand (audited, kept with
// its breaches and the journals they name) and by the schedule, which skips a run when one is recent.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LedgerCheckJson, LedgerCheckPageJson, LedgerSummaryJson } from '@wallet/common/ledger-json';
import { LEDGER_DAYS } from '@wallet/common/ledger-json';
import { auditLog, journals, ledgerChecks, postings } from '../db/schema';
import { createLogger } from '../logger';
import { rollUpJournals } from '../stats/journal-rollup';
import { callJson } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { insertJournal } from '../test/journals';
import type { Person } from '../test/money';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { startLedgerCheckSchedule } from './ledger-check-schedule';
import { runLedgerCheck } from './ledger-checks';

let api: TestApi;
let admin: Person;
let alice: Person;
let bob: Person;
let agent: Person;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInPerson(api, { role: 'admin', name: 'Ada Admin' });
  alice = await signedInPerson(api, { name: 'Alice Payer' });
  bob = await signedInPerson(api, { name: 'Bob Payee' });
  agent = await signedInPerson(api, { role: 'agent' });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const summaryOf = async (person: Person): Promise<LedgerSummaryJson> => {
  const answer = await callJson(api, 'GET', '/ledger/summary', { cookie: person.cookie });
  expect(answer.status).toBe(200);
  return answer.body.data as LedgerSummaryJson;
};

const runCheck = async (person: Person): Promise<LedgerCheckJson> => {
  const answer = await callJson(api, 'POST', '/ledger/checks', { cookie: person.cookie });
  expect(answer.status).toBe(201);
  return answer.body.data as LedgerCheckJson;
};

const ROUTES = [
  ['GET', '/ledger/summary'],
  ['GET', '/ledger/checks'],
  ['POST', '/ledger/checks'],
] as const;

describe('who may read the books', () => {
  it.each(ROUTES)(
    'when a user or an agent calls %s %s, then it is 403 and no check is run',
    async (method, path) => {
      for (const person of [alice, agent]) {
        const answer = await callJson(api, method, path, { cookie: person.cookie });
        expect(answer.status).toBe(403);
        expect(answer.body.success).toBe(false);
      }
      expect(await api.db.select().from(ledgerChecks)).toEqual([]);
    },
  );

  it.each(ROUTES)('when nobody is signed in and calls %s %s, then it is 401', async (method, path) => {
    expect((await callJson(api, method, path)).status).toBe(401);
  });
});

describe('the summary', () => {
  it('when nothing has moved yet, then every figure is zero and no check has run', async () => {
    const summary = await summaryOf(admin);
    expect(summary.total).toBe(0);
    expect(summary.walletsTotal).toBe(0);
    expect(summary.accounts).toEqual([
      { kind: 'funding', balance: 0 },
      { kind: 'payouts', balance: 0 },
      { kind: 'payouts_pending', balance: 0 },
      { kind: 'fees', balance: 0 },
      { kind: 'commissions', balance: 0 },
    ]);
    expect(summary.days).toHaveLength(LEDGER_DAYS);
    expect(summary.days.every((day) => day.moneyIn === 0 && day.moneyOut === 0)).toBe(true);
    expect(summary.pendingPayouts).toEqual({ count: 0, amount: 0, oldest: [] });
    expect(summary.lastCheck).toBeNull();
    expect(summary.checkIntervalMinutes).toBe(60);
  });

  it('when money is added, sent and withdrawn, then the total stays 0.00 and each account shows its share', async () => {
    await addMoney(api, alice, 100);
    await addMoney(api, bob, 20.5);
    expect(
      (await moneyCall(api, alice, 'POST', '/wallets/send-money', { receiverId: bob.user.id, amount: 30 }))
        .status,
    ).toBe(201);
    const withdrawal = await moneyCall(
      api,
      alice,
      'POST',
      '/wallets/withdraw',
      { amount: 40, method: 'bank' },
      randomUUID(),
    );
    expect(withdrawal.status).toBe(201);

    const summary = await summaryOf(admin);
    expect(summary.total).toBe(0);
    // 120.50 in, 40 and its 2.50 fee out of Alice's wallet.
    expect(summary.walletsTotal).toBe(78);
    expect(summary.accounts).toEqual([
      { kind: 'funding', balance: -120.5 },
      { kind: 'payouts', balance: 0 },
      { kind: 'payouts_pending', balance: 40 },
      { kind: 'fees', balance: 2.5 },
      { kind: 'commissions', balance: 0 },
    ]);
    const today = summary.days.at(-1);
    expect(today).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      moneyIn: 120.5,
      moneyOut: 0,
    });
    expect(summary.pendingPayouts.count).toBe(1);
    expect(summary.pendingPayouts.amount).toBe(40);
    expect(summary.pendingPayouts.oldest).toEqual([
      {
        _id: expect.any(String) as string,
        amount: 40,
        fee: 2.5,
        method: 'bank',
        createdAt: expect.any(String) as string,
        ageSeconds: expect.any(Number) as number,
        user: { _id: alice.user.id, name: 'Alice Payer', email: alice.user.email },
      },
    ]);
  });

  it('when a pending payout is an hour old, then its age says so', async () => {
    await api.db
      .update(journals)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(and(eq(journals.kind, 'withdraw'), eq(journals.status, 'pending')));
    const [payout] = (await summaryOf(admin)).pendingPayouts.oldest;
    expect(payout?.ageSeconds).toBeGreaterThanOrEqual(3600);
    expect(payout?.ageSeconds).toBeLessThan(3700);
  });
});

describe('the check on demand', () => {
  it('when an admin runs it on a sound ledger, then it is green, kept, audited and the summary shows it', async () => {
    const check = await runCheck(admin);
    expect(check).toEqual({
      _id: expect.any(String) as string,
      startedAt: expect.any(String) as string,
      durationMs: expect.any(Number) as number,
      ok: true,
      breaches: [],
      requestedBy: { _id: admin.user.id, name: 'Ada Admin' },
    });
    expect((await summaryOf(admin)).lastCheck).toEqual(check);
    const audit = await api.db.select().from(auditLog).where(eq(auditLog.action, 'ledger.check'));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.user.id, targetUserId: admin.user.id, reason: 'sound' }),
    ]);
  });

  it('when a posting is lost, then the check is red and each breach names the journal', async () => {
    const [sendJournal] = await api.db.select().from(journals).where(eq(journals.kind, 'send'));
    if (sendJournal === undefined) throw new Error('no send to break');
    const [lost] = await api.db
      .delete(postings)
      .where(and(eq(postings.journalId, sendJournal.id), sql`${postings.amountCents} > 0`))
      .returning();
    if (lost === undefined) throw new Error('no posting deleted');
    try {
      const check = await runCheck(admin);
      expect(check.ok).toBe(false);
      expect(check.breaches.length).toBeGreaterThan(0);
      const naming = check.breaches.filter((breach) => breach.journalIds.includes(sendJournal.id));
      expect(naming.map((breach) => breach.description)).toEqual([
        expect.stringContaining('journal(s) whose postings do not sum to zero'),
        expect.stringContaining('journal(s) without the postings their kind and status require'),
      ]);
      expect((await summaryOf(admin)).lastCheck).toEqual(check);
    } finally {
      await api.db.insert(postings).values(lost);
    }
    expect((await runCheck(admin)).ok).toBe(true);
  });

  it('when the history is read, then every run is there newest first, a page at a time', async () => {
    const answer = await callJson(api, 'GET', '/ledger/checks?page=1&limit=2', { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    const page = answer.body.data as LedgerCheckPageJson;
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 3, itemsPerPage: 2 });
    expect(page.data.map((check) => check.ok)).toEqual([true, false]);
  });

  it.each([
    ['page=0', 'page must be a whole number from 1'],
    ['limit=5000', 'limit must be a whole number from 1 to 1000'],
  ])('when the history is asked with %s, then it is 400 "%s"', async (query, message) => {
    const answer = await callJson(api, 'GET', `/ledger/checks?${query}`, { cookie: admin.cookie });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('the schedule', () => {
  it('when a check ran within the skip window, then the scheduled run is skipped', async () => {
    expect(await runLedgerCheck(api.db, { skipIfCheckedWithinMs: 60 * 60_000 })).toEqual({
      ran: false,
      reason: 'recent',
    });
  });

  it('when it is started, then it runs checks by itself, requested by nobody', async () => {
    const before = (await api.db.select().from(ledgerChecks)).length;
    const schedule = startLedgerCheckSchedule(api.db, createLogger({ logLevel: 'silent' }), 20);
    try {
      await vi.waitFor(
        async () => {
          const rows = await api.db.select().from(ledgerChecks);
          expect(rows.length).toBeGreaterThan(before);
        },
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      await schedule.stop();
    }
    const rows = await api.db.select().from(ledgerChecks);
    const scheduled = rows.filter((row) => row.requestedBy === null);
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.every((row) => row.ok)).toBe(true);
  });
});

describe('money in vs out by day', () => {
  it('when older days are rolled up, then they are read from the roll-up and days beyond 30 are left out', async () => {
    // Journal rows only (no postings): the ledger check would call them breaches, so they go after this test.
    const ids: string[] = [];
    const dayMs = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * dayMs);
    const common = { status: 'completed' as const, initiatedBy: alice.user.id };
    ids.push(
      await insertJournal(api.db, {
        ...common,
        kind: 'deposit',
        amountCents: 1_000,
        toWalletId: alice.walletId,
        createdAt: at(3),
      }),
    );
    ids.push(
      await insertJournal(api.db, {
        ...common,
        kind: 'withdraw',
        amountCents: 700,
        fromWalletId: alice.walletId,
        createdAt: at(3),
      }),
    );
    ids.push(
      await insertJournal(api.db, {
        ...common,
        kind: 'deposit',
        amountCents: 9_900,
        toWalletId: alice.walletId,
        createdAt: at(40),
      }),
    );
    try {
      await rollUpJournals(api.db, api.config.timeZoneLimits);
      const { days } = await summaryOf(admin);
      expect(days).toHaveLength(LEDGER_DAYS);
      const threeDaysAgo = days.at(-4);
      expect(threeDaysAgo).toEqual(expect.objectContaining({ moneyIn: 10, moneyOut: 7 }));
      expect(days.reduce((sum, day) => sum + day.moneyIn, 0)).toBe(130.5);
      expect(days.at(-1)?.moneyIn).toBe(120.5);
    } finally {
      for (const id of ids) await api.db.delete(journals).where(eq(journals.id, id));
    }
  });
});
