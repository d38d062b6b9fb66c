// Disputes (docs/disputes.md): a person reports a problem with one of their transactions, admins work through the
// queue. What the api, the bff and the web app agree on — reasons, statuses, the allowed status changes and every
// message a person reads.

/** Why a person disputes a transaction. */
export const DISPUTE_REASONS = ['wrong_recipient', 'not_received', 'unauthorized', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** open → investigating → resolved or rejected; an open dispute may also be rejected at once. */
export const DISPUTE_STATUSES = ['open', 'investigating', 'resolved', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The statuses an admin may move a dispute to from each status; resolved and rejected are final. */
export const DISPUTE_TRANSITIONS: Readonly<Record<DisputeStatus, readonly DisputeStatus[]>> = {
  open: ['investigating', 'rejected'],
  investigating: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
};

/** Still being worked on: a transaction has at most one such dispute per person. */
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = ['open', 'investigating'];

/** A note (the person's or an admin's), in characters as people count them; as long as an audit reason. */
export const DISPUTE_NOTE_LENGTH_MAX = 500;

export function canMoveDispute(from: DisputeStatus, to: DisputeStatus): boolean {
  return DISPUTE_TRANSITIONS[from].includes(to);
}

export const disputeReasonLabels: Readonly<Record<DisputeReason, string>> = {
  wrong_recipient: 'Sent to the wrong person',
  not_received: 'Money not received',
  unauthorized: "I didn't make this transaction",
  other: 'Something else',
};

export const disputeStatusLabels: Readonly<Record<DisputeStatus, string>> = {
  open: 'Open',
  investigating: 'Investigating',
  resolved: 'Resolved',
  rejected: 'Rejected',
};

export const disputeMessages = {
  transactionRequired: 'Please choose the transaction you have a problem with',
  transactionNotFound: 'Transaction not found',
  reasonRequired: 'Please choose what went wrong',
  reason: 'reason must be wrong_recipient, not_received, unauthorized or other',
  noteRequired: 'Please describe the problem',
  noteTooLong: `Note must be at most ${DISPUTE_NOTE_LENGTH_MAX} characters`,
  noteInvalid: 'Note must be text',
  alreadyOpen:
    'You have already reported a problem with this transaction. We will mail you when its status changes.',
  statusRequired: 'Please choose the new status',
  status: 'status must be open, investigating, resolved or rejected',
  transition: (from: DisputeStatus, to: DisputeStatus) =>
    from === to
      ? `This dispute is already ${disputeStatusLabels[from].toLowerCase()}`
      : DISPUTE_TRANSITIONS[from].length === 0
        ? `This dispute is ${disputeStatusLabels[from].toLowerCase()} and can no longer change`
        : `A dispute that is ${disputeStatusLabels[from].toLowerCase()} can only become ${DISPUTE_TRANSITIONS[
            from
          ]
            .map((status) => disputeStatusLabels[status].toLowerCase())
            .join(' or ')}`,
  notFound: 'Dispute not found',
  reported: "Problem reported. We'll look into it and mail you when its status changes.",
  updated: (status: DisputeStatus) => `Dispute marked ${disputeStatusLabels[status].toLowerCase()}`,
} as const;

/** One entry of a dispute's history: the person's report, or an admin's status change, with its note. */
export interface DisputeNoteJson {
  /** The status the dispute took with this entry (open for the report itself). */
  status: DisputeStatus;
  note: string | null;
  /** Who wrote it: the reporter, or an admin (named only to admins). */
  authorRole: 'reporter' | 'admin';
  authorName: string | null;
  createdAt: string;
}

/** A dispute as the api answers it (docs/disputes.md); times ISO-8601. */
export interface DisputeJson {
  _id: string;
  transactionId: string;
  reporter: { _id: string; name: string };
  reason: DisputeReason;
  /** The reporter's own description of the problem. */
  note: string | null;
  status: DisputeStatus;
  notes: DisputeNoteJson[];
  createdAt: string;
  updatedAt: string;
}
