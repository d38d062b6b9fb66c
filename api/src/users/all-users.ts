// GET /users for admins: one page of accounts, newest first, with figures over every account the role and search
// match; or a batch of people by id, for the bff's user loader.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AdminUserJson, UserPageJson, UserSummaryJson } from '@wallet/common/admin-json';
import type { Queryable } from '../db/database';
import { users, wallets } from '../db/schema';
import { countFromSql } from '../db/sql-integers';
import { paginationJson } from '../http/query-params';
import type { LimitsConfig } from '../ledger/spending-limits';
import { agentStatusSql, findAdminUsers } from './admin-user-view';
import type { AllUsersQuery, UsersPageQuery } from './all-users-query';
import { personMatchesSearch } from '../people/person-search';

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
  const summary = await readUserSummary(q, query);
  const offset = (query.page - 1) * query.limit;
  // Past the last page the answer is empty; asking the database would only cost a scan.
  const pageIds = offset >= summary.total ? [] : await readUserPageIds(q, query, offset);
  if (pageIds.length > query.limit) {
    throw new Error(`a users page of ${query.limit} read ${pageIds.length} rows`);
  }
  return {
    data: await findAdminUsers(q, pageIds, config),
    pagination: paginationJson(query, summary.total),
    summary,
  };
}

/** What narrows the list: the role and the search (name, e-mail, phone digits or exact id, taken literally). */
type UsersFilter = Pick<UsersPageQuery, 'role' | 'search'>;

function matchingUsers({ role, search }: UsersFilter): SQL | undefined {
  return and(
    role === undefined ? undefined : eq(users.role, role),
    search === undefined ? undefined : personMatchesSearch(search),
  );
}

/** Newest first, ties broken by id, so pages neither skip nor repeat an account. */
async function readUserPageIds(
  q: Queryable,
  query: UsersFilter & Pick<UsersPageQuery, 'limit'>,
  offset: number,
): Promise<string[]> {
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(matchingUsers(query))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** Figures over every account the role and search match (all accounts without them), in one aggregate query. */
export async function readUserSummary(q: Queryable, filter: UsersFilter): Promise<UserSummaryJson> {
  const agentStatusIs = (status: string) => sql`count(*) filter (where ${agentStatusSql()} = ${status})`;
  const [summary] = await q
    .select({
      total: sql`count(*)`.mapWith(countFromSql),
      verified: sql`count(*) filter (where ${users.isEmailVerified})`.mapWith(countFromSql),
      approved: agentStatusIs('approved').mapWith(countFromSql),
      pending: agentStatusIs('pending').mapWith(countFromSql),
      suspended: agentStatusIs('suspended').mapWith(countFromSql),
      // The few blocked wallets' owners, hashed once: joining every account to its wallet hashed all 100,000
      // wallets, more than half of the summary's time on the bench's accounts.
      blocked: sql`count(*) filter (where ${users.id} in (
        select ${wallets.userId} from ${wallets} where ${wallets.isBlocked}))`.mapWith(countFromSql),
    })
    .from(users)
    .where(matchingUsers(filter));
  if (summary === undefined) throw new Error('an aggregate query returned no row');
  return summary;
}
