// The embedded payout processor (DESIGN.md §3): settles pending withdrawals older than PAYOUT_DELAY_S, one
// transaction each, completing or failing them as a pluggable decision says.
import type { Database } from '../db/database';
import type { MoneyContext } from '../ledger/money-context';
import { runMoneyTransaction } from '../ledger/money-transaction';
import type { Logger } from '../logger';
import type { Receipt } from '../mail/receipt-mails';
import type { SendReceipts } from '../mail/send-receipts';
import type { DuePayout, PendingWithdrawal } from './settle-withdrawal';
import { completePayout, failPayout, lockNextDuePayout } from './settle-withdrawal';

export type PayoutOutcome = 'completed' | { failed: string };

/**
 * What the bank or card network said about one payout. It runs while the withdrawal's row is locked, so it
 * must not wait on the database itself; a throw leaves the withdrawal pending for the next round, and it may be
 * asked again for the same withdrawal when the transaction is retried (a real integration makes it idempotent).
 */
export type DecidePayout = (withdrawal: PendingWithdrawal) => PayoutOutcome | Promise<PayoutOutcome>;

/** The embedded default: every payout goes through. */
export const completeEveryPayout: DecidePayout = () => 'completed';

export const PAYOUT_POLL_INTERVAL_MS_DEFAULT = 1_000;
/** Withdrawals settled per round at most, so one round never holds the loop for long. */
export const PAYOUTS_PER_ROUND_MAX = 100;

export interface PayoutProcessorOptions {
  db: Database;
  money: MoneyContext;
  logger: Logger;
  delaySeconds: number;
  decide?: DecidePayout;
  pollIntervalMs?: number;
  /** false: no timer, rounds run only through runRound (tests place withdrawals in the past and settle none). */
  polling?: boolean;
  /** Tells the owner once a settlement has committed: paid out, or failed and refunded. */
  sendReceipts?: SendReceipts;
}

export interface PayoutProcessor {
  /** Settles what is due now; resolves with how many withdrawals it settled. */
  runRound(): Promise<number>;
  /** Stops polling and waits for a round in progress to end. Safe to call twice. */
  stop(): Promise<void>;
}

export function startPayoutProcessor(options: PayoutProcessorOptions): PayoutProcessor {
  const decide = options.decide ?? completeEveryPayout;
  const pollIntervalMs = options.pollIntervalMs ?? PAYOUT_POLL_INTERVAL_MS_DEFAULT;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> = Promise.resolve(0);

  const settleOne = (skipIds: readonly string[]) =>
    runMoneyTransaction(options.db, async (tx): Promise<RoundStep | undefined> => {
      const withdrawal = await lockNextDuePayout(tx, options.delaySeconds, skipIds);
      if (withdrawal === undefined) return undefined;
      let outcome: PayoutOutcome;
      try {
        outcome = await decide(withdrawal);
      } catch (error) {
        options.logger.error(
          { err: error, journalId: withdrawal.id },
          'payout decision failed; left pending',
        );
        return { id: withdrawal.id, settled: false };
      }
      if (outcome === 'completed') {
        await completePayout(tx, options.money, withdrawal);
        const receipt = payoutReceipt(withdrawal, outcome, withdrawal.ownerBalanceCents);
        return { id: withdrawal.id, settled: true, receipt };
      }
      const balanceCents = await failPayout(tx, options.money, withdrawal, outcome.failed);
      return { id: withdrawal.id, settled: true, receipt: payoutReceipt(withdrawal, outcome, balanceCents) };
    });

  async function settleDue(): Promise<number> {
    let settled = 0;
    // A withdrawal whose decision failed is skipped for the rest of the round, so it cannot block the queue.
    const skipIds: string[] = [];
    for (let attempt = 0; attempt < PAYOUTS_PER_ROUND_MAX && !stopped; attempt += 1) {
      const result = await settleOne(skipIds);
      if (result === undefined) break;
      if (result.settled) settled += 1;
      else skipIds.push(result.id);
      // settleOne has returned, so the settlement it tells of has committed.
      if (result.receipt !== undefined) options.sendReceipts?.([result.receipt]);
    }
    return settled;
  }

  const runRound = () => {
    round = round.then(settleDue, settleDue);
    return round;
  };

  const schedule = () => {
    if (stopped || options.polling === false) return;
    timer = setTimeout(() => {
      void runRound()
        .then(
          (settled) => {
            if (settled > 0) options.logger.info({ settled }, 'payouts settled');
          },
          (error: unknown) => options.logger.error({ err: error }, 'payout round failed'),
        )
        .finally(schedule);
    }, pollIntervalMs);
    // Polling alone must not keep a process alive.
    timer.unref();
  };
  schedule();

  let stopping: Promise<void> | undefined;
  return {
    runRound,
    stop: () =>
      (stopping ??= (async () => {
        stopped = true;
        clearTimeout(timer);
        await round.catch(() => undefined);
      })()),
  };
}

/** One withdrawal taken up in a round: settled (with the owner's receipt) or left pending. */
interface RoundStep {
  id: string;
  settled: boolean;
  receipt?: Receipt;
}

/** The owner's receipt of a paid-out withdrawal, or the refund notice of a failed one. */
function payoutReceipt(withdrawal: DuePayout, outcome: PayoutOutcome, balanceCents: number): Receipt {
  return {
    kind: outcome === 'completed' ? 'withdrawal_completed' : 'withdrawal_failed',
    userId: withdrawal.ownerUserId,
    journalId: withdrawal.id,
    amountCents: withdrawal.amountCents,
    feeCents: withdrawal.feeCents,
    method: withdrawal.method,
    failureReason: outcome === 'completed' ? null : outcome.failed,
    balanceCents,
  };
}
