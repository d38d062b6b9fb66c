// Every journal counted by status, and the completed ones summed, for the admin transaction list's summary and the
// landing's figures (docs/admin.md): the days before the daily roll-up's end read from it (stats/journal-rollup.ts
// keeps it, off the money path), the journals since read one by one — exact, and on the bench's 1,000,000 journals
// a few thousand roll-up rows and a day or two of journals instead of a scan of them all (≈ 400 ms).
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { journalDailyTotals, journalRollups, journals } from '../db/schema';
import { centsFromSql, countFromSql } from '../db/sql-integers';
import { dateFromSql } from './locked-wallets';
import { rowsOf } from './sql-rows';

export interface JournalTotals {
  totalCount: number;
  completedCount: number;
  pendingCount: number;
  failedCount: number;
  cancelledCount: number;
  completedAmountCents: number;
}

/** Which journals count: one kind, one status, or both; every journal when neither. */
export interface JournalTotalsFilter {
  kind?: (typeof journals.kind.enumValues)[number];
  status?: (typeof journals.status.enumValues)[number];
}

/** When the roll-up of this time zone ends: journals created at or after it are read from the journals. */
export async function rolledUpTo(q: Queryable, timeZone: string): Promise<Date | undefined> {
  const [row] = await rowsOf(
    q,
    sql`select rolled_up_to from ${journalRollups} where time_zone = ${timeZone} and rolled_up_to > '-infinity'`,
  );
  return row === undefined ? undefined : dateFromSql(row.rolled_up_to);
}

/**
 * The totals of the journals the filter selects, through the roll-up of `timeZone` (any time zone gives the same
 * totals; the api's own is the one its job keeps). The roll-up's end is read first and bound as a constant, so
 * the journals' part is a range scan of a created_at index (as readAdminFigures does, stats.repository.ts).
 */
export async function readJournalTotals(
  q: Queryable,
  timeZone: string,
  filter: JournalTotalsFilter,
): Promise<JournalTotals> {
  const end = await rolledUpTo(q, timeZone);
  const live = (where: SQL | undefined) =>
    sql`select ${journals.status} as status, 1::bigint as n, ${journals.amountCents} as cents
      from ${journals} where ${and(
        where,
        filter.kind === undefined ? undefined : eq(journals.kind, filter.kind),
        filter.status === undefined ? undefined : eq(journals.status, filter.status),
      )}`;
  let source: SQL;
  if (end === undefined) {
    source = live(sql`true`);
  } else {
    const at = sql`${end.toISOString()}::timestamptz`;
    const rolledUp = sql`select ${journalDailyTotals.status} as status, ${journalDailyTotals.journalCount} as n,
        ${journalDailyTotals.amountCents} as cents
      from ${journalDailyTotals} where ${and(
        eq(journalDailyTotals.timeZone, timeZone),
        sql`${journalDailyTotals.day} < (${at} at time zone ${timeZone})::date`,
        filter.kind === undefined ? undefined : eq(journalDailyTotals.kind, filter.kind),
        filter.status === undefined ? undefined : eq(journalDailyTotals.status, filter.status),
      )}`;
    source = sql`${rolledUp} union all ${live(sql`${journals.createdAt} >= ${at}`)}`;
  }
  // sum(bigint) is numeric; cast back so the driver hands over an integer, never a float.
  const [row] = await rowsOf(
    q,
    sql`select
      coalesce(sum(n), 0)::bigint as total_count,
      coalesce(sum(n) filter (where status = 'completed'), 0)::bigint as completed_count,
      coalesce(sum(n) filter (where status = 'pending'), 0)::bigint as pending_count,
      coalesce(sum(n) filter (where status = 'failed'), 0)::bigint as failed_count,
      coalesce(sum(n) filter (where status = 'cancelled'), 0)::bigint as cancelled_count,
      coalesce(sum(cents) filter (where status = 'completed'), 0)::bigint as completed_amount_cents
    from (${source}) as journal_rows`,
  );
  if (row === undefined) throw new Error('an aggregate query returned no row');
  return {
    totalCount: countFromSql(row.total_count),
    completedCount: countFromSql(row.completed_count),
    pendingCount: countFromSql(row.pending_count),
    failedCount: countFromSql(row.failed_count),
    cancelledCount: countFromSql(row.cancelled_count),
    completedAmountCents: centsFromSql(row.completed_amount_cents),
  };
}

/** Where a page far down the newest-first list begins: the journals created before an instant, less those skipped. */
export interface JournalPageStart {
  /** The end of the rolled-up day the page's first journal was created on. */
  createdBefore: Date;
  /** How many of the selected journals were created at or after `createdBefore`. */
  skipped: number;
}

/**
 * The day the journal at `offset` (newest first, 0-based) of those the filter selects was created on, from the
 * roll-up's day counts, so a deep page skips only within one day rather than every newer journal (page 50,000 of
 * the bench's million skipped 500,000 index entries, ≈ 300 ms). `totalCount` is the filter's readJournalTotals:
 * what it counts beyond the roll-up's days are the newer journals. Undefined when the offset falls among those
 * newer journals (a day or two, read as they are), past the end, or when nothing is rolled up.
 */
export async function findJournalPageStart(
  q: Queryable,
  timeZone: string,
  filter: JournalTotalsFilter,
  position: { offset: number; totalCount: number },
): Promise<JournalPageStart | undefined> {
  const end = await rolledUpTo(q, timeZone);
  if (end === undefined) return undefined;
  const at = sql`${end.toISOString()}::timestamptz`;
  const [row] = await rowsOf(
    q,
    sql`with days as (
      select ${journalDailyTotals.day} as day, sum(${journalDailyTotals.journalCount}) as n
      from ${journalDailyTotals}
      where ${and(
        eq(journalDailyTotals.timeZone, timeZone),
        sql`${journalDailyTotals.day} < (${at} at time zone ${timeZone})::date`,
        filter.kind === undefined ? undefined : eq(journalDailyTotals.kind, filter.kind),
        filter.status === undefined ? undefined : eq(journalDailyTotals.status, filter.status),
      )}
      group by ${journalDailyTotals.day}
    ),
    running as (
      select day, n, sum(n) over (order by day desc) as through, sum(n) over () as rolled_up from days
    )
    select ((day + 1)::timestamp at time zone ${timeZone}) as created_before,
      (${position.totalCount}::bigint - rolled_up + through - n)::bigint as skipped
    from running
    where ${position.totalCount}::bigint - rolled_up <= ${position.offset}::bigint
      and ${position.totalCount}::bigint - rolled_up + through > ${position.offset}::bigint
    order by day desc
    limit 1`,
  );
  if (row === undefined) return undefined;
  return { createdBefore: dateFromSql(row.created_before), skipped: countFromSql(row.skipped) };
}
