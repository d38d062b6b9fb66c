// The ledger's invariants checked against the stored rows (DESIGN.md §3, `npm run ledger:check`): postings sum
// to zero per journal and in total, balances equal postings, none below zero, every journal has its postings, and
// what no foreign key refuses any more (postings' journals and accounts, journals' wallets and initiator) exists.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { centsFromSql, countFromSql } from '../db/sql-integers';
import type { PlatformAccountKind } from './platform-accounts';
import { PLATFORM_ACCOUNT_KINDS } from './platform-accounts';
import { rowsOf } from './sql-rows';

/** Each kind of breach lists at most this many examples; the count is always complete. */
export const BREACH_EXAMPLES_MAX = 10;

export interface LedgerFigures {
  journalCount: number;
  postingCount: number;
  /** The sum of every posting: zero in a sound ledger. */
  postingTotalCents: number;
  /** Each platform account's balance: the sum of its postings. */
  platformBalancesCents: Record<PlatformAccountKind, number>;
  walletsChecked: number;
  walletBalanceTotalCents: number;
  /** One line per breach found, with examples; empty when the ledger is sound. */
  breaches: string[];
  /** The journals each breach names among its examples (at most BREACH_EXAMPLES_MAX), one list per breach. */
  breachJournalIds: string[][];
}

async function oneRow(q: Queryable, query: SQL): Promise<Record<string, unknown>> {
  const [row] = await rowsOf(q, query);
  if (row === undefined) throw new Error('an aggregate query returned no row');
  return row;
}

interface BreachQuery {
  describe: (count: number, examples: string) => string;
  /** Selects one text column "example" per breaching row, and "journal_id" (text or null): the journal it names. */
  query: SQL;
}

/**
 * What each journal must have posted, by kind and status (docs/money.md, docs/agents.md), as the expected net
 * amount on the paying wallet, the receiving wallet and each platform account. Kinds added later without a rule
 * here are held to the general checks only (balanced, not empty).
 */
const EXPECTED_EFFECTS = sql`
  with effects as (
    select j.id, j.kind, j.status, j.amount_cents as a, j.fee_cents as f, j.commission_cents as c,
      count(p.id) as postings,
      coalesce(sum(p.amount_cents) filter (where p.account_id = j.from_wallet_id), 0) as from_net,
      coalesce(sum(p.amount_cents) filter (where p.account_id = j.to_wallet_id), 0) as to_net,
      coalesce(sum(p.amount_cents) filter (where la.kind = 'funding'), 0) as funding_net,
      coalesce(sum(p.amount_cents) filter (where la.kind = 'payouts'), 0) as payouts_net,
      coalesce(sum(p.amount_cents) filter (where la.kind = 'payouts_pending'), 0) as pending_net,
      coalesce(sum(p.amount_cents) filter (where la.kind = 'fees'), 0) as fees_net,
      coalesce(sum(p.amount_cents) filter (where la.kind = 'commissions'), 0) as commissions_net,
      o.kind as original_kind,
      coalesce(o.from_wallet_id = j.to_wallet_id and o.to_wallet_id = j.from_wallet_id, false) as mirrors
    from journals j
    left join postings p on p.journal_id = j.id
    left join ledger_accounts la on la.id = p.account_id
    left join journals o on o.id = j.reverses_journal_id
    group by j.id, o.id
  )
  select id::text || ' (' || kind || ', ' || status || ')' as example, id::text as journal_id from effects
  where postings = 0
    or (kind = 'deposit' and not (status = 'completed' and funding_net = -a and to_net = a))
    or (kind = 'send' and not (status = 'completed' and from_net = -a and to_net = a))
    or (kind = 'cash_in' and not (status = 'completed' and from_net = c - a and to_net = a and commissions_net = -c))
    or (kind = 'cash_out' and not (status = 'completed' and from_net = -a and to_net = a + c and commissions_net = -c))
    or (kind = 'withdraw' and not (
      (status = 'pending' and from_net = -(a + f) and pending_net = a and fees_net = f and payouts_net = 0)
      or (status = 'completed' and from_net = -(a + f) and pending_net = 0 and fees_net = f and payouts_net = a)
      or (status in ('failed', 'cancelled') and from_net = 0 and pending_net = 0 and fees_net = 0 and payouts_net = 0)
    ))
    -- A reversal (docs/reversals.md) moves back part or all of a send, cash in or cash out between the same two
    -- wallets the other way: from = the original's receiver, to = its payer, the commission back to the platform.
    or (kind = 'reversal' and not (status = 'completed' and mirrors and (
      (original_kind = 'send' and from_net = -a and to_net = a and c = 0 and commissions_net = 0)
      or (original_kind = 'cash_in' and from_net = -a and to_net = a - c and commissions_net = c)
      or (original_kind = 'cash_out' and from_net = -(a + c) and to_net = a and commissions_net = c)
    )))`;

const BREACH_QUERIES: readonly BreachQuery[] = [
  {
    describe: (count, examples) => `${count} journal(s) whose postings do not sum to zero: ${examples}`,
    query: sql`select journal_id::text || ' (' || sum(amount_cents)::text || ')' as example,
        journal_id::text as journal_id
      from postings group by journal_id having sum(amount_cents) <> 0`,
  },
  {
    describe: (count, examples) =>
      `${count} wallet(s) whose balance is not the sum of their postings: ${examples}`,
    query: sql`select w.id::text || ' (balance ' || w.balance_cents::text || ', postings '
        || coalesce(s.total, 0)::text || ')' as example, null::text as journal_id
      from wallets w
      left join (select account_id, sum(amount_cents) as total from postings group by account_id) s
        on s.account_id = w.id
      where w.balance_cents <> coalesce(s.total, 0)`,
  },
  {
    // postings carry no foreign keys (db/schema.ts): what they would have refused is checked here.
    describe: (count, examples) =>
      `${count} posting(s) without their journal or on an unknown account: ${examples}`,
    query: sql`select p.id::text || ' (journal ' || p.journal_id::text || ', account ' || p.account_id::text
        || ')' as example, p.journal_id::text as journal_id
      from postings p
      where not exists (select 1 from journals j where j.id = p.journal_id)
        or not exists (select 1 from ledger_accounts a where a.id = p.account_id)`,
  },
  {
    // journals carry no foreign keys either (migration 0017_send_lean): their wallets and initiator are checked here.
    describe: (count, examples) =>
      `${count} journal(s) naming a wallet or an initiator that does not exist: ${examples}`,
    query: sql`select j.id::text || ' (' || j.kind || ')' as example, j.id::text as journal_id
      from journals j
      where (j.from_wallet_id is not null and not exists (select 1 from wallets w where w.id = j.from_wallet_id))
        or (j.to_wallet_id is not null and not exists (select 1 from wallets w where w.id = j.to_wallet_id))
        or (j.initiated_by is not null and not exists (select 1 from users u where u.id = j.initiated_by))`,
  },
  {
    // The approvals lock the original and count what was reversed (api/src/reversals/reversals.ts): never more.
    describe: (count, examples) =>
      `${count} journal(s) reversed by more than their amount or commission: ${examples}`,
    query: sql`select o.id::text || ' (' || o.amount_cents::text || ' reversed ' || sum(r.amount_cents)::text
        || ')' as example, o.id::text as journal_id
      from journals r join journals o on o.id = r.reverses_journal_id
      group by o.id
      having sum(r.amount_cents) > o.amount_cents or sum(r.commission_cents) > o.commission_cents`,
  },
  {
    describe: (count, examples) => `${count} wallet(s) below zero: ${examples}`,
    query: sql`select id::text || ' (' || balance_cents::text || ')' as example,
      null::text as journal_id from wallets where balance_cents < 0`,
  },
  {
    describe: (count, examples) =>
      `${count} journal(s) without the postings their kind and status require: ${examples}`,
    query: EXPECTED_EFFECTS,
  },
];

interface Breach {
  description: string;
  journalIds: string[];
}

async function findBreach(q: Queryable, check: BreachQuery): Promise<Breach | undefined> {
  const [counted] = await rowsOf(q, sql`select count(*) as count from (${check.query}) as breaches`);
  const count = countFromSql(counted?.count);
  if (count === 0) return undefined;
  const examples = await rowsOf(
    q,
    sql`select example, journal_id from (${check.query}) as breaches order by example limit ${BREACH_EXAMPLES_MAX}`,
  );
  const journalIds = examples.flatMap((row) => (typeof row.journal_id === 'string' ? [row.journal_id] : []));
  return {
    description: check.describe(count, examples.map((row) => String(row.example)).join(', ')),
    journalIds: [...new Set(journalIds)],
  };
}

export async function checkLedger(q: Queryable): Promise<LedgerFigures> {
  const totals = await oneRow(
    q,
    sql`select (select count(*) from journals) as journal_count,
      (select count(*) from postings) as posting_count,
      (select coalesce(sum(amount_cents), 0)::bigint from postings) as posting_total,
      (select count(*) from wallets) as wallet_count,
      (select coalesce(sum(balance_cents), 0)::bigint from wallets) as wallet_total`,
  );
  const platformRows = await rowsOf(
    q,
    sql`select la.kind, coalesce(sum(p.amount_cents), 0)::bigint as balance
      from ledger_accounts la left join postings p on p.account_id = la.id
      where la.kind <> 'wallet' group by la.kind`,
  );
  const platformBalancesCents = Object.fromEntries(PLATFORM_ACCOUNT_KINDS.map((kind) => [kind, 0])) as Record<
    PlatformAccountKind,
    number
  >;
  const breaches: Breach[] = [];
  for (const kind of PLATFORM_ACCOUNT_KINDS) {
    const row = platformRows.find((candidate) => candidate.kind === kind);
    if (row === undefined)
      breaches.push({ description: `the platform account "${kind}" is missing`, journalIds: [] });
    else platformBalancesCents[kind] = centsFromSql(row.balance);
  }
  const postingTotalCents = centsFromSql(totals.posting_total);
  if (postingTotalCents !== 0) {
    breaches.push({
      description: `all postings sum to ${postingTotalCents} cents, not zero`,
      journalIds: [],
    });
  }
  for (const check of BREACH_QUERIES) {
    const breach = await findBreach(q, check);
    if (breach !== undefined) breaches.push(breach);
  }
  return {
    journalCount: countFromSql(totals.journal_count),
    postingCount: countFromSql(totals.posting_count),
    postingTotalCents,
    platformBalancesCents,
    walletsChecked: countFromSql(totals.wallet_count),
    walletBalanceTotalCents: centsFromSql(totals.wallet_total),
    breaches: breaches.map((breach) => breach.description),
    breachJournalIds: breaches.map((breach) => breach.journalIds),
  };
}
