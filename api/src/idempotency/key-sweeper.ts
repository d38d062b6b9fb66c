// Forgets Idempotency-Keys past their 24 hours now and then, so the table holds about a day of keys.
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { deleteExpiredKeys } from './idempotency.repository';

export const KEY_SWEEP_INTERVAL_MS = 60_000;

export interface KeySweeper {
  stop(): Promise<void>;
}

export function startKeySweeper(
  db: Database,
  logger: Logger,
  intervalMs = KEY_SWEEP_INTERVAL_MS,
): KeySweeper {
  let sweep: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sweep = sweep.then(async () => {
      try {
        const deleted = await deleteExpiredKeys(db);
        if (deleted > 0) logger.info({ deleted }, 'expired idempotency keys removed');
      } catch (error) {
        logger.error({ err: error }, 'idempotency key sweep failed');
      }
    });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await sweep;
    },
  };
}
