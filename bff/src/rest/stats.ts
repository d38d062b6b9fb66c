// Figures of the api's /stats routes, as the api sends them.
import type { RestClient } from './client';

/** GET /stats/public: counts over the whole database; totalVolume in dollars (a JSON number, ≤ 2 decimals). */
export interface RestPublicStats {
  totalUsers: number;
  totalAgents: number;
  totalTransactions: number;
  totalVolume: number;
}

export async function fetchPublicStats(rest: RestClient): Promise<RestPublicStats> {
  const { data } = await rest.get<RestPublicStats>('stats/public');
  return data;
}
