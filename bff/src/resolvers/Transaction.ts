// Transaction and its page from the api's JSON: _id becomes id, dollars Money; the lowercase REST kinds pass through
// (the schema's enum resolvers from ../enums translate them).
import type {
  TransactionPageResolvers,
  TransactionPartyResolvers,
  TransactionResolvers,
  TransactionSummaryResolvers,
} from '../__generated__/resolvers-types';
import { loadOwner } from '../loaders/create-loaders';
import { restDollarsToMoney } from './scalars';

export const Transaction: TransactionResolvers = {
  id: (transaction) => transaction._id,
  amount: (transaction) => restDollarsToMoney(transaction.amount),
  fee: (transaction) => restDollarsToMoney(transaction.fee),
  commission: (transaction) => restDollarsToMoney(transaction.commission),
  refunded: (transaction) => restDollarsToMoney(transaction.refunded),
  // The person the row is read as (the initiator in admin lists), through the request's user loader.
  user: (transaction, _arguments, { loaders }) => loadOwner(loaders, transaction),
};

export const TransactionParty: TransactionPartyResolvers = {
  id: (party) => party._id,
};

export const TransactionPage: TransactionPageResolvers = {
  items: (page) => page.data,
};

export const TransactionSummary: TransactionSummaryResolvers = {
  totalIn: (summary) => restDollarsToMoney(summary.totalIn),
  totalOut: (summary) => restDollarsToMoney(summary.totalOut),
};
