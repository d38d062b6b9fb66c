// AgentStats and FlowTotal from GET /stats/agent: one cache entry per period, the lowercase REST period as the enum, dollars Money.
import type { AgentStatsResolvers, FlowTotalResolvers, StatsPeriod } from '../__generated__/resolvers-types';
import type { StatsPeriod as RestStatsPeriod } from '@wallet/common/agents';
import { restDollarsToMoney } from './scalars';

const PERIOD_TO_REST: Readonly<Record<StatsPeriod, RestStatsPeriod>> = {
  TODAY: 'today',
  WEEK: 'week',
  MONTH: 'month',
};

const PERIOD_FROM_REST: Readonly<Record<RestStatsPeriod, StatsPeriod>> = {
  today: 'TODAY',
  week: 'WEEK',
  month: 'MONTH',
};

export function statsPeriodToRest(period: StatsPeriod): RestStatsPeriod {
  return PERIOD_TO_REST[period];
}

/** A period the schema does not know means the api and the bff disagree: a bug to report, not a value to guess. */
export function statsPeriodFromRest(period: RestStatsPeriod): StatsPeriod {
  if (!Object.hasOwn(PERIOD_FROM_REST, period)) {
    throw new TypeError(`The api sent agent figures for an unknown period ${JSON.stringify(period)}`);
  }
  return PERIOD_FROM_REST[period];
}

/** Each period keeps its own entry in the client's cache: "agent-stats:today", "agent-stats:week"… */
export function agentStatsId(period: RestStatsPeriod): string {
  return `agent-stats:${period}`;
}

export const AgentStats: AgentStatsResolvers = {
  id: (stats) => agentStatsId(stats.period),
  period: (stats) => statsPeriodFromRest(stats.period),
  walletBalance: (stats) => restDollarsToMoney(stats.walletBalance),
  totalVolume: (stats) => restDollarsToMoney(stats.totalVolume),
  averageTransaction: (stats) => restDollarsToMoney(stats.averageTransaction),
  commissionEarned: (stats) => restDollarsToMoney(stats.commissionEarned),
};

export const FlowTotal: FlowTotalResolvers = {
  amount: (total) => restDollarsToMoney(total.amount),
};
