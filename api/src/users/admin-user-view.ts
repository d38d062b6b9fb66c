// A person as an admin sees them (docs/admin.md): the profile, the agent's standing and the full wallet, read for
// any set of people in one query.
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { AGENT_STATUSES } from '@wallet/common/admin';
import type { AgentStatus } from '@wallet/common/admin';
import type { AdminUserJson } from '@wallet/common/admin-json';
import type { Queryable } from '../db/database';
import { auditLog, users, wallets } from '../db/schema';
import { isUuid } from '../db/uuid';
import { periodStartColumns } from '../ledger/locked-wallets';
import type { LimitsConfig } from '../ledger/spending-limits';
import { walletJsonOf } from '../wallets/wallet-view';
import { userJson } from '../people/user';
import { USER_COLUMNS } from '../people/users.repository';

/**
 * The agent's standing in SQL, null for everyone else: approved; suspended when not approved and suspended by an
 * admin at least once; pending when never suspended. The IN list is read once per query (a hashed subplan), so a
 * summary over every account does not probe the audit log row by row.
 */
export function agentStatusSql(): SQL<AgentStatus | null> {
  // A new SQL each time: mapWith() sets the decoder on the object it is called on.
  return sql<AgentStatus | null>`case
  when ${users.role} <> 'agent' then null
  when ${users.isApproved} then 'approved'
  when ${users.id} in (
    select ${auditLog.targetUserId} from ${auditLog} where ${auditLog.action} = 'agent.suspend'
  ) then 'suspended'
  else 'pending'
end`;
}

function agentStatusFromSql(value: unknown): AgentStatus | null {
  if (value === null) return null;
  const status = AGENT_STATUSES.find((candidate) => candidate === value);
  if (status === undefined)
    throw new TypeError(`Unexpected agent status from the database: ${JSON.stringify(value)}`);
  return status;
}

/** These people as an admin sees them, in the order of the ids given (each once); unknown and malformed ids are left out. */
export async function findAdminUsers(
  q: Queryable,
  userIds: readonly string[],
  config: LimitsConfig,
): Promise<AdminUserJson[]> {
  const ids = [...new Set(userIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (ids.length === 0) return [];
  const rows = await q
    .select({
      user: USER_COLUMNS,
      agentStatus: agentStatusSql().mapWith(agentStatusFromSql),
      // Every column of one left-joined table, so drizzle gives null for a person without a wallet.
      wallet: getTableColumns(wallets),
      ...periodStartColumns(config.timeZoneLimits),
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(inArray(users.id, ids));
  const byId = new Map(
    rows.map(({ user, agentStatus, wallet, dayStart, monthStart }): [string, AdminUserJson] => [
      user.id,
      {
        ...userJson(user),
        isClosed: user.closedAt !== null,
        agentStatus,
        wallet:
          wallet === null
            ? null
            : walletJsonOf(
                {
                  ...wallet,
                  ownerRole: user.role,
                  dayStart,
                  monthStart,
                },
                config,
              ),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One person as an admin sees them; undefined when unknown. */
export async function findAdminUser(
  q: Queryable,
  userId: string,
  config: LimitsConfig,
): Promise<AdminUserJson | undefined> {
  const [user] = await findAdminUsers(q, [userId], config);
  return user;
}
