// The JSON of the admin ledger routes (docs/ledger.md): GET /ledger/summary, GET and POST /ledger/checks. Amounts are
// dollars (numbers with at most two decimals); dates ISO strings.
import type { PaginationJson } from './wallet-json';

/** The platform's own ledger accounts (DESIGN.md §3), in the order the Ledger page shows them. */
export const LEDGER_ACCOUNT_KINDS = ['funding', 'payouts', 'payouts_pending', 'fees', 'commissions'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** How many days "money in vs out" covers, today included. */
export const LEDGER_DAYS = 30;
/** How many of the oldest pending payouts the summary lists (the count and amount cover them all). */
export const LEDGER_PENDING_PAYOUTS_LISTED = 20;

export const ledgerAccountLabels: Readonly<Record<LedgerAccountKind, string>> = {
  funding: 'Funding',
  payouts: 'Payouts',
  payouts_pending: 'Payouts pending',
  fees: 'Fees',
  commissions: 'Commissions',
};

export interface LedgerAccountJson {
  kind: LedgerAccountKind;
  /** The sum of the account's postings. */
  balance: number;
}

export interface LedgerBreachJson {
  description: string;
  /** The journals the breach names among its examples; empty when it names none (a wallet's balance, say). */
  journalIds: string[];
}

export interface LedgerCheckJson {
  _id: string;
  startedAt: string;
  durationMs: number;
  ok: boolean;
  breaches: LedgerBreachJson[];
  /** The admin who ran it; null for a run of the api's schedule. */
  requestedBy: { _id: string; name: string } | null;
}

export interface LedgerDayJson {
  /** A calendar day of TZ_LIMITS, YYYY-MM-DD. */
  day: string;
  /** Completed deposits (funding → wallets). */
  moneyIn: number;
  /** Completed withdrawals (wallets → payouts), by the day they were asked for. */
  moneyOut: number;
}

export interface PendingPayoutJson {
  _id: string;
  amount: number;
  fee: number;
  method: 'bank' | 'card';
  createdAt: string;
  /** Whole seconds since it was asked for, by the database's clock. */
  ageSeconds: number;
  user: { _id: string; name: string; email: string };
}

export interface LedgerSummaryJson {
  /** All wallets and platform accounts together: 0 in a sound ledger. */
  total: number;
  /** The sum of every wallet's balance. */
  walletsTotal: number;
  accounts: LedgerAccountJson[];
  /** LEDGER_DAYS days, oldest first, every day present (zeros included). */
  days: LedgerDayJson[];
  pendingPayouts: { count: number; amount: number; oldest: PendingPayoutJson[] };
  lastCheck: LedgerCheckJson | null;
  /** How often the api checks the ledger by itself; null when the schedule is off. */
  checkIntervalMinutes: number | null;
}

export interface LedgerCheckPageJson {
  data: LedgerCheckJson[];
  pagination: PaginationJson;
}

export const ledgerMessages = {
  summary: 'Ledger summary',
  checks: 'Ledger checks',
  checkSound: 'Ledger check passed: the books balance',
  checkBreached: 'Ledger check found breaches',
} as const;
