// The after-commit hook of money movements: once a movement's transaction has committed, its parties' receipts go
// out in the background, so an answer never waits for mail and a mail that fails never touches the money.
import type { Database } from '../db/database';
import { mailRecipients } from './notification-preferences';
import type { Mailer } from './mailer';
import type { Receipt } from './receipt-mails';
import { receiptMail } from './receipt-mails';

/**
 * Hands the receipts of one committed movement over to the mailer. Call it only after the commit, and never for a
 * replayed answer: a replay moved no money, and its receipts went out with the first answer. It never throws; the
 * mailer's idle() and close() wait for the receipts from the moment they are handed over.
 */
export type SendReceipts = (receipts: readonly Receipt[]) => void;

export function receiptSender({ db, mailer }: { db: Database; mailer: Mailer }): SendReceipts {
  return (receipts) => {
    if (receipts.length === 0) return;
    mailer.sendComposed(() => composeReceipts(db, receipts), {
      message: 'receipts could not be handed to the mailer',
      context: { journalId: receipts[0]?.journalId },
    });
  };
}

/** One query for all the parties (who wants receipts, with their current name and address), then one mail each. */
async function composeReceipts(db: Database, receipts: readonly Receipt[]) {
  const recipients = await mailRecipients(
    db,
    receipts.map((receipt) => receipt.userId),
    'receipts',
  );
  const recipientById = new Map(recipients.map((recipient) => [recipient.userId, recipient]));
  return receipts.flatMap((receipt) => {
    const recipient = recipientById.get(receipt.userId);
    return recipient === undefined ? [] : [receiptMail(receipt, recipient)];
  });
}
