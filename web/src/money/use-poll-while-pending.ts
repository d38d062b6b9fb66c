// Asks a query again every few seconds while one of the movements it shows is pending, so a settled, failed or
// cancelled one (and the balance with it) shows without a reload.
import { useEffect } from 'react';
import type { TransactionStatus } from '../gql/graphql';

/** How often a list with a pending movement asks again. */
export const PENDING_POLL_INTERVAL_MS = 3000;

/** The polling half of a useQuery result. */
interface Polling {
  startPolling: (intervalMs: number) => void;
  stopPolling: () => void;
}

export function usePollWhilePending(
  transactions: readonly { status: TransactionStatus }[],
  { startPolling, stopPolling }: Polling,
): void {
  const anyPending = transactions.some((transaction) => transaction.status === 'PENDING');
  useEffect(() => {
    if (!anyPending) return undefined;
    startPolling(PENDING_POLL_INTERVAL_MS);
    return () => stopPolling();
  }, [anyPending, startPolling, stopPolling]);
}
