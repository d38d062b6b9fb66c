// Daily roll-ups of the journals for the admin figures (docs/admin.md): counts and amounts per calendar day of
// TZ_LIMITS, kind and status, so GET /stats/admin, the summary of GET /transactions and GET /stats/public read a
// few thousand rows and the journals of the last day or two instead of every journal (≈ 160–230 ms at p99 on
// 1,000,000 journals before for the first, 360–680 ms for the second; the roll-up keeps them far below 100).
//
// Kept by a background job, not by a money movement: a send writes nothing more, and no row is shared by
// concurrent sends. What makes it exact:
// - it covers the journals created before `rolled_up_to`, an instant at the start of a day of the time zone, so
//   every boundary the figures use (the start of a month, of the 30-day window) falls between whole days;
// - `rolled_up_to` never passes the oldest pending journal (a withdrawal, whose status and so its counting still
//   change) nor an hour ago (a transaction open that long could still commit a journal dated before it); a journal
//   only ever leaves `pending`, so everything rolled up is final;
// - journals are dated by the database when written (created_at defaults to now()). Journals inserted with an
//   earlier date afterwards, as test fixtures and the bench's seeding do, are only counted if the roll-up has not
//   passed their day yet — the job's first run waits an interval, so a test never meets a roll-up it did not make.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { journalDailyTotals, journalRollups, journals } from '../db/schema';
import { dateFromSql } from '../ledger/locked-wallets';
import { rowsOf } from '../ledger/sql-rows';
import type { Logger } from '../logger';

export const JOURNAL_ROLLUP_INTERVAL_MS = 10 * 60_000;

/** Rolls the journals up to the latest whole day that allows (see above); answers the new `rolled_up_to`. */
export async function rollUpJournals(db: Database, timeZone: string): Promise<Date> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into ${journalRollups} (time_zone, rolled_up_to) values (${timeZone}, '-infinity')
        on conflict (time_zone) do nothing`,
    );
    // The row lock makes two instances' runs take turns; the second finds nothing left to add.
    // Both bounds as text and back, so '-infinity' and microseconds survive every driver unchanged.
    const [state] = await rowsOf(
      tx,
      sql`select rolled_up_to::text as "from",
        date_trunc('day', least(now() - interval '1 hour',
          coalesce((select min(created_at) from ${journals} where status = 'pending'), 'infinity')), ${timeZone})::text
          as "to"
      from ${journalRollups} where time_zone = ${timeZone} for update`,
    );
    const from = state?.from;
    const to = state?.to;
    if (typeof from !== 'string' || typeof to !== 'string') {
      throw new Error('the journal roll-up state row is missing');
    }
    await tx.execute(
      sql`insert into ${journalDailyTotals} (time_zone, day, kind, status, journal_count, amount_cents)
      select ${timeZone}, (created_at at time zone ${timeZone})::date, kind, status, count(*), sum(amount_cents)
      from ${journals}
      where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      group by 2, 3, 4
      on conflict (time_zone, day, kind, status) do update set
        journal_count = ${journalDailyTotals.journalCount} + excluded.journal_count,
        amount_cents = ${journalDailyTotals.amountCents} + excluded.amount_cents`,
    );
    await tx.execute(
      sql`update ${journalRollups} set rolled_up_to = greatest(rolled_up_to, ${to}::timestamptz)
      where time_zone = ${timeZone}`,
    );
    const [end] = await rowsOf(
      tx,
      sql`select rolled_up_to from ${journalRollups} where time_zone = ${timeZone}`,
    );
    return dateFromSql(end?.rolled_up_to);
  });
}

export interface JournalRollupJob {
  stop(): Promise<void>;
}

/** Runs rollUpJournals every interval (the first after one interval, not at start). */
export function startJournalRollup(
  db: Database,
  logger: Logger,
  timeZone: string,
  intervalMs = JOURNAL_ROLLUP_INTERVAL_MS,
): JournalRollupJob {
  let run: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    run = run.then(async () => {
      try {
        await rollUpJournals(db, timeZone);
      } catch (error) {
        logger.error({ err: error }, 'journal roll-up failed');
      }
    });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await run;
    },
  };
}
