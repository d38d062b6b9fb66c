// The mail a reporter gets on every status change of their dispute (docs/disputes.md), whatever their
// transaction-alerts preference: it answers their own complaint, it is no transaction alert.
import type { DisputeJson } from '@wallet/common/disputes';
import { disputeReasonLabels, disputeStatusLabels } from '@wallet/common/disputes';
import type { MailMessage } from '../mail/mail-message';
import { escapeHtml } from '../mail/mail-message';
import type { MailRecipient } from '../mail/notification-preferences';

const STATUS_LINES = {
  open: 'We have received your report.',
  investigating: 'We are looking into the problem you reported.',
  resolved: 'We have resolved the problem you reported.',
  rejected: 'We looked into the problem you reported and could not find anything to correct.',
} as const;

export function disputeStatusMail(
  dispute: Pick<DisputeJson, '_id' | 'transactionId' | 'reason' | 'status' | 'notes'>,
  recipient: Pick<MailRecipient, 'name' | 'email'>,
): MailMessage {
  const status = disputeStatusLabels[dispute.status];
  const subject = `Wallet: your dispute is ${status.toLowerCase()}`;
  const latest = dispute.notes.at(-1);
  const lines = [
    STATUS_LINES[dispute.status],
    `Problem: ${disputeReasonLabels[dispute.reason]}`,
    `Status: ${status}`,
    ...(latest?.authorRole === 'admin' && latest.note !== null
      ? [`Note from Wallet support: ${latest.note}`]
      : []),
    'Open the transaction in your history to see every update.',
    `Transaction: ${dispute.transactionId}`,
    `Dispute: ${dispute._id}`,
  ];
  const text = [`Hello ${recipient.name},`, '', ...lines.flatMap((line) => [line, '']), '— Wallet'].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(recipient.name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>— Wallet</p>
</body></html>`;
  return { to: recipient.email, subject, text, html };
}
