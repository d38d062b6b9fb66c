// What every money operation needs besides its transaction: the platform accounts, the spending limits and
// the add money caps.
import type { Config } from '../config';
import type { PlatformAccounts } from './platform-accounts';
import type { LedgerAccounts } from './post-journal';
import type { LimitsConfig } from './spending-limits';

export type MoneyContext = LedgerAccounts & LimitsConfig & Pick<Config, 'addMoneyLimits'>;

export function moneyContextOf(dependencies: {
  config: Pick<Config, 'limits' | 'timeZoneLimits' | 'addMoneyLimits'>;
  platformAccounts: PlatformAccounts;
}): MoneyContext {
  return {
    platformAccounts: dependencies.platformAccounts,
    limits: dependencies.config.limits,
    timeZoneLimits: dependencies.config.timeZoneLimits,
    addMoneyLimits: dependencies.config.addMoneyLimits,
  };
}
