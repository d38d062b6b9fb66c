// The DataLoaders of one GraphQL request (artsy/metaphysics style): built fresh per request, reads only, never writes.
import DataLoader from 'dataloader';
import type { RestClient } from '../rest/client';
import type { RestPublicStats } from '../rest/stats';
import { fetchPublicStats } from '../rest/stats';

/** The landing figures have one key; the loader dedupes them when a document asks for them more than once. */
export type PublicStatsKey = 'public';

export interface Loaders {
  publicStatsLoader: DataLoader<PublicStatsKey, RestPublicStats>;
}

export function createLoaders(rest: RestClient): Loaders {
  return {
    publicStatsLoader: new DataLoader<PublicStatsKey, RestPublicStats>(async (keys) => {
      const stats = await fetchPublicStats(rest);
      return keys.map(() => stats);
    }),
  };
}
