// GET /users for admins: one page of accounts, newest first, with figures over every account the role filter
// matches; or a batch of people by id, for the bff's user loader.
import { desc, eq, sql } from 'drizzle-orm';
import type { Role } from '@wallet/common/auth';
import type { AdminUserJson, UserPageJson, UserSummaryJson } from '@wallet/common/admin-json';
import type { Queryable } from '../db/database';
import { users, wallets } from '../db/schema';
import { countFromSql } from '../db/sql-integers';
import { paginationJson } from '../http/query-params';
import type { LimitsConfig } from '../ledger/spending-limits';
import { agentStatusSql, findAdminUsers } from './admin-user-view';
import type { AllUsersQuery, UsersPageQuery } from './all-users-query';

/** A page of accounts, or the batch asked for by id. */
export async function allUsers(
  q: Queryable,
  query: AllUsersQuery,
  config: LimitsConfig,
): Promise<UserPageJson | AdminUserJson[]> {
  return query.by === 'ids' ? findAdminUsers(q, query.ids, config) : usersPage(q, query, config);
}

export async function usersPage(
  q: Queryable,
  query: UsersPageQuery,
  config: LimitsConfig,
): Promise<UserPageJson> {
  const summary = await readUserSummary(q, query.role);
  const offset = (query.page - 1) * query.limit;
  // Past the last page the answer is empty; asking the database would only cost a scan.
  const pageIds = offset >= summary.total ? [] : await readUserPageIds(q, query.role, query.limit, offset);
  if (pageIds.length > query.limit) {
    throw new Error(`a users page of ${query.limit} read ${pageIds.length} rows`);
  }
  return {
    data: await findAdminUsers(q, pageIds, config),
    pagination: paginationJson(query, summary.total),
    summary,
  };
}

const roleIs = (role: Role | undefined) => (role === undefined ? undefined : eq(users.role, role));

/** Newest first, ties broken by id, so pages neither skip nor repeat an account. */
async function readUserPageIds(
  q: Queryable,
  role: Role | undefined,
  limit: number,
  offset: number,
): Promise<string[]> {
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(roleIs(role))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** Figures over every account of the role (all accounts without one), in one aggregate query. */
export async function readUserSummary(q: Queryable, role: Role | undefined): Promise<UserSummaryJson> {
  const agentStatusIs = (status: string) => sql`count(*) filter (where ${agentStatusSql()} = ${status})`;
  const [summary] = await q
    .select({
      total: sql`count(*)`.mapWith(countFromSql),
      verified: sql`count(*) filter (where ${users.isEmailVerified})`.mapWith(countFromSql),
      approved: agentStatusIs('approved').mapWith(countFromSql),
      pending: agentStatusIs('pending').mapWith(countFromSql),
      suspended: agentStatusIs('suspended').mapWith(countFromSql),
      blocked: sql`count(*) filter (where ${wallets.isBlocked})`.mapWith(countFromSql),
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(roleIs(role));
  if (summary === undefined) throw new Error('an aggregate query returned no row');
  return summary;
}
