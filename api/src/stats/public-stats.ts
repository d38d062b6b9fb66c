// The landing page's figures (DESIGN.md §9.1): real counts from the ledger, not made-up numbers.
import { centsToDollars } from '@wallet/common/money';
import type { Database } from '../db/database';
import { readPublicFigures } from './stats.repository';

export interface PublicStats {
  totalUsers: number;
  totalAgents: number;
  totalTransactions: number;
  /** Dollars moved by completed transactions, at most two decimals. */
  totalVolume: number;
}

/** `timeZone`: the api's TZ_LIMITS, whose daily roll-up of the journals serves the journals' figures. */
export async function getPublicStats(db: Database, timeZone: string): Promise<PublicStats> {
  const figures = await readPublicFigures(db, timeZone);
  return {
    totalUsers: figures.userCount,
    totalAgents: figures.agentCount,
    totalTransactions: figures.journalCount,
    totalVolume: centsToDollars(figures.completedVolumeCents),
  };
}
