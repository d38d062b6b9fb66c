// What every money operation needs besides its transaction: the platform accounts and the spending limits.
import type { Config } from '../config';
import type { PlatformAccounts } from './platform-accounts';
import type { LedgerAccounts } from './post-journal';
import type { LimitsConfig } from './spending-limits';

export type MoneyContext = LedgerAccounts & LimitsConfig;

export function moneyContextOf(dependencies: {
  config: Pick<Config, 'limits' | 'timeZoneLimits'>;
  platformAccounts: PlatformAccounts;
}): MoneyContext {
  return {
    platformAccounts: dependencies.platformAccounts,
    limits: dependencies.config.limits,
    timeZoneLimits: dependencies.config.timeZoneLimits,
  };
}
