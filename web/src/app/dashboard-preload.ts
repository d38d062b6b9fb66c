// The first queries of a dashboard, started by the route loaders (router.tsx) while the page's code downloads, so
// that on a slow phone the answers are on their way, all at once, before the frame and the page have rendered:
// otherwise "who is signed in" waits for the area's chunk, the overview's query for that answer, and the user's
// recent movements for the wallet. Each goes into the one Apollo cache, where the pages' own queries (same document,
// same variables) find it; a query still in flight when the page asks is shared, not sent twice.
import type { DocumentNode } from 'graphql';
import {
  RecentTransactionsQuery,
  RECENT_TRANSACTIONS_COUNT,
  UserOverviewWalletQuery,
} from '../features/wallet/UserOverview';
import {
  AGENT_RECENT_COUNT,
  AgentOverviewStatsQuery,
  AgentRecentTransactionsQuery,
} from '../features/agent/overview/AgentOverview';
import { AdminOverviewQuery } from '../features/admin/overview/AdminOverview';
import { answerOf } from '../lib/apollo';
import { MyWalletControlsQuery } from '../money/wallet-controls';
import { appApolloClient } from '../lib/apollo-client';
import { firstScreenAnswer } from '../lib/first-screen';
import type { UserRole } from '../lib/paths';
import { CurrentUserDocument } from '../lib/session';

type Preloaded = readonly [query: DocumentNode, variables?: Record<string, unknown>];

/** What each role's overview asks on arrival, with the variables its components use. */
const overviewQueries: Readonly<Record<UserRole, readonly Preloaded[]>> = {
  user: [
    [UserOverviewWalletQuery],
    [RecentTransactionsQuery, { limit: RECENT_TRANSACTIONS_COUNT }],
    // The overview's freeze banner and one-tap freeze (docs/freeze-and-limits.md).
    [MyWalletControlsQuery],
  ],
  agent: [
    [AgentOverviewStatsQuery, { period: 'TODAY' }],
    [AgentRecentTransactionsQuery, { limit: AGENT_RECENT_COUNT }],
  ],
  admin: [[AdminOverviewQuery]],
};

/** Everything a role's overview asks on arrival, who is signed in first (app/first-screen.ts sends them as one). */
export function firstScreenQueries(role: UserRole): readonly Preloaded[] {
  return [[CurrentUserDocument], ...overviewQueries[role]];
}

/**
 * Sends the queries unless the cache already holds their answers (a later visit: the pages refresh them
 * themselves). Failures are left to the pages, which ask again and show their own errors. When the entry sent the
 * first screen's request (app/first-screen.ts), its answer fills the cache instead, all queries in one write, so the
 * dashboard renders once with everything; the pages' own first asks are answered from it too (lib/apollo.ts).
 */
function preload(queries: readonly Preloaded[]): void {
  const early = firstScreenAnswer();
  if (early) {
    void early.then((data) => {
      if (!data) return sendEach(queries);
      appApolloClient.cache.batch({
        update: (cache) => {
          for (const [query, variables] of queries)
            cache.writeQuery({ query, variables, data: answerOf(query, data) });
        },
      });
    });
    return;
  }
  sendEach(queries);
}

function sendEach(queries: readonly Preloaded[]): void {
  for (const [query, variables] of queries) {
    appApolloClient.query({ query, variables, fetchPolicy: 'cache-first' }).catch(() => undefined);
  }
}

/** Who is signed in: every protected area's guard asks this first. */
export function preloadSession(): void {
  preload([[CurrentUserDocument]]);
}

/** The overview's own figures, for the role whose area the address is in. */
export function preloadOverview(role: UserRole): void {
  preload(overviewQueries[role]);
}
