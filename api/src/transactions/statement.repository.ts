// SQL for a wallet's statement: the range's instants in TZ_LIMITS, its edges in the wallet's postings, and the
// postings in between in keyset pages along postings_account_idx (account_id, id).
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { journals, postings, wallets } from '../db/schema';
import { centsFromSql } from '../db/sql-integers';
import { dateFromSql, startOfTodaySql } from '../ledger/locked-wallets';
import { rowsOf } from '../ledger/sql-rows';
import { fromUsers, fromWallets, toUsers, toWallets } from './transaction-view';

/** Today in the time zone, YYYY-MM-DD, by the database's clock (the one the limits' days use). */
export async function readToday(q: Queryable, timeZone: string): Promise<string> {
  const [row] = await rowsOf<{ today: string }>(
    q,
    sql`select to_char(${startOfTodaySql(timeZone)} at time zone ${timeZone}, 'YYYY-MM-DD') as today`,
  );
  if (row === undefined) throw new Error('select today returned no row');
  return row.today;
}

/** What a statement of one wallet over whole days covers, all read from one snapshot. */
export interface StatementRange {
  /** The first instant of the first day, and the first instant after the last day, in the time zone. */
  startsAt: Date;
  endsAt: Date;
  /** The postings of the range are those with ids above the first and up to the second (none when equal). */
  postingIdsAfter: { start: number; end: number };
  /** The wallet's balance when the range starts: its balance now less every posting after the start. */
  openingCents: number;
}

/**
 * The range from the start of `firstDay` to the end of `lastDay` in the zone. Each edge is the wallet's last
 * posting made before it, by id (0 when none): a wallet's postings are written under its row lock, so their ids
 * are the order in which its balance changed, and the opening balance and each running balance after it are
 * balances the wallet really had. Where a movement waited for the lock across midnight (its time before, its id
 * after a later one), both days still agree: every posting lies in exactly one day, and one day's closing balance
 * is the next day's opening. Each edge and the opening are read back from the newest posting, so a recent range
 * costs the postings since its start, not the wallet's whole history. The ids were committed when this one query
 * read them and postings never change, so the pages read later see the same rows.
 */
export async function readStatementRange(
  q: Queryable,
  walletId: string,
  days: { firstDay: string; lastDay: string; timeZone: string },
): Promise<StatementRange> {
  const { firstDay, lastDay, timeZone } = days;
  const [row] = await rowsOf<{
    starts_at: unknown;
    ends_at: unknown;
    after_start: unknown;
    after_end: unknown;
    opening_cents: unknown;
  }>(
    q,
    sql`
    with bounds as (
      select (${firstDay}::date::timestamp at time zone ${timeZone}) as starts_at,
        ((${lastDay}::date + 1)::timestamp at time zone ${timeZone}) as ends_at
    ), edges as (
      select bounds.starts_at, bounds.ends_at,
        coalesce((select max(p.id) from ${postings} p
          where p.account_id = ${walletId} and p.created_at < bounds.starts_at), 0) as after_start,
        coalesce((select max(p.id) from ${postings} p
          where p.account_id = ${walletId} and p.created_at < bounds.ends_at), 0) as after_end
      from bounds
    )
    select edges.starts_at, edges.ends_at, edges.after_start::text as after_start, edges.after_end::text as after_end,
      ((select w.balance_cents from ${wallets} w where w.id = ${walletId})
        - (select coalesce(sum(p.amount_cents), 0) from ${postings} p
            where p.account_id = ${walletId} and p.id > edges.after_start))::bigint as opening_cents
    from edges`,
  );
  if (row === undefined) throw new Error('the statement range query returned no row');
  return {
    startsAt: dateFromSql(row.starts_at),
    endsAt: dateFromSql(row.ends_at),
    postingIdsAfter: { start: postingIdFromSql(row.after_start), end: postingIdFromSql(row.after_end) },
    openingCents: centsFromSql(row.opening_cents),
  };
}

/** A posting id the query cast to text (a bigserial: pg would give a string, PGlite a bigint). */
function postingIdFromSql(value: unknown): number {
  if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new RangeError(`Expected a posting id as text from the database, got a ${typeof value}`);
  }
  return Number(value);
}

/** One posting on the wallet with what a statement line shows of its journal. */
export interface StatementPosting {
  postingId: number;
  journalId: string;
  amountCents: number;
  postedAt: Date;
  kind: (typeof journals.kind.enumValues)[number];
  status: (typeof journals.status.enumValues)[number];
  description: string | null;
  /** A reversal's original (docs/reversals.md); null for any other movement. */
  reversesJournalId: string | null;
  /** The ids of the completed reversals of this movement, oldest first, space-separated; null when none. */
  reversedBy: string | null;
  feeCents: number;
  fromWalletId: string | null;
  toWalletId: string | null;
  fromUserName: string | null;
  toUserName: string | null;
}

/** Up to `limit` postings of the wallet with ids from `fromId` to `toId`, in id order. */
export async function readStatementPostings(
  q: Queryable,
  walletId: string,
  ids: { fromId: number; toId: number },
  limit: number,
): Promise<StatementPosting[]> {
  return q
    .select({
      postingId: postings.id,
      journalId: postings.journalId,
      amountCents: postings.amountCents,
      postedAt: postings.createdAt,
      kind: journals.kind,
      status: journals.status,
      description: journals.description,
      reversesJournalId: journals.reversesJournalId,
      // journals_reverses_idx finds them; most movements have none.
      reversedBy: sql<string | null>`(select string_agg(r.id::text, ' ' order by r.created_at, r.id)
        from journals r where r.reverses_journal_id = ${journals.id} and r.status = 'completed')`,
      feeCents: journals.feeCents,
      fromWalletId: journals.fromWalletId,
      toWalletId: journals.toWalletId,
      fromUserName: fromUsers.name,
      toUserName: toUsers.name,
    })
    .from(postings)
    .innerJoin(journals, eq(journals.id, postings.journalId))
    .leftJoin(fromWallets, eq(fromWallets.id, journals.fromWalletId))
    .leftJoin(fromUsers, eq(fromUsers.id, fromWallets.userId))
    .leftJoin(toWallets, eq(toWallets.id, journals.toWalletId))
    .leftJoin(toUsers, eq(toUsers.id, toWallets.userId))
    .where(and(eq(postings.accountId, walletId), gte(postings.id, ids.fromId), lte(postings.id, ids.toId)))
    .orderBy(asc(postings.id))
    .limit(limit);
}
