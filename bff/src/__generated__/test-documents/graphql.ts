/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Every money mutation takes a key made once per submitted form and reused when the same submission is retried. */
export type AddMoneyInput = {
  amount: string;
  idempotencyKey: string;
};

/** A platform-wide list shows each movement once, by its kind (docs/admin.md); RECEIVE lists the sends again from the receiving side. */
export type AdminTransactionFilter = {
  status?: TransactionStatus | null | undefined;
  type?: TransactionType | null | undefined;
  /** Movements where this person's wallet is either party. */
  userId?: string | number | null | undefined;
};

export type AgentDecisionInput = {
  agentId: string | number;
  /** Kept in the audit log; at most 500 characters. */
  reason?: string | null | undefined;
};

/** An agent's standing: PENDING until an admin approves them, SUSPENDED after an admin took the approval back. */
export type AgentStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'SUSPENDED';

export type AuditAction =
  /** The person closed their own account. */
  | 'ACCOUNT_CLOSE'
  | 'AGENT_APPROVE'
  | 'AGENT_SUSPEND'
  /** An admin changed a dispute's status (the target is the reporter; the reason is the note). */
  | 'DISPUTE_INVESTIGATE'
  | 'DISPUTE_REJECT'
  | 'DISPUTE_RESOLVE'
  /** An admin ran the ledger check (the target is the admin). */
  | 'LEDGER_CHECK'
  /** Another admin approved a reversal: the compensating journal was posted. */
  | 'REVERSAL_APPROVE'
  /** An admin proposed reversing a transaction (the target gives the money back). */
  | 'REVERSAL_PROPOSE'
  | 'REVERSAL_REJECT'
  | 'TWO_FACTOR_DISABLE'
  | 'TWO_FACTOR_ENABLE'
  | 'WALLET_BLOCK'
  /** The person froze their own wallet (docs/freeze-and-limits.md). */
  | 'WALLET_FREEZE'
  /** The person changed their own daily or monthly limit (a raise applies 24 hours later). */
  | 'WALLET_PERSONAL_LIMITS'
  | 'WALLET_UNBLOCK'
  /** The person unfroze their own wallet with their password (and code). */
  | 'WALLET_UNFREEZE';

export type CashInInput = {
  amount: string;
  idempotencyKey: string;
  userId: string | number;
};

export type CashOutInput = {
  amount: string;
  /** The 6-digit code the user created and told the agent. */
  code: string;
  idempotencyKey: string;
  userId: string | number;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type ContactInput = {
  company?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  message: string;
  phone?: string | null | undefined;
  subject: string;
};

export type CreateCashOutCodeInput = {
  idempotencyKey: string;
  maxAmount: string;
};

/** DEBIT takes money (amount + fee) from the reader's wallet; CREDIT brings money in. */
export type Direction =
  | 'CREDIT'
  | 'DEBIT';

export type DisableTwoFactorInput = {
  /** The 6-digit code from the app or an unused recovery code. */
  code: string;
  password: string;
};

/** Who wrote a note of a dispute's history. */
export type DisputeAuthorRole =
  | 'ADMIN'
  | 'REPORTER';

/** Why a person disputes a transaction (docs/disputes.md). */
export type DisputeReason =
  | 'NOT_RECEIVED'
  /** Says what in the note, which is then required. */
  | 'OTHER'
  | 'UNAUTHORIZED'
  | 'WRONG_RECIPIENT';

/** OPEN → INVESTIGATING → RESOLVED or REJECTED; an open dispute may also be rejected at once. */
export type DisputeStatus =
  | 'INVESTIGATING'
  | 'OPEN'
  | 'REJECTED'
  | 'RESOLVED';

export type LedgerAccountKind =
  /** What agents earned: negative, paid out of the platform. */
  | 'COMMISSIONS'
  | 'FEES'
  /** Money arriving from banks and cards. */
  | 'FUNDING'
  /** Money that left to banks and cards. */
  | 'PAYOUTS'
  /** Withdrawals asked for and not settled yet. */
  | 'PAYOUTS_PENDING';

export type LoginInput = {
  email: string;
  password: string;
  /** 30-day session instead of one that ends with the browser. */
  rememberMe?: boolean | null | undefined;
  /**
   * With two-factor sign-in on: the 6-digit code from the authenticator app or an unused recovery code. Without it such
   * an account is refused with UNAUTHENTICATED and the message "Enter the code from your authenticator app".
   */
  twoFactorCode?: string | null | undefined;
};

/** INCOMING: the reader is asked to pay; OUTGOING: the reader asked. */
export type MoneyRequestDirection =
  | 'INCOMING'
  | 'OUTGOING';

/** Money requests (docs/requests.md): stored statuses and EXPIRED, a pending request past its expiry. */
export type MoneyRequestStatus =
  | 'CANCELLED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'PAID'
  | 'PENDING';

/** Any of the three; at least one. */
export type NotificationPreferencesInput = {
  marketing?: boolean | null | undefined;
  securityAlerts?: boolean | null | undefined;
  transactionAlerts?: boolean | null | undefined;
};

export type PayMoneyRequestInput = {
  id: string | number;
  idempotencyKey: string;
};

/**
 * Each at most the platform's limit. Omitted: unchanged; null: back to the platform's limit (counts as a raise). A lower
 * limit applies at once, a higher one (or null) 24 hours later.
 */
export type PersonalLimitsInput = {
  dailyAmount?: string | null | undefined;
  monthlyAmount?: string | null | undefined;
};

/**
 * amount: part of what is left (default: all of it); reason: 1 to 500 characters. idempotencyKey: optional, as the
 * money calls take it (docs/reversals.md): the same key with the same input answers the first result and proposes once.
 */
export type ProposeReversalInput = {
  amount?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  reason: string;
  transactionId: string | number;
};

export type RegisterInput = {
  email: string;
  name: string;
  password: string;
  phone: string;
  role: RegisterRole;
};

/** Roles a person may choose at sign-up; admins are never self-registered. */
export type RegisterRole =
  | 'AGENT'
  | 'USER';

/** A problem with one of the signed-in person's transactions; the note (at most 500 characters) is required for OTHER. */
export type ReportProblemInput = {
  note?: string | null | undefined;
  reason: DisputeReason;
  transactionId: string | number;
};

/** Ask a user (found by searchUsers) for an amount; the note is at most 140 characters. */
export type RequestMoneyInput = {
  amount: string;
  note?: string | null | undefined;
  payerId: string | number;
};

export type ResetPasswordInput = {
  email: string;
  newPassword: string;
  otp: string;
};

/**
 * reason: optional, at most 500 characters. idempotencyKey: optional; the same key with the same input answers the
 * first decision again instead of refusing it as already decided.
 */
export type ReversalDecisionInput = {
  id: string | number;
  idempotencyKey?: string | null | undefined;
  reason?: string | null | undefined;
};

export type ReversalStatus =
  | 'APPROVED'
  | 'PROPOSED'
  | 'REJECTED';

export type Role =
  | 'ADMIN'
  | 'AGENT'
  | 'USER';

export type SendMoneyInput = {
  amount: string;
  idempotencyKey: string;
  receiverId: string | number;
};

export type SetWalletBlockedInput = {
  isBlocked: boolean;
  /** Kept in the audit log; at most 500 characters. */
  reason?: string | null | undefined;
  walletId: string | number;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type StatsPeriod =
  /** The last 30 days from the start of today. */
  | 'MONTH'
  /** From the start of today in TZ_LIMITS. */
  | 'TODAY'
  /** The last 7 days from the start of today. */
  | 'WEEK';

export type TransactionFilter = {
  status?: TransactionStatus | null | undefined;
  type?: TransactionType | null | undefined;
};

export type TransactionStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'FAILED'
  | 'PENDING';

/** The kind of a movement as the reader sees it: a send is SEND for the sender and RECEIVE for the receiver. */
export type TransactionType =
  | 'CASH_IN'
  | 'CASH_OUT'
  | 'DEPOSIT'
  | 'RECEIVE'
  /** An admin-approved reversal moving back (part of) an earlier send, cash in or cash out (docs/reversals.md). */
  | 'REVERSAL'
  | 'SEND'
  | 'WITHDRAW';

export type UnfreezeWalletInput = {
  password: string;
  /** Required when two-factor sign-in is on: a code of the app or a recovery code. */
  twoFactorCode?: string | null | undefined;
};

/** An admin moves a dispute on; the note (at most 500 characters) is kept in its history and the audit log. */
export type UpdateDisputeInput = {
  id: string | number;
  note?: string | null | undefined;
  status: DisputeStatus;
};

export type UpdateProfileInput = {
  name: string;
  phone: string;
};

export type WalletListInput = {
  /** 1..1000; default 10. */
  limit?: number | null | undefined;
  /** From 1; default 1. */
  page?: number | null | undefined;
  /** Owner's name or e-mail, or the wallet id; case-insensitive substring; at most 100 characters. */
  search?: string | null | undefined;
  /** Default CREATED_AT. */
  sortBy?: WalletSortField | null | undefined;
  /** Default DESC. */
  sortOrder?: SortOrder | null | undefined;
  status?: WalletStatusFilter | null | undefined;
};

export type WalletSortField =
  | 'BALANCE'
  | 'CREATED_AT'
  | 'NAME';

export type WalletStatusFilter =
  | 'ACTIVE'
  | 'ALL'
  | 'BLOCKED';

export type WithdrawInput = {
  amount: string;
  idempotencyKey: string;
  method: WithdrawMethod;
};

export type WithdrawMethod =
  | 'BANK'
  | 'CARD';

export type LiveTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LiveTestLoginMutation = { login: { message: string } };

export type LiveTestLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LiveTestLogoutMutation = { logout: { message: string } };

export type LiveTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type LiveTestAddMoneyMutation = { addMoney: { transaction: { id: string } } };

export type LiveTestSendMoneyMutationVariables = Exact<{
  input: SendMoneyInput;
}>;


export type LiveTestSendMoneyMutation = { sendMoney: { transaction: { id: string }, wallet: { id: string } } };

export type LiveTestMyWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveTestMyWalletQuery = { myWallet: { id: string, balance: string } };

export type MutationTestSubmitContactMutationVariables = Exact<{
  input: ContactInput;
}>;


export type MutationTestSubmitContactMutation = { submitContact: { message: string, contact: { id: string, createdAt: string } } };

export type QueryTestPublicStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryTestPublicStatsQuery = { publicStats: { id: string, totalUsers: number, totalAgents: number, totalTransactions: number, totalVolume: string } };

export type AdminTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AdminTestLoginMutation = { login: { message: string } };

export type AdminTestPayloadFragment = { message: string, transaction: { id: string, type: TransactionType, status: TransactionStatus, amount: string, fee: string }, wallet: { id: string, balance: string } };

export type AdminTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type AdminTestAddMoneyMutation = { addMoney: { message: string, transaction: { id: string, type: TransactionType, status: TransactionStatus, amount: string, fee: string }, wallet: { id: string, balance: string } } };

export type AdminTestSendMoneyMutationVariables = Exact<{
  input: SendMoneyInput;
}>;


export type AdminTestSendMoneyMutation = { sendMoney: { message: string, transaction: { id: string, type: TransactionType, status: TransactionStatus, amount: string, fee: string }, wallet: { id: string, balance: string } } };

export type AdminTestWithdrawMutationVariables = Exact<{
  input: WithdrawInput;
}>;


export type AdminTestWithdrawMutation = { withdraw: { message: string, transaction: { id: string, type: TransactionType, status: TransactionStatus, amount: string, fee: string }, wallet: { id: string, balance: string } } };

export type AdminTestCashInMutationVariables = Exact<{
  input: CashInInput;
}>;


export type AdminTestCashInMutation = { cashIn: { message: string, transaction: { id: string, type: TransactionType, status: TransactionStatus, amount: string, fee: string }, wallet: { id: string, balance: string } } };

export type AdminTestApproveMutationVariables = Exact<{
  input: AgentDecisionInput;
}>;


export type AdminTestApproveMutation = { approveAgent: { message: string, user: { id: string, isApproved: boolean, agentStatus: AgentStatus | null } } };

export type AdminTestSuspendMutationVariables = Exact<{
  input: AgentDecisionInput;
}>;


export type AdminTestSuspendMutation = { suspendAgent: { message: string, user: { id: string, isApproved: boolean, agentStatus: AgentStatus | null } } };

export type AdminTestAdminStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTestAdminStatsQuery = { adminStats: { id: string, recentTransactionCount: number, recentVolume: string, completionRate: number, activeUsers: number, totalUsers: { total: number, thisMonth: number, lastMonth: number, changePercent: number | null }, totalAgents: { total: number, thisMonth: number, lastMonth: number, changePercent: number | null }, transactionCount: { total: number, thisMonth: number, lastMonth: number, changePercent: number | null }, totalVolume: { total: string, thisMonth: string, lastMonth: string, changePercent: number | null }, today: { transactionCount: number, volume: string }, recentTransactions: Array<{ id: string, type: TransactionType, status: TransactionStatus, amount: string, user: { id: string, name: string } | null }> } };

export type AdminTestWalletsQueryVariables = Exact<{
  input?: WalletListInput | null | undefined;
}>;


export type AdminTestWalletsQuery = { wallets: { items: Array<{ id: string, userId: string, balance: string, isBlocked: boolean, user: { id: string, name: string, email: string, role: Role } | null }>, pagination: { currentPage: number, totalPages: number, totalItems: number, itemsPerPage: number }, summary: { totalWallets: number, activeWallets: number, blockedWallets: number, totalBalance: string, averageBalance: string } } };

export type AdminTestUserFragment = { id: string, name: string, email: string, role: Role, isEmailVerified: boolean, isApproved: boolean, agentStatus: AgentStatus | null, wallet: { id: string, userId: string, balance: string } | null };

export type AdminTestUsersQueryVariables = Exact<{
  role?: Role | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminTestUsersQuery = { users: { items: Array<{ id: string, name: string, email: string, role: Role, isEmailVerified: boolean, isApproved: boolean, agentStatus: AgentStatus | null, wallet: { id: string, userId: string, balance: string } | null }>, pagination: { currentPage: number, totalPages: number, totalItems: number, itemsPerPage: number }, summary: { total: number, verified: number, approved: number, pending: number, suspended: number, blocked: number } } };

export type AdminTestUserQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminTestUserQuery = { user: { id: string, name: string, email: string, role: Role, isEmailVerified: boolean, isApproved: boolean, agentStatus: AgentStatus | null, wallet: { id: string, userId: string, balance: string } | null } | null };

export type AdminTestTransactionsQueryVariables = Exact<{
  filter?: AdminTransactionFilter | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminTestTransactionsQuery = { transactions: { items: Array<{ id: string, type: TransactionType, status: TransactionStatus, amount: string, commission: string, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null, user: { id: string, name: string, email: string } | null }>, pagination: { currentPage: number, totalPages: number, totalItems: number, itemsPerPage: number }, summary: { totalCount: number, completedCount: number, pendingCount: number, failedCount: number, cancelledCount: number, completedAmount: string } } };

export type AdminTestAuditLogQueryVariables = Exact<{
  userId?: string | number | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminTestAuditLogQuery = { auditLog: { items: Array<{ id: string, action: AuditAction, targetWalletId: string | null, reason: string | null, createdAt: string, actor: { id: string, name: string } | null, target: { id: string, name: string } | null }>, pagination: { currentPage: number, totalPages: number, totalItems: number, itemsPerPage: number } } };

export type AdminTestSetWalletBlockedMutationVariables = Exact<{
  input: SetWalletBlockedInput;
}>;


export type AdminTestSetWalletBlockedMutation = { setWalletBlocked: { message: string, wallet: { id: string, userId: string, isBlocked: boolean, balance: string } } };

export type AdminTestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTestMeQuery = { me: { id: string } | null };

export type AdminTestMineQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTestMineQuery = { me: { id: string, agentStatus: AgentStatus | null, wallet: { id: string } | null } | null, myWallet: { id: string, user: { id: string, name: string } | null }, myTransactions: { items: Array<{ id: string, user: { id: string, name: string } | null }> } };

export type AdminTestBothQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminTestBothQuery = { adminStats: { id: string }, transaction: { id: string, type: TransactionType, amount: string } | null };

export type AdminTestAgentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTestAgentsQuery = { users: { items: Array<{ id: string, agentStatus: AgentStatus | null, wallet: { id: string, user: { id: string, name: string } | null } | null }>, summary: { total: number, verified: number, approved: number, pending: number, suspended: number, blocked: number } } };

export type AdminTestUsersByRoleQueryVariables = Exact<{
  role?: Role | null | undefined;
}>;


export type AdminTestUsersByRoleQuery = { users: { items: Array<{ id: string, role: Role }> } };

export type AdminTestBothListedQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminTestBothListedQuery = { transactions: { items: Array<{ id: string }> }, transaction: { id: string, type: TransactionType, user: { id: string } | null } | null };

export type AgentsTestTransactionFragment = { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, commission: string, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null };

export type AgentsTestPayloadFragment = { message: string, transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, commission: string, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }, wallet: { id: string, userId: string, balance: string } };

export type AgentsTestUserFragment = { id: string, name: string, email: string, role: Role, isApproved: boolean, createdAt: string };

export type AgentsTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AgentsTestLoginMutation = { login: { message: string } };

export type AgentsTestApproveMutationVariables = Exact<{
  input: AgentDecisionInput;
}>;


export type AgentsTestApproveMutation = { approveAgent: { message: string, user: { id: string, name: string, email: string, role: Role, isApproved: boolean, createdAt: string } } };

export type AgentsTestSuspendMutationVariables = Exact<{
  input: AgentDecisionInput;
}>;


export type AgentsTestSuspendMutation = { suspendAgent: { message: string, user: { id: string, name: string, email: string, role: Role, isApproved: boolean, createdAt: string } } };

export type AgentsTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type AgentsTestAddMoneyMutation = { addMoney: { message: string, transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, commission: string, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }, wallet: { id: string, userId: string, balance: string } } };

export type AgentsTestCashInMutationVariables = Exact<{
  input: CashInInput;
}>;


export type AgentsTestCashInMutation = { cashIn: { message: string, transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, commission: string, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }, wallet: { id: string, userId: string, balance: string } } };

export type AgentsTestCashOutMutationVariables = Exact<{
  input: CashOutInput;
}>;


export type AgentsTestCashOutMutation = { cashOut: { message: string, transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, commission: string, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }, wallet: { id: string, userId: string, balance: string } } };

export type AgentsTestCreateCashOutCodeMutationVariables = Exact<{
  input: CreateCashOutCodeInput;
}>;


export type AgentsTestCreateCashOutCodeMutation = { createCashOutCode: { code: string, maxAmount: string, expiresAt: string } };

export type AgentsTestTransactionQueryVariables = Exact<{
  id: string | number;
}>;


export type AgentsTestTransactionQuery = { transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, commission: string, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null } | null };

export type AgentsTestMyTransactionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentsTestMyTransactionsQuery = { myTransactions: { items: Array<{ id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, commission: string, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }> } };

export type AgentsTestMyWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentsTestMyWalletQuery = { myWallet: { id: string, balance: string } };

export type AgentsTestSearchUsersQueryVariables = Exact<{
  search: string;
}>;


export type AgentsTestSearchUsersQuery = { searchUsers: Array<{ id: string, name: string }> };

export type AgentsTestStatsFragment = { id: string, period: StatsPeriod, walletBalance: string, totalTransactions: number, successRate: number, totalVolume: string, averageTransaction: string, commissionEarned: string, isApproved: boolean, memberSince: string, cashIn: { amount: string, count: number }, cashOut: { amount: string, count: number }, send: { amount: string, count: number } };

export type AgentsTestAgentStatsQueryVariables = Exact<{
  period: StatsPeriod;
}>;


export type AgentsTestAgentStatsQuery = { agentStats: { id: string, period: StatsPeriod, walletBalance: string, totalTransactions: number, successRate: number, totalVolume: string, averageTransaction: string, commissionEarned: string, isApproved: boolean, memberSince: string, cashIn: { amount: string, count: number }, cashOut: { amount: string, count: number }, send: { amount: string, count: number } } };

export type AgentsTestPeriodsQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentsTestPeriodsQuery = { today: { id: string, cashIn: { amount: string, count: number } }, again: { id: string }, month: { id: string, period: StatsPeriod, cashIn: { amount: string, count: number } } };

export type AuthTestUserFragment = { id: string, name: string, email: string, phone: string, role: Role, isEmailVerified: boolean, isApproved: boolean, createdAt: string, updatedAt: string };

export type AuthTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AuthTestLoginMutation = { login: { message: string, user: { id: string, name: string, email: string, phone: string, role: Role, isEmailVerified: boolean, isApproved: boolean, createdAt: string, updatedAt: string } } };

export type AuthTestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthTestMeQuery = { me: { id: string, name: string, email: string, phone: string, role: Role, isEmailVerified: boolean, isApproved: boolean, createdAt: string, updatedAt: string } | null };

export type AuthTestUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type AuthTestUpdateProfileMutation = { updateProfile: { message: string, user: { id: string, name: string, email: string, phone: string, role: Role, isEmailVerified: boolean, isApproved: boolean, createdAt: string, updatedAt: string } } };

export type AuthTestChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type AuthTestChangePasswordMutation = { changePassword: { message: string } };

export type AuthTestLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthTestLogoutMutation = { logout: { message: string } };

export type AuthTestForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type AuthTestForgotPasswordMutation = { forgotPassword: { message: string } };

export type AuthTestResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type AuthTestResetPasswordMutation = { resetPassword: { message: string } };

export type DisputesTestDisputeFragment = { id: string, transactionId: string, reason: DisputeReason, note: string | null, status: DisputeStatus, reporter: { id: string, name: string }, transaction: { id: string, type: TransactionType, amount: string } | null, notes: Array<{ status: DisputeStatus, note: string | null, authorRole: DisputeAuthorRole, authorName: string | null }> };

export type DisputesTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type DisputesTestLoginMutation = { login: { message: string } };

export type DisputesTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type DisputesTestAddMoneyMutation = { addMoney: { message: string } };

export type DisputesTestSendMutationVariables = Exact<{
  input: SendMoneyInput;
}>;


export type DisputesTestSendMutation = { sendMoney: { transaction: { id: string } } };

export type DisputesTestReportMutationVariables = Exact<{
  input: ReportProblemInput;
}>;


export type DisputesTestReportMutation = { reportProblem: { message: string, dispute: { id: string, transactionId: string, reason: DisputeReason, note: string | null, status: DisputeStatus, reporter: { id: string, name: string }, transaction: { id: string, type: TransactionType, amount: string } | null, notes: Array<{ status: DisputeStatus, note: string | null, authorRole: DisputeAuthorRole, authorName: string | null }> } } };

export type DisputesTestUpdateMutationVariables = Exact<{
  input: UpdateDisputeInput;
}>;


export type DisputesTestUpdateMutation = { updateDispute: { message: string, dispute: { id: string, transactionId: string, reason: DisputeReason, note: string | null, status: DisputeStatus, reporter: { id: string, name: string }, transaction: { id: string, type: TransactionType, amount: string } | null, notes: Array<{ status: DisputeStatus, note: string | null, authorRole: DisputeAuthorRole, authorName: string | null }> } } };

export type DisputesTestMineQueryVariables = Exact<{
  transactionId?: string | number | null | undefined;
}>;


export type DisputesTestMineQuery = { myDisputes: { items: Array<{ id: string, transactionId: string, reason: DisputeReason, note: string | null, status: DisputeStatus, reporter: { id: string, name: string }, transaction: { id: string, type: TransactionType, amount: string } | null, notes: Array<{ status: DisputeStatus, note: string | null, authorRole: DisputeAuthorRole, authorName: string | null }> }>, pagination: { totalItems: number } } };

export type DisputesTestQueueQueryVariables = Exact<{
  status?: DisputeStatus | null | undefined;
  reason?: DisputeReason | null | undefined;
}>;


export type DisputesTestQueueQuery = { disputes: { items: Array<{ id: string, transactionId: string, reason: DisputeReason, note: string | null, status: DisputeStatus, reporter: { id: string, name: string }, transaction: { id: string, type: TransactionType, amount: string } | null, notes: Array<{ status: DisputeStatus, note: string | null, authorRole: DisputeAuthorRole, authorName: string | null }> }>, pagination: { totalItems: number } } };

export type DisputesTestProposeMutationVariables = Exact<{
  input: ProposeReversalInput;
}>;


export type DisputesTestProposeMutation = { proposeReversal: { reversal: { id: string } } };

export type DisputesTestQueueReversalsQueryVariables = Exact<{
  status?: DisputeStatus | null | undefined;
}>;


export type DisputesTestQueueReversalsQuery = { disputes: { items: Array<{ id: string, reversals: Array<{ id: string, transactionId: string, amount: string, reason: string, status: ReversalStatus }> }> } };

export type DisputesTestMineReversalsQueryVariables = Exact<{
  transactionId?: string | number | null | undefined;
}>;


export type DisputesTestMineReversalsQuery = { myDisputes: { items: Array<{ id: string, reversals: Array<{ id: string }> }> } };

export type DisputesTestReversalsByTransactionQueryVariables = Exact<{
  transactionId?: string | number | null | undefined;
}>;


export type DisputesTestReversalsByTransactionQuery = { reversals: { items: Array<{ id: string }> } };

export type LedgerTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LedgerTestLoginMutation = { login: { message: string } };

export type LedgerTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type LedgerTestAddMoneyMutation = { addMoney: { message: string } };

export type LedgerTestWithdrawMutationVariables = Exact<{
  input: WithdrawInput;
}>;


export type LedgerTestWithdrawMutation = { withdraw: { message: string } };

export type LedgerTestCheckFragment = { id: string, startedAt: string, durationMs: number, ok: boolean, breaches: Array<{ description: string, journalIds: Array<string> }>, requestedBy: { id: string, name: string } | null };

export type LedgerTestSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type LedgerTestSummaryQuery = { ledgerSummary: { id: string, total: string, walletsTotal: string, checkIntervalMinutes: number | null, accounts: Array<{ kind: LedgerAccountKind, balance: string }>, days: Array<{ day: string, moneyIn: string, moneyOut: string }>, pendingPayouts: { count: number, amount: string, oldest: Array<{ id: string, amount: string, fee: string, method: WithdrawMethod, createdAt: string, ageSeconds: number, user: { id: string, name: string } | null }> }, lastCheck: { id: string, startedAt: string, durationMs: number, ok: boolean, breaches: Array<{ description: string, journalIds: Array<string> }>, requestedBy: { id: string, name: string } | null } | null } };

export type LedgerTestRunCheckMutationVariables = Exact<{ [key: string]: never; }>;


export type LedgerTestRunCheckMutation = { runLedgerCheck: { message: string, check: { id: string, startedAt: string, durationMs: number, ok: boolean, breaches: Array<{ description: string, journalIds: Array<string> }>, requestedBy: { id: string, name: string } | null }, summary: { id: string, lastCheck: { id: string, ok: boolean } | null } } };

export type LedgerTestChecksQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type LedgerTestChecksQuery = { ledgerChecks: { items: Array<{ id: string, startedAt: string, durationMs: number, ok: boolean, breaches: Array<{ description: string, journalIds: Array<string> }>, requestedBy: { id: string, name: string } | null }>, pagination: { currentPage: number, totalPages: number, totalItems: number, itemsPerPage: number } } };

export type MoneyTestWalletFragment = { id: string, userId: string, balance: string, isBlocked: boolean, dailySpentAmount: string, dailyTransactionCount: number, monthlySpentAmount: string, monthlyTransactionCount: number, lastDailyReset: string, lastMonthlyReset: string, createdAt: string, updatedAt: string, limits: { dailyAmount: string, dailyCount: number, monthlyAmount: string, monthlyCount: number, dailyRemainingAmount: string, dailyRemainingCount: number, monthlyRemainingAmount: string, monthlyRemainingCount: number } };

export type MoneyTestTransactionFragment = { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null };

export type MoneyTestPayloadFragment = { message: string, transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }, wallet: { id: string, userId: string, balance: string, isBlocked: boolean, dailySpentAmount: string, dailyTransactionCount: number, monthlySpentAmount: string, monthlyTransactionCount: number, lastDailyReset: string, lastMonthlyReset: string, createdAt: string, updatedAt: string, limits: { dailyAmount: string, dailyCount: number, monthlyAmount: string, monthlyCount: number, dailyRemainingAmount: string, dailyRemainingCount: number, monthlyRemainingAmount: string, monthlyRemainingCount: number } } };

export type MoneyTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type MoneyTestLoginMutation = { login: { message: string } };

export type MoneyTestMyWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyTestMyWalletQuery = { myWallet: { id: string, userId: string, balance: string, isBlocked: boolean, dailySpentAmount: string, dailyTransactionCount: number, monthlySpentAmount: string, monthlyTransactionCount: number, lastDailyReset: string, lastMonthlyReset: string, createdAt: string, updatedAt: string, limits: { dailyAmount: string, dailyCount: number, monthlyAmount: string, monthlyCount: number, dailyRemainingAmount: string, dailyRemainingCount: number, monthlyRemainingAmount: string, monthlyRemainingCount: number } } };

export type MoneyTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type MoneyTestAddMoneyMutation = { addMoney: { message: string, transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }, wallet: { id: string, userId: string, balance: string, isBlocked: boolean, dailySpentAmount: string, dailyTransactionCount: number, monthlySpentAmount: string, monthlyTransactionCount: number, lastDailyReset: string, lastMonthlyReset: string, createdAt: string, updatedAt: string, limits: { dailyAmount: string, dailyCount: number, monthlyAmount: string, monthlyCount: number, dailyRemainingAmount: string, dailyRemainingCount: number, monthlyRemainingAmount: string, monthlyRemainingCount: number } } } };

export type MoneyTestSendMoneyMutationVariables = Exact<{
  input: SendMoneyInput;
}>;


export type MoneyTestSendMoneyMutation = { sendMoney: { message: string, transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }, wallet: { id: string, userId: string, balance: string, isBlocked: boolean, dailySpentAmount: string, dailyTransactionCount: number, monthlySpentAmount: string, monthlyTransactionCount: number, lastDailyReset: string, lastMonthlyReset: string, createdAt: string, updatedAt: string, limits: { dailyAmount: string, dailyCount: number, monthlyAmount: string, monthlyCount: number, dailyRemainingAmount: string, dailyRemainingCount: number, monthlyRemainingAmount: string, monthlyRemainingCount: number } } } };

export type MoneyTestWithdrawMutationVariables = Exact<{
  input: WithdrawInput;
}>;


export type MoneyTestWithdrawMutation = { withdraw: { message: string, transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }, wallet: { id: string, userId: string, balance: string, isBlocked: boolean, dailySpentAmount: string, dailyTransactionCount: number, monthlySpentAmount: string, monthlyTransactionCount: number, lastDailyReset: string, lastMonthlyReset: string, createdAt: string, updatedAt: string, limits: { dailyAmount: string, dailyCount: number, monthlyAmount: string, monthlyCount: number, dailyRemainingAmount: string, dailyRemainingCount: number, monthlyRemainingAmount: string, monthlyRemainingCount: number } } } };

export type MoneyTestCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type MoneyTestCancelMutation = { cancelWithdrawal: { message: string, transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }, wallet: { id: string, userId: string, balance: string, isBlocked: boolean, dailySpentAmount: string, dailyTransactionCount: number, monthlySpentAmount: string, monthlyTransactionCount: number, lastDailyReset: string, lastMonthlyReset: string, createdAt: string, updatedAt: string, limits: { dailyAmount: string, dailyCount: number, monthlyAmount: string, monthlyCount: number, dailyRemainingAmount: string, dailyRemainingCount: number, monthlyRemainingAmount: string, monthlyRemainingCount: number } } } };

export type MoneyTestMyTransactionsQueryVariables = Exact<{
  filter?: TransactionFilter | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MoneyTestMyTransactionsQuery = { myTransactions: { items: Array<{ id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }>, pagination: { currentPage: number, totalPages: number, totalItems: number, itemsPerPage: number }, summary: { totalCount: number, completedCount: number, pendingCount: number, failedCount: number, cancelledCount: number, totalIn: string, totalOut: string } } };

export type MoneyTestTransactionQueryVariables = Exact<{
  id: string | number;
}>;


export type MoneyTestTransactionQuery = { transaction: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null } | null };

export type MoneyTestSearchUsersQueryVariables = Exact<{
  search: string;
  limit?: number | null | undefined;
}>;


export type MoneyTestSearchUsersQuery = { searchUsers: Array<{ id: string, name: string, maskedEmail: string, maskedPhone: string }> };

export type MoneyTestNamesOfTenQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyTestNamesOfTenQuery = { myTransactions: { items: Array<{ id: string, amount: string, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }> } };

export type MoneyTestBesideQueryVariables = Exact<{
  id: string | number;
}>;


export type MoneyTestBesideQuery = { before: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null } | null, myTransactions: { items: Array<{ id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null }> }, after: { id: string, type: TransactionType, direction: Direction, status: TransactionStatus, amount: string, fee: string, refunded: string, method: WithdrawMethod | null, description: string | null, createdAt: string, updatedAt: string, settledAt: string | null, failureReason: string | null, sender: { id: string, name: string } | null, recipient: { id: string, name: string } | null } | null };

export type MoneyTestApartQueryVariables = Exact<{
  id: string | number;
}>;


export type MoneyTestApartQuery = { myTransactions: { items: Array<{ id: string }> }, transaction: { id: string } | null };

export type PayLinksTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type PayLinksTestLoginMutation = { login: { message: string } };

export type PayLinksTestPayeeQueryVariables = Exact<{
  handle: string | number;
}>;


export type PayLinksTestPayeeQuery = { payee: { id: string, name: string, maskedEmail: string, maskedPhone: string } };

export type PayLinksTestCounterAgentQueryVariables = Exact<{
  handle: string | number;
}>;


export type PayLinksTestCounterAgentQuery = { counterAgent: { id: string, name: string } };

export type RequestsTestRequestFragment = { id: string, direction: MoneyRequestDirection, status: MoneyRequestStatus, amount: string, note: string | null, transactionId: string | null, expiresAt: string, closedAt: string | null, createdAt: string, requester: { id: string, name: string }, payer: { id: string, name: string } };

export type RequestsTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type RequestsTestLoginMutation = { login: { message: string } };

export type RequestsTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type RequestsTestAddMoneyMutation = { addMoney: { message: string } };

export type RequestsTestRequestMoneyMutationVariables = Exact<{
  input: RequestMoneyInput;
}>;


export type RequestsTestRequestMoneyMutation = { requestMoney: { message: string, moneyRequest: { id: string, direction: MoneyRequestDirection, status: MoneyRequestStatus, amount: string, note: string | null, transactionId: string | null, expiresAt: string, closedAt: string | null, createdAt: string, requester: { id: string, name: string }, payer: { id: string, name: string } } } };

export type RequestsTestPayMutationVariables = Exact<{
  input: PayMoneyRequestInput;
}>;


export type RequestsTestPayMutation = { payMoneyRequest: { message: string, moneyRequest: { id: string, direction: MoneyRequestDirection, status: MoneyRequestStatus, amount: string, note: string | null, transactionId: string | null, expiresAt: string, closedAt: string | null, createdAt: string, requester: { id: string, name: string }, payer: { id: string, name: string } }, transaction: { id: string, type: TransactionType, amount: string, description: string | null }, wallet: { id: string, balance: string } } };

export type RequestsTestDeclineMutationVariables = Exact<{
  id: string | number;
}>;


export type RequestsTestDeclineMutation = { declineMoneyRequest: { message: string, moneyRequest: { id: string, direction: MoneyRequestDirection, status: MoneyRequestStatus, amount: string, note: string | null, transactionId: string | null, expiresAt: string, closedAt: string | null, createdAt: string, requester: { id: string, name: string }, payer: { id: string, name: string } } } };

export type RequestsTestCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type RequestsTestCancelMutation = { cancelMoneyRequest: { message: string, moneyRequest: { id: string, direction: MoneyRequestDirection, status: MoneyRequestStatus, amount: string, note: string | null, transactionId: string | null, expiresAt: string, closedAt: string | null, createdAt: string, requester: { id: string, name: string }, payer: { id: string, name: string } } } };

export type RequestsTestListQueryVariables = Exact<{
  direction: MoneyRequestDirection;
  status?: MoneyRequestStatus | null | undefined;
}>;


export type RequestsTestListQuery = { moneyRequests: { items: Array<{ id: string, direction: MoneyRequestDirection, status: MoneyRequestStatus, amount: string, note: string | null, transactionId: string | null, expiresAt: string, closedAt: string | null, createdAt: string, requester: { id: string, name: string }, payer: { id: string, name: string } }>, pagination: { totalItems: number } } };

export type RequestsTestBlockMutationVariables = Exact<{
  userId: string | number;
}>;


export type RequestsTestBlockMutation = { blockRequester: { message: string, blocked: Array<{ id: string, name: string }> } };

export type RequestsTestUnblockMutationVariables = Exact<{
  userId: string | number;
}>;


export type RequestsTestUnblockMutation = { unblockRequester: { message: string, blocked: Array<{ id: string }> } };

export type RequestsTestBlockedQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestsTestBlockedQuery = { blockedRequesters: Array<{ id: string, name: string, blockedAt: string }> };

export type ReversalsTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type ReversalsTestLoginMutation = { login: { message: string } };

export type ReversalsTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type ReversalsTestAddMoneyMutation = { addMoney: { message: string } };

export type ReversalsTestSendMutationVariables = Exact<{
  input: SendMoneyInput;
}>;


export type ReversalsTestSendMutation = { sendMoney: { transaction: { id: string } } };

export type ReversalsTestBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type ReversalsTestBalanceQuery = { myWallet: { balance: string } };

export type ReversalsTestProposeMutationVariables = Exact<{
  input: ProposeReversalInput;
}>;


export type ReversalsTestProposeMutation = { proposeReversal: { reversal: { id: string } } };

export type ReversalsTestApproveMutationVariables = Exact<{
  input: ReversalDecisionInput;
}>;


export type ReversalsTestApproveMutation = { approveReversal: { message: string, reversal: { id: string, status: ReversalStatus, amount: string, decisionReason: string | null, reversalTransactionId: string | null, proposedBy: { name: string }, decidedBy: { name: string } | null } } };

export type ReversalsTestRejectMutationVariables = Exact<{
  input: ReversalDecisionInput;
}>;


export type ReversalsTestRejectMutation = { rejectReversal: { message: string, reversal: { id: string, status: ReversalStatus, decisionReason: string | null, reversalTransactionId: string | null, decidedBy: { name: string } | null } } };

export type ReversalsTestTransactionQueryVariables = Exact<{
  id: string | number;
}>;


export type ReversalsTestTransactionQuery = { transaction: { id: string, amount: string, reverses: string | null, reversedBy: Array<string> } | null };

export type SettingsTestSettingsFragment = { notifications: { transactionAlerts: boolean, securityAlerts: boolean, marketing: boolean }, twoFactor: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } };

export type SettingsTestMySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsTestMySettingsQuery = { mySettings: { notifications: { transactionAlerts: boolean, securityAlerts: boolean, marketing: boolean }, twoFactor: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } } };

export type SettingsTestUpdatePreferencesMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;


export type SettingsTestUpdatePreferencesMutation = { updateNotificationPreferences: { message: string, settings: { notifications: { transactionAlerts: boolean, securityAlerts: boolean, marketing: boolean }, twoFactor: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } } } };

export type SettingsTestStartSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type SettingsTestStartSetupMutation = { startTwoFactorSetup: { secret: string, otpauthUrl: string } };

export type SettingsTestEnableMutationVariables = Exact<{
  code: string;
}>;


export type SettingsTestEnableMutation = { enableTwoFactor: { message: string, recoveryCodes: Array<string>, settings: { notifications: { transactionAlerts: boolean, securityAlerts: boolean, marketing: boolean }, twoFactor: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } } } };

export type SettingsTestDisableMutationVariables = Exact<{
  input: DisableTwoFactorInput;
}>;


export type SettingsTestDisableMutation = { disableTwoFactor: { message: string, settings: { notifications: { transactionAlerts: boolean, securityAlerts: boolean, marketing: boolean }, twoFactor: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } } } };

export type SettingsTestCloseMutationVariables = Exact<{
  password: string;
}>;


export type SettingsTestCloseMutation = { closeAccount: { message: string } };

export type SettingsTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type SettingsTestLoginMutation = { login: { message: string, user: { id: string, email: string } } };

export type SettingsTestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsTestMeQuery = { me: { id: string } | null };

export type SettingsTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type SettingsTestAddMoneyMutation = { addMoney: { wallet: { balance: string } } };

export type SettingsTestWithdrawMutationVariables = Exact<{
  input: WithdrawInput;
}>;


export type SettingsTestWithdrawMutation = { withdraw: { wallet: { balance: string } } };

export type ControlsTestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type ControlsTestLoginMutation = { login: { message: string } };

export type ControlsTestWalletFragment = { id: string, isBlocked: boolean, limits: { dailyAmount: string, dailyRemainingAmount: string }, controls: { isFrozen: boolean, frozenAt: string | null, platformDailyAmount: string, personalDailyAmount: string | null, personalMonthlyAmount: string | null, pendingDailyAmount: string | null, pendingDailyAt: string | null, pendingMonthlyAmount: string | null, pendingMonthlyAt: string | null } | null };

export type ControlsTestMyWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type ControlsTestMyWalletQuery = { myWallet: { id: string, isBlocked: boolean, limits: { dailyAmount: string, dailyRemainingAmount: string }, controls: { isFrozen: boolean, frozenAt: string | null, platformDailyAmount: string, personalDailyAmount: string | null, personalMonthlyAmount: string | null, pendingDailyAmount: string | null, pendingDailyAt: string | null, pendingMonthlyAmount: string | null, pendingMonthlyAt: string | null } | null } };

export type ControlsTestFreezeMutationVariables = Exact<{ [key: string]: never; }>;


export type ControlsTestFreezeMutation = { freezeMyWallet: { message: string, wallet: { id: string, isBlocked: boolean, limits: { dailyAmount: string, dailyRemainingAmount: string }, controls: { isFrozen: boolean, frozenAt: string | null, platformDailyAmount: string, personalDailyAmount: string | null, personalMonthlyAmount: string | null, pendingDailyAmount: string | null, pendingDailyAt: string | null, pendingMonthlyAmount: string | null, pendingMonthlyAt: string | null } | null } } };

export type ControlsTestUnfreezeMutationVariables = Exact<{
  input: UnfreezeWalletInput;
}>;


export type ControlsTestUnfreezeMutation = { unfreezeMyWallet: { message: string, wallet: { id: string, isBlocked: boolean, limits: { dailyAmount: string, dailyRemainingAmount: string }, controls: { isFrozen: boolean, frozenAt: string | null, platformDailyAmount: string, personalDailyAmount: string | null, personalMonthlyAmount: string | null, pendingDailyAmount: string | null, pendingDailyAt: string | null, pendingMonthlyAmount: string | null, pendingMonthlyAt: string | null } | null } } };

export type ControlsTestSetLimitsMutationVariables = Exact<{
  input: PersonalLimitsInput;
}>;


export type ControlsTestSetLimitsMutation = { setPersonalLimits: { message: string, wallet: { id: string, isBlocked: boolean, limits: { dailyAmount: string, dailyRemainingAmount: string }, controls: { isFrozen: boolean, frozenAt: string | null, platformDailyAmount: string, personalDailyAmount: string | null, personalMonthlyAmount: string | null, pendingDailyAmount: string | null, pendingDailyAt: string | null, pendingMonthlyAmount: string | null, pendingMonthlyAt: string | null } | null } } };

export type ControlsTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type ControlsTestAddMoneyMutation = { addMoney: { message: string } };

export type ControlsTestSendMoneyMutationVariables = Exact<{
  input: SendMoneyInput;
}>;


export type ControlsTestSendMoneyMutation = { sendMoney: { message: string } };

export type ClientTestSubmitContactMutationVariables = Exact<{
  input: ContactInput;
}>;


export type ClientTestSubmitContactMutation = { submitContact: { message: string } };

export type ClientTestTwiceMutationVariables = Exact<{
  input: ContactInput;
}>;


export type ClientTestTwiceMutation = { first: { message: string }, second: { message: string } };

export type SecurityTestSubmitContactMutationVariables = Exact<{ [key: string]: never; }>;


export type SecurityTestSubmitContactMutation = { submitContact: { message: string } };

export type StatementTestAddMoneyMutationVariables = Exact<{
  input: AddMoneyInput;
}>;


export type StatementTestAddMoneyMutation = { addMoney: { transaction: { id: string }, wallet: { balance: string } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { message: string, user: { id: string, name: string, email: string, phone: string, role: Role, isEmailVerified: boolean, isApproved: boolean, createdAt: string, updatedAt: string } } };

export type SendVerificationCodeMutationVariables = Exact<{
  email: string;
}>;


export type SendVerificationCodeMutation = { sendVerificationCode: { message: string } };

export type VerifyEmailMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { message: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminTestPayloadFragmentDoc = new TypedDocumentString(`
    fragment AdminTestPayload on MoneyPayload {
  message
  transaction {
    id
    type
    status
    amount
    fee
  }
  wallet {
    id
    balance
  }
}
    `, {"fragmentName":"AdminTestPayload"}) as unknown as TypedDocumentString<AdminTestPayloadFragment, unknown>;
export const AdminTestUserFragmentDoc = new TypedDocumentString(`
    fragment AdminTestUser on User {
  id
  name
  email
  role
  isEmailVerified
  isApproved
  agentStatus
  wallet {
    id
    userId
    balance
  }
}
    `, {"fragmentName":"AdminTestUser"}) as unknown as TypedDocumentString<AdminTestUserFragment, unknown>;
export const AgentsTestTransactionFragmentDoc = new TypedDocumentString(`
    fragment AgentsTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  commission
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
}
    `, {"fragmentName":"AgentsTestTransaction"}) as unknown as TypedDocumentString<AgentsTestTransactionFragment, unknown>;
export const AgentsTestPayloadFragmentDoc = new TypedDocumentString(`
    fragment AgentsTestPayload on MoneyPayload {
  message
  transaction {
    ...AgentsTestTransaction
  }
  wallet {
    id
    userId
    balance
  }
}
    fragment AgentsTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  commission
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
}`, {"fragmentName":"AgentsTestPayload"}) as unknown as TypedDocumentString<AgentsTestPayloadFragment, unknown>;
export const AgentsTestUserFragmentDoc = new TypedDocumentString(`
    fragment AgentsTestUser on User {
  id
  name
  email
  role
  isApproved
  createdAt
}
    `, {"fragmentName":"AgentsTestUser"}) as unknown as TypedDocumentString<AgentsTestUserFragment, unknown>;
export const AgentsTestStatsFragmentDoc = new TypedDocumentString(`
    fragment AgentsTestStats on AgentStats {
  id
  period
  cashIn {
    amount
    count
  }
  cashOut {
    amount
    count
  }
  send {
    amount
    count
  }
  walletBalance
  totalTransactions
  successRate
  totalVolume
  averageTransaction
  commissionEarned
  isApproved
  memberSince
}
    `, {"fragmentName":"AgentsTestStats"}) as unknown as TypedDocumentString<AgentsTestStatsFragment, unknown>;
export const AuthTestUserFragmentDoc = new TypedDocumentString(`
    fragment AuthTestUser on User {
  id
  name
  email
  phone
  role
  isEmailVerified
  isApproved
  createdAt
  updatedAt
}
    `, {"fragmentName":"AuthTestUser"}) as unknown as TypedDocumentString<AuthTestUserFragment, unknown>;
export const DisputesTestDisputeFragmentDoc = new TypedDocumentString(`
    fragment DisputesTestDispute on Dispute {
  id
  transactionId
  reason
  note
  status
  reporter {
    id
    name
  }
  transaction {
    id
    type
    amount
  }
  notes {
    status
    note
    authorRole
    authorName
  }
}
    `, {"fragmentName":"DisputesTestDispute"}) as unknown as TypedDocumentString<DisputesTestDisputeFragment, unknown>;
export const LedgerTestCheckFragmentDoc = new TypedDocumentString(`
    fragment LedgerTestCheck on LedgerCheck {
  id
  startedAt
  durationMs
  ok
  breaches {
    description
    journalIds
  }
  requestedBy {
    id
    name
  }
}
    `, {"fragmentName":"LedgerTestCheck"}) as unknown as TypedDocumentString<LedgerTestCheckFragment, unknown>;
export const MoneyTestTransactionFragmentDoc = new TypedDocumentString(`
    fragment MoneyTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  refunded
  method
  description
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
  createdAt
  updatedAt
  settledAt
  failureReason
}
    `, {"fragmentName":"MoneyTestTransaction"}) as unknown as TypedDocumentString<MoneyTestTransactionFragment, unknown>;
export const MoneyTestWalletFragmentDoc = new TypedDocumentString(`
    fragment MoneyTestWallet on Wallet {
  id
  userId
  balance
  isBlocked
  dailySpentAmount
  dailyTransactionCount
  monthlySpentAmount
  monthlyTransactionCount
  lastDailyReset
  lastMonthlyReset
  createdAt
  updatedAt
  limits {
    dailyAmount
    dailyCount
    monthlyAmount
    monthlyCount
    dailyRemainingAmount
    dailyRemainingCount
    monthlyRemainingAmount
    monthlyRemainingCount
  }
}
    `, {"fragmentName":"MoneyTestWallet"}) as unknown as TypedDocumentString<MoneyTestWalletFragment, unknown>;
export const MoneyTestPayloadFragmentDoc = new TypedDocumentString(`
    fragment MoneyTestPayload on MoneyPayload {
  message
  transaction {
    ...MoneyTestTransaction
  }
  wallet {
    ...MoneyTestWallet
  }
}
    fragment MoneyTestWallet on Wallet {
  id
  userId
  balance
  isBlocked
  dailySpentAmount
  dailyTransactionCount
  monthlySpentAmount
  monthlyTransactionCount
  lastDailyReset
  lastMonthlyReset
  createdAt
  updatedAt
  limits {
    dailyAmount
    dailyCount
    monthlyAmount
    monthlyCount
    dailyRemainingAmount
    dailyRemainingCount
    monthlyRemainingAmount
    monthlyRemainingCount
  }
}
fragment MoneyTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  refunded
  method
  description
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
  createdAt
  updatedAt
  settledAt
  failureReason
}`, {"fragmentName":"MoneyTestPayload"}) as unknown as TypedDocumentString<MoneyTestPayloadFragment, unknown>;
export const RequestsTestRequestFragmentDoc = new TypedDocumentString(`
    fragment RequestsTestRequest on MoneyRequest {
  id
  direction
  status
  amount
  note
  transactionId
  requester {
    id
    name
  }
  payer {
    id
    name
  }
  expiresAt
  closedAt
  createdAt
}
    `, {"fragmentName":"RequestsTestRequest"}) as unknown as TypedDocumentString<RequestsTestRequestFragment, unknown>;
export const SettingsTestSettingsFragmentDoc = new TypedDocumentString(`
    fragment SettingsTestSettings on Settings {
  notifications {
    transactionAlerts
    securityAlerts
    marketing
  }
  twoFactor {
    enabled
    enabledAt
    recoveryCodesLeft
  }
}
    `, {"fragmentName":"SettingsTestSettings"}) as unknown as TypedDocumentString<SettingsTestSettingsFragment, unknown>;
export const ControlsTestWalletFragmentDoc = new TypedDocumentString(`
    fragment ControlsTestWallet on Wallet {
  id
  isBlocked
  limits {
    dailyAmount
    dailyRemainingAmount
  }
  controls {
    isFrozen
    frozenAt
    platformDailyAmount
    personalDailyAmount
    personalMonthlyAmount
    pendingDailyAmount
    pendingDailyAt
    pendingMonthlyAmount
    pendingMonthlyAt
  }
}
    `, {"fragmentName":"ControlsTestWallet"}) as unknown as TypedDocumentString<ControlsTestWalletFragment, unknown>;
export const LiveTestLoginDocument = new TypedDocumentString(`
    mutation LiveTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<LiveTestLoginMutation, LiveTestLoginMutationVariables>;
export const LiveTestLogoutDocument = new TypedDocumentString(`
    mutation LiveTestLogout {
  logout {
    message
  }
}
    `) as unknown as TypedDocumentString<LiveTestLogoutMutation, LiveTestLogoutMutationVariables>;
export const LiveTestAddMoneyDocument = new TypedDocumentString(`
    mutation LiveTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    transaction {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveTestAddMoneyMutation, LiveTestAddMoneyMutationVariables>;
export const LiveTestSendMoneyDocument = new TypedDocumentString(`
    mutation LiveTestSendMoney($input: SendMoneyInput!) {
  sendMoney(input: $input) {
    transaction {
      id
    }
    wallet {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveTestSendMoneyMutation, LiveTestSendMoneyMutationVariables>;
export const LiveTestMyWalletDocument = new TypedDocumentString(`
    query LiveTestMyWallet {
  myWallet {
    id
    balance
  }
}
    `) as unknown as TypedDocumentString<LiveTestMyWalletQuery, LiveTestMyWalletQueryVariables>;
export const MutationTestSubmitContactDocument = new TypedDocumentString(`
    mutation MutationTestSubmitContact($input: ContactInput!) {
  submitContact(input: $input) {
    message
    contact {
      id
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<MutationTestSubmitContactMutation, MutationTestSubmitContactMutationVariables>;
export const QueryTestPublicStatsDocument = new TypedDocumentString(`
    query QueryTestPublicStats {
  publicStats {
    id
    totalUsers
    totalAgents
    totalTransactions
    totalVolume
  }
}
    `) as unknown as TypedDocumentString<QueryTestPublicStatsQuery, QueryTestPublicStatsQueryVariables>;
export const AdminTestLoginDocument = new TypedDocumentString(`
    mutation AdminTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<AdminTestLoginMutation, AdminTestLoginMutationVariables>;
export const AdminTestAddMoneyDocument = new TypedDocumentString(`
    mutation AdminTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    ...AdminTestPayload
  }
}
    fragment AdminTestPayload on MoneyPayload {
  message
  transaction {
    id
    type
    status
    amount
    fee
  }
  wallet {
    id
    balance
  }
}`) as unknown as TypedDocumentString<AdminTestAddMoneyMutation, AdminTestAddMoneyMutationVariables>;
export const AdminTestSendMoneyDocument = new TypedDocumentString(`
    mutation AdminTestSendMoney($input: SendMoneyInput!) {
  sendMoney(input: $input) {
    ...AdminTestPayload
  }
}
    fragment AdminTestPayload on MoneyPayload {
  message
  transaction {
    id
    type
    status
    amount
    fee
  }
  wallet {
    id
    balance
  }
}`) as unknown as TypedDocumentString<AdminTestSendMoneyMutation, AdminTestSendMoneyMutationVariables>;
export const AdminTestWithdrawDocument = new TypedDocumentString(`
    mutation AdminTestWithdraw($input: WithdrawInput!) {
  withdraw(input: $input) {
    ...AdminTestPayload
  }
}
    fragment AdminTestPayload on MoneyPayload {
  message
  transaction {
    id
    type
    status
    amount
    fee
  }
  wallet {
    id
    balance
  }
}`) as unknown as TypedDocumentString<AdminTestWithdrawMutation, AdminTestWithdrawMutationVariables>;
export const AdminTestCashInDocument = new TypedDocumentString(`
    mutation AdminTestCashIn($input: CashInInput!) {
  cashIn(input: $input) {
    ...AdminTestPayload
  }
}
    fragment AdminTestPayload on MoneyPayload {
  message
  transaction {
    id
    type
    status
    amount
    fee
  }
  wallet {
    id
    balance
  }
}`) as unknown as TypedDocumentString<AdminTestCashInMutation, AdminTestCashInMutationVariables>;
export const AdminTestApproveDocument = new TypedDocumentString(`
    mutation AdminTestApprove($input: AgentDecisionInput!) {
  approveAgent(input: $input) {
    message
    user {
      id
      isApproved
      agentStatus
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestApproveMutation, AdminTestApproveMutationVariables>;
export const AdminTestSuspendDocument = new TypedDocumentString(`
    mutation AdminTestSuspend($input: AgentDecisionInput!) {
  suspendAgent(input: $input) {
    message
    user {
      id
      isApproved
      agentStatus
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestSuspendMutation, AdminTestSuspendMutationVariables>;
export const AdminTestAdminStatsDocument = new TypedDocumentString(`
    query AdminTestAdminStats {
  adminStats {
    id
    totalUsers {
      total
      thisMonth
      lastMonth
      changePercent
    }
    totalAgents {
      total
      thisMonth
      lastMonth
      changePercent
    }
    transactionCount {
      total
      thisMonth
      lastMonth
      changePercent
    }
    totalVolume {
      total
      thisMonth
      lastMonth
      changePercent
    }
    recentTransactionCount
    recentVolume
    completionRate
    today {
      transactionCount
      volume
    }
    activeUsers
    recentTransactions {
      id
      type
      status
      amount
      user {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestAdminStatsQuery, AdminTestAdminStatsQueryVariables>;
export const AdminTestWalletsDocument = new TypedDocumentString(`
    query AdminTestWallets($input: WalletListInput) {
  wallets(input: $input) {
    items {
      id
      userId
      balance
      isBlocked
      user {
        id
        name
        email
        role
      }
    }
    pagination {
      currentPage
      totalPages
      totalItems
      itemsPerPage
    }
    summary {
      totalWallets
      activeWallets
      blockedWallets
      totalBalance
      averageBalance
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestWalletsQuery, AdminTestWalletsQueryVariables>;
export const AdminTestUsersDocument = new TypedDocumentString(`
    query AdminTestUsers($role: Role, $search: String, $page: Int, $limit: Int) {
  users(role: $role, search: $search, page: $page, limit: $limit) {
    items {
      ...AdminTestUser
    }
    pagination {
      currentPage
      totalPages
      totalItems
      itemsPerPage
    }
    summary {
      total
      verified
      approved
      pending
      suspended
      blocked
    }
  }
}
    fragment AdminTestUser on User {
  id
  name
  email
  role
  isEmailVerified
  isApproved
  agentStatus
  wallet {
    id
    userId
    balance
  }
}`) as unknown as TypedDocumentString<AdminTestUsersQuery, AdminTestUsersQueryVariables>;
export const AdminTestUserDocument = new TypedDocumentString(`
    query AdminTestUser($id: ID!) {
  user(id: $id) {
    ...AdminTestUser
  }
}
    fragment AdminTestUser on User {
  id
  name
  email
  role
  isEmailVerified
  isApproved
  agentStatus
  wallet {
    id
    userId
    balance
  }
}`) as unknown as TypedDocumentString<AdminTestUserQuery, AdminTestUserQueryVariables>;
export const AdminTestTransactionsDocument = new TypedDocumentString(`
    query AdminTestTransactions($filter: AdminTransactionFilter, $page: Int, $limit: Int) {
  transactions(filter: $filter, page: $page, limit: $limit) {
    items {
      id
      type
      status
      amount
      commission
      sender {
        id
        name
      }
      recipient {
        id
        name
      }
      user {
        id
        name
        email
      }
    }
    pagination {
      currentPage
      totalPages
      totalItems
      itemsPerPage
    }
    summary {
      totalCount
      completedCount
      pendingCount
      failedCount
      cancelledCount
      completedAmount
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestTransactionsQuery, AdminTestTransactionsQueryVariables>;
export const AdminTestAuditLogDocument = new TypedDocumentString(`
    query AdminTestAuditLog($userId: ID, $page: Int, $limit: Int) {
  auditLog(userId: $userId, page: $page, limit: $limit) {
    items {
      id
      action
      actor {
        id
        name
      }
      target {
        id
        name
      }
      targetWalletId
      reason
      createdAt
    }
    pagination {
      currentPage
      totalPages
      totalItems
      itemsPerPage
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestAuditLogQuery, AdminTestAuditLogQueryVariables>;
export const AdminTestSetWalletBlockedDocument = new TypedDocumentString(`
    mutation AdminTestSetWalletBlocked($input: SetWalletBlockedInput!) {
  setWalletBlocked(input: $input) {
    message
    wallet {
      id
      userId
      isBlocked
      balance
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestSetWalletBlockedMutation, AdminTestSetWalletBlockedMutationVariables>;
export const AdminTestMeDocument = new TypedDocumentString(`
    query AdminTestMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminTestMeQuery, AdminTestMeQueryVariables>;
export const AdminTestMineDocument = new TypedDocumentString(`
    query AdminTestMine {
  me {
    id
    agentStatus
    wallet {
      id
    }
  }
  myWallet {
    id
    user {
      id
      name
    }
  }
  myTransactions {
    items {
      id
      user {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestMineQuery, AdminTestMineQueryVariables>;
export const AdminTestBothDocument = new TypedDocumentString(`
    query AdminTestBoth($id: ID!) {
  adminStats {
    id
  }
  transaction(id: $id) {
    id
    type
    amount
  }
}
    `) as unknown as TypedDocumentString<AdminTestBothQuery, AdminTestBothQueryVariables>;
export const AdminTestAgentsDocument = new TypedDocumentString(`
    query AdminTestAgents {
  users(role: AGENT) {
    items {
      id
      agentStatus
      wallet {
        id
        user {
          id
          name
        }
      }
    }
    summary {
      total
      verified
      approved
      pending
      suspended
      blocked
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestAgentsQuery, AdminTestAgentsQueryVariables>;
export const AdminTestUsersByRoleDocument = new TypedDocumentString(`
    query AdminTestUsersByRole($role: Role) {
  users(role: $role) {
    items {
      id
      role
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestUsersByRoleQuery, AdminTestUsersByRoleQueryVariables>;
export const AdminTestBothListedDocument = new TypedDocumentString(`
    query AdminTestBothListed($id: ID!) {
  transactions {
    items {
      id
    }
  }
  transaction(id: $id) {
    id
    type
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTestBothListedQuery, AdminTestBothListedQueryVariables>;
export const AgentsTestLoginDocument = new TypedDocumentString(`
    mutation AgentsTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<AgentsTestLoginMutation, AgentsTestLoginMutationVariables>;
export const AgentsTestApproveDocument = new TypedDocumentString(`
    mutation AgentsTestApprove($input: AgentDecisionInput!) {
  approveAgent(input: $input) {
    message
    user {
      ...AgentsTestUser
    }
  }
}
    fragment AgentsTestUser on User {
  id
  name
  email
  role
  isApproved
  createdAt
}`) as unknown as TypedDocumentString<AgentsTestApproveMutation, AgentsTestApproveMutationVariables>;
export const AgentsTestSuspendDocument = new TypedDocumentString(`
    mutation AgentsTestSuspend($input: AgentDecisionInput!) {
  suspendAgent(input: $input) {
    message
    user {
      ...AgentsTestUser
    }
  }
}
    fragment AgentsTestUser on User {
  id
  name
  email
  role
  isApproved
  createdAt
}`) as unknown as TypedDocumentString<AgentsTestSuspendMutation, AgentsTestSuspendMutationVariables>;
export const AgentsTestAddMoneyDocument = new TypedDocumentString(`
    mutation AgentsTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    ...AgentsTestPayload
  }
}
    fragment AgentsTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  commission
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
}
fragment AgentsTestPayload on MoneyPayload {
  message
  transaction {
    ...AgentsTestTransaction
  }
  wallet {
    id
    userId
    balance
  }
}`) as unknown as TypedDocumentString<AgentsTestAddMoneyMutation, AgentsTestAddMoneyMutationVariables>;
export const AgentsTestCashInDocument = new TypedDocumentString(`
    mutation AgentsTestCashIn($input: CashInInput!) {
  cashIn(input: $input) {
    ...AgentsTestPayload
  }
}
    fragment AgentsTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  commission
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
}
fragment AgentsTestPayload on MoneyPayload {
  message
  transaction {
    ...AgentsTestTransaction
  }
  wallet {
    id
    userId
    balance
  }
}`) as unknown as TypedDocumentString<AgentsTestCashInMutation, AgentsTestCashInMutationVariables>;
export const AgentsTestCashOutDocument = new TypedDocumentString(`
    mutation AgentsTestCashOut($input: CashOutInput!) {
  cashOut(input: $input) {
    ...AgentsTestPayload
  }
}
    fragment AgentsTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  commission
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
}
fragment AgentsTestPayload on MoneyPayload {
  message
  transaction {
    ...AgentsTestTransaction
  }
  wallet {
    id
    userId
    balance
  }
}`) as unknown as TypedDocumentString<AgentsTestCashOutMutation, AgentsTestCashOutMutationVariables>;
export const AgentsTestCreateCashOutCodeDocument = new TypedDocumentString(`
    mutation AgentsTestCreateCashOutCode($input: CreateCashOutCodeInput!) {
  createCashOutCode(input: $input) {
    code
    maxAmount
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<AgentsTestCreateCashOutCodeMutation, AgentsTestCreateCashOutCodeMutationVariables>;
export const AgentsTestTransactionDocument = new TypedDocumentString(`
    query AgentsTestTransaction($id: ID!) {
  transaction(id: $id) {
    ...AgentsTestTransaction
  }
}
    fragment AgentsTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  commission
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
}`) as unknown as TypedDocumentString<AgentsTestTransactionQuery, AgentsTestTransactionQueryVariables>;
export const AgentsTestMyTransactionsDocument = new TypedDocumentString(`
    query AgentsTestMyTransactions {
  myTransactions {
    items {
      ...AgentsTestTransaction
    }
  }
}
    fragment AgentsTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  commission
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
}`) as unknown as TypedDocumentString<AgentsTestMyTransactionsQuery, AgentsTestMyTransactionsQueryVariables>;
export const AgentsTestMyWalletDocument = new TypedDocumentString(`
    query AgentsTestMyWallet {
  myWallet {
    id
    balance
  }
}
    `) as unknown as TypedDocumentString<AgentsTestMyWalletQuery, AgentsTestMyWalletQueryVariables>;
export const AgentsTestSearchUsersDocument = new TypedDocumentString(`
    query AgentsTestSearchUsers($search: String!) {
  searchUsers(search: $search) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AgentsTestSearchUsersQuery, AgentsTestSearchUsersQueryVariables>;
export const AgentsTestAgentStatsDocument = new TypedDocumentString(`
    query AgentsTestAgentStats($period: StatsPeriod!) {
  agentStats(period: $period) {
    ...AgentsTestStats
  }
}
    fragment AgentsTestStats on AgentStats {
  id
  period
  cashIn {
    amount
    count
  }
  cashOut {
    amount
    count
  }
  send {
    amount
    count
  }
  walletBalance
  totalTransactions
  successRate
  totalVolume
  averageTransaction
  commissionEarned
  isApproved
  memberSince
}`) as unknown as TypedDocumentString<AgentsTestAgentStatsQuery, AgentsTestAgentStatsQueryVariables>;
export const AgentsTestPeriodsDocument = new TypedDocumentString(`
    query AgentsTestPeriods {
  today: agentStats(period: TODAY) {
    id
    cashIn {
      amount
      count
    }
  }
  again: agentStats(period: TODAY) {
    id
  }
  month: agentStats(period: MONTH) {
    id
    period
    cashIn {
      amount
      count
    }
  }
}
    `) as unknown as TypedDocumentString<AgentsTestPeriodsQuery, AgentsTestPeriodsQueryVariables>;
export const AuthTestLoginDocument = new TypedDocumentString(`
    mutation AuthTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
    user {
      ...AuthTestUser
    }
  }
}
    fragment AuthTestUser on User {
  id
  name
  email
  phone
  role
  isEmailVerified
  isApproved
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<AuthTestLoginMutation, AuthTestLoginMutationVariables>;
export const AuthTestMeDocument = new TypedDocumentString(`
    query AuthTestMe {
  me {
    ...AuthTestUser
  }
}
    fragment AuthTestUser on User {
  id
  name
  email
  phone
  role
  isEmailVerified
  isApproved
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<AuthTestMeQuery, AuthTestMeQueryVariables>;
export const AuthTestUpdateProfileDocument = new TypedDocumentString(`
    mutation AuthTestUpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    message
    user {
      ...AuthTestUser
    }
  }
}
    fragment AuthTestUser on User {
  id
  name
  email
  phone
  role
  isEmailVerified
  isApproved
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<AuthTestUpdateProfileMutation, AuthTestUpdateProfileMutationVariables>;
export const AuthTestChangePasswordDocument = new TypedDocumentString(`
    mutation AuthTestChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<AuthTestChangePasswordMutation, AuthTestChangePasswordMutationVariables>;
export const AuthTestLogoutDocument = new TypedDocumentString(`
    mutation AuthTestLogout {
  logout {
    message
  }
}
    `) as unknown as TypedDocumentString<AuthTestLogoutMutation, AuthTestLogoutMutationVariables>;
export const AuthTestForgotPasswordDocument = new TypedDocumentString(`
    mutation AuthTestForgotPassword($email: String!) {
  forgotPassword(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<AuthTestForgotPasswordMutation, AuthTestForgotPasswordMutationVariables>;
export const AuthTestResetPasswordDocument = new TypedDocumentString(`
    mutation AuthTestResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<AuthTestResetPasswordMutation, AuthTestResetPasswordMutationVariables>;
export const DisputesTestLoginDocument = new TypedDocumentString(`
    mutation DisputesTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<DisputesTestLoginMutation, DisputesTestLoginMutationVariables>;
export const DisputesTestAddMoneyDocument = new TypedDocumentString(`
    mutation DisputesTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<DisputesTestAddMoneyMutation, DisputesTestAddMoneyMutationVariables>;
export const DisputesTestSendDocument = new TypedDocumentString(`
    mutation DisputesTestSend($input: SendMoneyInput!) {
  sendMoney(input: $input) {
    transaction {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DisputesTestSendMutation, DisputesTestSendMutationVariables>;
export const DisputesTestReportDocument = new TypedDocumentString(`
    mutation DisputesTestReport($input: ReportProblemInput!) {
  reportProblem(input: $input) {
    message
    dispute {
      ...DisputesTestDispute
    }
  }
}
    fragment DisputesTestDispute on Dispute {
  id
  transactionId
  reason
  note
  status
  reporter {
    id
    name
  }
  transaction {
    id
    type
    amount
  }
  notes {
    status
    note
    authorRole
    authorName
  }
}`) as unknown as TypedDocumentString<DisputesTestReportMutation, DisputesTestReportMutationVariables>;
export const DisputesTestUpdateDocument = new TypedDocumentString(`
    mutation DisputesTestUpdate($input: UpdateDisputeInput!) {
  updateDispute(input: $input) {
    message
    dispute {
      ...DisputesTestDispute
    }
  }
}
    fragment DisputesTestDispute on Dispute {
  id
  transactionId
  reason
  note
  status
  reporter {
    id
    name
  }
  transaction {
    id
    type
    amount
  }
  notes {
    status
    note
    authorRole
    authorName
  }
}`) as unknown as TypedDocumentString<DisputesTestUpdateMutation, DisputesTestUpdateMutationVariables>;
export const DisputesTestMineDocument = new TypedDocumentString(`
    query DisputesTestMine($transactionId: ID) {
  myDisputes(transactionId: $transactionId) {
    items {
      ...DisputesTestDispute
    }
    pagination {
      totalItems
    }
  }
}
    fragment DisputesTestDispute on Dispute {
  id
  transactionId
  reason
  note
  status
  reporter {
    id
    name
  }
  transaction {
    id
    type
    amount
  }
  notes {
    status
    note
    authorRole
    authorName
  }
}`) as unknown as TypedDocumentString<DisputesTestMineQuery, DisputesTestMineQueryVariables>;
export const DisputesTestQueueDocument = new TypedDocumentString(`
    query DisputesTestQueue($status: DisputeStatus, $reason: DisputeReason) {
  disputes(status: $status, reason: $reason) {
    items {
      ...DisputesTestDispute
    }
    pagination {
      totalItems
    }
  }
}
    fragment DisputesTestDispute on Dispute {
  id
  transactionId
  reason
  note
  status
  reporter {
    id
    name
  }
  transaction {
    id
    type
    amount
  }
  notes {
    status
    note
    authorRole
    authorName
  }
}`) as unknown as TypedDocumentString<DisputesTestQueueQuery, DisputesTestQueueQueryVariables>;
export const DisputesTestProposeDocument = new TypedDocumentString(`
    mutation DisputesTestPropose($input: ProposeReversalInput!) {
  proposeReversal(input: $input) {
    reversal {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DisputesTestProposeMutation, DisputesTestProposeMutationVariables>;
export const DisputesTestQueueReversalsDocument = new TypedDocumentString(`
    query DisputesTestQueueReversals($status: DisputeStatus) {
  disputes(status: $status, limit: 1000) {
    items {
      id
      reversals {
        id
        transactionId
        amount
        reason
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DisputesTestQueueReversalsQuery, DisputesTestQueueReversalsQueryVariables>;
export const DisputesTestMineReversalsDocument = new TypedDocumentString(`
    query DisputesTestMineReversals($transactionId: ID) {
  myDisputes(transactionId: $transactionId) {
    items {
      id
      reversals {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DisputesTestMineReversalsQuery, DisputesTestMineReversalsQueryVariables>;
export const DisputesTestReversalsByTransactionDocument = new TypedDocumentString(`
    query DisputesTestReversalsByTransaction($transactionId: ID) {
  reversals(transactionId: $transactionId) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DisputesTestReversalsByTransactionQuery, DisputesTestReversalsByTransactionQueryVariables>;
export const LedgerTestLoginDocument = new TypedDocumentString(`
    mutation LedgerTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<LedgerTestLoginMutation, LedgerTestLoginMutationVariables>;
export const LedgerTestAddMoneyDocument = new TypedDocumentString(`
    mutation LedgerTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<LedgerTestAddMoneyMutation, LedgerTestAddMoneyMutationVariables>;
export const LedgerTestWithdrawDocument = new TypedDocumentString(`
    mutation LedgerTestWithdraw($input: WithdrawInput!) {
  withdraw(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<LedgerTestWithdrawMutation, LedgerTestWithdrawMutationVariables>;
export const LedgerTestSummaryDocument = new TypedDocumentString(`
    query LedgerTestSummary {
  ledgerSummary {
    id
    total
    walletsTotal
    accounts {
      kind
      balance
    }
    days {
      day
      moneyIn
      moneyOut
    }
    pendingPayouts {
      count
      amount
      oldest {
        id
        amount
        fee
        method
        createdAt
        ageSeconds
        user {
          id
          name
        }
      }
    }
    lastCheck {
      ...LedgerTestCheck
    }
    checkIntervalMinutes
  }
}
    fragment LedgerTestCheck on LedgerCheck {
  id
  startedAt
  durationMs
  ok
  breaches {
    description
    journalIds
  }
  requestedBy {
    id
    name
  }
}`) as unknown as TypedDocumentString<LedgerTestSummaryQuery, LedgerTestSummaryQueryVariables>;
export const LedgerTestRunCheckDocument = new TypedDocumentString(`
    mutation LedgerTestRunCheck {
  runLedgerCheck {
    message
    check {
      ...LedgerTestCheck
    }
    summary {
      id
      lastCheck {
        id
        ok
      }
    }
  }
}
    fragment LedgerTestCheck on LedgerCheck {
  id
  startedAt
  durationMs
  ok
  breaches {
    description
    journalIds
  }
  requestedBy {
    id
    name
  }
}`) as unknown as TypedDocumentString<LedgerTestRunCheckMutation, LedgerTestRunCheckMutationVariables>;
export const LedgerTestChecksDocument = new TypedDocumentString(`
    query LedgerTestChecks($page: Int, $limit: Int) {
  ledgerChecks(page: $page, limit: $limit) {
    items {
      ...LedgerTestCheck
    }
    pagination {
      currentPage
      totalPages
      totalItems
      itemsPerPage
    }
  }
}
    fragment LedgerTestCheck on LedgerCheck {
  id
  startedAt
  durationMs
  ok
  breaches {
    description
    journalIds
  }
  requestedBy {
    id
    name
  }
}`) as unknown as TypedDocumentString<LedgerTestChecksQuery, LedgerTestChecksQueryVariables>;
export const MoneyTestLoginDocument = new TypedDocumentString(`
    mutation MoneyTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<MoneyTestLoginMutation, MoneyTestLoginMutationVariables>;
export const MoneyTestMyWalletDocument = new TypedDocumentString(`
    query MoneyTestMyWallet {
  myWallet {
    ...MoneyTestWallet
  }
}
    fragment MoneyTestWallet on Wallet {
  id
  userId
  balance
  isBlocked
  dailySpentAmount
  dailyTransactionCount
  monthlySpentAmount
  monthlyTransactionCount
  lastDailyReset
  lastMonthlyReset
  createdAt
  updatedAt
  limits {
    dailyAmount
    dailyCount
    monthlyAmount
    monthlyCount
    dailyRemainingAmount
    dailyRemainingCount
    monthlyRemainingAmount
    monthlyRemainingCount
  }
}`) as unknown as TypedDocumentString<MoneyTestMyWalletQuery, MoneyTestMyWalletQueryVariables>;
export const MoneyTestAddMoneyDocument = new TypedDocumentString(`
    mutation MoneyTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    ...MoneyTestPayload
  }
}
    fragment MoneyTestWallet on Wallet {
  id
  userId
  balance
  isBlocked
  dailySpentAmount
  dailyTransactionCount
  monthlySpentAmount
  monthlyTransactionCount
  lastDailyReset
  lastMonthlyReset
  createdAt
  updatedAt
  limits {
    dailyAmount
    dailyCount
    monthlyAmount
    monthlyCount
    dailyRemainingAmount
    dailyRemainingCount
    monthlyRemainingAmount
    monthlyRemainingCount
  }
}
fragment MoneyTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  refunded
  method
  description
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
  createdAt
  updatedAt
  settledAt
  failureReason
}
fragment MoneyTestPayload on MoneyPayload {
  message
  transaction {
    ...MoneyTestTransaction
  }
  wallet {
    ...MoneyTestWallet
  }
}`) as unknown as TypedDocumentString<MoneyTestAddMoneyMutation, MoneyTestAddMoneyMutationVariables>;
export const MoneyTestSendMoneyDocument = new TypedDocumentString(`
    mutation MoneyTestSendMoney($input: SendMoneyInput!) {
  sendMoney(input: $input) {
    ...MoneyTestPayload
  }
}
    fragment MoneyTestWallet on Wallet {
  id
  userId
  balance
  isBlocked
  dailySpentAmount
  dailyTransactionCount
  monthlySpentAmount
  monthlyTransactionCount
  lastDailyReset
  lastMonthlyReset
  createdAt
  updatedAt
  limits {
    dailyAmount
    dailyCount
    monthlyAmount
    monthlyCount
    dailyRemainingAmount
    dailyRemainingCount
    monthlyRemainingAmount
    monthlyRemainingCount
  }
}
fragment MoneyTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  refunded
  method
  description
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
  createdAt
  updatedAt
  settledAt
  failureReason
}
fragment MoneyTestPayload on MoneyPayload {
  message
  transaction {
    ...MoneyTestTransaction
  }
  wallet {
    ...MoneyTestWallet
  }
}`) as unknown as TypedDocumentString<MoneyTestSendMoneyMutation, MoneyTestSendMoneyMutationVariables>;
export const MoneyTestWithdrawDocument = new TypedDocumentString(`
    mutation MoneyTestWithdraw($input: WithdrawInput!) {
  withdraw(input: $input) {
    ...MoneyTestPayload
  }
}
    fragment MoneyTestWallet on Wallet {
  id
  userId
  balance
  isBlocked
  dailySpentAmount
  dailyTransactionCount
  monthlySpentAmount
  monthlyTransactionCount
  lastDailyReset
  lastMonthlyReset
  createdAt
  updatedAt
  limits {
    dailyAmount
    dailyCount
    monthlyAmount
    monthlyCount
    dailyRemainingAmount
    dailyRemainingCount
    monthlyRemainingAmount
    monthlyRemainingCount
  }
}
fragment MoneyTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  refunded
  method
  description
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
  createdAt
  updatedAt
  settledAt
  failureReason
}
fragment MoneyTestPayload on MoneyPayload {
  message
  transaction {
    ...MoneyTestTransaction
  }
  wallet {
    ...MoneyTestWallet
  }
}`) as unknown as TypedDocumentString<MoneyTestWithdrawMutation, MoneyTestWithdrawMutationVariables>;
export const MoneyTestCancelDocument = new TypedDocumentString(`
    mutation MoneyTestCancel($id: ID!) {
  cancelWithdrawal(id: $id) {
    ...MoneyTestPayload
  }
}
    fragment MoneyTestWallet on Wallet {
  id
  userId
  balance
  isBlocked
  dailySpentAmount
  dailyTransactionCount
  monthlySpentAmount
  monthlyTransactionCount
  lastDailyReset
  lastMonthlyReset
  createdAt
  updatedAt
  limits {
    dailyAmount
    dailyCount
    monthlyAmount
    monthlyCount
    dailyRemainingAmount
    dailyRemainingCount
    monthlyRemainingAmount
    monthlyRemainingCount
  }
}
fragment MoneyTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  refunded
  method
  description
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
  createdAt
  updatedAt
  settledAt
  failureReason
}
fragment MoneyTestPayload on MoneyPayload {
  message
  transaction {
    ...MoneyTestTransaction
  }
  wallet {
    ...MoneyTestWallet
  }
}`) as unknown as TypedDocumentString<MoneyTestCancelMutation, MoneyTestCancelMutationVariables>;
export const MoneyTestMyTransactionsDocument = new TypedDocumentString(`
    query MoneyTestMyTransactions($filter: TransactionFilter, $page: Int, $limit: Int) {
  myTransactions(filter: $filter, page: $page, limit: $limit) {
    items {
      ...MoneyTestTransaction
    }
    pagination {
      currentPage
      totalPages
      totalItems
      itemsPerPage
    }
    summary {
      totalCount
      completedCount
      pendingCount
      failedCount
      cancelledCount
      totalIn
      totalOut
    }
  }
}
    fragment MoneyTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  refunded
  method
  description
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
  createdAt
  updatedAt
  settledAt
  failureReason
}`) as unknown as TypedDocumentString<MoneyTestMyTransactionsQuery, MoneyTestMyTransactionsQueryVariables>;
export const MoneyTestTransactionDocument = new TypedDocumentString(`
    query MoneyTestTransaction($id: ID!) {
  transaction(id: $id) {
    ...MoneyTestTransaction
  }
}
    fragment MoneyTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  refunded
  method
  description
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
  createdAt
  updatedAt
  settledAt
  failureReason
}`) as unknown as TypedDocumentString<MoneyTestTransactionQuery, MoneyTestTransactionQueryVariables>;
export const MoneyTestSearchUsersDocument = new TypedDocumentString(`
    query MoneyTestSearchUsers($search: String!, $limit: Int) {
  searchUsers(search: $search, limit: $limit) {
    id
    name
    maskedEmail
    maskedPhone
  }
}
    `) as unknown as TypedDocumentString<MoneyTestSearchUsersQuery, MoneyTestSearchUsersQueryVariables>;
export const MoneyTestNamesOfTenDocument = new TypedDocumentString(`
    query MoneyTestNamesOfTen {
  myTransactions(limit: 10) {
    items {
      id
      amount
      sender {
        id
        name
      }
      recipient {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MoneyTestNamesOfTenQuery, MoneyTestNamesOfTenQueryVariables>;
export const MoneyTestBesideDocument = new TypedDocumentString(`
    query MoneyTestBeside($id: ID!) {
  before: transaction(id: $id) {
    ...MoneyTestTransaction
  }
  myTransactions(limit: 10) {
    items {
      ...MoneyTestTransaction
    }
  }
  after: transaction(id: $id) {
    ...MoneyTestTransaction
  }
}
    fragment MoneyTestTransaction on Transaction {
  id
  type
  direction
  status
  amount
  fee
  refunded
  method
  description
  sender {
    id
    name
  }
  recipient {
    id
    name
  }
  createdAt
  updatedAt
  settledAt
  failureReason
}`) as unknown as TypedDocumentString<MoneyTestBesideQuery, MoneyTestBesideQueryVariables>;
export const MoneyTestApartDocument = new TypedDocumentString(`
    query MoneyTestApart($id: ID!) {
  myTransactions(limit: 2) {
    items {
      id
    }
  }
  transaction(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<MoneyTestApartQuery, MoneyTestApartQueryVariables>;
export const PayLinksTestLoginDocument = new TypedDocumentString(`
    mutation PayLinksTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<PayLinksTestLoginMutation, PayLinksTestLoginMutationVariables>;
export const PayLinksTestPayeeDocument = new TypedDocumentString(`
    query PayLinksTestPayee($handle: ID!) {
  payee(handle: $handle) {
    id
    name
    maskedEmail
    maskedPhone
  }
}
    `) as unknown as TypedDocumentString<PayLinksTestPayeeQuery, PayLinksTestPayeeQueryVariables>;
export const PayLinksTestCounterAgentDocument = new TypedDocumentString(`
    query PayLinksTestCounterAgent($handle: ID!) {
  counterAgent(handle: $handle) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<PayLinksTestCounterAgentQuery, PayLinksTestCounterAgentQueryVariables>;
export const RequestsTestLoginDocument = new TypedDocumentString(`
    mutation RequestsTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<RequestsTestLoginMutation, RequestsTestLoginMutationVariables>;
export const RequestsTestAddMoneyDocument = new TypedDocumentString(`
    mutation RequestsTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<RequestsTestAddMoneyMutation, RequestsTestAddMoneyMutationVariables>;
export const RequestsTestRequestMoneyDocument = new TypedDocumentString(`
    mutation RequestsTestRequestMoney($input: RequestMoneyInput!) {
  requestMoney(input: $input) {
    message
    moneyRequest {
      ...RequestsTestRequest
    }
  }
}
    fragment RequestsTestRequest on MoneyRequest {
  id
  direction
  status
  amount
  note
  transactionId
  requester {
    id
    name
  }
  payer {
    id
    name
  }
  expiresAt
  closedAt
  createdAt
}`) as unknown as TypedDocumentString<RequestsTestRequestMoneyMutation, RequestsTestRequestMoneyMutationVariables>;
export const RequestsTestPayDocument = new TypedDocumentString(`
    mutation RequestsTestPay($input: PayMoneyRequestInput!) {
  payMoneyRequest(input: $input) {
    message
    moneyRequest {
      ...RequestsTestRequest
    }
    transaction {
      id
      type
      amount
      description
    }
    wallet {
      id
      balance
    }
  }
}
    fragment RequestsTestRequest on MoneyRequest {
  id
  direction
  status
  amount
  note
  transactionId
  requester {
    id
    name
  }
  payer {
    id
    name
  }
  expiresAt
  closedAt
  createdAt
}`) as unknown as TypedDocumentString<RequestsTestPayMutation, RequestsTestPayMutationVariables>;
export const RequestsTestDeclineDocument = new TypedDocumentString(`
    mutation RequestsTestDecline($id: ID!) {
  declineMoneyRequest(id: $id) {
    message
    moneyRequest {
      ...RequestsTestRequest
    }
  }
}
    fragment RequestsTestRequest on MoneyRequest {
  id
  direction
  status
  amount
  note
  transactionId
  requester {
    id
    name
  }
  payer {
    id
    name
  }
  expiresAt
  closedAt
  createdAt
}`) as unknown as TypedDocumentString<RequestsTestDeclineMutation, RequestsTestDeclineMutationVariables>;
export const RequestsTestCancelDocument = new TypedDocumentString(`
    mutation RequestsTestCancel($id: ID!) {
  cancelMoneyRequest(id: $id) {
    message
    moneyRequest {
      ...RequestsTestRequest
    }
  }
}
    fragment RequestsTestRequest on MoneyRequest {
  id
  direction
  status
  amount
  note
  transactionId
  requester {
    id
    name
  }
  payer {
    id
    name
  }
  expiresAt
  closedAt
  createdAt
}`) as unknown as TypedDocumentString<RequestsTestCancelMutation, RequestsTestCancelMutationVariables>;
export const RequestsTestListDocument = new TypedDocumentString(`
    query RequestsTestList($direction: MoneyRequestDirection!, $status: MoneyRequestStatus) {
  moneyRequests(direction: $direction, status: $status) {
    items {
      ...RequestsTestRequest
    }
    pagination {
      totalItems
    }
  }
}
    fragment RequestsTestRequest on MoneyRequest {
  id
  direction
  status
  amount
  note
  transactionId
  requester {
    id
    name
  }
  payer {
    id
    name
  }
  expiresAt
  closedAt
  createdAt
}`) as unknown as TypedDocumentString<RequestsTestListQuery, RequestsTestListQueryVariables>;
export const RequestsTestBlockDocument = new TypedDocumentString(`
    mutation RequestsTestBlock($userId: ID!) {
  blockRequester(userId: $userId) {
    message
    blocked {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RequestsTestBlockMutation, RequestsTestBlockMutationVariables>;
export const RequestsTestUnblockDocument = new TypedDocumentString(`
    mutation RequestsTestUnblock($userId: ID!) {
  unblockRequester(userId: $userId) {
    message
    blocked {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RequestsTestUnblockMutation, RequestsTestUnblockMutationVariables>;
export const RequestsTestBlockedDocument = new TypedDocumentString(`
    query RequestsTestBlocked {
  blockedRequesters {
    id
    name
    blockedAt
  }
}
    `) as unknown as TypedDocumentString<RequestsTestBlockedQuery, RequestsTestBlockedQueryVariables>;
export const ReversalsTestLoginDocument = new TypedDocumentString(`
    mutation ReversalsTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ReversalsTestLoginMutation, ReversalsTestLoginMutationVariables>;
export const ReversalsTestAddMoneyDocument = new TypedDocumentString(`
    mutation ReversalsTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ReversalsTestAddMoneyMutation, ReversalsTestAddMoneyMutationVariables>;
export const ReversalsTestSendDocument = new TypedDocumentString(`
    mutation ReversalsTestSend($input: SendMoneyInput!) {
  sendMoney(input: $input) {
    transaction {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ReversalsTestSendMutation, ReversalsTestSendMutationVariables>;
export const ReversalsTestBalanceDocument = new TypedDocumentString(`
    query ReversalsTestBalance {
  myWallet {
    balance
  }
}
    `) as unknown as TypedDocumentString<ReversalsTestBalanceQuery, ReversalsTestBalanceQueryVariables>;
export const ReversalsTestProposeDocument = new TypedDocumentString(`
    mutation ReversalsTestPropose($input: ProposeReversalInput!) {
  proposeReversal(input: $input) {
    reversal {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ReversalsTestProposeMutation, ReversalsTestProposeMutationVariables>;
export const ReversalsTestApproveDocument = new TypedDocumentString(`
    mutation ReversalsTestApprove($input: ReversalDecisionInput!) {
  approveReversal(input: $input) {
    message
    reversal {
      id
      status
      amount
      decisionReason
      reversalTransactionId
      proposedBy {
        name
      }
      decidedBy {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReversalsTestApproveMutation, ReversalsTestApproveMutationVariables>;
export const ReversalsTestRejectDocument = new TypedDocumentString(`
    mutation ReversalsTestReject($input: ReversalDecisionInput!) {
  rejectReversal(input: $input) {
    message
    reversal {
      id
      status
      decisionReason
      reversalTransactionId
      decidedBy {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReversalsTestRejectMutation, ReversalsTestRejectMutationVariables>;
export const ReversalsTestTransactionDocument = new TypedDocumentString(`
    query ReversalsTestTransaction($id: ID!) {
  transaction(id: $id) {
    id
    amount
    reverses
    reversedBy
  }
}
    `) as unknown as TypedDocumentString<ReversalsTestTransactionQuery, ReversalsTestTransactionQueryVariables>;
export const SettingsTestMySettingsDocument = new TypedDocumentString(`
    query SettingsTestMySettings {
  mySettings {
    ...SettingsTestSettings
  }
}
    fragment SettingsTestSettings on Settings {
  notifications {
    transactionAlerts
    securityAlerts
    marketing
  }
  twoFactor {
    enabled
    enabledAt
    recoveryCodesLeft
  }
}`) as unknown as TypedDocumentString<SettingsTestMySettingsQuery, SettingsTestMySettingsQueryVariables>;
export const SettingsTestUpdatePreferencesDocument = new TypedDocumentString(`
    mutation SettingsTestUpdatePreferences($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) {
    message
    settings {
      ...SettingsTestSettings
    }
  }
}
    fragment SettingsTestSettings on Settings {
  notifications {
    transactionAlerts
    securityAlerts
    marketing
  }
  twoFactor {
    enabled
    enabledAt
    recoveryCodesLeft
  }
}`) as unknown as TypedDocumentString<SettingsTestUpdatePreferencesMutation, SettingsTestUpdatePreferencesMutationVariables>;
export const SettingsTestStartSetupDocument = new TypedDocumentString(`
    mutation SettingsTestStartSetup {
  startTwoFactorSetup {
    secret
    otpauthUrl
  }
}
    `) as unknown as TypedDocumentString<SettingsTestStartSetupMutation, SettingsTestStartSetupMutationVariables>;
export const SettingsTestEnableDocument = new TypedDocumentString(`
    mutation SettingsTestEnable($code: String!) {
  enableTwoFactor(code: $code) {
    message
    recoveryCodes
    settings {
      ...SettingsTestSettings
    }
  }
}
    fragment SettingsTestSettings on Settings {
  notifications {
    transactionAlerts
    securityAlerts
    marketing
  }
  twoFactor {
    enabled
    enabledAt
    recoveryCodesLeft
  }
}`) as unknown as TypedDocumentString<SettingsTestEnableMutation, SettingsTestEnableMutationVariables>;
export const SettingsTestDisableDocument = new TypedDocumentString(`
    mutation SettingsTestDisable($input: DisableTwoFactorInput!) {
  disableTwoFactor(input: $input) {
    message
    settings {
      ...SettingsTestSettings
    }
  }
}
    fragment SettingsTestSettings on Settings {
  notifications {
    transactionAlerts
    securityAlerts
    marketing
  }
  twoFactor {
    enabled
    enabledAt
    recoveryCodesLeft
  }
}`) as unknown as TypedDocumentString<SettingsTestDisableMutation, SettingsTestDisableMutationVariables>;
export const SettingsTestCloseDocument = new TypedDocumentString(`
    mutation SettingsTestClose($password: String!) {
  closeAccount(password: $password) {
    message
  }
}
    `) as unknown as TypedDocumentString<SettingsTestCloseMutation, SettingsTestCloseMutationVariables>;
export const SettingsTestLoginDocument = new TypedDocumentString(`
    mutation SettingsTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
    user {
      id
      email
    }
  }
}
    `) as unknown as TypedDocumentString<SettingsTestLoginMutation, SettingsTestLoginMutationVariables>;
export const SettingsTestMeDocument = new TypedDocumentString(`
    query SettingsTestMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<SettingsTestMeQuery, SettingsTestMeQueryVariables>;
export const SettingsTestAddMoneyDocument = new TypedDocumentString(`
    mutation SettingsTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    wallet {
      balance
    }
  }
}
    `) as unknown as TypedDocumentString<SettingsTestAddMoneyMutation, SettingsTestAddMoneyMutationVariables>;
export const SettingsTestWithdrawDocument = new TypedDocumentString(`
    mutation SettingsTestWithdraw($input: WithdrawInput!) {
  withdraw(input: $input) {
    wallet {
      balance
    }
  }
}
    `) as unknown as TypedDocumentString<SettingsTestWithdrawMutation, SettingsTestWithdrawMutationVariables>;
export const ControlsTestLoginDocument = new TypedDocumentString(`
    mutation ControlsTestLogin($input: LoginInput!) {
  login(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ControlsTestLoginMutation, ControlsTestLoginMutationVariables>;
export const ControlsTestMyWalletDocument = new TypedDocumentString(`
    query ControlsTestMyWallet {
  myWallet {
    ...ControlsTestWallet
  }
}
    fragment ControlsTestWallet on Wallet {
  id
  isBlocked
  limits {
    dailyAmount
    dailyRemainingAmount
  }
  controls {
    isFrozen
    frozenAt
    platformDailyAmount
    personalDailyAmount
    personalMonthlyAmount
    pendingDailyAmount
    pendingDailyAt
    pendingMonthlyAmount
    pendingMonthlyAt
  }
}`) as unknown as TypedDocumentString<ControlsTestMyWalletQuery, ControlsTestMyWalletQueryVariables>;
export const ControlsTestFreezeDocument = new TypedDocumentString(`
    mutation ControlsTestFreeze {
  freezeMyWallet {
    message
    wallet {
      ...ControlsTestWallet
    }
  }
}
    fragment ControlsTestWallet on Wallet {
  id
  isBlocked
  limits {
    dailyAmount
    dailyRemainingAmount
  }
  controls {
    isFrozen
    frozenAt
    platformDailyAmount
    personalDailyAmount
    personalMonthlyAmount
    pendingDailyAmount
    pendingDailyAt
    pendingMonthlyAmount
    pendingMonthlyAt
  }
}`) as unknown as TypedDocumentString<ControlsTestFreezeMutation, ControlsTestFreezeMutationVariables>;
export const ControlsTestUnfreezeDocument = new TypedDocumentString(`
    mutation ControlsTestUnfreeze($input: UnfreezeWalletInput!) {
  unfreezeMyWallet(input: $input) {
    message
    wallet {
      ...ControlsTestWallet
    }
  }
}
    fragment ControlsTestWallet on Wallet {
  id
  isBlocked
  limits {
    dailyAmount
    dailyRemainingAmount
  }
  controls {
    isFrozen
    frozenAt
    platformDailyAmount
    personalDailyAmount
    personalMonthlyAmount
    pendingDailyAmount
    pendingDailyAt
    pendingMonthlyAmount
    pendingMonthlyAt
  }
}`) as unknown as TypedDocumentString<ControlsTestUnfreezeMutation, ControlsTestUnfreezeMutationVariables>;
export const ControlsTestSetLimitsDocument = new TypedDocumentString(`
    mutation ControlsTestSetLimits($input: PersonalLimitsInput!) {
  setPersonalLimits(input: $input) {
    message
    wallet {
      ...ControlsTestWallet
    }
  }
}
    fragment ControlsTestWallet on Wallet {
  id
  isBlocked
  limits {
    dailyAmount
    dailyRemainingAmount
  }
  controls {
    isFrozen
    frozenAt
    platformDailyAmount
    personalDailyAmount
    personalMonthlyAmount
    pendingDailyAmount
    pendingDailyAt
    pendingMonthlyAmount
    pendingMonthlyAt
  }
}`) as unknown as TypedDocumentString<ControlsTestSetLimitsMutation, ControlsTestSetLimitsMutationVariables>;
export const ControlsTestAddMoneyDocument = new TypedDocumentString(`
    mutation ControlsTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ControlsTestAddMoneyMutation, ControlsTestAddMoneyMutationVariables>;
export const ControlsTestSendMoneyDocument = new TypedDocumentString(`
    mutation ControlsTestSendMoney($input: SendMoneyInput!) {
  sendMoney(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ControlsTestSendMoneyMutation, ControlsTestSendMoneyMutationVariables>;
export const ClientTestSubmitContactDocument = new TypedDocumentString(`
    mutation ClientTestSubmitContact($input: ContactInput!) {
  submitContact(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ClientTestSubmitContactMutation, ClientTestSubmitContactMutationVariables>;
export const ClientTestTwiceDocument = new TypedDocumentString(`
    mutation ClientTestTwice($input: ContactInput!) {
  first: submitContact(input: $input) {
    message
  }
  second: submitContact(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ClientTestTwiceMutation, ClientTestTwiceMutationVariables>;
export const SecurityTestSubmitContactDocument = new TypedDocumentString(`
    mutation SecurityTestSubmitContact {
  submitContact(
    input: {firstName: "Eve", lastName: "Forge", email: "eve@example.com", subject: "Hi", message: "CSRF"}
  ) {
    message
  }
}
    `) as unknown as TypedDocumentString<SecurityTestSubmitContactMutation, SecurityTestSubmitContactMutationVariables>;
export const StatementTestAddMoneyDocument = new TypedDocumentString(`
    mutation StatementTestAddMoney($input: AddMoneyInput!) {
  addMoney(input: $input) {
    transaction {
      id
    }
    wallet {
      balance
    }
  }
}
    `) as unknown as TypedDocumentString<StatementTestAddMoneyMutation, StatementTestAddMoneyMutationVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    message
    user {
      id
      name
      email
      phone
      role
      isEmailVerified
      isApproved
      createdAt
      updatedAt
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const SendVerificationCodeDocument = new TypedDocumentString(`
    mutation SendVerificationCode($email: String!) {
  sendVerificationCode(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<SendVerificationCodeMutation, SendVerificationCodeMutationVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation VerifyEmail($email: String!, $otp: String!) {
  verifyEmail(email: $email, otp: $otp) {
    message
  }
}
    `) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;