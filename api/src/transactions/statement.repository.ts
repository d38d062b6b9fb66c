// SQL for a wallet's statement: the range's instants in TZ_LIMITS, its edges in the wallet's postings, and the
// postings in between in keyset pages along postings_account_idx (account_id, id).
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { journals, postings } from '../db/schema';
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
  /** The postings of the range, by id: none when firstPostingId is null or lastPostingId is below it. */
  firstPostingId: number | null;
  lastPostingId: number | null;
  /** The sum of the wallet's postings before firstPostingId: its balance when the range starts. */
  openingCents: number;
}

/**
 * The range from the start of `firstDay` to the end of `lastDay` in the zone. Its postings are those from the
 * first one made at or after the start to the last one made before the end, by id: a wallet's postings are
 * written under its row lock, so their ids are the order in which its balance changed, and the opening balance
 * (everything before the first) and each running balance after it are balances the wallet really had. The one
 * statement's snapshot keeps a movement committed while the file streams out of it.
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
    first_id: unknown;
    last_id: unknown;
    opening_cents: unknown;
  }>(
    q,
    sql`
    with bounds as (
      select (${firstDay}::date::timestamp at time zone ${timeZone}) as starts_at,
        ((${lastDay}::date + 1)::timestamp at time zone ${timeZone}) as ends_at
    ), edges as (
      select bounds.starts_at, bounds.ends_at,
        (select min(p.id) from ${postings} p
          where p.account_id = ${walletId} and p.created_at >= bounds.starts_at) as first_id,
        (select max(p.id) from ${postings} p
          where p.account_id = ${walletId} and p.created_at < bounds.ends_at) as last_id
      from bounds
    )
    select edges.starts_at, edges.ends_at, edges.first_id::text as first_id, edges.last_id::text as last_id,
      (select coalesce(sum(p.amount_cents), 0)::bigint from ${postings} p
        where p.account_id = ${walletId} and (edges.first_id is null or p.id < edges.first_id)) as opening_cents
    from edges`,
  );
  if (row === undefined) throw new Error('the statement range query returned no row');
  return {
    startsAt: dateFromSql(row.starts_at),
    endsAt: dateFromSql(row.ends_at),
    firstPostingId: postingIdFromSql(row.first_id),
    lastPostingId: postingIdFromSql(row.last_id),
    openingCents: centsFromSql(row.opening_cents),
  };
}

/** A posting id the query cast to text (a bigserial: pg would give a string, PGlite a bigint). */
function postingIdFromSql(value: unknown): number | null {
  if (value === null) return null;
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
