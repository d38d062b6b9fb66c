// Reversal and its page from the api's JSON: _id becomes id, dollars Money; the lowercase REST statuses and kinds
// pass through (the schema's enum resolvers from ../enums translate them).
import type { ReversalPageResolvers, ReversalResolvers } from '../__generated__/resolvers-types';
import { restDollarsToMoney } from './scalars';

export const Reversal: ReversalResolvers = {
  id: (reversal) => reversal._id,
  transactionAmount: (reversal) => restDollarsToMoney(reversal.transactionAmount),
  amount: (reversal) => restDollarsToMoney(reversal.amount),
  commission: (reversal) => restDollarsToMoney(reversal.commission),
};

export const ReversalPage: ReversalPageResolvers = {
  items: (page) => page.data,
};
