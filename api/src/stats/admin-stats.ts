// GET /stats/admin (docs/admin.md): the platform's figures, computed in SQL over every account and journal, with
// this calendar month against the last (months of TZ_LIMITS), the last 30 days, today (since midnight of TZ_LIMITS,
// the midnight the daily limits and an agent's period 'today' count from) and the newest transactions.
import { ADMIN_RECENT_TRANSACTIONS, ADMIN_SUMMARY_DAYS } from '@wallet/common/admin';
import type { AdminStatsJson, TrendJson } from '@wallet/common/admin-json';
import { centsToDollars } from '@wallet/common/money';
import type { Queryable } from '../db/database';
import { latestTransactionsForAdmin } from '../transactions/initiator-view';
import { startOfDaysBeforeTodaySql } from './agent-stats';
import type { MonthlyFigure } from './stats.repository';
import { readAdminBounds, readAdminFigures } from './stats.repository';

export async function getAdminStats(q: Queryable, timeZone: string): Promise<AdminStatsJson> {
  // The bounds first, so the figures' statement sees them as constants (see readAdminFigures).
  const readFigures = async () =>
    readAdminFigures(
      q,
      await readAdminBounds(q, timeZone, startOfDaysBeforeTodaySql(ADMIN_SUMMARY_DAYS, timeZone)),
    );
  const [figures, recentTransactions] = await Promise.all([
    readFigures(),
    latestTransactionsForAdmin(q, ADMIN_RECENT_TRANSACTIONS),
  ]);
  return {
    totalUsers: figures.users,
    totalAgents: figures.agents,
    transactionCount: figures.journals,
    totalVolume: dollarTrend(figures.volumeCents),
    last30Days: {
      transactionCount: figures.windowCount,
      volume: centsToDollars(figures.windowVolumeCents),
      completionRate: figures.windowCompletionRate,
    },
    today: { transactionCount: figures.todayCount, volume: centsToDollars(figures.todayVolumeCents) },
    activeUsers: figures.activeUsers,
    recentTransactions,
  };
}

function dollarTrend(cents: MonthlyFigure): TrendJson {
  return {
    total: centsToDollars(cents.total),
    thisMonth: centsToDollars(cents.thisMonth),
    lastMonth: centsToDollars(cents.lastMonth),
    changePercent: cents.changePercent,
  };
}
