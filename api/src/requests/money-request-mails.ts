// The mail a payer gets when someone asks them for money (docs/requests.md), sent only while their receipts
// preference (transactionAlerts) is on, like every receipt.
import { formatCents } from '@wallet/common/money';
import { MONEY_REQUEST_LIFETIME_DAYS } from '@wallet/common/requests';
import type { MailMessage } from '../mail/mail-message';
import { escapeHtml } from '../mail/mail-message';
import type { MailRecipient } from '../mail/notification-preferences';
import type { MoneyRequestFacts } from './money-request-view';

export function moneyRequestMail(
  facts: Pick<MoneyRequestFacts, 'id' | 'requesterName' | 'amountCents' | 'note'>,
  recipient: Pick<MailRecipient, 'name' | 'email'>,
): MailMessage {
  const amount = formatCents(Number(facts.amountCents));
  const subject = `Wallet: ${facts.requesterName} requests ${amount}`;
  const lines = [
    `${facts.requesterName} asks you to pay ${amount}.`,
    ...(facts.note === null ? [] : [`Note: ${facts.note}`]),
    `Open Requests in your wallet to pay or decline it. It expires in ${MONEY_REQUEST_LIFETIME_DAYS} days.`,
    `Request: ${facts.id}`,
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
