// Money requests (docs/requests.md): what the api, the bff and the web app agree on — the rules' figures, the
// statuses and every message a person reads.
import { formatCents } from './money';

/** A pending request nobody answered reads as expired this long after it was made. */
export const MONEY_REQUEST_LIFETIME_DAYS = 7;
/** At most this many of a person's requests may be pending (and not expired) at once. */
export const MONEY_REQUESTS_OPEN_MAX = 20;
/** A request's note, in characters as people count them. */
export const MONEY_REQUEST_NOTE_LENGTH_MAX = 140;

/** Stored statuses, and `expired`: pending past its expiry. */
export const MONEY_REQUEST_STATUSES = ['pending', 'paid', 'declined', 'cancelled', 'expired'] as const;
export type MoneyRequestStatus = (typeof MONEY_REQUEST_STATUSES)[number];

export const MONEY_REQUEST_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type MoneyRequestDirection = (typeof MONEY_REQUEST_DIRECTIONS)[number];

export const moneyRequestStatusLabels: Readonly<Record<MoneyRequestStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const moneyRequestMessages = {
  payerRequired: 'Please select who should pay or enter their user ID',
  payerNotFound: 'Payer not found',
  requestToSelf: 'You cannot request money from yourself',
  payerBlocked: "This person's wallet is blocked and cannot pay requests",
  blockedByPayer: 'This person does not accept requests from you',
  tooManyOpen: `You already have ${MONEY_REQUESTS_OPEN_MAX} open requests. Cancel one or wait for an answer before asking again.`,
  aboveLimit: (limitCents: number) =>
    `A request cannot be for more than ${formatCents(limitCents)}, the most a person can send in a day`,
  noteTooLong: `Note must be at most ${MONEY_REQUEST_NOTE_LENGTH_MAX} characters`,
  noteInvalid: 'Note must be text',
  direction: 'direction must be incoming or outgoing',
  status: 'status must be pending, paid, declined, cancelled or expired',
  notFound: 'Request not found',
  alreadyPaid: 'This request has already been paid',
  alreadyDeclined: 'This request has been declined',
  alreadyCancelled: 'This request has been cancelled',
  expired: 'This request has expired',
  userRequired: 'Please give the user ID of the person to block',
  userNotFound: 'User not found',
  blockSelf: 'You cannot block yourself',
  created: (amount: string, name: string) => `Requested ${amount} from ${name}`,
  paid: (amount: string, name: string) => `Paid ${amount} to ${name}`,
  declined: 'Request declined',
  cancelled: 'Request cancelled',
  blocked: (name: string) => `${name} can no longer send you requests`,
  unblocked: (name: string) => `${name} can send you requests again`,
} as const;

/** A money request as the api answers it (docs/requests.md); amounts in dollars, times ISO-8601. */
export interface MoneyRequestJson {
  _id: string;
  /** As the reader sees it: incoming when the reader is asked to pay, outgoing when the reader asked. */
  direction: MoneyRequestDirection;
  requester: { _id: string; name: string };
  payer: { _id: string; name: string };
  amount: number;
  note: string | null;
  status: MoneyRequestStatus;
  /** The send that paid it; null until paid. */
  transactionId: string | null;
  expiresAt: string;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Someone whose requests the reader no longer takes. */
export interface BlockedRequesterJson {
  _id: string;
  name: string;
  blockedAt: string;
}
