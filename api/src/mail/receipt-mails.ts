// The receipts of completed money movements (docs/settings.md): one mail per party, with the amount, the fee, who
// was on the other side, the party's balance right after the movement and the transaction id.
import { formatCents } from '@wallet/common/money';
import type { WithdrawMethod } from '@wallet/common/wallet';
import type { MailMessage } from './mail-message';
import { escapeHtml } from './mail-message';

/**
 * What one party is told. `deposit`: the depositor; `send` / `receive`: the sender / the receiver;
 * `cash_in_*` / `cash_out_*`: the user or the agent of a cash in or cash out; `withdrawal_completed`: the owner of
 * a paid-out withdrawal; `withdrawal_failed`: the owner of a failed one, refunded; `reversal_debit` /
 * `reversal_credit`: the party who gives the money back / gets it back when an admin reversal is approved.
 */
export type ReceiptKind =
  | 'deposit'
  | 'send'
  | 'receive'
  | 'cash_in_user'
  | 'cash_in_agent'
  | 'cash_out_user'
  | 'cash_out_agent'
  | 'withdrawal_completed'
  | 'withdrawal_failed'
  | 'reversal_debit'
  | 'reversal_credit';

/** The facts of one receipt, taken from the committed movement itself, never from a later read. */
export interface Receipt {
  kind: ReceiptKind;
  /** Who gets it, if their preferences say so. */
  userId: string;
  journalId: string;
  amountCents: number;
  /** This party's wallet balance right after the movement (for a paid-out withdrawal: when it was paid out). */
  balanceCents: number;
  /** The person on the other side; absent when it is a bank or card. */
  counterpartyName?: string;
  /** What this party paid on top of the amount (a withdrawal's fee). */
  feeCents?: number;
  /** What this party earned (an agent's commission). */
  commissionCents?: number;
  /** A withdrawal's bank or card. */
  method?: WithdrawMethod;
  /** Why a payout failed. */
  failureReason?: string | null;
}

const METHOD_NAMES: Readonly<Record<WithdrawMethod, string>> = {
  bank: 'your bank account',
  card: 'your card',
};

interface ReceiptWording {
  /** Follows "Wallet receipt: ". */
  subject: string;
  /** The first sentence of the mail. */
  summary: string;
  /** The label of the counterparty line, and its value. */
  party: { label: 'From' | 'To'; name: string };
}

function wordingOf(receipt: Receipt): ReceiptWording {
  const amount = formatCents(receipt.amountCents);
  const name = receipt.counterpartyName ?? 'someone';
  const method = receipt.method === undefined ? 'your bank or card' : METHOD_NAMES[receipt.method];
  switch (receipt.kind) {
    case 'deposit':
      return {
        subject: `${amount} added to your wallet`,
        summary: `You added ${amount} to your wallet.`,
        party: { label: 'From', name: 'your bank or card' },
      };
    case 'send':
      return {
        subject: `you sent ${amount} to ${name}`,
        summary: `You sent ${amount} to ${name}.`,
        party: { label: 'To', name },
      };
    case 'receive':
      return {
        subject: `you received ${amount} from ${name}`,
        summary: `You received ${amount} from ${name}.`,
        party: { label: 'From', name },
      };
    case 'cash_in_user':
      return {
        subject: `cash in of ${amount} from ${name}`,
        summary: `Agent ${name} cashed in ${amount} to your wallet.`,
        party: { label: 'From', name },
      };
    case 'cash_in_agent':
      return {
        subject: `cash in of ${amount} to ${name}`,
        summary: `You cashed in ${amount} to ${name}'s wallet.`,
        party: { label: 'To', name },
      };
    case 'cash_out_user':
      return {
        subject: `cash out of ${amount} with ${name}`,
        summary: `You cashed out ${amount} with agent ${name}.`,
        party: { label: 'To', name },
      };
    case 'cash_out_agent':
      return {
        subject: `cash out of ${amount} for ${name}`,
        summary: `You cashed out ${amount} from ${name}'s wallet.`,
        party: { label: 'From', name },
      };
    case 'withdrawal_completed':
      return {
        subject: `withdrawal of ${amount} paid out`,
        summary: `Your withdrawal of ${amount} has been paid out to ${method}.`,
        party: { label: 'To', name: method },
      };
    case 'withdrawal_failed':
      return {
        subject: `withdrawal of ${amount} failed and was refunded`,
        summary: `Your withdrawal of ${amount} to ${method} could not be paid out. The amount and its fee are back in your wallet.`,
        party: { label: 'To', name: method },
      };
    case 'reversal_debit':
      return {
        subject: `${amount} reversed to ${name}`,
        summary: `An earlier transaction with ${name} was reversed after review: ${amount} went back to ${name} from your wallet.`,
        party: { label: 'To', name },
      };
    case 'reversal_credit':
      return {
        subject: `${amount} returned from ${name}`,
        summary: `An earlier transaction with ${name} was reversed after review: ${amount} came back to your wallet.`,
        party: { label: 'From', name },
      };
  }
}

/** The lines of the receipt's table, label and value; a fee, a commission and a reason only when there is one. */
function detailsOf(receipt: Receipt, wording: ReceiptWording): [label: string, value: string][] {
  const refunded = receipt.kind === 'withdrawal_failed';
  const details: [string, string][] = [
    [refunded ? 'Amount refunded' : 'Amount', formatCents(receipt.amountCents)],
  ];
  const { feeCents = 0, commissionCents = 0, failureReason } = receipt;
  if (feeCents > 0) details.push([refunded ? 'Fee refunded' : 'Fee', formatCents(feeCents)]);
  if (commissionCents > 0) details.push(['Your commission', formatCents(commissionCents)]);
  details.push([wording.party.label, wording.party.name]);
  if (failureReason !== undefined && failureReason !== null) details.push(['Reason', failureReason]);
  details.push(['Your new balance', formatCents(receipt.balanceCents)]);
  details.push(['Transaction ID', receipt.journalId]);
  return details;
}

/** Subject lines are one line: a name never breaks one, whatever it holds. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ');
}

export function receiptMail(receipt: Receipt, recipient: { email: string; name: string }): MailMessage {
  const wording = wordingOf(receipt);
  const details = detailsOf(receipt, wording);
  const text = [
    `Hello ${recipient.name},`,
    '',
    wording.summary,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'You get this receipt because transaction alerts are on in your Wallet settings.',
    '',
    '— Wallet',
  ].join('\n');
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding: 2px 16px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(recipient.name)},</p>
<p>${escapeHtml(wording.summary)}</p>
<table role="presentation">
${rows}
</table>
<p>You get this receipt because transaction alerts are on in your Wallet settings.</p>
<p>— Wallet</p>
</body></html>`;
  return { to: recipient.email, subject: oneLine(`Wallet receipt: ${wording.subject}`), text, html };
}
