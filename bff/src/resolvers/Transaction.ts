// Transaction and its page from the api's JSON: _id becomes id, lowercase REST kinds become the schema's enums, dollars Money.
import type {
  Direction,
  TransactionPageResolvers,
  TransactionPartyResolvers,
  TransactionResolvers,
  TransactionStatus,
  TransactionSummaryResolvers,
  TransactionType,
  WithdrawMethod,
} from '../__generated__/resolvers-types';
import type {
  TransactionStatus as RestTransactionStatus,
  TransactionType as RestTransactionType,
  WithdrawMethod as RestWithdrawMethod,
} from '@wallet/common/wallet';
import { loadOwner } from '../loaders/create-loaders';
import type { RestTransaction } from '../rest/transactions';
import { restDollarsToMoney } from './scalars';

type RestDirection = RestTransaction['direction'];

const TYPE_FROM_REST: Readonly<Record<RestTransactionType, TransactionType>> = {
  send: 'SEND',
  receive: 'RECEIVE',
  withdraw: 'WITHDRAW',
  deposit: 'DEPOSIT',
  cash_in: 'CASH_IN',
  cash_out: 'CASH_OUT',
};

const STATUS_FROM_REST: Readonly<Record<RestTransactionStatus, TransactionStatus>> = {
  completed: 'COMPLETED',
  pending: 'PENDING',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
};

const DIRECTION_FROM_REST: Readonly<Record<RestDirection, Direction>> = { debit: 'DEBIT', credit: 'CREDIT' };

const METHOD_FROM_REST: Readonly<Record<RestWithdrawMethod, WithdrawMethod>> = { bank: 'BANK', card: 'CARD' };

/** The reverse of a REST → schema map; the schema's enums are complete, so every value has its REST twin. */
function reverse<Rest extends string, Schema extends string>(
  fromRest: Readonly<Record<Rest, Schema>>,
): Readonly<Record<Schema, Rest>> {
  return Object.fromEntries(Object.entries(fromRest).map(([rest, schema]) => [schema, rest])) as Record<
    Schema,
    Rest
  >;
}

const TYPE_TO_REST = reverse(TYPE_FROM_REST);
const STATUS_TO_REST = reverse(STATUS_FROM_REST);
const METHOD_TO_REST = reverse(METHOD_FROM_REST);

/** A value the schema does not know means the api and the bff disagree: a bug to report, not a value to guess. */
function fromRest<Rest extends string, Schema>(
  map: Readonly<Record<Rest, Schema>>,
  field: string,
  value: Rest,
): Schema {
  if (!Object.hasOwn(map, value)) {
    throw new TypeError(`The api sent a transaction with an unknown ${field} ${JSON.stringify(value)}`);
  }
  return map[value];
}

export function transactionTypeToRest(type: TransactionType): RestTransactionType {
  return TYPE_TO_REST[type];
}

export function transactionStatusToRest(status: TransactionStatus): RestTransactionStatus {
  return STATUS_TO_REST[status];
}

export function withdrawMethodToRest(method: WithdrawMethod): RestWithdrawMethod {
  return METHOD_TO_REST[method];
}

export const Transaction: TransactionResolvers = {
  id: (transaction) => transaction._id,
  type: (transaction) => fromRest(TYPE_FROM_REST, 'type', transaction.type),
  direction: (transaction) => fromRest(DIRECTION_FROM_REST, 'direction', transaction.direction),
  status: (transaction) => fromRest(STATUS_FROM_REST, 'status', transaction.status),
  amount: (transaction) => restDollarsToMoney(transaction.amount),
  fee: (transaction) => restDollarsToMoney(transaction.fee),
  commission: (transaction) => restDollarsToMoney(transaction.commission),
  refunded: (transaction) => restDollarsToMoney(transaction.refunded),
  method: (transaction) =>
    transaction.method == null ? null : fromRest(METHOD_FROM_REST, 'method', transaction.method),
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
