// The transactional outbox of receipts (docs/money.md): a money function writes the receipts into receipt_outbox in
// the transaction that moves the money and hands them back; after the commit they go to the mailer, and each row is
// deleted once its mail is out. A rolled-back movement wrote no row and sends nothing; a row left by a crash (or a
// failed delivery) is picked up by the sweeper.
import type { Database } from '../db/database';
import type { PreparedStatement } from '../db/prepared';
import { runPrepared } from '../db/prepared';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';
import type { Receipt } from './receipt-mails';
import { receiptMail } from './receipt-mails';

/** A receipt as a money function wrote it: the facts, who to write to, and its outbox row. */
export type OutboxReceipt = Receipt & { to: string; name: string; outboxId: number };

/** Hands the receipts of one committed movement to the mailer; never throws, never waits. */
export type SendOutboxReceipts = (receipts: readonly OutboxReceipt[]) => void;

const DELETE_SENT: PreparedStatement = {
  name: 'receipt_outbox_delete_sent',
  text: 'delete from receipt_outbox where id = any($1::bigint[])',
};

/** Rows older than this are taken as left behind: their movement's own request would have sent them long ago. */
export const RECEIPT_OUTBOX_SWEEP_AGE_SECONDS = 60;
export const RECEIPT_OUTBOX_SWEEP_INTERVAL_MS = 60_000;

const TAKE_LEFT_BEHIND: PreparedStatement = {
  name: 'receipt_outbox_take_left_behind',
  text: `delete from receipt_outbox where id in (
      select id from receipt_outbox where created_at < now() - make_interval(secs => $1) order by id limit 100
      for update skip locked)
    returning receipt`,
};

function mailOf(receipt: OutboxReceipt) {
  const { to, name, outboxId: _outboxId, ...facts } = receipt;
  return receiptMail(facts, { email: to, name });
}

/**
 * How long a batch of receipts stays open for more: the receipts of every movement committed in this window go to
 * the mailer together and their outbox rows are deleted by one statement, instead of a statement (and, without SMTP,
 * one more insert) per movement. Receipts go out this much later; the answer never waits for them.
 */
export const RECEIPT_BATCH_MS = 20;

export function outboxReceiptSender(
  { db, mailer }: { db: Database; mailer: Mailer },
  batchMs = RECEIPT_BATCH_MS,
): SendOutboxReceipts {
  let open: OutboxReceipt[] | undefined;
  return (receipts) => {
    if (receipts.length === 0) return;
    if (open !== undefined) {
      open.push(...receipts);
      return;
    }
    const batch = [...receipts];
    open = batch;
    // Handed to the mailer at once, so idle() and close() wait for the batch from its first receipt on.
    mailer.sendComposed(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, batchMs));
        open = undefined;
        return batch.map(mailOf);
      },
      {
        message: 'receipts could not be sent',
        context: { journalIds: batch.map((receipt) => receipt.journalId) },
      },
      async (sent) => {
        // A receipt whose mail failed stays in the outbox; the sweeper tries it again.
        const ids = batch
          .filter((_receipt, index) => sent[index] === true)
          .map((receipt) => receipt.outboxId);
        if (ids.length > 0) await runPrepared(db, DELETE_SENT, [ids]);
      },
    );
  };
}

/** Deletes receipts unsent (demo data, which mails no one). */
export async function discardReceipts(db: Database, receipts: readonly OutboxReceipt[]): Promise<void> {
  if (receipts.length > 0) {
    await runPrepared(db, DELETE_SENT, [receipts.map((receipt) => receipt.outboxId)]);
  }
}

export interface ReceiptSweeper {
  /** Sends what is left behind now (at start, and in tests); resolves with how many. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends the receipts left in the outbox (a crash between commit and mail, a failed delivery), at most once: a row
 * is deleted as it is taken.
 */
export function startReceiptSweeper(
  { db, mailer, logger }: { db: Database; mailer: Mailer; logger: Logger },
  intervalMs = RECEIPT_OUTBOX_SWEEP_INTERVAL_MS,
  ageSeconds = RECEIPT_OUTBOX_SWEEP_AGE_SECONDS,
): ReceiptSweeper {
  const sweepOnce = async () => {
    const rows = await runPrepared<{ receipt: OutboxReceipt }>(db, TAKE_LEFT_BEHIND, [ageSeconds]);
    for (const row of rows) mailer.send(mailOf(row.receipt));
    if (rows.length > 0) logger.info({ sent: rows.length }, 'receipts left in the outbox sent');
    return rows.length;
  };
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    const next = running.then(sweepOnce);
    running = next.catch((error: unknown) => logger.error({ err: error }, 'receipt outbox sweep failed'));
    return next;
  };
  const timer = setInterval(() => void sweep().catch(() => undefined), intervalMs);
  timer.unref();
  return {
    sweep,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
