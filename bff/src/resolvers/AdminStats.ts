// AdminStats, MoneyTrend and DayActivity from GET /stats/admin: one cache entry, the last 30 days flattened, today
// as its own object, dollars Money.
import type {
  AdminStatsResolvers,
  DayActivityResolvers,
  MoneyTrendResolvers,
} from '../__generated__/resolvers-types';
import { restDollarsToMoney } from './scalars';

/** There is one set of admin figures, so one key keeps one copy in the client's cache. */
export const ADMIN_STATS_ID = 'admin-stats';

export const AdminStats: AdminStatsResolvers = {
  id: () => ADMIN_STATS_ID,
  recentTransactionCount: (stats) => stats.last30Days.transactionCount,
  recentVolume: (stats) => restDollarsToMoney(stats.last30Days.volume),
  completionRate: (stats) => stats.last30Days.completionRate,
};

export const MoneyTrend: MoneyTrendResolvers = {
  total: (trend) => restDollarsToMoney(trend.total),
  thisMonth: (trend) => restDollarsToMoney(trend.thisMonth),
  lastMonth: (trend) => restDollarsToMoney(trend.lastMonth),
};

export const DayActivity: DayActivityResolvers = {
  volume: (day) => restDollarsToMoney(day.volume),
};
