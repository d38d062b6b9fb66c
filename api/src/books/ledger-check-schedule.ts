// The api's own ledger check (docs/ledger.md): every LEDGER_CHECK_INTERVAL_MIN minutes, on every instance, each run
// taking the check's advisory lock without waiting and skipped when a check (any instance's, or an admin's) began
// within half an interval — so N instances still run about one check per interval, never two at once.
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { runLedgerCheck } from './ledger-checks';

export interface LedgerCheckSchedule {
  stop(): Promise<void>;
}

/** Starts the schedule (the first run after one interval, not at start); intervalMs 0 starts nothing. */
export function startLedgerCheckSchedule(
  db: Database,
  logger: Logger,
  intervalMs: number,
): LedgerCheckSchedule {
  if (intervalMs === 0) return { stop: () => Promise.resolve() };
  let run: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    run = run.then(async () => {
      try {
        const outcome = await runLedgerCheck(db, { skipIfCheckedWithinMs: intervalMs / 2 });
        if (!outcome.ran) return;
        const { check } = outcome;
        if (check.ok) logger.info({ durationMs: check.durationMs }, 'ledger check: the books balance');
        else logger.error({ breaches: check.breaches, checkId: check._id }, 'ledger check found breaches');
      } catch (error) {
        logger.error({ err: error }, 'ledger check failed to run');
      }
    });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await run;
    },
  };
}
