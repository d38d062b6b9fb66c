// The JSON of the admin routes (docs/admin.md), in one place so the api that writes it and the bff that reads it
// cannot drift apart. Amounts are dollars (numbers with at most two decimals); dates ISO strings.
import type { AgentStatus, AuditActionName } from './admin';
import type { Role } from './auth';
import type { PaginationJson, TransactionJson, WalletJson } from './wallet-json';

/** The user JSON of /users/me. */
export interface UserJson {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  isEmailVerified: boolean;
  isApproved: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A person as an admin sees them: the profile, the agent's standing, and their wallet. */
export interface AdminUserJson extends UserJson {
  /** The person closed the account: it never signs in or receives money again (docs/security.md). */
  isClosed: boolean;
  /** For agents; null for users and admins. */
  agentStatus: AgentStatus | null;
  /** null for an account without a wallet. */
  wallet: WalletJson | null;
}

/** The owner embedded in an admin's wallet row (SPEC.md §3). */
export interface WalletOwnerJson {
  _id: string;
  name: string;
  email: string;
  role: Role;
}

/**
 * A wallet as an admin sees it: SPEC.md §3 embeds the owner as `userId` ({ _id, name, email, role }); `user` carries
 * the same object under its own name for readers that want `userId` to stay an id (the bff takes `user._id`).
 */
export interface AdminWalletJson extends Omit<WalletJson, 'userId'> {
  userId: WalletOwnerJson;
  user: WalletOwnerJson;
  /** The owner closed the account: the wallet stays blocked and receives nothing, whatever isBlocked says. */
  isClosed: boolean;
}

/** The initiator embedded in an admin's transaction row (SPEC.md §3's optional user with name and email). */
export interface TransactionUserJson {
  _id: string;
  name: string;
  email: string;
}

/** A movement as an admin sees it: the initiator's view with the initiator embedded. */
export interface AdminTransactionJson extends TransactionJson {
  user: TransactionUserJson;
}

/** Figures over every wallet matching the filters, not one page. */
export interface WalletSummaryJson {
  totalWallets: number;
  activeWallets: number;
  blockedWallets: number;
  totalBalance: number;
  averageBalance: number;
}

export interface WalletPageJson {
  data: AdminWalletJson[];
  pagination: PaginationJson;
  summary: WalletSummaryJson;
}

/** Figures over every account matching the role filter, not one page. */
export interface UserSummaryJson {
  total: number;
  verified: number;
  approved: number;
  pending: number;
  suspended: number;
  blocked: number;
}

export interface UserPageJson {
  data: AdminUserJson[];
  pagination: PaginationJson;
  summary: UserSummaryJson;
}

/** Figures over every matching movement, not one page. */
export interface AdminTransactionSummaryJson {
  totalCount: number;
  completedCount: number;
  pendingCount: number;
  failedCount: number;
  cancelledCount: number;
  /** Amounts of the completed ones, fees not included. */
  completedAmount: number;
}

/** GET /transactions: movements as their initiators see them. */
export interface AdminTransactionPageJson {
  data: AdminTransactionJson[];
  pagination: PaginationJson;
  summary: AdminTransactionSummaryJson;
}

/** A total now, and how many were added this calendar month against last month. */
export interface TrendJson {
  total: number;
  thisMonth: number;
  lastMonth: number;
  /** round((this − last) / last × 100); null when last month is 0. */
  changePercent: number | null;
}

export interface AdminStatsJson {
  totalUsers: TrendJson;
  totalAgents: TrendJson;
  transactionCount: TrendJson;
  /** Dollars of completed movements. */
  totalVolume: TrendJson;
  last30Days: { transactionCount: number; volume: number; completionRate: number };
  /** Since midnight of TZ_LIMITS: every movement counted, dollars of the completed ones. */
  today: { transactionCount: number; volume: number };
  activeUsers: number;
  recentTransactions: TransactionJson[];
}

export interface AuditEntryJson {
  _id: string;
  action: AuditActionName;
  actorId: string;
  targetUserId: string;
  targetWalletId: string | null;
  reason: string | null;
  createdAt: string;
}

export interface AuditPageJson {
  data: AuditEntryJson[];
  pagination: PaginationJson;
}
