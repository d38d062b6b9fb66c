// A wallet as its owner sees it (docs/money.md): balance, state, this day's and month's spending (a stale
// counter reads as zero) and the limits with what remains of them.
import { eq } from 'drizzle-orm';
import type { Role } from '@wallet/common/auth';
import { centsToDollars, dollarsToCents } from '@wallet/common/money';
import type { WalletJson, WalletLimitsJson } from '@wallet/common/wallet-json';
import type { Queryable } from '../db/database';
import { users, wallets } from '../db/schema';
import type { SpendingPeriod } from '../ledger/locked-wallets';
import { effectivePeriod, periodStartColumns, WALLET_WITH_OWNER_COLUMNS } from '../ledger/locked-wallets';
import type { LimitsConfig } from '../ledger/spending-limits';
import { limitsOfRole, remainingAllowance } from '../ledger/spending-limits';

/** What a WalletJson is made of: the wallet, its owner's role (for the limits) and the current periods' starts. */
export interface WalletViewRow {
  id: string;
  userId: string;
  ownerRole: Role;
  balanceCents: number;
  isBlocked: boolean;
  dailySpentCents: number;
  dailyTransactionCount: number;
  monthlySpentCents: number;
  monthlyTransactionCount: number;
  lastDailyReset: Date;
  lastMonthlyReset: Date;
  createdAt: Date;
  updatedAt: Date;
  dayStart: Date;
  monthStart: Date;
}

/** The columns of WalletViewRow, for a select from wallets joined to their owner (users). */
export function walletViewColumns(timeZone: string) {
  return {
    ...WALLET_WITH_OWNER_COLUMNS,
    createdAt: wallets.createdAt,
    updatedAt: wallets.updatedAt,
    ...periodStartColumns(timeZone),
  };
}

/** The wallet of this person, read through `q` (inside a money transaction, its new state); undefined if none. */
export async function findWalletJsonOfUser(
  q: Queryable,
  userId: string,
  config: LimitsConfig,
): Promise<WalletJson | undefined> {
  const [row] = await q
    .select(walletViewColumns(config.timeZoneLimits))
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(eq(wallets.userId, userId));
  return row === undefined ? undefined : walletJsonOf(row, config);
}

/** A wallet as JSON: stale day and month counters read as zero, the limits those of the owner's role. */
export function walletJsonOf(row: WalletViewRow, config: LimitsConfig): WalletJson {
  const daily = effectivePeriod(
    { spentCents: row.dailySpentCents, count: row.dailyTransactionCount, lastReset: row.lastDailyReset },
    row.dayStart,
  );
  const monthly = effectivePeriod(
    {
      spentCents: row.monthlySpentCents,
      count: row.monthlyTransactionCount,
      lastReset: row.lastMonthlyReset,
    },
    row.monthStart,
  );
  return {
    _id: row.id,
    userId: row.userId,
    balance: centsToDollars(row.balanceCents),
    isBlocked: row.isBlocked,
    dailySpentAmount: centsToDollars(daily.spentCents),
    dailyTransactionCount: daily.count,
    monthlySpentAmount: centsToDollars(monthly.spentCents),
    monthlyTransactionCount: monthly.count,
    lastDailyReset: daily.resetAt.toISOString(),
    lastMonthlyReset: monthly.resetAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    limits: limitsJson(config, row.ownerRole, daily, monthly),
  };
}

function limitsJson(
  config: LimitsConfig,
  role: Role,
  daily: SpendingPeriod,
  monthly: SpendingPeriod,
): WalletLimitsJson {
  const limits = limitsOfRole(config.limits, role);
  const left = remainingAllowance(limits, daily, monthly);
  return {
    dailyAmount: centsToDollars(limits.dailyAmountCents),
    dailyCount: limits.dailyCount,
    monthlyAmount: centsToDollars(limits.monthlyAmountCents),
    monthlyCount: limits.monthlyCount,
    dailyRemainingAmount: centsToDollars(left.dailyRemainingCents),
    dailyRemainingCount: left.dailyRemainingCount,
    monthlyRemainingAmount: centsToDollars(left.monthlyRemainingCents),
    monthlyRemainingCount: left.monthlyRemainingCount,
  };
}

/**
 * One personal limit in force at `now` (docs/freeze-and-limits.md): a waiting change whose time has come counts as
 * applied, as wallet_personal_guard applies it. Cents; null: the platform's.
 */
export function personalLimitInForce(
  personalCents: number | null,
  pendingCents: number | null,
  pendingAt: Date | null,
  now: Date,
): number | null {
  return pendingAt !== null && pendingAt.getTime() <= now.getTime() ? pendingCents : personalCents;
}

/** The wallet with its limits the owner's personal ones where lower: what the money functions apply. */
export function withPersonalLimitCents(
  wallet: WalletJson,
  personal: { dailyCents: number | null; monthlyCents: number | null },
): WalletJson {
  const limit = (platform: number, personalCents: number | null) =>
    personalCents === null ? platform : Math.min(platform, centsToDollars(personalCents));
  const left = (remaining: number, personalCents: number | null, spent: number) =>
    personalCents === null
      ? remaining
      : Math.min(remaining, centsToDollars(Math.max(0, personalCents - dollarsToCents(spent))));
  return {
    ...wallet,
    limits: {
      ...wallet.limits,
      dailyAmount: limit(wallet.limits.dailyAmount, personal.dailyCents),
      monthlyAmount: limit(wallet.limits.monthlyAmount, personal.monthlyCents),
      dailyRemainingAmount: left(
        wallet.limits.dailyRemainingAmount,
        personal.dailyCents,
        wallet.dailySpentAmount,
      ),
      monthlyRemainingAmount: left(
        wallet.limits.monthlyRemainingAmount,
        personal.monthlyCents,
        wallet.monthlySpentAmount,
      ),
    },
  };
}
