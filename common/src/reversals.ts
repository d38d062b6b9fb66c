// Reversals (docs/reversals.md): what the api, the bff and the web app agree on — the statuses, the kinds that can be
// reversed and every message an admin reads.
import { formatCents } from './money';

export const REVERSAL_STATUSES = ['proposed', 'approved', 'rejected'] as const;
export type ReversalStatus = (typeof REVERSAL_STATUSES)[number];

/** The movements a reversal can move back: a completed send, cash in or cash out. */
export const REVERSIBLE_KINDS = ['send', 'cash_in', 'cash_out'] as const;
export type ReversibleKind = (typeof REVERSIBLE_KINDS)[number];

/** A proposal's reason, and a decision's, in characters as people count them. */
export const REVERSAL_REASON_LENGTH_MAX = 500;

export const reversalStatusLabels: Readonly<Record<ReversalStatus, string>> = {
  proposed: 'Proposed',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const reversalMessages = {
  transactionRequired: 'Please give the ID of the transaction to reverse',
  transactionNotFound: 'Transaction not found',
  notReversibleKind: 'Only a send, a cash in or a cash out can be reversed',
  notCompleted: (status: string) => `Only a completed transaction can be reversed; this one is ${status}`,
  fullyReversed: 'This transaction has already been fully reversed',
  aboveRemaining: (remainingCents: number) =>
    `At most ${formatCents(remainingCents)} of this transaction is left to reverse`,
  reasonRequired: 'Please give a reason for the reversal',
  reasonInvalid: 'Reason must be text',
  reasonTooLong: `Reason must be at most ${REVERSAL_REASON_LENGTH_MAX} characters`,
  notFound: 'Reversal not found',
  ownProposal: 'You proposed this reversal; another admin must approve or reject it',
  alreadyApproved: 'This reversal has already been approved',
  alreadyRejected: 'This reversal has already been rejected',
  status: 'status must be proposed, approved or rejected',
  transactionIdFilter: 'transactionId must be a transaction ID',
  receiverShort: (balanceCents: number, maxCents: number) =>
    `The receiver's balance is ${formatCents(balanceCents)}; reverse at most ${formatCents(maxCents)} or wait`,
  walletClosed: 'The account the money would go back to is closed; this transaction cannot be reversed',
  proposed: (amount: string) => `Reversal of ${amount} proposed; another admin must approve it`,
  approved: (amount: string) => `Reversal of ${amount} approved and posted`,
  rejected: 'Reversal rejected',
} as const;

/** A reversal proposal as the api answers it (docs/reversals.md); amounts in dollars, times ISO-8601. */
export interface ReversalJson {
  _id: string;
  transactionId: string;
  /** The original's kind: send, cash_in or cash_out. */
  transactionType: ReversibleKind;
  /** The original's whole amount. */
  transactionAmount: number;
  amount: number;
  /** The commission moved back with it (pro rata of the original's), 0 for a send. */
  commission: number;
  reason: string;
  status: ReversalStatus;
  /** Who paid in the original (gets the money back), and who received it (gives it back). */
  sender: { _id: string; name: string } | null;
  recipient: { _id: string; name: string } | null;
  proposedBy: { _id: string; name: string };
  decidedBy: { _id: string; name: string } | null;
  decisionReason: string | null;
  /** The compensating journal, once approved. */
  reversalTransactionId: string | null;
  createdAt: string;
  decidedAt: string | null;
}
