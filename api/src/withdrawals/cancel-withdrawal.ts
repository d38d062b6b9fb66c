// PATCH /transactions/:id/cancel: the owner of a pending withdrawal takes it back before it is paid out.
import { eq } from 'drizzle-orm';
import { walletMessages } from '@wallet/common/wallet';
import { journals } from '../db/schema';
import { isUuid } from '../db/uuid';
import { AppError } from '../http/app-error';
import type { MoneyOperation } from '../ledger/money-route';
import { lockWallets } from '../ledger/locked-wallets';
import type { MoneyContext } from '../ledger/money-context';
import type { Transaction } from '../ledger/money-transaction';
import { fromWallets, toWallets } from '../transactions/transaction-view';
import { moneyAnswer } from '../wallets/money-answer';
import type { PendingWithdrawal } from './settle-withdrawal';
import { refundWithdrawal } from './settle-withdrawal';

export const WITHDRAWAL_CANCELLED_MESSAGE = 'Withdrawal cancelled and refunded';

export function cancelWithdrawalOperation(money: MoneyContext): MoneyOperation<{ journalId: string }> {
  return {
    parse(request) {
      return { journalId: String(request.params.id) };
    },
    async run(tx, { person, input }) {
      await cancelWithdrawal(tx, money, { userId: person.user.id, journalId: input.journalId });
      return moneyAnswer(tx, money, {
        status: 200,
        message: WITHDRAWAL_CANCELLED_MESSAGE,
        journalId: input.journalId,
        userId: person.user.id,
      });
    },
  };
}

export async function cancelWithdrawal(
  tx: Transaction,
  money: MoneyContext,
  request: { userId: string; journalId: string },
): Promise<void> {
  const withdrawal = await lockOwnPendingWithdrawal(tx, request.userId, request.journalId);
  const [wallet] = await lockWallets(tx, [withdrawal.fromWalletId], money.timeZoneLimits);
  if (wallet === undefined) throw new Error(`the wallet of withdrawal ${withdrawal.id} is missing`);
  if (wallet.isBlocked) throw new AppError(403, walletMessages.walletBlocked, 'WALLET_BLOCKED');
  await refundWithdrawal(tx, money, withdrawal, wallet, { status: 'cancelled', failureReason: null });
}

/**
 * Locks the journal (waiting for a settlement in progress, which then wins) and checks it is the caller's
 * pending withdrawal. Unknown, malformed and other people's ids answer alike, so ids cannot be probed.
 */
async function lockOwnPendingWithdrawal(
  tx: Transaction,
  userId: string,
  journalId: string,
): Promise<PendingWithdrawal> {
  const notFound = () => new AppError(404, walletMessages.transactionNotFound);
  if (!isUuid(journalId)) throw notFound();
  const [row] = await tx
    .select({
      id: journals.id,
      kind: journals.kind,
      status: journals.status,
      amountCents: journals.amountCents,
      feeCents: journals.feeCents,
      method: journals.method,
      fromWalletId: journals.fromWalletId,
      initiatedBy: journals.initiatedBy,
      createdAt: journals.createdAt,
      fromUserId: fromWallets.userId,
      toUserId: toWallets.userId,
    })
    .from(journals)
    .leftJoin(fromWallets, eq(fromWallets.id, journals.fromWalletId))
    .leftJoin(toWallets, eq(toWallets.id, journals.toWalletId))
    .where(eq(journals.id, journalId))
    .for('update', { of: journals });
  if (row === undefined || (row.fromUserId !== userId && row.toUserId !== userId)) throw notFound();
  const { kind, status, method, fromWalletId, fromUserId } = row;
  // Only the withdrawal's own wallet may take it back; the other party of a send sees a 409, not a 404.
  if (
    kind !== 'withdraw' ||
    status !== 'pending' ||
    method === null ||
    fromWalletId === null ||
    fromUserId !== userId
  ) {
    throw new AppError(409, walletMessages.cancelNotPending);
  }
  return { ...row, method, fromWalletId };
}
