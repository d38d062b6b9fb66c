// Daily and monthly limits on money leaving a wallet (DESIGN.md §3): checked and counted on the locked wallet
// row, in the same transaction as the movement, with counters that restart at each calendar day and month.
import type { Role } from '@wallet/common/auth';
import { limitAmountMessage, limitCountMessage } from '@wallet/common/wallet';
import type { Config, SpendingLimits } from '../config';
import { AppError } from '../http/app-error';
import type { LockedWallet, SpendingPeriod } from './locked-wallets';
import type { SpendingCounters } from './post-journal';

export type LimitsConfig = Pick<Config, 'limits' | 'timeZoneLimits'>;

/** An admin sends no money; should an admin wallet ever be shown, it reads with the users' limits. */
export function limitsOfRole(limits: Config['limits'], role: Role): SpendingLimits {
  return role === 'agent' ? limits.agent : limits.user;
}

export interface RemainingAllowance {
  dailyRemainingCents: number;
  dailyRemainingCount: number;
  monthlyRemainingCents: number;
  monthlyRemainingCount: number;
}

export function remainingAllowance(
  limits: SpendingLimits,
  daily: Pick<SpendingPeriod, 'spentCents' | 'count'>,
  monthly: Pick<SpendingPeriod, 'spentCents' | 'count'>,
): RemainingAllowance {
  return {
    dailyRemainingCents: Math.max(0, limits.dailyAmountCents - daily.spentCents),
    dailyRemainingCount: Math.max(0, limits.dailyCount - daily.count),
    monthlyRemainingCents: Math.max(0, limits.monthlyAmountCents - monthly.spentCents),
    monthlyRemainingCount: Math.max(0, limits.monthlyCount - monthly.count),
  };
}

/** Whose allowance a refusal names: the caller's own, or that of the user an agent cashes out for. */
export type AllowanceHolder = 'own' | 'user';

/** "…exceed your daily limit…" as an agent reads it about the user they serve: "…exceed the user's daily limit…". */
function wordedFor(holder: AllowanceHolder, message: string): string {
  return holder === 'own' ? message : message.replace('exceed your ', "exceed the user's ");
}

/** A limit refusal worded for the caller's own allowance, reworded for the user an agent cashes out for. */
export function limitRefusalFor(holder: AllowanceHolder, refusal: AppError): AppError {
  if (refusal.code !== 'LIMIT_EXCEEDED') return refusal;
  return new AppError(refusal.status, wordedFor(holder, refusal.message), refusal.code, refusal.field);
}

/**
 * Refuses a debit of this many cents (everything leaving the wallet, fees included) that would pass a limit,
 * naming the limit and what remains. Amounts first, then counts; the day before the month.
 */
export function assertWithinLimits(
  wallet: LockedWallet,
  limits: SpendingLimits,
  debitCents: number,
  holder: AllowanceHolder = 'own',
): void {
  const left = remainingAllowance(limits, wallet.daily, wallet.monthly);
  const refuse = (message: string) =>
    new AppError(400, wordedFor(holder, message), 'LIMIT_EXCEEDED', 'amount');
  if (debitCents > left.dailyRemainingCents) {
    throw refuse(limitAmountMessage('daily', limits.dailyAmountCents, left.dailyRemainingCents));
  }
  if (left.dailyRemainingCount < 1) {
    throw refuse(limitCountMessage('daily', limits.dailyCount, left.dailyRemainingCount));
  }
  if (debitCents > left.monthlyRemainingCents) {
    throw refuse(limitAmountMessage('monthly', limits.monthlyAmountCents, left.monthlyRemainingCents));
  }
  if (left.monthlyRemainingCount < 1) {
    throw refuse(limitCountMessage('monthly', limits.monthlyCount, left.monthlyRemainingCount));
  }
}

/** The counters after a debit on the locked wallet; a stale counter restarts from zero at its period's start. */
export function countersAfterDebit(wallet: LockedWallet, debitCents: number): SpendingCounters {
  return {
    dailySpentCents: wallet.daily.spentCents + debitCents,
    dailyTransactionCount: wallet.daily.count + 1,
    lastDailyReset: wallet.daily.resetAt,
    monthlySpentCents: wallet.monthly.spentCents + debitCents,
    monthlyTransactionCount: wallet.monthly.count + 1,
    lastMonthlyReset: wallet.monthly.resetAt,
  };
}
