// All Wallets' address: what it reads (unknown values fall back to the defaults), what it writes (defaults left
// out), the query variables and the header toggles.
import { describe, expect, it } from 'vitest';
import {
  defaultWalletListParams,
  isFiltered,
  nextSort,
  readWalletListParams,
  walletListInput,
  walletListSearch,
} from './wallet-search-params';

const read = (query: string) => readWalletListParams(new URLSearchParams(query));

describe('wallet list params', () => {
  it('when the address is empty, then every wallet shows, newest first, on page 1', () => {
    expect(read('')).toEqual(defaultWalletListParams);
    expect(walletListSearch(defaultWalletListParams).toString()).toBe('');
  });

  it('when the address names every choice, then each is read and written back the same', () => {
    const query = 'search=alice&status=blocked&sortBy=balance&sortOrder=asc&page=3';
    const params = read(query);

    expect(params).toEqual({
      search: 'alice',
      status: 'BLOCKED',
      sortBy: 'BALANCE',
      sortOrder: 'ASC',
      page: 3,
    });
    expect(walletListSearch(params).toString()).toBe(query);
    expect(walletListSearch(read('sortBy=name')).toString()).toBe('sortBy=name');
  });

  it('when a value is unknown or malformed, then the default is used instead', () => {
    expect(read('status=frozen&sortBy=email&sortOrder=up&page=0')).toEqual(defaultWalletListParams);
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=-3').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read('sortBy=created_at').sortBy).toBe('CREATED_AT');
    expect(read('sortBy=BALANCE').sortBy).toBe('BALANCE');
  });

  it('when the search has spaces around it or is too long, then it is trimmed to at most 100 characters', () => {
    expect(read('search=%20%20bob%20').search).toBe('bob');
    expect(read(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
    expect(read('search=%20%20').search).toBe('');
  });

  it('when the status is written in capitals, then it still counts', () => {
    expect(read('status=ACTIVE').status).toBe('ACTIVE');
  });

  it('when there is a search or a status, then the list counts as filtered; sorting or a page do not', () => {
    expect(isFiltered(read('search=al'))).toBe(true);
    expect(isFiltered(read('status=active'))).toBe(true);
    expect(isFiltered(read('sortBy=balance&page=2'))).toBe(false);
  });

  it('when variables are made, then the search is sent only when there is one', () => {
    expect(walletListInput(defaultWalletListParams)).toEqual({
      page: 1,
      limit: 10,
      status: 'ALL',
      sortBy: 'CREATED_AT',
      sortOrder: 'DESC',
    });
    expect(walletListInput(read('search=bob&page=2'))).toMatchObject({ search: 'bob', page: 2 });
  });

  it('when a header is toggled, then its column flips and another column starts in its natural order', () => {
    expect(nextSort({ sortBy: 'CREATED_AT', sortOrder: 'DESC' }, 'CREATED_AT')).toEqual({
      sortBy: 'CREATED_AT',
      sortOrder: 'ASC',
    });
    expect(nextSort({ sortBy: 'CREATED_AT', sortOrder: 'DESC' }, 'NAME')).toEqual({
      sortBy: 'NAME',
      sortOrder: 'ASC',
    });
    expect(nextSort({ sortBy: 'NAME', sortOrder: 'ASC' }, 'BALANCE')).toEqual({
      sortBy: 'BALANCE',
      sortOrder: 'DESC',
    });
    expect(nextSort({ sortBy: 'NAME', sortOrder: 'ASC' }, 'NAME')).toEqual({
      sortBy: 'NAME',
      sortOrder: 'DESC',
    });
  });
});
