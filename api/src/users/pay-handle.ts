// GET /users/pay/:handle: who a pay link or pay QR code names (docs/pay-links.md), for the payer's confirmation
// and an agent's Cash In. Only people who can receive are found; everyone else answers alike, as unknown.
// GET /users/agent-counter/:handle: the agent an agent's counter code names, for the user at the counter: only an
// approved agent with an open, verified account is found; any other answers alike, so a forged code says so.
import { and, eq, isNull } from 'drizzle-orm';
import { isPayHandle, payLinkMessages } from '@wallet/common/pay-links';
import type { CounterAgentJson, UserMatchJson } from '@wallet/common/wallet-json';
import type { Queryable } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { userMatchJson } from './search-users';

export async function findPayee(q: Queryable, callerUserId: string, handle: string): Promise<UserMatchJson> {
  const id = handle.trim().toLowerCase();
  // A malformed handle cannot name anyone; it is refused before the query (a uuid column would throw on it).
  if (!isPayHandle(id)) throw new AppError(404, payLinkMessages.handleUnknown);
  if (id === callerUserId) throw new AppError(400, payLinkMessages.ownLink);
  const [row] = await q
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(eq(users.id, id), eq(users.role, 'user'), eq(users.isEmailVerified, true), isNull(users.closedAt)),
    )
    .limit(1);
  if (row === undefined) throw new AppError(404, payLinkMessages.handleUnknown);
  return userMatchJson(row);
}

export async function findCounterAgent(q: Queryable, handle: string): Promise<CounterAgentJson> {
  const id = handle.trim().toLowerCase();
  if (!isPayHandle(id)) throw new AppError(404, payLinkMessages.counterUnknown);
  const [row] = await q
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.role, 'agent'),
        eq(users.isApproved, true),
        eq(users.isEmailVerified, true),
        isNull(users.closedAt),
      ),
    )
    .limit(1);
  if (row === undefined) throw new AppError(404, payLinkMessages.counterUnknown);
  return { _id: row.id, name: row.name };
}
