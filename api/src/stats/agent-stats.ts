// GET /stats/agent (docs/agents.md): the signed-in agent's figures for today, the last 7 or the last 30 days, all
// computed in SQL over the journals their wallet is a party to; the days are calendar days of TZ_LIMITS.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { STATS_PERIODS, agentMessages } from '@wallet/common/agents';
import type { StatsPeriod } from '@wallet/common/agents';
import { centsToDollars } from '@wallet/common/money';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { startOfTodaySql, WALLET_NOT_FOUND_MESSAGE } from '../ledger/locked-wallets';
import { readAgentFigures } from './stats.repository';
import type { AgentStatsJson } from '@wallet/common/agents-json';

/** How many whole days before the start of today each period reaches back. */
export const PERIOD_DAYS_BEFORE_TODAY: Readonly<Record<StatsPeriod, number>> = {
  today: 0,
  week: 7,
  month: 30,
};

export function parseStatsPeriod(value: unknown): StatsPeriod {
  const period = STATS_PERIODS.find((candidate) => candidate === value);
  if (period === undefined)
    throw new AppError(400, agentMessages.periodInvalid, 'VALIDATION_FAILED', 'period');
  return period;
}

/**
 * The first instant of the period: the start of today in the zone, less whole calendar days counted in that
 * zone (so a daylight-saving change in between moves no boundary off midnight).
 */
export function periodStartSql(period: StatsPeriod, timeZone: string): SQL {
  return startOfDaysBeforeTodaySql(PERIOD_DAYS_BEFORE_TODAY[period], timeZone);
}

/** The first instant of the calendar day `days` days before today in the zone (0: today's). */
export function startOfDaysBeforeTodaySql(days: number, timeZone: string): SQL {
  const today = startOfTodaySql(timeZone);
  if (days === 0) return today;
  return sql`((${today} at time zone ${timeZone}) - make_interval(days => ${days})) at time zone ${timeZone}`;
}

export async function getAgentStats(
  q: Queryable,
  agentUserId: string,
  period: StatsPeriod,
  timeZone: string,
): Promise<AgentStatsJson> {
  const figures = await readAgentFigures(q, agentUserId, periodStartSql(period, timeZone));
  if (figures === undefined) throw new AppError(404, WALLET_NOT_FOUND_MESSAGE);
  return {
    period,
    cashIn: { amount: centsToDollars(figures.cashInCents), count: figures.cashInCount },
    cashOut: { amount: centsToDollars(figures.cashOutCents), count: figures.cashOutCount },
    send: { amount: centsToDollars(figures.sendCents), count: figures.sendCount },
    walletBalance: centsToDollars(figures.balanceCents),
    totalTransactions: figures.totalCount,
    successRate: figures.successRate,
    totalVolume: centsToDollars(figures.completedCents),
    averageTransaction: centsToDollars(figures.averageCents),
    commissionEarned: centsToDollars(figures.commissionCents),
    isApproved: figures.isApproved,
    memberSince: figures.memberSince.toISOString(),
  };
}
