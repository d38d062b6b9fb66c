// Reads the query of GET /users: either a page of accounts (role, search, page, limit) or a batch of ids (ids=a,b,…),
// never both.
import { USER_IDS_MAX, adminMessages } from '@wallet/common/admin';
import { ROLES } from '@wallet/common/auth';
import type { Role } from '@wallet/common/auth';
import { isUuid } from '../db/uuid';
import { AppError } from '../http/app-error';
import type { PageParams, Query } from '../http/query-params';
import { adminSearchParam, oneOfParam, pageParams, textParam } from '../http/query-params';

export interface UsersPageQuery extends PageParams {
  by: 'page';
  role: Role | undefined;
  /** Trimmed; undefined when absent or blank. */
  search: string | undefined;
}

export interface UsersByIdsQuery {
  by: 'ids';
  /** Lower-cased, each once, in the order first given. */
  ids: string[];
}

export type AllUsersQuery = UsersPageQuery | UsersByIdsQuery;

/** The parameters a batch of ids leaves no room for. */
const PAGE_PARAMETERS = ['role', 'search', 'page', 'limit'] as const;

function refused(name: string, message: string): AppError {
  return new AppError(400, message, 'VALIDATION_FAILED', name);
}

/** "a, b,a" → [a, b]: 1..USER_IDS_MAX entries, each a UUID; an empty entry is refused rather than skipped. */
function parseIds(text: string): string[] {
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length > USER_IDS_MAX || !entries.every(isUuid)) throw refused('ids', adminMessages.ids);
  return [...new Set(entries.map((entry) => entry.toLowerCase()))];
}

export function parseAllUsersQuery(query: Query): AllUsersQuery {
  const idsText = textParam(query, 'ids', adminMessages.ids);
  if (idsText === undefined) {
    return {
      by: 'page',
      role: oneOfParam(query, 'role', ROLES, adminMessages.role),
      search: adminSearchParam(query),
      ...pageParams(query),
    };
  }
  const ids = parseIds(idsText);
  for (const name of PAGE_PARAMETERS) {
    if (textParam(query, name, adminMessages.idsCombined) !== undefined) {
      throw refused(name, adminMessages.idsCombined);
    }
  }
  return { by: 'ids', ids };
}
