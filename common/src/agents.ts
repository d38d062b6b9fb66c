// The texts of agents' work (SPEC.md §5 and §8, docs/agents.md), shared by the api's refusals and the web forms.
import { formatCents } from './money';

export const STATS_PERIODS = ['today', 'week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** The cash-out code: 6 digits, valid 10 minutes, at most 5 wrong tries. */
export const CASH_OUT_CODE_LENGTH = 6;
export const CASH_OUT_CODE_TTL_SECONDS = 10 * 60;
export const CASH_OUT_CODE_TRIES_MAX = 5;
export const AUDIT_REASON_LENGTH_MAX = 500;

export const agentMessages = {
  agentsOnly: 'Only approved agents can do this',
  userIdRequired: 'Please select a user or enter a user ID',
  userNotFound: 'User not found',
  userWalletsOnly: 'Cash in and cash out are for user wallets only',
  userWalletBlocked: "The user's wallet is blocked",
  userBalanceShort: "The user's balance is not enough for this cash out",
  codeRequired: "Please enter the user's cash-out code",
  codeInvalid: 'The cash-out code is wrong or has expired',
  codeTooSmall: 'The cash-out code does not cover this amount',
  codeLocked: 'Too many wrong codes. Ask the user to create a new code.',
  codeCreated: 'Cash-out code created',
  periodInvalid: 'period must be one of today, week, month',
  notAnAgent: 'Only agents can be approved or suspended',
  reasonTooLong: `Reason must be at most ${AUDIT_REASON_LENGTH_MAX} characters`,
  cashOutMaxHint: 'Please enter the maximum amount manually',
  insufficientFloat: (availableCents: number) =>
    `Insufficient float. Available: ${formatCents(availableCents)}`,
  cashedIn: (amount: string, name: string) => `Successfully added ${amount} to ${name}'s wallet`,
  cashedOut: (amount: string, name: string) => `Successfully withdrew ${amount} from ${name}'s wallet`,
  approved: (name: string) => `Agent ${name} has been approved successfully!`,
  suspended: (name: string) => `Agent ${name} has been suspended successfully!`,
} as const;
