// What every money operation needs besides its transaction: the platform accounts and the spending limits.
import type { AppDependencies } from '../dependencies';
import type { LedgerAccounts } from './post-journal';
import type { LimitsConfig } from './spending-limits';

export type MoneyContext = LedgerAccounts & LimitsConfig;

export function moneyContextOf(
  dependencies: Pick<AppDependencies, 'config' | 'platformAccounts'>,
): MoneyContext {
  return {
    platformAccounts: dependencies.platformAccounts,
    limits: dependencies.config.limits,
    timeZoneLimits: dependencies.config.timeZoneLimits,
  };
}
