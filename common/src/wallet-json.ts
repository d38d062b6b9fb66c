// The JSON the api's money routes answer (docs/money.md), in one place so the api that writes it and the bff
// that reads it cannot drift apart. Amounts are dollars (numbers with at most two decimals); dates ISO strings.
import type { TransactionStatus, TransactionType, WithdrawMethod } from './wallet';

/** The allowance on money leaving a wallet and what remains of it now. */
export interface WalletLimitsJson {
  dailyAmount: number;
  dailyCount: number;
  monthlyAmount: number;
  monthlyCount: number;
  dailyRemainingAmount: number;
  dailyRemainingCount: number;
  monthlyRemainingAmount: number;
  monthlyRemainingCount: number;
}

/** GET /wallets/my-wallet and `data.wallet` of every money call. */
export interface WalletJson {
  _id: string;
  userId: string;
  balance: number;
  isBlocked: boolean;
  dailySpentAmount: number;
  dailyTransactionCount: number;
  monthlySpentAmount: number;
  monthlyTransactionCount: number;
  lastDailyReset: string;
  lastMonthlyReset: string;
  createdAt: string;
  updatedAt: string;
  limits: WalletLimitsJson;
}

/** The other side of a movement, by name only. */
export interface TransactionPartyJson {
  _id: string;
  name: string;
}

/** One movement as its reader sees it: a send is `send`/`debit` for the sender, `receive`/`credit` for the receiver. */
export interface TransactionJson {
  _id: string;
  /** The reader's user id. */
  userId: string;
  /** The reader's wallet id. */
  walletId: string;
  type: TransactionType;
  direction: 'debit' | 'credit';
  status: TransactionStatus;
  /** Never includes the fee. */
  amount: number;
  fee: number;
  /** What the agent who initiated a cash in or cash out earned on it; 0 for everyone else. */
  commission: number;
  /**
   * What came back to the reader's wallet when the movement was undone: amount and fee of a cancelled or failed
   * withdrawal (posted at `settledAt`), so the wallet's net change is 0; 0 for everything else.
   */
  refunded: number;
  method: WithdrawMethod | null;
  description: string | null;
  sender: TransactionPartyJson | null;
  recipient: TransactionPartyJson | null;
  createdAt: string;
  updatedAt: string;
  settledAt: string | null;
  failureReason: string | null;
  /** A reversal's original transaction (docs/reversals.md); null for everything else. */
  reverses: string | null;
  /** The reversals that moved this transaction back, oldest first; empty when none. */
  reversedBy: string[];
}

export interface PaginationJson {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
}

/** Figures over every matching movement, not one page. */
export interface TransactionSummaryJson {
  totalCount: number;
  completedCount: number;
  pendingCount: number;
  failedCount: number;
  cancelledCount: number;
  /** Completed credits. */
  totalIn: number;
  /** Completed debits with their fees. */
  totalOut: number;
}

/** GET /transactions/my-history: one page, newest first. */
export interface TransactionPageJson {
  data: TransactionJson[];
  pagination: PaginationJson;
  summary: TransactionSummaryJson;
}

/** `data` of every money call: the movement and the reader's wallet after it. */
export interface MoneyResultJson {
  transaction: TransactionJson;
  wallet: WalletJson;
}

/** GET /withdrawals/policy: how withdrawals work in this installation. */
export interface WithdrawalPolicyJson {
  /** Seconds a new withdrawal stays pending, and can be cancelled, before the payout processor settles it. */
  payoutDelaySeconds: number;
}

/** GET /users/search: enough to recognise a receiver, not to harvest addresses. */
export interface UserMatchJson {
  _id: string;
  name: string;
  /** SPEC.md §3's user fields; email and phone are the masked ones (docs/rest-contract.md). */
  email: string;
  phone: string;
  /** Only users are found: agents and admins receive no sends and no cash. */
  role: 'user';
  maskedEmail: string;
  maskedPhone: string;
}

/** GET /users/agent-counter/:handle: the approved agent a counter code names (docs/pay-links.md); no contact data. */
export interface CounterAgentJson {
  _id: string;
  name: string;
}

/**
 * The owner's own controls on their wallet (docs/freeze-and-limits.md): frozen or not (distinct from an admin's
 * block), the personal limits in force (null: the platform's) and a raise waiting for its 24 hours.
 */
export interface WalletControlsJson {
  isFrozen: boolean;
  frozenAt: string | null;
  platformDailyAmount: number;
  platformMonthlyAmount: number;
  personalDailyAmount: number | null;
  personalMonthlyAmount: number | null;
  /** Null with pendingDailyAt: the limit goes back to the platform's then. */
  pendingDailyAmount: number | null;
  pendingDailyAt: string | null;
  pendingMonthlyAmount: number | null;
  pendingMonthlyAt: string | null;
}

/** GET /wallets/my-wallet: the wallet, its limits with the personal ones applied, and its controls. */
export interface MyWalletJson extends WalletJson {
  controls: WalletControlsJson;
}
