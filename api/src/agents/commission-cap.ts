// The daily cap on an agent's commission (docs/agents.md, "Commission farming"): what the agent's cash ins and cash
// outs of the current calendar day of TZ_LIMITS already earned, read while the agent's wallet is locked (every cash in
// and cash out locks it), so two operations at once cannot both earn past the cap.
import { sql } from 'drizzle-orm';
import type { LockedWallet } from '../ledger/locked-wallets';
import type { Transaction } from '../ledger/money-transaction';
import { rowsOf } from '../ledger/sql-rows';
import { commissionCents } from './commission';

export interface CommissionTerms {
  /** The commission in parts per million of the amount (AGENT_COMMISSION_RATE). */
  agentCommissionPpm: number;
  /** The most one agent earns per calendar day (AGENT_COMMISSION_DAILY_CAP). */
  agentCommissionDailyCapCents: number;
}

/** The commission the agent's cash ins and cash outs earned since the start of today. */
export async function commissionEarnedToday(tx: Transaction, agent: LockedWallet): Promise<number> {
  const [row] = await rowsOf<{ earned: string | number }>(
    tx,
    sql`select coalesce(sum(commission_cents), 0)::text as earned
      from journals
      where status = 'completed' and created_at >= ${agent.daily.periodStart.toISOString()}::timestamptz
        and ((kind = 'cash_in' and from_wallet_id = ${agent.id}) or (kind = 'cash_out' and to_wallet_id = ${agent.id}))`,
  );
  return Number(row?.earned ?? 0);
}

/** The rate's commission on this amount, cut to what is left of the agent's daily cap (0 once it is reached). */
export async function cappedCommissionCents(
  tx: Transaction,
  terms: CommissionTerms,
  agent: LockedWallet,
  amountCents: number,
): Promise<number> {
  const full = commissionCents(amountCents, terms.agentCommissionPpm);
  if (full === 0) return 0;
  const left = Math.max(0, terms.agentCommissionDailyCapCents - (await commissionEarnedToday(tx, agent)));
  return Math.min(full, left);
}
