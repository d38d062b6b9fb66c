// All Users' role filter and page live in the address (?role=agent&page=2), so they survive reloads and links;
// anything unknown there reads as "All Roles" or page 1.
import type { Role } from '../../../gql/graphql';

export const filterRoles = ['USER', 'AGENT', 'ADMIN'] as const satisfies readonly Role[];

export interface UsersParams {
  role: Role | null;
  page: number;
}

export function readUsersParams(search: URLSearchParams): UsersParams {
  const role = search.get('role')?.trim().toUpperCase() ?? '';
  const page = Number(search.get('page'));
  return {
    role: (filterRoles as readonly string[]).includes(role) ? (role as Role) : null,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for these params; defaults are left out (all roles, page 1). */
export function usersSearch(params: UsersParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.role) search.set('role', params.role.toLowerCase());
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
