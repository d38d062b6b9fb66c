// An admin blocks a wallet (its owner can then neither move money out nor receive any) or unblocks it; each change
// is written to the audit log in the same transaction, and setting the state a wallet already has changes nothing.
import { eq, sql } from 'drizzle-orm';
import { adminMessages } from '@wallet/common/admin';
import type { AdminWalletJson } from '@wallet/common/admin-json';
import { recordAudit } from '../audit/audit-log';
import { parseDecisionReason } from '../audit/decision-reason';
import type { Database } from '../db/database';
import { users, wallets } from '../db/schema';
import { isUuid } from '../db/uuid';
import { AppError } from '../http/app-error';
import type { LimitsConfig } from '../ledger/spending-limits';
import { findAdminWallet } from './all-wallets';
import { nextLiveSeq } from '../live/live-seq';

export interface BlockWalletChange {
  isBlocked: boolean;
  /** Trimmed; null when absent or blank. */
  reason: string | null;
}

export interface BlockWalletRequest extends BlockWalletChange {
  adminId: string;
  walletId: string;
}

/** `{ isBlocked: boolean, reason?: string }`: a real boolean only ("true" and 1 are refused), a reason of at most 500. */
export function parseBlockWalletBody(body: Record<string, unknown>): BlockWalletChange {
  const { isBlocked } = body;
  if (typeof isBlocked !== 'boolean') {
    throw new AppError(400, adminMessages.isBlocked, 'VALIDATION_FAILED', 'isBlocked');
  }
  return { isBlocked, reason: parseDecisionReason(body) };
}

/** Sets the wallet's blocked state under its row lock, audited when it changes; returns the wallet as it now is. */
export async function setWalletBlocked(
  db: Database,
  request: BlockWalletRequest,
  config: LimitsConfig,
): Promise<AdminWalletJson> {
  // A malformed id names no wallet, as an unknown one does not.
  if (!isUuid(request.walletId)) throw new AppError(404, adminMessages.walletNotFound, undefined, 'walletId');
  return db.transaction(async (transaction) => {
    // The lock every money operation takes on this row: a payment in flight finishes first, the next one sees the change.
    const [wallet] = await transaction
      .select({
        id: wallets.id,
        userId: wallets.userId,
        isBlocked: wallets.isBlocked,
        ownerClosedAt: users.closedAt,
      })
      .from(wallets)
      .innerJoin(users, eq(users.id, wallets.userId))
      .where(eq(wallets.id, request.walletId))
      .for('no key update', { of: wallets });
    if (wallet === undefined) throw new AppError(404, adminMessages.walletNotFound, undefined, 'walletId');
    // Closing is for good: nobody can sign in to spend what an unblocked wallet would receive.
    if (wallet.ownerClosedAt !== null && !request.isBlocked) {
      throw new AppError(409, adminMessages.closedAccountWallet, 'ACCOUNT_CLOSED', 'walletId');
    }
    if (wallet.isBlocked !== request.isBlocked) {
      await transaction
        .update(wallets)
        .set({ isBlocked: request.isBlocked, liveSeq: nextLiveSeq(), updatedAt: sql`now()` })
        .where(eq(wallets.id, wallet.id));
      await recordAudit(transaction, {
        actorId: request.adminId,
        action: request.isBlocked ? 'wallet.block' : 'wallet.unblock',
        targetUserId: wallet.userId,
        targetWalletId: wallet.id,
        reason: request.reason,
      });
    }
    const changed = await findAdminWallet(transaction, wallet.id, config);
    if (changed === undefined) throw new Error(`wallet ${wallet.id} vanished inside its own transaction`);
    return changed;
  });
}
