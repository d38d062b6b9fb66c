// CashOutCode from POST /wallets/cash-out-code: the REST `amount` is the most the code lets an agent take.
import type { CashOutCodeResolvers } from '../__generated__/resolvers-types';
import { restDollarsToMoney } from './scalars';

export const CashOutCode: CashOutCodeResolvers = {
  maxAmount: (code) => restDollarsToMoney(code.amount),
};
