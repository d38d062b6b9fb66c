// After a money mutation the server alone knows the lists and figures the movement changed (which page it lands on,
// the summary's totals with their fees, an agent's commission): they are dropped from the cache, and each screen
// that shows one asks the server again. The payload's wallet and transaction need nothing here: they have ids, so
// the cache updates them by normalization.
import type { ApolloCache } from '@apollo/client';

/** The root fields a movement can change: every page and filter of the history, and an agent's stats. */
export const MOVEMENT_FIELDS = ['myTransactions', 'agentStats'] as const;

/**
 * Evicts every cached argument set of the movement fields (a query showing one refetches at once; one not shown
 * fetches when it is next shown). No `gc()`: a dialog may still show a movement that only a dropped list held.
 */
export function forgetMovementLists(cache: ApolloCache): void {
  for (const fieldName of MOVEMENT_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
}
