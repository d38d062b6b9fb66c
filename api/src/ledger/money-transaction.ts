// Runs one money operation as one database transaction, run again whole when PostgreSQL reports a deadlock or a
// serialization failure, so neither ever reaches a client (DESIGN.md §3).
import type { Database } from '../db/database';
import { isRetryableTransactionError } from './database-errors';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Tries in all; with id-ordered locks a retry is rare, and several in a row mean something else is wrong. */
export const MONEY_TRANSACTION_ATTEMPTS_MAX = 8;
const RETRY_DELAY_BASE_MS = 5;
const RETRY_DELAY_CAP_MS = 200;

/** Waits a random time up to an exponentially growing bound, so retrying transactions do not collide again. */
function backoffMs(attempt: number): number {
  const bound = Math.min(RETRY_DELAY_CAP_MS, RETRY_DELAY_BASE_MS * 2 ** attempt);
  return Math.random() * bound;
}

/**
 * `work` must do everything that decides the write inside the transaction it is given, and be safe to run
 * again from the start: nothing it does outside the database may depend on an attempt having committed.
 */
export async function runMoneyTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return retryWhole(() => db.transaction(work));
}

/**
 * Runs `transaction` (one whole transaction: a db.transaction or one statement on its own) again while PostgreSQL
 * reports a deadlock or a serialization failure, up to MONEY_TRANSACTION_ATTEMPTS_MAX tries in all.
 */
export async function retryWhole<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (!isRetryableTransactionError(error) || attempt >= MONEY_TRANSACTION_ATTEMPTS_MAX) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }
}
