// Locks wallet rows in id order for one money transaction, with what the operation decides on: owner, balance,
// blocked state and the spending counters of the current day and month in TZ_LIMITS.
import { eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Role } from '@wallet/common/auth';
import { walletMessages } from '@wallet/common/wallet';
import type { Queryable } from '../db/database';
import { users, wallets } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Transaction } from './money-transaction';

export const WALLET_NOT_FOUND_MESSAGE = 'Wallet not found';

/** What one period's counter holds now: a counter last reset before the period began reads as zero. */
export interface SpendingPeriod {
  spentCents: number;
  count: number;
  /** When the counter was last reset: the start of the current period if it is stale. */
  resetAt: Date;
  /** The start of the current calendar day or month in TZ_LIMITS. */
  periodStart: Date;
}

export interface LockedWallet {
  id: string;
  userId: string;
  ownerName: string;
  ownerRole: Role;
  ownerEmailVerified: boolean;
  /** The owner closed the account: nothing may move into the wallet, whatever isBlocked says. */
  ownerClosed: boolean;
  balanceCents: number;
  isBlocked: boolean;
  daily: SpendingPeriod;
  monthly: SpendingPeriod;
}

/** A driver's timestamp (pg gives text for computed columns, PGlite a Date) as a Date. */
export function dateFromSql(value: unknown): Date {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime()))
    throw new TypeError(`Expected a timestamp from the database, got ${String(value)}`);
  return date;
}

/** The current period of a counter: stale counters read as zero since the period's start. */
export function effectivePeriod(
  stored: { spentCents: number; count: number; lastReset: Date },
  periodStart: Date,
): SpendingPeriod {
  if (stored.lastReset < periodStart) return { spentCents: 0, count: 0, resetAt: periodStart, periodStart };
  return { spentCents: stored.spentCents, count: stored.count, resetAt: stored.lastReset, periodStart };
}

/** SQL for the start of the current calendar day in the time zone, by the database's clock (now()). */
export function startOfTodaySql(timeZone: string): SQL {
  return sql`date_trunc('day', now(), ${timeZone})`;
}

/** The start of today and of this month in the time zone, by the database's clock (the one now() uses). */
export function periodStartColumns(timeZone: string) {
  return {
    dayStart: startOfTodaySql(timeZone).mapWith(dateFromSql),
    monthStart: sql`date_trunc('month', now(), ${timeZone})`.mapWith(dateFromSql),
  };
}

export const WALLET_WITH_OWNER_COLUMNS = {
  id: wallets.id,
  userId: wallets.userId,
  ownerName: users.name,
  ownerRole: users.role,
  ownerEmailVerified: users.isEmailVerified,
  ownerClosedAt: users.closedAt,
  balanceCents: wallets.balanceCents,
  isBlocked: wallets.isBlocked,
  dailySpentCents: wallets.dailySpentCents,
  dailyTransactionCount: wallets.dailyTransactionCount,
  monthlySpentCents: wallets.monthlySpentCents,
  monthlyTransactionCount: wallets.monthlyTransactionCount,
  lastDailyReset: wallets.lastDailyReset,
  lastMonthlyReset: wallets.lastMonthlyReset,
};

type WalletWithOwnerRow = {
  [
    Column in Exclude<keyof typeof WALLET_WITH_OWNER_COLUMNS, 'ownerClosedAt'>
  ]: (typeof WALLET_WITH_OWNER_COLUMNS)[Column]['_']['data'];
} & { ownerClosedAt: Date | null; dayStart: Date; monthStart: Date };

function lockedWalletOf(row: WalletWithOwnerRow): LockedWallet {
  return {
    id: row.id,
    userId: row.userId,
    ownerName: row.ownerName,
    ownerRole: row.ownerRole,
    ownerEmailVerified: row.ownerEmailVerified,
    ownerClosed: row.ownerClosedAt !== null,
    balanceCents: row.balanceCents,
    isBlocked: row.isBlocked,
    daily: effectivePeriod(
      { spentCents: row.dailySpentCents, count: row.dailyTransactionCount, lastReset: row.lastDailyReset },
      row.dayStart,
    ),
    monthly: effectivePeriod(
      {
        spentCents: row.monthlySpentCents,
        count: row.monthlyTransactionCount,
        lastReset: row.lastMonthlyReset,
      },
      row.monthStart,
    ),
  };
}

/**
 * Locks the wallets of these people (FOR NO KEY UPDATE, which foreign-key checks do not wait on) in wallet id
 * order, the one order every operation uses, so two operations on the same wallets never deadlock.
 * People without a wallet are simply absent from the answer.
 */
export async function lockWalletsOfUsers(
  q: Queryable,
  userIds: readonly string[],
  timeZone: string,
): Promise<LockedWallet[]> {
  const rows = await q
    .select({ ...WALLET_WITH_OWNER_COLUMNS, ...periodStartColumns(timeZone) })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(inArray(wallets.userId, [...userIds]))
    .orderBy(wallets.id)
    .for('no key update', { of: wallets });
  return rows.map(lockedWalletOf);
}

/** As lockWalletsOfUsers, by wallet id. */
export async function lockWallets(
  q: Queryable,
  walletIds: readonly string[],
  timeZone: string,
): Promise<LockedWallet[]> {
  const rows = await q
    .select({ ...WALLET_WITH_OWNER_COLUMNS, ...periodStartColumns(timeZone) })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(inArray(wallets.id, [...walletIds]))
    .orderBy(wallets.id)
    .for('no key update', { of: wallets });
  return rows.map(lockedWalletOf);
}

/** The caller's own wallet, locked, and refused when it is blocked. */
export async function lockOwnWallet(
  tx: Transaction,
  money: { timeZoneLimits: string },
  userId: string,
): Promise<LockedWallet> {
  const [wallet] = await lockWalletsOfUsers(tx, [userId], money.timeZoneLimits);
  if (wallet === undefined) throw new AppError(404, WALLET_NOT_FOUND_MESSAGE);
  if (wallet.isBlocked || wallet.ownerClosed) {
    throw new AppError(403, walletMessages.walletBlocked, 'WALLET_BLOCKED');
  }
  return wallet;
}
