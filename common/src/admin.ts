// The texts and choices of the admin area (SPEC.md §2 "Admin area", §8, docs/admin.md), shared by the api's
// refusals and the web's screens.
import { PAGE_SIZE_MAX } from './constants';
import { AUDIT_REASON_LENGTH_MAX } from './agents';

export const WALLET_STATUS_FILTERS = ['all', 'active', 'blocked'] as const;
export type WalletStatusFilter = (typeof WALLET_STATUS_FILTERS)[number];
export const WALLET_SORT_FIELDS = ['name', 'balance', 'createdAt'] as const;
export type WalletSortField = (typeof WALLET_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** A platform-wide list shows each movement once, by its kind (docs/admin.md: no "receive"). */
export const TRANSACTION_KINDS = ['send', 'deposit', 'withdraw', 'cash_in', 'cash_out', 'reversal'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
/**
 * The admin transaction list's type filter: the kinds, and `receive` — the sends seen from the receiving side
 * (SPEC.md §3 lists receive among the types a client may filter by).
 */
export const ADMIN_TRANSACTION_TYPES = [
  'send',
  'receive',
  'deposit',
  'withdraw',
  'cash_in',
  'cash_out',
  'reversal',
] as const;
export type AdminTransactionType = (typeof ADMIN_TRANSACTION_TYPES)[number];
export const AGENT_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];
export const AUDIT_ACTIONS = [
  'agent.approve',
  'agent.suspend',
  'wallet.block',
  'wallet.unblock',
  'account.close',
  'two_factor.enable',
  'two_factor.disable',
  'ledger.check',
  'wallet.freeze',
  'wallet.unfreeze',
  'wallet.personal_limits',
  'dispute.investigate',
  'dispute.resolve',
  'dispute.reject',
  'reversal.propose',
  'reversal.approve',
  'reversal.reject',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

export const ADMIN_SEARCH_LENGTH_MAX = 100;
export const USER_IDS_MAX = 100;
/** The admin overview's recent list and its summary window (SPEC.md §9). */
export const ADMIN_RECENT_TRANSACTIONS = 5;
export const ADMIN_SUMMARY_DAYS = 30;

export const adminMessages = {
  walletBlocked: 'Wallet blocked successfully',
  walletUnblocked: 'Wallet unblocked successfully',
  blockFailed: 'Failed to block wallet',
  unblockFailed: 'Failed to unblock wallet',
  approveFailed: 'Failed to approve agent. Please try again.',
  suspendFailed: 'Failed to suspend agent. Please try again.',
  walletNotFound: 'Wallet not found',
  closedAccountWallet: 'This account is closed: its wallet stays blocked and cannot be unblocked',
  userNotFound: 'User not found',
  isBlocked: 'isBlocked must be true or false',
  reasonTooLong: `Reason must be at most ${AUDIT_REASON_LENGTH_MAX} characters`,
  status: `status must be one of ${WALLET_STATUS_FILTERS.join(', ')}`,
  sortBy: `sortBy must be one of ${WALLET_SORT_FIELDS.join(', ')}`,
  sortOrder: `sortOrder must be one of ${SORT_ORDERS.join(', ')}`,
  search: `search must be at most ${ADMIN_SEARCH_LENGTH_MAX} characters`,
  role: 'role must be one of user, agent, admin',
  ids: `ids must be 1 to ${USER_IDS_MAX} user ids separated by commas`,
  idsCombined: 'ids cannot be combined with role, search, page or limit',
  type: `type must be one of ${ADMIN_TRANSACTION_TYPES.join(', ')}`,
  userId: 'userId must be a user id',
  page: 'page must be a whole number from 1',
  limit: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
} as const;

/** How the audit log names each action on screen. */
export const auditActionLabels: Readonly<Record<AuditActionName, string>> = {
  'agent.approve': 'Agent approved',
  'agent.suspend': 'Agent suspended',
  'wallet.block': 'Wallet blocked',
  'wallet.unblock': 'Wallet unblocked',
  'account.close': 'Account closed',
  'two_factor.enable': 'Two-factor sign-in turned on',
  'two_factor.disable': 'Two-factor sign-in turned off',
  'ledger.check': 'Ledger check run',
  'wallet.freeze': 'Wallet frozen by its owner',
  'wallet.unfreeze': 'Wallet unfrozen by its owner',
  'wallet.personal_limits': 'Personal limits changed',
  'dispute.investigate': 'Dispute under investigation',
  'dispute.resolve': 'Dispute resolved',
  'dispute.reject': 'Dispute rejected',
  'reversal.propose': 'Reversal proposed',
  'reversal.approve': 'Reversal approved',
  'reversal.reject': 'Reversal rejected',
};
