// SQL for statistics: aggregates computed in the database, integers returned as numbers.
import { count, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database';
import { journals, users, wallets } from '../db/schema';
import { centsFromSql, countFromSql } from '../db/sql-integers';
import { dateFromSql } from '../ledger/locked-wallets';
import { rowsOf } from '../ledger/sql-rows';

export interface PublicFigures {
  userCount: number;
  agentCount: number;
  journalCount: number;
  completedVolumeCents: number;
}

export async function readPublicFigures(db: Database): Promise<PublicFigures> {
  const [people] = await db
    .select({
      userCount: sql`count(*) filter (where ${users.role} = 'user')`.mapWith(countFromSql),
      agentCount: sql`count(*) filter (where ${users.role} = 'agent')`.mapWith(countFromSql),
    })
    .from(users);
  const [money] = await db
    .select({
      journalCount: count(),
      // sum(bigint) is numeric; cast back so the driver hands over an integer, never a float.
      completedVolumeCents:
        sql`coalesce(sum(${journals.amountCents}) filter (where ${journals.status} = 'completed'), 0)::bigint`.mapWith(
          centsFromSql,
        ),
    })
    .from(journals);
  if (people === undefined || money === undefined) throw new Error('an aggregate query returned no row');
  return { ...people, ...money };
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
