// How screens name a person's own limits (docs/freeze-and-limits.md): the limit in force, personal or the platform's,
// and a raise waiting for its 24 hours, in the api's own words.
import { dollarsToCents } from '@wallet/common/money';
import { walletControlMessages } from '@wallet/common/wallet';
import type { LimitPeriod } from '@wallet/common/wallet';
import { formatDateTime } from '../lib/format-date';

/** The controls the screens read (GraphQL `WalletControls`, Money as decimal strings). */
export interface PersonalLimitsState {
  platformDailyAmount: string;
  platformMonthlyAmount: string;
  personalDailyAmount?: string | null;
  personalMonthlyAmount?: string | null;
  pendingDailyAmount?: string | null;
  pendingDailyAt?: string | null;
  pendingMonthlyAmount?: string | null;
  pendingMonthlyAt?: string | null;
}

export interface PeriodLimits {
  period: LimitPeriod;
  platformAmount: string;
  /** The owner's limit in force; null: the platform's. */
  personalAmount: string | null;
  /** A change waiting for its time: its amount (null: back to the platform's) and when it applies. */
  pending: { amount: string | null; at: string } | null;
}

export function periodLimits(state: PersonalLimitsState, period: LimitPeriod): PeriodLimits {
  const daily = period === 'daily';
  const at = (daily ? state.pendingDailyAt : state.pendingMonthlyAt) ?? null;
  return {
    period,
    platformAmount: daily ? state.platformDailyAmount : state.platformMonthlyAmount,
    personalAmount: (daily ? state.personalDailyAmount : state.personalMonthlyAmount) ?? null,
    pending: at
      ? { amount: (daily ? state.pendingDailyAmount : state.pendingMonthlyAmount) ?? null, at }
      : null,
  };
}

/** "Your daily limit becomes $100.00 on Nov 28, 2026, 1:30 AM (a raise takes 24 hours)." */
export function pendingLimitText(limits: PeriodLimits): string | null {
  if (!limits.pending) return null;
  const { amount, at } = limits.pending;
  return walletControlMessages.limitLater(
    limits.period,
    amount === null ? null : dollarsToCents(amount),
    formatDateTime(at),
  );
}
