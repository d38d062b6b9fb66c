// The two sides of a cash in or cash out (docs/agents.md): an approved agent and a user's wallet, checked in the
// order the refusals are listed, the wallets locked in id order inside the money transaction.
import { eq } from 'drizzle-orm';
import { agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import { walletMessages } from '@wallet/common/wallet';
import { users } from '../db/schema';
import { isUuid } from '../db/uuid';
import type { SignedIn } from '../http/access';
import { AppError } from '../http/app-error';
import type { LockedWallet } from '../ledger/locked-wallets';
import { lockWalletsOfUsers, WALLET_NOT_FOUND_MESSAGE } from '../ledger/locked-wallets';
import type { PostingLine } from '../ledger/post-journal';
import type { Transaction } from '../ledger/money-transaction';

export interface CashParties {
  agent: LockedWallet;
  user: LockedWallet;
  /** Both wallets, in id order, for postJournal. */
  locked: LockedWallet[];
}

/** Users and admins are refused before any work; a pending or suspended agent never gets this far (sessions.ts). */
export function assertAgentCaller(person: SignedIn): void {
  if (person.user.role !== 'agent') throw new AppError(403, agentMessages.agentsOnly, 'AGENTS_ONLY');
}

/** Missing or blank → 400; anything that is not a UUID cannot name anyone → 404, as an unknown id does. */
export function parseCashUserId(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new AppError(400, agentMessages.userIdRequired, 'VALIDATION_FAILED', 'userId');
  }
  if (typeof value !== 'string' || !isUuid(value.trim())) {
    throw new AppError(404, agentMessages.userNotFound, undefined, 'userId');
  }
  // UUIDs compare case-insensitively in SQL; the lower-case form is what the database gives back.
  return value.trim().toLowerCase();
}

/**
 * The agent's approval as it is now, held (FOR SHARE) until the transaction ends: a suspension that commits
 * first refuses this operation, and one that comes later waits for it, so none slips through in between.
 */
export async function holdAgentApproval(tx: Transaction, agentUserId: string): Promise<void> {
  const [agent] = await tx
    .select({ role: users.role, isApproved: users.isApproved })
    .from(users)
    .where(eq(users.id, agentUserId))
    .for('share');
  if (agent?.role !== 'agent') throw new AppError(403, agentMessages.agentsOnly, 'AGENTS_ONLY');
  if (!agent.isApproved) throw new AppError(403, authMessages.agentNotApproved, 'AGENT_NOT_APPROVED');
}

/** Locks both wallets in id order and refuses a blocked agent, an unknown or non-user target, a blocked user. */
export async function lockCashParties(
  tx: Transaction,
  timeZone: string,
  parties: { agentUserId: string; userId: string },
): Promise<CashParties> {
  const locked = await lockWalletsOfUsers(tx, [parties.agentUserId, parties.userId], timeZone);
  const agent = locked.find((wallet) => wallet.userId === parties.agentUserId);
  const user = locked.find((wallet) => wallet.userId === parties.userId);
  if (agent === undefined) throw new AppError(404, WALLET_NOT_FOUND_MESSAGE);
  if (agent.isBlocked) throw new AppError(403, walletMessages.walletBlocked, 'WALLET_BLOCKED');
  // Someone who never verified their address is not anyone an agent can find, as for a send.
  // Nor is a closed account, whatever its wallet's blocked flag says (docs/security.md).
  if (user === undefined || !user.ownerEmailVerified || user.ownerClosed) {
    throw new AppError(404, agentMessages.userNotFound, undefined, 'userId');
  }
  if (user.ownerRole !== 'user') {
    throw new AppError(400, agentMessages.userWalletsOnly, 'USER_WALLETS_ONLY', 'userId');
  }
  if (user.isBlocked)
    throw new AppError(400, agentMessages.userWalletBlocked, 'USER_WALLET_BLOCKED', 'userId');
  return { agent, user, locked };
}

/** commissions −c, agent +c; nothing when the commission rounds to zero (a posting is never zero). */
export function commissionLines(agentWalletId: string, commissionCents: number): PostingLine[] {
  if (commissionCents === 0) return [];
  return [
    { platform: 'commissions', amountCents: -commissionCents },
    { walletId: agentWalletId, amountCents: commissionCents },
  ];
}
