// The one map per GraphQL enum from its schema name to the api's REST string. codegen.ts hands these to
// graphql-codegen as `enumValues` (so the generated resolver types speak REST strings) and schema.ts hands them to
// Apollo Server as enum resolvers (so the schema boundary translates): resolvers pass the api's strings through, and
// arguments arrive as the api's strings. A value the api sends that is not in a map fails the field loudly
// ("Enum … cannot represent value"), a disagreement to fix, not a value to guess.
import type * as admin from '@wallet/common/admin';
import type * as agents from '@wallet/common/agents';
import type * as disputes from '@wallet/common/disputes';
import type * as requests from '@wallet/common/requests';
import type * as reversals from '@wallet/common/reversals';
import type * as ledger from '@wallet/common/ledger-json';
import type * as wallet from '@wallet/common/wallet';
import type { TransactionJson } from '@wallet/common/wallet-json';
import type { RestRegisterRole } from './rest/auth';
import type { RestRole } from './rest/users';

export const Role = { USER: 'user', AGENT: 'agent', ADMIN: 'admin' } as const satisfies Record<
  string,
  RestRole
>;

export const RegisterRole = { USER: 'user', AGENT: 'agent' } as const satisfies Record<
  string,
  RestRegisterRole
>;

export const AgentStatus = {
  PENDING: 'pending',
  APPROVED: 'approved',
  SUSPENDED: 'suspended',
} as const satisfies Record<string, admin.AgentStatus>;

export const TransactionType = {
  SEND: 'send',
  RECEIVE: 'receive',
  WITHDRAW: 'withdraw',
  DEPOSIT: 'deposit',
  CASH_IN: 'cash_in',
  CASH_OUT: 'cash_out',
  REVERSAL: 'reversal',
} as const satisfies Record<string, wallet.TransactionType>;

export const TransactionStatus = {
  COMPLETED: 'completed',
  PENDING: 'pending',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
} as const satisfies Record<string, wallet.TransactionStatus>;

export const Direction = { DEBIT: 'debit', CREDIT: 'credit' } as const satisfies Record<
  string,
  TransactionJson['direction']
>;

export const WithdrawMethod = { BANK: 'bank', CARD: 'card' } as const satisfies Record<
  string,
  wallet.WithdrawMethod
>;

export const StatsPeriod = { TODAY: 'today', WEEK: 'week', MONTH: 'month' } as const satisfies Record<
  string,
  agents.StatsPeriod
>;

export const WalletStatusFilter = {
  ALL: 'all',
  ACTIVE: 'active',
  BLOCKED: 'blocked',
} as const satisfies Record<string, admin.WalletStatusFilter>;

export const WalletSortField = {
  NAME: 'name',
  BALANCE: 'balance',
  CREATED_AT: 'createdAt',
} as const satisfies Record<string, admin.WalletSortField>;

export const SortOrder = { ASC: 'asc', DESC: 'desc' } as const satisfies Record<string, admin.SortOrder>;

export const AuditAction = {
  AGENT_APPROVE: 'agent.approve',
  AGENT_SUSPEND: 'agent.suspend',
  WALLET_BLOCK: 'wallet.block',
  WALLET_UNBLOCK: 'wallet.unblock',
  ACCOUNT_CLOSE: 'account.close',
  TWO_FACTOR_ENABLE: 'two_factor.enable',
  TWO_FACTOR_DISABLE: 'two_factor.disable',
  LEDGER_CHECK: 'ledger.check',
  WALLET_FREEZE: 'wallet.freeze',
  WALLET_UNFREEZE: 'wallet.unfreeze',
  WALLET_PERSONAL_LIMITS: 'wallet.personal_limits',
  DISPUTE_INVESTIGATE: 'dispute.investigate',
  DISPUTE_RESOLVE: 'dispute.resolve',
  DISPUTE_REJECT: 'dispute.reject',
  REVERSAL_PROPOSE: 'reversal.propose',
  REVERSAL_APPROVE: 'reversal.approve',
  REVERSAL_REJECT: 'reversal.reject',
} as const satisfies Record<string, admin.AuditActionName>;

export const MoneyRequestStatus = {
  PENDING: 'pending',
  PAID: 'paid',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
} as const satisfies Record<string, requests.MoneyRequestStatus>;

export const MoneyRequestDirection = {
  INCOMING: 'incoming',
  OUTGOING: 'outgoing',
} as const satisfies Record<string, requests.MoneyRequestDirection>;
export const DisputeReason = {
  WRONG_RECIPIENT: 'wrong_recipient',
  NOT_RECEIVED: 'not_received',
  UNAUTHORIZED: 'unauthorized',
  OTHER: 'other',
} as const satisfies Record<string, disputes.DisputeReason>;

export const DisputeStatus = {
  OPEN: 'open',
  INVESTIGATING: 'investigating',
  RESOLVED: 'resolved',
  REJECTED: 'rejected',
} as const satisfies Record<string, disputes.DisputeStatus>;

export const DisputeAuthorRole = {
  REPORTER: 'reporter',
  ADMIN: 'admin',
} as const satisfies Record<string, disputes.DisputeNoteJson['authorRole']>;
export const ReversalStatus = {
  PROPOSED: 'proposed',
  APPROVED: 'approved',
  REJECTED: 'rejected',
} as const satisfies Record<string, reversals.ReversalStatus>;

export const LedgerAccountKind = {
  FUNDING: 'funding',
  PAYOUTS: 'payouts',
  PAYOUTS_PENDING: 'payouts_pending',
  FEES: 'fees',
  COMMISSIONS: 'commissions',
} as const satisfies Record<string, ledger.LedgerAccountKind>;

/** Schema enum name → its map: codegen.ts passes it as `enumValues`, schema.ts as the enum resolvers. */
export const enumValues = {
  Role,
  RegisterRole,
  AgentStatus,
  TransactionType,
  TransactionStatus,
  Direction,
  WithdrawMethod,
  StatsPeriod,
  WalletStatusFilter,
  WalletSortField,
  SortOrder,
  AuditAction,
  MoneyRequestStatus,
  MoneyRequestDirection,
  LedgerAccountKind,
  DisputeReason,
  DisputeStatus,
  DisputeAuthorRole,
  ReversalStatus,
} as const;
