// All Users' and Manage agents' address: what it reads (unknown values fall back to the defaults, the search trimmed
// and capped), what it writes (defaults left out) and the query's search variable.
import { describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_LENGTH_MAX } from '@wallet/common/admin';
import { readUsersParams, searchVariable, usersSearch } from './users-search-params';

const read = (query: string) => readUsersParams(new URLSearchParams(query));

describe('users list params', () => {
  it('when the address is empty, then every role, no search and page 1 are read, and nothing is written', () => {
    expect(read('')).toEqual({ role: null, search: '', page: 1 });
    expect(usersSearch({ role: null, search: '', page: 1 }).toString()).toBe('');
  });

  it('when the address names a role, a search and a page, then each is read and written back the same', () => {
    const query = 'role=agent&search=maya+t&page=3';

    expect(read(query)).toEqual({ role: 'AGENT', search: 'maya t', page: 3 });
    expect(usersSearch(read(query)).toString()).toBe(query);
  });

  it('when the search is blank or padded, then it is trimmed and a blank one is left out', () => {
    expect(read('search=%20%20').search).toBe('');
    expect(read('search=%20ali%20').search).toBe('ali');
    expect(usersSearch({ role: null, search: '  ', page: 1 }).toString()).toBe('');
    expect(usersSearch({ role: null, search: ' ali ', page: 2 }).toString()).toBe('search=ali&page=2');
  });

  it('when the address holds a search longer than the api takes, then only the first 100 characters are read', () => {
    expect(read(`search=${'x'.repeat(ADMIN_SEARCH_LENGTH_MAX + 5)}`).search).toBe(
      'x'.repeat(ADMIN_SEARCH_LENGTH_MAX),
    );
  });

  it('when the search is empty, then the query has no search variable; otherwise it carries the search', () => {
    expect(searchVariable('')).toEqual({});
    expect(searchVariable('ali')).toEqual({ search: 'ali' });
  });
});
