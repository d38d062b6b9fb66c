// The end of a pending withdrawal taken up by the payout processor (docs/money.md): settled (payouts_pending →
// payouts), or failed (everything back to the wallet, and the limits given back for the day and month it was counted
// in, as a cancel gives them back: both are money_refund_withdrawal in the database).
import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { WithdrawMethod } from '@wallet/common/wallet';
import { journals, wallets } from '../db/schema';
import type { MoneyContext } from '../ledger/money-context';
import type { Transaction } from '../ledger/money-transaction';
import { postSettlement } from '../ledger/post-journal';
import { rowsOf } from '../ledger/sql-rows';
import { centsFromSql } from '../db/sql-integers';

/** A pending withdrawal, its row locked by the transaction that read it. */
export interface PendingWithdrawal {
  id: string;
  amountCents: number;
  feeCents: number;
  method: WithdrawMethod;
  fromWalletId: string;
  initiatedBy: string | null;
  createdAt: Date;
}

/** A pending withdrawal taken up for settlement, with its wallet's owner and balance for the receipt. */
export interface DuePayout extends PendingWithdrawal {
  ownerUserId: string;
  /** The wallet's balance when the payout was taken up; completing it moves nothing in the wallet. */
  ownerBalanceCents: number;
}

const PENDING_WITHDRAWAL_COLUMNS = {
  id: journals.id,
  amountCents: journals.amountCents,
  feeCents: journals.feeCents,
  method: journals.method,
  fromWalletId: journals.fromWalletId,
  initiatedBy: journals.initiatedBy,
  createdAt: journals.createdAt,
};

type PendingWithdrawalRow = Omit<PendingWithdrawal, 'method' | 'fromWalletId'> & {
  method: WithdrawMethod | null;
  fromWalletId: string | null;
};

function pendingWithdrawalOf(row: PendingWithdrawalRow): PendingWithdrawal {
  const { method, fromWalletId } = row;
  // The journals_withdraw_method CHECK and the withdraw operation guarantee both for a withdrawal.
  if (method === null || fromWalletId === null) {
    throw new Error(`withdrawal ${row.id} lacks its method or wallet`);
  }
  return { ...row, method, fromWalletId };
}

/**
 * The oldest pending withdrawal made at least `delaySeconds` ago, locked; rows another transaction holds (a
 * cancel in progress, another processor) are skipped, so a cancel and a settlement never both happen. Its
 * wallet is read, not locked: a completion does not touch it, and a refund locks it after the journal.
 */
export async function lockNextDuePayout(
  tx: Transaction,
  delaySeconds: number,
  skipIds: readonly string[],
): Promise<DuePayout | undefined> {
  const [row] = await tx
    .select({
      ...PENDING_WITHDRAWAL_COLUMNS,
      ownerUserId: wallets.userId,
      ownerBalanceCents: wallets.balanceCents,
    })
    .from(journals)
    .innerJoin(wallets, eq(wallets.id, journals.fromWalletId))
    .where(
      and(
        eq(journals.kind, 'withdraw'),
        eq(journals.status, 'pending'),
        lte(journals.createdAt, sql`now() - make_interval(secs => ${delaySeconds})`),
        skipIds.length === 0 ? undefined : notInArray(journals.id, [...skipIds]),
      ),
    )
    .orderBy(asc(journals.createdAt))
    .limit(1)
    .for('update', { of: journals, skipLocked: true });
  if (row === undefined) return undefined;
  const { ownerUserId, ownerBalanceCents, ...withdrawal } = row;
  return { ...pendingWithdrawalOf(withdrawal), ownerUserId, ownerBalanceCents };
}

/** payouts_pending −a, payouts +a: the money has left for the bank or card. */
export async function completePayout(
  tx: Transaction,
  money: MoneyContext,
  withdrawal: Pick<PendingWithdrawal, 'id' | 'amountCents'>,
): Promise<void> {
  await postSettlement(
    tx,
    money,
    withdrawal.id,
    { status: 'completed', failureReason: null },
    {
      lines: [
        { platform: 'payouts_pending', amountCents: -withdrawal.amountCents },
        { platform: 'payouts', amountCents: withdrawal.amountCents },
      ],
      locked: [],
    },
  );
}

/**
 * payouts_pending −a, fees −f, wallet +(a+f), the journal failed with the reason and the limits given back: the
 * database function money_refund_withdrawal (api/drizzle/0014_withdraw_function.sql), the one rule a cancel uses too.
 * The caller holds the journal's row lock; the wallet is locked after it. Returns the wallet's balance after the refund.
 */
export async function failPayout(
  tx: Transaction,
  money: Pick<MoneyContext, 'timeZoneLimits'>,
  withdrawal: Pick<PendingWithdrawal, 'id'>,
  failureReason: string,
): Promise<number> {
  const [row] = await rowsOf<{ balance_cents: unknown }>(
    tx,
    sql`select (refund.wallet).balance_cents
      from money_refund_withdrawal(${withdrawal.id}::uuid, 'failed', ${failureReason}, now(), ${money.timeZoneLimits})
        as refund`,
  );
  if (row === undefined) throw new Error(`withdrawal ${withdrawal.id} was not refunded`);
  return centsFromSql(row.balance_cents);
}
