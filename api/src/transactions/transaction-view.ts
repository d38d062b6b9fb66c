// One journal as one person sees it (docs/money.md): their type and direction, the two parties by name.
import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { centsToDollars } from '@wallet/common/money';
import type { TransactionStatus, WithdrawMethod } from '@wallet/common/wallet';
import type { TransactionJson, TransactionPartyJson } from '@wallet/common/wallet-json';
import type { Queryable } from '../db/database';
import { journals, users, wallets } from '../db/schema';
import { isUuid } from '../db/uuid';

/** A journal with the owners of its two wallets, as the reads select it. */
export interface JournalWithParties {
  id: string;
  kind: (typeof journals.kind.enumValues)[number];
  status: TransactionStatus;
  amountCents: number;
  feeCents: number;
  commissionCents: number;
  initiatedBy: string | null;
  method: WithdrawMethod | null;
  description: string | null;
  fromWalletId: string | null;
  toWalletId: string | null;
  fromUserId: string | null;
  fromUserName: string | null;
  fromUserEmail: string | null;
  toUserId: string | null;
  toUserName: string | null;
  toUserEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
  settledAt: Date | null;
  failureReason: string | null;
  /** The journal a reversal moves back (docs/reversals.md); absent on a journal just written (none). */
  reversesJournalId?: string | null;
  /** The reversals that moved this journal back, oldest first; absent on a journal just written (none). */
  reversedBy?: string[];
}

export const fromWallets = alias(wallets, 'from_wallets');
export const toWallets = alias(wallets, 'to_wallets');
export const fromUsers = alias(users, 'from_users');
export const toUsers = alias(users, 'to_users');

/** The columns of JournalWithParties, for a select from journals left-joined to both wallets and their owners. */
export const JOURNAL_WITH_PARTIES_COLUMNS = {
  id: journals.id,
  kind: journals.kind,
  status: journals.status,
  amountCents: journals.amountCents,
  feeCents: journals.feeCents,
  commissionCents: journals.commissionCents,
  initiatedBy: journals.initiatedBy,
  method: journals.method,
  description: journals.description,
  fromWalletId: journals.fromWalletId,
  toWalletId: journals.toWalletId,
  fromUserId: fromWallets.userId,
  fromUserName: fromUsers.name,
  fromUserEmail: fromUsers.email,
  toUserId: toWallets.userId,
  toUserName: toUsers.name,
  toUserEmail: toUsers.email,
  createdAt: journals.createdAt,
  updatedAt: journals.updatedAt,
  settledAt: journals.settledAt,
  failureReason: journals.failureReason,
  reversesJournalId: journals.reversesJournalId,
  // Reads journals_reverses_idx: nothing for the many journals never reversed.
  reversedBy: sql<
    string[]
  >`array(select r.id::text from ${journals} r where r.reverses_journal_id = ${journals.id}
    order by r.created_at, r.id)`.mapWith((value: unknown) =>
    Array.isArray(value) ? value.map(String) : [],
  ),
};

/** The transaction a party of it sees; undefined when the viewer is no party or the id is unknown or malformed. */
export async function findTransactionForViewer(
  q: Queryable,
  journalId: string,
  viewerUserId: string,
): Promise<TransactionJson | undefined> {
  if (!isUuid(journalId) || !isUuid(viewerUserId)) return undefined;
  const [row] = await q
    .select(JOURNAL_WITH_PARTIES_COLUMNS)
    .from(journals)
    .leftJoin(fromWallets, eq(fromWallets.id, journals.fromWalletId))
    .leftJoin(fromUsers, eq(fromUsers.id, fromWallets.userId))
    .leftJoin(toWallets, eq(toWallets.id, journals.toWalletId))
    .leftJoin(toUsers, eq(toUsers.id, toWallets.userId))
    .where(
      and(
        eq(journals.id, journalId),
        or(eq(fromWallets.userId, viewerUserId), eq(toWallets.userId, viewerUserId)),
      ),
    );
  return row === undefined ? undefined : transactionJson(row, viewerUserId);
}

/** The viewer's side of a journal: the wallet that pays is the debit side, the wallet that receives the credit side. */
export function transactionJson(row: JournalWithParties, viewerUserId: string): TransactionJson {
  const debit = row.fromUserId === viewerUserId;
  const walletId = debit ? row.fromWalletId : row.toWalletId;
  if (walletId === null || (!debit && row.toUserId !== viewerUserId)) {
    throw new Error(`transactionJson(): user ${viewerUserId} is no party of journal ${row.id}`);
  }
  return {
    _id: row.id,
    userId: viewerUserId,
    walletId,
    type: row.kind === 'send' && !debit ? 'receive' : row.kind,
    direction: debit ? 'debit' : 'credit',
    status: row.status,
    amount: centsToDollars(row.amountCents),
    fee: centsToDollars(row.feeCents),
    // Only the agent who earned it sees the commission; for the user it is no part of their movement.
    commission: centsToDollars(row.initiatedBy === viewerUserId ? row.commissionCents : 0),
    refunded: centsToDollars(debit ? refundedCents(row) : 0),
    method: row.method,
    description: row.description,
    sender: party(row.fromUserId, row.fromUserName),
    recipient: party(row.toUserId, row.toUserName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    settledAt: row.settledAt === null ? null : row.settledAt.toISOString(),
    failureReason: row.failureReason,
    reverses: row.reversesJournalId ?? null,
    reversedBy: row.reversedBy ?? [],
  };
}

/**
 * The refund a withdrawal's own wallet got back: a failed or cancelled withdrawal's settlement posts amount + fee to
 * it (docs/money.md, Ledger); nothing else is ever undone.
 */
function refundedCents(
  row: Pick<JournalWithParties, 'kind' | 'status' | 'amountCents' | 'feeCents'>,
): number {
  const undone = row.status === 'cancelled' || row.status === 'failed';
  return row.kind === 'withdraw' && undone ? row.amountCents + row.feeCents : 0;
}

function party(userId: string | null, name: string | null): TransactionPartyJson | null {
  return userId === null || name === null ? null : { _id: userId, name };
}
