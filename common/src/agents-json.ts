// The JSON of the agents' routes (docs/agents.md), in one place so the api that writes it and the bff that
// reads it cannot drift apart. Amounts are dollars; dates ISO strings.
import type { StatsPeriod } from './agents';

/** A sum of completed movements and how many there were. */
export interface FlowTotalJson {
  amount: number;
  count: number;
}

/** GET /stats/agent?period=: the signed-in agent's figures for the period. */
export interface AgentStatsJson {
  period: StatsPeriod;
  cashIn: FlowTotalJson;
  cashOut: FlowTotalJson;
  send: FlowTotalJson;
  walletBalance: number;
  totalTransactions: number;
  successRate: number;
  totalVolume: number;
  averageTransaction: number;
  commissionEarned: number;
  isApproved: boolean;
  memberSince: string;
}

/** POST /wallets/cash-out-code: the plain code is in this answer only. */
export interface CashOutCodeJson {
  code: string;
  /** The most an agent may cash out with it. */
  amount: number;
  expiresAt: string;
}
