// PublicStats from GET /stats/public: one cache entry ("public") and the volume as Money.
import type { PublicStatsResolvers } from '../__generated__/resolvers-types';
import { restDollarsToMoney } from './scalars';

/** There is one set of landing figures, so one key keeps one copy in the client's cache. */
export const PUBLIC_STATS_ID = 'public';

export const PublicStats: PublicStatsResolvers = {
  id: () => PUBLIC_STATS_ID,
  totalVolume: (stats) => restDollarsToMoney(stats.totalVolume),
};
