// The admin figures' daily roll-up (journal-rollup.ts): the figures read through it equal the figures read from
// every journal, at each boundary's first instant and the one before it, in a time zone half an hour off UTC; a
// pending journal holds the roll-up back until it settles, and rolling up again never counts a journal twice.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SUMMARY_DAYS } from '@wallet/common/admin';
import { journals } from '../db/schema';
import { rowsOf } from '../ledger/sql-rows';
import { createAccount } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { NewJournal } from '../test/journals';
import { insertJournal, walletIdOf } from '../test/journals';
import { startOfDaysBeforeTodaySql } from './agent-stats';
import { rollUpJournals } from './journal-rollup';
import type { AdminFigures } from './stats.repository';
import { readAdminBounds, readAdminFigures } from './stats.repository';

/** India: five and a half hours ahead of UTC, so its days do not start on a UTC hour. */
const TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The figures as GET /stats/admin reads them (through the roll-up), and as read from every journal. */
async function figures(api: TestApi): Promise<{ rolledUp: AdminFigures; everyJournal: AdminFigures }> {
  const bounds = await readAdminBounds(
    api.db,
    TIME_ZONE,
    startOfDaysBeforeTodaySql(ADMIN_SUMMARY_DAYS, TIME_ZONE),
  );
  return {
    rolledUp: await readAdminFigures(api.db, bounds),
    everyJournal: await readAdminFigures(api.db, { ...bounds, rolledUpTo: undefined }),
  };
}

async function rolledUpDays(api: TestApi): Promise<number> {
  const [row] = await rowsOf(api.db, sql`select count(*)::int as days from journal_daily_totals`);
  return Number(row?.days);
}

describe('the journal roll-up of the admin figures', () => {
  let api: TestApi;
  let pendingId: string;
  let pendingAt: number;

  beforeAll(async () => {
    api = await startTestApi({ env: { TZ_LIMITS: TIME_ZONE } });
    const payer = await createAccount(api, { role: 'user' });
    const payee = await createAccount(api, { role: 'user' });
    const [payerWallet, payeeWallet] = [
      await walletIdOf(api.db, payer.id),
      await walletIdOf(api.db, payee.id),
    ];
    const bounds = await readAdminBounds(
      api.db,
      TIME_ZONE,
      startOfDaysBeforeTodaySql(ADMIN_SUMMARY_DAYS, TIME_ZONE),
    );
    const send = (amountCents: number, status: NewJournal['status'], at: number): NewJournal => ({
      kind: 'send',
      status,
      amountCents,
      fromWalletId: payerWallet,
      toWalletId: payeeWallet,
      initiatedBy: payer.id,
      createdAt: new Date(at),
    });
    const now = Date.now();
    pendingAt = now - 3 * DAY_MS;
    let amount = 100;
    // Each boundary's first instant and the one before it, completed and failed, and a few recent days.
    for (const at of [
      bounds.thisMonth.getTime(),
      bounds.lastMonth.getTime(),
      bounds.windowStart.getTime(),
      now - 5 * DAY_MS,
      now - 2 * DAY_MS,
      now - 10 * 60 * 1000,
    ]) {
      for (const instant of [at, at - 1]) {
        amount += 1;
        await insertJournal(api.db, send(amount, 'completed', instant));
        await insertJournal(api.db, send(amount * 3, 'failed', instant));
      }
    }
    await insertJournal(api.db, send(7, 'completed', now - 400 * DAY_MS));
    pendingId = await insertJournal(api.db, {
      kind: 'withdraw',
      status: 'pending',
      amountCents: 5000,
      feeCents: 250,
      fromWalletId: payerWallet,
      initiatedBy: payer.id,
      createdAt: new Date(pendingAt),
    });
  });

  afterAll(async () => {
    await api.close();
  });

  it('when nothing is rolled up yet, then the figures are read from every journal', async () => {
    const { rolledUp, everyJournal } = await figures(api);
    expect(rolledUp).toEqual(everyJournal);
    expect(everyJournal.journals.total).toBe(26);
  });

  it('when rolled up, then it stops at the start of the pending journal’s day and the figures are unchanged', async () => {
    const until = await rollUpJournals(api.db, TIME_ZONE);
    expect(until.getTime()).toBeLessThanOrEqual(pendingAt);
    expect(until.getTime()).toBeGreaterThan(pendingAt - DAY_MS);
    expect(await rolledUpDays(api)).toBeGreaterThan(0);
    const { rolledUp, everyJournal } = await figures(api);
    expect(rolledUp).toEqual(everyJournal);
  });

  it('when the pending journal settles and the roll-up runs twice more, then it moves on and counts nothing twice', async () => {
    await api.db.execute(sql`update ${journals} set status = 'completed' where id = ${pendingId}`);
    const settled = await figures(api);
    expect(settled.rolledUp).toEqual(settled.everyJournal);
    expect(settled.rolledUp.volumeCents.total).toBe(settled.everyJournal.volumeCents.total);

    const first = await rollUpJournals(api.db, TIME_ZONE);
    const second = await rollUpJournals(api.db, TIME_ZONE);
    expect(first.getTime()).toBeGreaterThan(pendingAt);
    expect(second).toEqual(first);
    const { rolledUp, everyJournal } = await figures(api);
    expect(rolledUp).toEqual(everyJournal);
    expect(rolledUp.journals.total).toBe(26);
  });
});
