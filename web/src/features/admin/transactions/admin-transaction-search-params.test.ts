// All Transactions' address: the kinds and statuses it reads, "receive" refused as a filter, and the variable.
import { describe, expect, it } from 'vitest';
import {
  adminTransactionFilter,
  adminTransactionSearch,
  adminTypeOptions,
  readAdminTransactionParams,
} from './admin-transaction-search-params';

const read = (query: string) => readAdminTransactionParams(new URLSearchParams(query));

describe('admin transaction params', () => {
  it('when the address names a kind, a status and a page, then each is read and written back the same', () => {
    const params = read('type=cash_in&status=pending&page=3');

    expect(params).toEqual({ type: 'CASH_IN', status: 'PENDING', page: 3 });
    expect(adminTransactionSearch(params).toString()).toBe('type=cash_in&status=pending&page=3');
    expect(adminTransactionFilter(params)).toEqual({ type: 'CASH_IN', status: 'PENDING' });
  });

  it('when the address says receive or an unknown type, then every type is listed', () => {
    expect(read('type=receive').type).toBeNull();
    expect(read('type=refund').type).toBeNull();
    expect(read('status=lost&page=0')).toEqual({ type: null, status: null, page: 1 });
  });

  it('when nothing narrows the list, then the filter is null; one choice sends only that', () => {
    expect(adminTransactionFilter(read(''))).toBeNull();
    expect(adminTransactionFilter(read('status=failed'))).toEqual({ status: 'FAILED' });
    expect(adminTransactionFilter(read('type=send'))).toEqual({ type: 'SEND' });
  });

  it('when the type choices are listed, then they are those of docs/admin.md and Reversal, without Receive', () => {
    expect(adminTypeOptions.map((option) => option.label)).toEqual([
      'All Types',
      'Send',
      'Withdraw',
      'Deposit',
      'Cash In',
      'Cash Out',
      'Reversal',
    ]);
  });
});
