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

export async function getPublicStats(db: Database): Promise<PublicStats> {
  const figures = await readPublicFigures(db);
  return {
    totalUsers: figures.userCount,
    totalAgents: figures.agentCount,
    totalTransactions: figures.journalCount,
    totalVolume: centsToDollars(figures.completedVolumeCents),
  };
}
