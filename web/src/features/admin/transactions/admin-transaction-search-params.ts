// All Transactions' filters and page live in the address like My History's (?type=cash_in&status=pending&page=2);
// the platform-wide list filters by kind, so "receive" there reads as every type (docs/admin.md).
import { TRANSACTION_KINDS } from '@wallet/common/admin';
import type { AdminTransactionFilter, TransactionType } from '../../../gql/graphql';
import { historyFilter, readHistoryParams } from '../../../money/history-search-params';
import type { HistoryParams } from '../../../money/history-search-params';

export { historySearch as adminTransactionSearch } from '../../../money/history-search-params';

export type AdminTransactionParams = HistoryParams;

/**
 * The type choices of docs/admin.md, in its order: All Types, Send, Withdraw, Deposit, Cash In, Cash Out; then
 * Reversal (docs/reversals.md).
 */
export const adminTypeOptions: ReadonlyArray<{ value: TransactionType | ''; label: string }> = [
  { value: '', label: 'All Types' },
  { value: 'SEND', label: 'Send' },
  { value: 'WITHDRAW', label: 'Withdraw' },
  { value: 'DEPOSIT', label: 'Deposit' },
  { value: 'CASH_IN', label: 'Cash In' },
  { value: 'CASH_OUT', label: 'Cash Out' },
  { value: 'REVERSAL', label: 'Reversal' },
];

const kinds: readonly string[] = TRANSACTION_KINDS.map((kind) => kind.toUpperCase());

export function readAdminTransactionParams(search: URLSearchParams): AdminTransactionParams {
  const params = readHistoryParams(search);
  return { ...params, type: params.type && kinds.includes(params.type) ? params.type : null };
}

/** The `transactions(filter:)` variable: null when nothing narrows the list. */
export function adminTransactionFilter(params: AdminTransactionParams): AdminTransactionFilter | null {
  return historyFilter(params);
}
