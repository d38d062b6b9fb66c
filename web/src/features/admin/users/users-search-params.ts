// All Users' role filter, search and page (and Manage agents' search and page) live in the address
// (?role=agent&search=ali&page=2), so they survive reloads and links; anything unknown there reads as "All Roles",
// no search or page 1.
import { ADMIN_SEARCH_LENGTH_MAX } from '@wallet/common/admin';
import type { Role } from '../../../gql/graphql';

export const filterRoles = ['USER', 'AGENT', 'ADMIN'] as const satisfies readonly Role[];

export interface UsersParams {
  role: Role | null;
  /** Trimmed; '' for none. */
  search: string;
  page: number;
}

export function readUsersParams(search: URLSearchParams): UsersParams {
  const role = search.get('role')?.trim().toUpperCase() ?? '';
  const page = Number(search.get('page'));
  return {
    role: (filterRoles as readonly string[]).includes(role) ? (role as Role) : null,
    search: (search.get('search') ?? '').trim().slice(0, ADMIN_SEARCH_LENGTH_MAX),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for these params; defaults are left out (all roles, no search, page 1). */
export function usersSearch(params: UsersParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.role) search.set('role', params.role.toLowerCase());
  const text = params.search.trim();
  if (text) search.set('search', text);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The query's `search` variable: left out when there is none, so the api lists everyone. */
export function searchVariable(search: string): { search?: string } {
  return search ? { search } : {};
}
