// What an agent's cash in and cash out need besides the money context: the commission rate and the code key.
import type { Config } from '../config';
import type { MoneyContext } from '../ledger/money-context';
import { moneyContextOf } from '../ledger/money-context';
import type { PlatformAccounts } from '../ledger/platform-accounts';

export interface CommissionTerms {
  /** The commission in parts per million of the amount (AGENT_COMMISSION_RATE). */
  agentCommissionPpm: number;
  /** The most one agent earns per calendar day (AGENT_COMMISSION_DAILY_CAP). */
  agentCommissionDailyCapCents: number;
}

/** The commission terms as the cash functions take them: [rate in parts per million, daily cap cents]. */
export function commissionArgument(terms: CommissionTerms): string {
  return JSON.stringify([terms.agentCommissionPpm, terms.agentCommissionDailyCapCents]);
}

export interface AgentTerms extends CommissionTerms {
  /** The HMAC key of one-time codes, the e-mail codes' key: cash-out codes are hashed with it too. */
  codeKey: Buffer;
}

export type CashContext = MoneyContext & AgentTerms;

export function cashContextOf(dependencies: {
  config: Pick<
    Config,
    'limits' | 'timeZoneLimits' | 'addMoneyLimits' | 'agentCommissionPpm' | 'agentCommissionDailyCapCents'
  >;
  platformAccounts: PlatformAccounts;
  codeKey: Buffer;
}): CashContext {
  return {
    ...moneyContextOf(dependencies),
    agentCommissionPpm: dependencies.config.agentCommissionPpm,
    agentCommissionDailyCapCents: dependencies.config.agentCommissionDailyCapCents,
    codeKey: dependencies.codeKey,
  };
}
