// Daily and monthly limits on money leaving a wallet (DESIGN.md §3): which limits a role has, what is left of them, and
// a refusal's wording. The check and the counting are the money functions' (money_spending, api/drizzle/0013), on the
// locked wallet row, in the same transaction as the movement, with counters that restart at each calendar day and month.
import type { Role } from '@wallet/common/auth';
import { walletMessages } from '@wallet/common/wallet';
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

/**
 * A limit refusal (money_spending's limit_amount / limit_count, worded for the caller's own allowance) as an agent
 * reads it about the user they cash out for: "…exceed your daily limit…" becomes "…exceed the user's daily limit…";
 * a frozen wallet's refusal becomes "The user's wallet is frozen…".
 */
export function limitRefusalForUser(refusal: AppError): AppError {
  // The user froze their wallet (docs/freeze-and-limits.md): the agent hears it about the user, as of a blocked one.
  if (refusal.code === 'WALLET_FROZEN') {
    return new AppError(400, walletMessages.userWalletFrozen, 'USER_WALLET_FROZEN', 'userId');
  }
  if (refusal.code !== 'LIMIT_EXCEEDED') return refusal;
  const message = refusal.message.replace('exceed your ', "exceed the user's ");
  return new AppError(refusal.status, message, refusal.code, refusal.field);
}
