// GET /ledger/summary (docs/ledger.md): the books as an admin reads them — the total of every wallet and platform
// account (zero in a sound ledger), each platform account, money in and out per day for LEDGER_DAYS days, the
// pending payouts with their age and the last ledger check.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { centsToDollars } from '@wallet/common/money';
import type { LedgerDayJson, LedgerSummaryJson, PendingPayoutJson } from '@wallet/common/ledger-json';
import { LEDGER_ACCOUNT_KINDS, LEDGER_DAYS, LEDGER_PENDING_PAYOUTS_LISTED } from '@wallet/common/ledger-json';
import type { Queryable } from '../db/database';
import { journalDailyTotals, journals } from '../db/schema';
import { centsFromSql, countFromSql } from '../db/sql-integers';
import { rolledUpTo } from '../ledger/journal-totals';
import { dateFromSql } from '../ledger/locked-wallets';
import { rowsOf } from '../ledger/sql-rows';
import { readLastLedgerCheck } from './ledger-checks';

/** Each platform account's balance (the sum of its postings, by postings_account_idx) and the wallets' total. */
async function readBalances(
  q: Queryable,
): Promise<{ walletsCents: number; platformCents: Map<string, number> }> {
  const rows = await rowsOf(
    q,
    sql`select la.kind, (select coalesce(sum(p.amount_cents), 0) from postings p where p.account_id = la.id)::bigint
        as balance
      from ledger_accounts la where la.kind <> 'wallet'
      union all
      select 'wallet', coalesce(sum(balance_cents), 0)::bigint from wallets`,
  );
  const platformCents = new Map<string, number>();
  let walletsCents = 0;
  for (const row of rows) {
    if (row.kind === 'wallet') walletsCents = centsFromSql(row.balance);
    else platformCents.set(String(row.kind), centsFromSql(row.balance));
  }
  return { walletsCents, platformCents };
}

/**
 * Completed deposits (in) and withdrawals (out) per day of `timeZone`, the LEDGER_DAYS days up to today: the days
 * the roll-up covers from journal_daily_totals (migration 0016), the journals since its end read one by one.
 */
async function readDays(q: Queryable, timeZone: string): Promise<LedgerDayJson[]> {
  const end = await rolledUpTo(q, timeZone);
  const firstDay = sql`((now() at time zone ${timeZone})::date - ${LEDGER_DAYS - 1}::int)`;
  const firstInstant = sql`(${firstDay}::timestamp at time zone ${timeZone})`;
  const live = (since: SQL) =>
    sql`select (${journals.createdAt} at time zone ${timeZone})::date as day, ${journals.kind} as kind,
        ${journals.amountCents} as cents
      from ${journals}
      where ${journals.createdAt} >= ${since} and ${journals.status} = 'completed'
        and ${journals.kind} in ('deposit', 'withdraw')`;
  let source: SQL;
  if (end === undefined) {
    source = live(firstInstant);
  } else {
    const at = sql`${end.toISOString()}::timestamptz`;
    source = sql`select ${journalDailyTotals.day}::date as day, ${journalDailyTotals.kind} as kind,
        ${journalDailyTotals.amountCents} as cents
      from ${journalDailyTotals}
      where ${journalDailyTotals.timeZone} = ${timeZone} and ${journalDailyTotals.status} = 'completed'
        and ${journalDailyTotals.kind} in ('deposit', 'withdraw')
        and ${journalDailyTotals.day} >= ${firstDay} and ${journalDailyTotals.day} < (${at} at time zone ${timeZone})::date
      union all ${live(sql`greatest(${at}, ${firstInstant})`)}`;
  }
  const rows = await rowsOf(
    q,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(sum(s.cents) filter (where s.kind = 'deposit'), 0)::bigint as in_cents,
        coalesce(sum(s.cents) filter (where s.kind = 'withdraw'), 0)::bigint as out_cents
      from generate_series(${firstDay}, (now() at time zone ${timeZone})::date, interval '1 day') as d(day)
      left join (${source}) as s on s.day = d.day::date
      group by d.day order by d.day`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    moneyIn: centsToDollars(centsFromSql(row.in_cents)),
    moneyOut: centsToDollars(centsFromSql(row.out_cents)),
  }));
}

/** The pending withdrawals: how many, how much, and the oldest LEDGER_PENDING_PAYOUTS_LISTED with their owners. */
async function readPendingPayouts(q: Queryable): Promise<LedgerSummaryJson['pendingPayouts']> {
  const pending = sql`${journals.kind} = 'withdraw' and ${journals.status} = 'pending'`;
  const [totals] = await rowsOf(
    q,
    sql`select count(*) as count, coalesce(sum(${journals.amountCents}), 0)::bigint as cents
      from ${journals} where ${pending}`,
  );
  const rows = await rowsOf(
    q,
    sql`select j.id, j.amount_cents, j.fee_cents, j.method, j.created_at,
        floor(extract(epoch from now() - j.created_at))::bigint as age_seconds,
        u.id as user_id, u.name, u.email
      from ${journals} j
      join wallets w on w.id = j.from_wallet_id
      join users u on u.id = w.user_id
      where j.kind = 'withdraw' and j.status = 'pending'
      order by j.created_at, j.id
      limit ${LEDGER_PENDING_PAYOUTS_LISTED}`,
  );
  const oldest = rows.map((row): PendingPayoutJson => ({
    _id: String(row.id),
    amount: centsToDollars(centsFromSql(row.amount_cents)),
    fee: centsToDollars(centsFromSql(row.fee_cents)),
    method: row.method === 'card' ? 'card' : 'bank',
    createdAt: dateFromSql(row.created_at).toISOString(),
    ageSeconds: Math.max(0, countFromSql(row.age_seconds)),
    user: { _id: String(row.user_id), name: String(row.name), email: String(row.email) },
  }));
  return {
    count: countFromSql(totals?.count),
    amount: centsToDollars(centsFromSql(totals?.cents)),
    oldest,
  };
}

export async function readLedgerSummary(
  q: Queryable,
  options: { timeZone: string; checkIntervalMinutes: number },
): Promise<LedgerSummaryJson> {
  const { walletsCents, platformCents } = await readBalances(q);
  const accounts = LEDGER_ACCOUNT_KINDS.map((kind) => ({
    kind,
    balance: centsToDollars(platformCents.get(kind) ?? 0),
  }));
  const totalCents = [...platformCents.values()].reduce((sum, cents) => sum + cents, walletsCents);
  return {
    total: centsToDollars(totalCents),
    walletsTotal: centsToDollars(walletsCents),
    accounts,
    days: await readDays(q, options.timeZone),
    pendingPayouts: await readPendingPayouts(q),
    lastCheck: await readLastLedgerCheck(q),
    checkIntervalMinutes: options.checkIntervalMinutes === 0 ? null : options.checkIntervalMinutes,
  };
}
