// The after-commit hook of money movements: once a movement's transaction has committed, its parties' receipts go
// out in the background, so an answer never waits for mail and a mail that fails never touches the money.
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { mailRecipients } from '../settings/notification-preferences';
import type { Mailer } from './mailer';
import type { Receipt } from './receipt-mails';
import { receiptMail } from './receipt-mails';

/**
 * Hands the receipts of one committed movement over for mailing. Call it only after the commit, and never for a
 * replayed answer: a replay moved no money, and its receipts went out with the first answer. It never rejects; it
 * resolves once the mails are handed to the mailer (a request does not wait for that, background work may).
 */
export type SendReceipts = (receipts: readonly Receipt[]) => Promise<void>;

export function receiptSender(dependencies: { db: Database; mailer: Mailer; logger: Logger }): SendReceipts {
  return async (receipts) => {
    if (receipts.length === 0) return;
    try {
      await mailReceipts(dependencies, receipts);
    } catch (error) {
      dependencies.logger.error(
        { err: error, journalId: receipts[0]?.journalId },
        'receipts could not be handed to the mailer',
      );
    }
  };
}

/** One query for all the parties (who wants receipts, with their current name and address), then one mail each. */
async function mailReceipts(
  { db, mailer }: { db: Database; mailer: Mailer },
  receipts: readonly Receipt[],
): Promise<void> {
  const recipients = await mailRecipients(
    db,
    receipts.map((receipt) => receipt.userId),
    'receipts',
  );
  const recipientById = new Map(recipients.map((recipient) => [recipient.userId, recipient]));
  for (const receipt of receipts) {
    const recipient = recipientById.get(receipt.userId);
    if (recipient !== undefined) mailer.send(receiptMail(receipt, recipient));
  }
}
