// Daily and monthly limits on money leaving a wallet (DESIGN.md §3): checked and counted on the locked wallet row by
// the money functions (money_spending, api/drizzle/0013_money_helpers.sql), in the same transaction as the movement,
// with counters that restart at each calendar day and month; here, what remains of them and how a refusal reads.
import type { Role } from '@wallet/common/auth';
import type { Config, SpendingLimits } from '../config';
import { AppError } from '../http/app-error';
import type { SpendingPeriod } from './locked-wallets';

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
