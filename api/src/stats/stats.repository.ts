// SQL for statistics: aggregates computed in the database, integers returned as numbers.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database';
import { journalDailyTotals, journalRollups, journals, users, wallets } from '../db/schema';
import { centsFromSql, countFromSql } from '../db/sql-integers';
import { readJournalTotals } from '../ledger/journal-totals';
import { dateFromSql, startOfTodaySql } from '../ledger/locked-wallets';
import { rowsOf } from '../ledger/sql-rows';

export interface PublicFigures {
  userCount: number;
  agentCount: number;
  journalCount: number;
  completedVolumeCents: number;
}

/** The journals' figures through their daily roll-up of `timeZone` (ledger/journal-totals.ts), not every journal. */
export async function readPublicFigures(db: Database, timeZone: string): Promise<PublicFigures> {
  const [people] = await db
    .select({
      userCount: sql`count(*) filter (where ${users.role} = 'user')`.mapWith(countFromSql),
      agentCount: sql`count(*) filter (where ${users.role} = 'agent')`.mapWith(countFromSql),
    })
    .from(users);
  if (people === undefined) throw new Error('an aggregate query returned no row');
  const money = await readJournalTotals(db, timeZone, {});
  return { ...people, journalCount: money.totalCount, completedVolumeCents: money.completedAmountCents };
}

export interface AgentFigures {
  cashInCents: number;
  cashInCount: number;
  cashOutCents: number;
  cashOutCount: number;
  sendCents: number;
  sendCount: number;
  totalCount: number;
  /** Rounded percentage of the period's journals that completed; 0 when there are none. */
  successRate: number;
  completedCents: number;
  /** completedCents / completed count, rounded half-up to the cent; 0 when none completed. */
  averageCents: number;
  commissionCents: number;
  balanceCents: number;
  isApproved: boolean;
  memberSince: Date;
}

/**
 * One agent's figures over the journals their wallet is a party to, created at or after `since` (an SQL
 * timestamp), in one statement; undefined when the agent has no wallet. Both wallet indexes serve the OR.
 */
export async function readAgentFigures(
  db: Queryable,
  agentUserId: string,
  since: SQL,
): Promise<AgentFigures | undefined> {
  const completed = sql`j.status = 'completed'`;
  const byAgent = sql`${completed} and j.initiated_by = a.user_id`;
  const [row] = await rowsOf(
    db,
    sql`
    with a as (
      select u.id as user_id, u.is_approved, u.created_at, w.id as wallet_id, w.balance_cents
      from ${users} u join ${wallets} w on w.user_id = u.id
      where u.id = ${agentUserId}
    ),
    f as (
      select
        count(*) filter (where j.kind = 'cash_in' and ${byAgent}) as cash_in_count,
        coalesce(sum(j.amount_cents) filter (where j.kind = 'cash_in' and ${byAgent}), 0)::bigint as cash_in_cents,
        count(*) filter (where j.kind = 'cash_out' and ${byAgent}) as cash_out_count,
        coalesce(sum(j.amount_cents) filter (where j.kind = 'cash_out' and ${byAgent}), 0)::bigint as cash_out_cents,
        count(*) filter (where j.kind = 'send' and ${completed} and j.from_wallet_id = a.wallet_id) as send_count,
        coalesce(sum(j.amount_cents) filter (
          where j.kind = 'send' and ${completed} and j.from_wallet_id = a.wallet_id), 0)::bigint as send_cents,
        count(j.id) as total_count,
        count(*) filter (where ${completed}) as completed_count,
        coalesce(sum(j.amount_cents) filter (where ${completed}), 0)::bigint as completed_cents,
        coalesce(sum(j.commission_cents) filter (where j.initiated_by = a.user_id), 0)::bigint as commission_cents
      from a
      left join ${journals} j
        on (j.from_wallet_id = a.wallet_id or j.to_wallet_id = a.wallet_id) and j.created_at >= ${since}
    )
    select a.balance_cents, a.is_approved, a.created_at, f.*,
      case when f.total_count = 0 then 0
        else round(100.0 * f.completed_count / f.total_count)::int end as success_rate,
      case when f.completed_count = 0 then 0
        else round(f.completed_cents::numeric / f.completed_count)::bigint end as average_cents
    from a cross join f`,
  );
  if (row === undefined) return undefined;
  return {
    cashInCents: centsFromSql(row.cash_in_cents),
    cashInCount: countFromSql(row.cash_in_count),
    cashOutCents: centsFromSql(row.cash_out_cents),
    cashOutCount: countFromSql(row.cash_out_count),
    sendCents: centsFromSql(row.send_cents),
    sendCount: countFromSql(row.send_count),
    totalCount: countFromSql(row.total_count),
    successRate: countFromSql(row.success_rate),
    completedCents: centsFromSql(row.completed_cents),
    averageCents: centsFromSql(row.average_cents),
    commissionCents: centsFromSql(row.commission_cents),
    balanceCents: centsFromSql(row.balance_cents),
    isApproved: row.is_approved === true,
    memberSince: dateFromSql(row.created_at),
  };
}

/** A count or sum now, in this calendar month and in the last, and the change between the months. */
export interface MonthlyFigure {
  total: number;
  thisMonth: number;
  lastMonth: number;
  /** round((this − last) / last × 100), half away from zero; null when last month is 0. */
  changePercent: number | null;
}

export interface AdminFigures {
  users: MonthlyFigure;
  agents: MonthlyFigure;
  journals: MonthlyFigure;
  /** Cents of completed journals. */
  volumeCents: MonthlyFigure;
  windowCount: number;
  windowVolumeCents: number;
  /** Rounded percentage of the window's journals that completed; 0 when there are none. */
  windowCompletionRate: number;
  /** Journals created since the start of today (of the bounds' time zone), and the cents of the completed ones. */
  todayCount: number;
  todayVolumeCents: number;
  activeUsers: number;
}

/** A whole percentage (negative for a fall) as the drivers give a bigint, or null when there is none. */
function percentFromSql(value: unknown): number | null {
  if (value === null) return null;
  const percent =
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    (typeof value === 'string' && /^-?\d+$/.test(value))
      ? Number(value)
      : NaN;
  if (!Number.isSafeInteger(percent))
    throw new TypeError(`Expected a whole percentage from the database, got ${typeof value}`);
  return percent;
}

/**
 * The first instants of this and last calendar month, of the admin's recent window and of today (whole days: no
 * sub-ms).
 */
export interface AdminBounds {
  thisMonth: Date;
  lastMonth: Date;
  windowStart: Date;
  /** Midnight of today in `timeZone`, as the daily limits count it (ledger/locked-wallets.ts startOfTodaySql). */
  today: Date;
  /** The months' and days' time zone: the roll-up's (journal-rollup.ts). */
  timeZone: string;
  /** Journals created before it are counted from the daily roll-up; undefined when there is none yet. */
  rolledUpTo: Date | undefined;
}

/**
 * The bounds of the admin figures by the database's clock (the one now() uses): months of `timeZone`, and
 * `windowStart` (an SQL timestamp). Read before the figures so that statement sees them as constants.
 */
export async function readAdminBounds(
  q: Queryable,
  timeZone: string,
  windowStart: SQL,
): Promise<AdminBounds> {
  const thisMonth = sql`date_trunc('month', now(), ${timeZone})`;
  const [row] = await rowsOf(
    q,
    sql`select ${thisMonth} as this_month,
      ((${thisMonth} at time zone ${timeZone}) - interval '1 month') at time zone ${timeZone} as last_month,
      ${windowStart} as window_start,
      ${startOfTodaySql(timeZone)} as today,
      (select rolled_up_to from ${journalRollups} where time_zone = ${timeZone} and rolled_up_to > '-infinity')
        as rolled_up_to`,
  );
  if (row === undefined) throw new Error('a select without a table returned no row');
  return {
    thisMonth: dateFromSql(row.this_month),
    lastMonth: dateFromSql(row.last_month),
    windowStart: dateFromSql(row.window_start),
    today: dateFromSql(row.today),
    timeZone,
    rolledUpTo: row.rolled_up_to === null ? undefined : dateFromSql(row.rolled_up_to),
  };
}

/**
 * The platform's figures in two statements run together: accounts and journals counted (and completed amounts summed) overall,
 * this calendar month and last, and over the journals created at or after the window's start. Journals created
 * before `bounds.rolledUpTo` come from their daily roll-up (journal-rollup.ts), a row per day, kind and status dated at
 * the day's first instant: every bound is the first instant of a day of the same time zone, so a day is wholly on
 * one side of each; the rest are read from the journals through their created_at index.
 *
 * The bounds are bound parameters, not expressions of now(): with them in a CTE joined to both scans, PostgreSQL
 * ran the million-journal scan serially behind a CTE Scan, and its cost crossed jit_above_cost (≈ 375 ms, 15 ms of
 * it compiling, on the bench's 1,000,000 journals); as constants, both scans run in parallel without JIT (≈ 160 ms).
 */
export async function readAdminFigures(q: Queryable, bounds: AdminBounds): Promise<AdminFigures> {
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const [thisMonth, lastMonth, windowStart, today] = [
    at(bounds.thisMonth),
    at(bounds.lastMonth),
    at(bounds.windowStart),
    at(bounds.today),
  ];
  const completed = sql`j.status = 'completed'`;
  const live = sql`select created_at, status, 1 as n, amount_cents as cents from ${journals}`;
  const journalRows =
    bounds.rolledUpTo === undefined
      ? live
      : sql`select (t.day::timestamp at time zone ${bounds.timeZone}) as created_at, t.status,
          t.journal_count as n, t.amount_cents as cents
        from ${journalDailyTotals} t
        where t.time_zone = ${bounds.timeZone} and t.day < (${at(bounds.rolledUpTo)} at time zone ${bounds.timeZone})::date
        union all ${live} where created_at >= ${at(bounds.rolledUpTo)}`;
  // numeric arithmetic, so round() is exact and rounds half away from zero; nullif makes "no last month" null.
  const change = (name: string) =>
    sql.raw(
      `round((${name}_this - ${name}_last) * 100.0 / nullif(${name}_last, 0))::bigint as ${name}_change`,
    );
  // Two statements at once (two pooled connections): the accounts' scan and the journals' read overlap.
  const [peopleRows, moneyRows] = await Promise.all([
    rowsOf(
      q,
      sql`
    with people as (
      select
        count(*) filter (where u.role = 'user') as users_total,
        count(*) filter (where u.role = 'user' and u.created_at >= ${thisMonth}) as users_this,
        count(*) filter (where u.role = 'user' and u.created_at >= ${lastMonth} and u.created_at < ${thisMonth})
          as users_last,
        count(*) filter (where u.role = 'agent') as agents_total,
        count(*) filter (where u.role = 'agent' and u.created_at >= ${thisMonth}) as agents_this,
        count(*) filter (where u.role = 'agent' and u.created_at >= ${lastMonth} and u.created_at < ${thisMonth})
          as agents_last,
        count(*) filter (where u.role in ('user', 'agent') and u.is_email_verified and u.is_approved) as active_users
      from ${users} u
    )
    select people.*, ${change('users')}, ${change('agents')} from people`,
    ),
    rowsOf(
      q,
      sql`
    with journal_rows as (${journalRows}),
    money as (
      select
        coalesce(sum(j.n), 0)::bigint as journals_total,
        coalesce(sum(j.n) filter (where j.created_at >= ${thisMonth}), 0)::bigint as journals_this,
        coalesce(sum(j.n) filter (where j.created_at >= ${lastMonth} and j.created_at < ${thisMonth}), 0)::bigint
          as journals_last,
        coalesce(sum(j.cents) filter (where ${completed}), 0)::bigint as volume_total,
        coalesce(sum(j.cents) filter (where ${completed} and j.created_at >= ${thisMonth}), 0)::bigint
          as volume_this,
        coalesce(sum(j.cents) filter (
          where ${completed} and j.created_at >= ${lastMonth} and j.created_at < ${thisMonth}), 0)::bigint
          as volume_last,
        coalesce(sum(j.n) filter (where j.created_at >= ${windowStart}), 0)::bigint as window_count,
        coalesce(sum(j.n) filter (where ${completed} and j.created_at >= ${windowStart}), 0)::bigint as window_completed,
        coalesce(sum(j.cents) filter (where ${completed} and j.created_at >= ${windowStart}), 0)::bigint
          as window_volume,
        coalesce(sum(j.n) filter (where j.created_at >= ${today}), 0)::bigint as today_count,
        coalesce(sum(j.cents) filter (where ${completed} and j.created_at >= ${today}), 0)::bigint as today_volume
      from journal_rows j
    )
    select money.*, ${change('journals')}, ${change('volume')},
      coalesce(round(100.0 * window_completed / nullif(window_count, 0)), 0)::int as window_completion_rate
    from money`,
    ),
  ]);
  const [people, money] = [peopleRows[0], moneyRows[0]];
  if (people === undefined || money === undefined) throw new Error('an aggregate query returned no row');
  const row = { ...people, ...money };
  const figure = (name: string, fromSql: (value: unknown) => number): MonthlyFigure => ({
    total: fromSql(row[`${name}_total`]),
    thisMonth: fromSql(row[`${name}_this`]),
    lastMonth: fromSql(row[`${name}_last`]),
    changePercent: percentFromSql(row[`${name}_change`]),
  });
  return {
    users: figure('users', countFromSql),
    agents: figure('agents', countFromSql),
    journals: figure('journals', countFromSql),
    volumeCents: figure('volume', centsFromSql),
    windowCount: countFromSql(row.window_count),
    windowVolumeCents: centsFromSql(row.window_volume),
    windowCompletionRate: countFromSql(row.window_completion_rate),
    todayCount: countFromSql(row.today_count),
    todayVolumeCents: centsFromSql(row.today_volume),
    activeUsers: countFromSql(row.active_users),
  };
}
