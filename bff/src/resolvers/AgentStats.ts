// AgentStats and FlowTotal from GET /stats/agent: one cache entry per period, the lowercase REST period passes through, dollars Money.
import type { AgentStatsResolvers, FlowTotalResolvers } from '../__generated__/resolvers-types';
import type { StatsPeriod as RestStatsPeriod } from '@wallet/common/agents';
import { restDollarsToMoney } from './scalars';

/** Each period keeps its own entry in the client's cache: "agent-stats:today", "agent-stats:week"… */
export function agentStatsId(period: RestStatsPeriod): string {
  return `agent-stats:${period}`;
}

export const AgentStats: AgentStatsResolvers = {
  id: (stats) => agentStatsId(stats.period),
  walletBalance: (stats) => restDollarsToMoney(stats.walletBalance),
  totalVolume: (stats) => restDollarsToMoney(stats.totalVolume),
  averageTransaction: (stats) => restDollarsToMoney(stats.averageTransaction),
  commissionEarned: (stats) => restDollarsToMoney(stats.commissionEarned),
};

export const FlowTotal: FlowTotalResolvers = {
  amount: (total) => restDollarsToMoney(total.amount),
};
