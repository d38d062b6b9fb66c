// WithdrawalPolicy from GET /withdrawals/policy: one per installation, so one cache entry.
import type { WithdrawalPolicyResolvers } from '../__generated__/resolvers-types';

export const WITHDRAWAL_POLICY_ID = 'withdrawals';

export const WithdrawalPolicy: WithdrawalPolicyResolvers = {
  id: () => WITHDRAWAL_POLICY_ID,
};
