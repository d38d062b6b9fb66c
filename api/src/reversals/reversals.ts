// Reversals by compensating journal, maker-checker (docs/reversals.md): an admin proposes moving back a completed
// send, cash in or cash out, whole or in part, with a reason; another admin approves (one journal of kind
// `reversal` that moves the money back, with the commission pro rata) or rejects. The original is never edited.
// Each call is one transaction (moneyRoute: run again whole on a deadlock or a serialization failure; with an
// Idempotency-Key, a retry answers the first answer). An approval locks, in this order, the original journal, the
// proposal and both wallets (id order), so two approvals at once queue on the original and the second finds the
// proposal decided or the amount gone.
import type { Request } from 'express';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { centsToDollars, formatCents } from '@wallet/common/money';
import type { ReversalJson, ReversalStatus, ReversibleKind } from '@wallet/common/reversals';
import {
  REVERSAL_REASON_LENGTH_MAX,
  REVERSAL_STATUSES,
  REVERSIBLE_KINDS,
  reversalMessages,
} from '@wallet/common/reversals';
import { recordAudit } from '../audit/audit-log';
import type { Queryable } from '../db/database';
import { journals, reversals, users, wallets } from '../db/schema';
import { isUuid } from '../db/uuid';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import type { PageParams, Query } from '../http/query-params';
import { oneOfParam, pageParams, paginationJson, uuidParam } from '../http/query-params';
import { parseAmountCents } from '../ledger/amount';
import { lockWallets } from '../ledger/locked-wallets';
import type { MoneyContext } from '../ledger/money-context';
import type { MoneyOperation } from '../ledger/money-route';
import type { Transaction } from '../ledger/money-transaction';
import type { PostingLine } from '../ledger/post-journal';
import { balanceAfter, postJournal } from '../ledger/post-journal';
import type { Receipt } from '../mail/receipt-mails';

export interface NewReversal {
  transactionId: string;
  /** Null: the whole amount that is left. */
  amountCents: number | null;
  reason: string;
}

function refused(field: string, message: string): AppError {
  return new AppError(400, message, 'VALIDATION_FAILED', field);
}

/** A reason: text, trimmed, 1 to 500 characters (as people count them); optional only for a decision. */
function parseReason(value: unknown, required: boolean): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw refused('reason', reversalMessages.reasonRequired);
    return null;
  }
  if (typeof value !== 'string') throw refused('reason', reversalMessages.reasonInvalid);
  const reason = value.trim();
  if ([...reason].length > REVERSAL_REASON_LENGTH_MAX)
    throw refused('reason', reversalMessages.reasonTooLong);
  return reason;
}

export function parseNewReversal(request: Request): NewReversal {
  const body = jsonObjectBody(request);
  const { transactionId } = body;
  if (transactionId === undefined || transactionId === null || transactionId === '') {
    throw refused('transactionId', reversalMessages.transactionRequired);
  }
  if (typeof transactionId !== 'string') throw refused('transactionId', reversalMessages.transactionRequired);
  // Anything but a UUID names no transaction: 404, as an unknown one.
  if (!isUuid(transactionId.trim())) {
    throw new AppError(404, reversalMessages.transactionNotFound, undefined, 'transactionId');
  }
  const amountCents =
    body.amount === undefined || body.amount === null ? null : parseAmountCents(body.amount);
  const reason = parseReason(body.reason, true) as string;
  return { transactionId: transactionId.trim().toLowerCase(), amountCents, reason };
}

/** The decision's optional reason (a rejection's why, an approval's note). */
export function parseDecisionBody(request: Request): string | null {
  const body = request.body === undefined || request.body === null ? {} : jsonObjectBody(request);
  return parseReason(body.reason, false);
}

export function parseReversalId(request: Request): string {
  const id = String(request.params.id ?? '');
  if (!isUuid(id)) throw new AppError(404, reversalMessages.notFound);
  return id.toLowerCase();
}

export interface ReversalListQuery extends PageParams {
  status: ReversalStatus | undefined;
  /** The proposals about one transaction (a dispute's, in the admins' queue). */
  transactionId: string | undefined;
}

export function parseReversalListQuery(query: Query): ReversalListQuery {
  return {
    status: oneOfParam(query, 'status', REVERSAL_STATUSES, reversalMessages.status),
    transactionId: uuidParam(query, 'transactionId', reversalMessages.transactionIdFilter),
    ...pageParams(query),
  };
}

interface Original {
  id: string;
  kind: string;
  status: string;
  amountCents: number;
  commissionCents: number;
  fromWalletId: string | null;
  toWalletId: string | null;
}

const ORIGINAL_COLUMNS = {
  id: journals.id,
  kind: journals.kind,
  status: journals.status,
  amountCents: journals.amountCents,
  commissionCents: journals.commissionCents,
  fromWalletId: journals.fromWalletId,
  toWalletId: journals.toWalletId,
};

function isReversible(kind: string): kind is ReversibleKind {
  return (REVERSIBLE_KINDS as readonly string[]).includes(kind);
}

/** The amount and the commission already moved back by approved reversals of this journal. */
async function reversedSoFar(
  q: Queryable,
  journalId: string,
): Promise<{ amountCents: number; commissionCents: number }> {
  const [row] = await q
    .select({
      amountCents: sql<string>`coalesce(sum(${journals.amountCents}), 0)`,
      commissionCents: sql<string>`coalesce(sum(${journals.commissionCents}), 0)`,
    })
    .from(journals)
    .where(eq(journals.reversesJournalId, journalId));
  return { amountCents: Number(row?.amountCents ?? 0), commissionCents: Number(row?.commissionCents ?? 0) };
}

/** Refuses what cannot be reversed; answers what is left of the amount. */
function remainingOf(original: Original, reversedCents: number): number {
  if (!isReversible(original.kind))
    throw new AppError(400, reversalMessages.notReversibleKind, undefined, 'transactionId');
  if (original.status !== 'completed') {
    throw new AppError(
      409,
      reversalMessages.notCompleted(original.status),
      'NOT_REVERSIBLE',
      'transactionId',
    );
  }
  const remaining = original.amountCents - reversedCents;
  if (remaining <= 0)
    throw new AppError(409, reversalMessages.fullyReversed, 'NOT_REVERSIBLE', 'transactionId');
  return remaining;
}

/**
 * The commission moved back by reversing `amountCents` after `beforeCents` were reversed: the original's
 * commission pro rata, rounded half up on the running total, so the reversals of a whole amount move back exactly
 * the whole commission and never more (BigInt: amount × commission can pass 2^53).
 */
export function commissionToReverse(
  original: { amountCents: number; commissionCents: number },
  beforeCents: number,
  amountCents: number,
): number {
  const a = BigInt(original.amountCents);
  const c = BigInt(original.commissionCents);
  const upTo = (x: number) => (2n * c * BigInt(x) + a) / (2n * a);
  return Number(upTo(beforeCents + amountCents) - upTo(beforeCents));
}

/**
 * A proposal, inside the route's transaction: checked against what is left now (the approval checks again, under the
 * locks).
 */
export async function proposeReversal(
  tx: Transaction,
  adminId: string,
  input: NewReversal,
): Promise<ReversalJson> {
  const [original] = await tx
    .select(ORIGINAL_COLUMNS)
    .from(journals)
    .where(eq(journals.id, input.transactionId));
  if (original === undefined) {
    throw new AppError(404, reversalMessages.transactionNotFound, undefined, 'transactionId');
  }
  const remaining = remainingOf(original, (await reversedSoFar(tx, original.id)).amountCents);
  const amountCents = input.amountCents ?? remaining;
  if (amountCents > remaining) {
    throw new AppError(400, reversalMessages.aboveRemaining(remaining), 'VALIDATION_FAILED', 'amount');
  }
  const [row] = await tx
    .insert(reversals)
    .values({ journalId: original.id, amountCents, reason: input.reason, proposedBy: adminId })
    .returning({ id: reversals.id });
  const giver = await walletOwner(tx, original.toWalletId);
  if (row === undefined) throw new Error('the reversal was not written');
  if (giver !== undefined) {
    await recordAudit(tx, {
      actorId: adminId,
      action: 'reversal.propose',
      targetUserId: giver.userId,
      targetWalletId: giver.walletId,
      reason: input.reason,
    });
  }
  return (await findReversal(tx, row.id)) as ReversalJson;
}

async function walletOwner(
  q: Queryable,
  walletId: string | null,
): Promise<{ walletId: string; userId: string } | undefined> {
  if (walletId === null) return undefined;
  const [row] = await q.select({ userId: wallets.userId }).from(wallets).where(eq(wallets.id, walletId));
  return row === undefined ? undefined : { walletId, userId: row.userId };
}

export type ReversalDecision = 'approve' | 'reject';

export interface DecidedReversal {
  reversal: ReversalJson;
  /** The two parties' receipts of an approval, to hand to the mailer after the commit. */
  receipts: Receipt[];
}

/** The proposal, locked after its original journal; 404 unknown, 403 the caller's own, 409 already decided. */
async function lockProposal(tx: Transaction, reversalId: string, adminId: string) {
  const [found] = await tx
    .select({ journalId: reversals.journalId })
    .from(reversals)
    .where(eq(reversals.id, reversalId));
  if (found === undefined) throw new AppError(404, reversalMessages.notFound);
  const [original] = await tx
    .select(ORIGINAL_COLUMNS)
    .from(journals)
    .where(eq(journals.id, found.journalId))
    .for('update');
  const [proposal] = await tx.select().from(reversals).where(eq(reversals.id, reversalId)).for('update');
  if (original === undefined || proposal === undefined) throw new AppError(404, reversalMessages.notFound);
  if (proposal.proposedBy === adminId) throw new AppError(403, reversalMessages.ownProposal, 'FOUR_EYES');
  if (proposal.status === 'approved')
    throw new AppError(409, reversalMessages.alreadyApproved, 'ALREADY_DECIDED');
  if (proposal.status === 'rejected')
    throw new AppError(409, reversalMessages.alreadyRejected, 'ALREADY_DECIDED');
  return { original, proposal };
}

/** The most a wallet of `balanceCents` can give back now (a cash out's agent also gives the commission back). */
function mostGivable(
  original: Original,
  beforeCents: number,
  remaining: number,
  balanceCents: number,
): number {
  if (original.kind !== 'cash_out') return Math.min(remaining, balanceCents);
  let low = 0;
  let high = Math.min(remaining, balanceCents);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (mid + commissionToReverse(original, beforeCents, mid) <= balanceCents) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A decision, inside the route's transaction (moneyRoute: run again whole on a deadlock or a serialization failure). */
export async function decideReversal(
  tx: Transaction,
  money: MoneyContext,
  adminId: string,
  reversalId: string,
  decision: ReversalDecision,
  decisionReason: string | null,
): Promise<DecidedReversal> {
  const { original, proposal } = await lockProposal(tx, reversalId, adminId);
  const giverWalletId = original.toWalletId;
  const takerWalletId = original.fromWalletId;
  if (giverWalletId === null || takerWalletId === null)
    throw new Error(`journal ${original.id} lacks a wallet`);
  const decided = { decidedBy: adminId, decidedAt: sql`now()`, decisionReason, updatedAt: sql`now()` };
  if (decision === 'reject') {
    await tx
      .update(reversals)
      .set({ ...decided, status: 'rejected' })
      .where(eq(reversals.id, reversalId));
    const giver = await walletOwner(tx, giverWalletId);
    if (giver !== undefined) {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'reversal.reject',
        targetUserId: giver.userId,
        targetWalletId: giver.walletId,
        reason: decisionReason ?? proposal.reason,
      });
    }
    return { reversal: (await findReversal(tx, reversalId)) as ReversalJson, receipts: [] };
  }
  const before = await reversedSoFar(tx, original.id);
  const remaining = remainingOf(original, before.amountCents);
  const amountCents = proposal.amountCents;
  if (amountCents > remaining) {
    throw new AppError(409, reversalMessages.aboveRemaining(remaining), 'NOT_REVERSIBLE', 'amount');
  }
  const commissionCents = commissionToReverse(original, before.amountCents, amountCents);
  const locked = await lockWallets(tx, [giverWalletId, takerWalletId], money.timeZoneLimits);
  const giver = locked.find((wallet) => wallet.id === giverWalletId);
  const taker = locked.find((wallet) => wallet.id === takerWalletId);
  if (giver === undefined || taker === undefined)
    throw new Error(`journal ${original.id}: a wallet is missing`);
  if (taker.ownerClosed) throw new AppError(409, reversalMessages.walletClosed, 'NOT_REVERSIBLE');
  // The rule (docs/reversals.md): the money comes back only from what the receiver holds now; short, refused.
  const giverPays = original.kind === 'cash_out' ? amountCents + commissionCents : amountCents;
  if (giver.balanceCents < giverPays) {
    const most = mostGivable(original, before.amountCents, remaining, giver.balanceCents);
    throw new AppError(
      409,
      reversalMessages.receiverShort(giver.balanceCents, most),
      'RECEIVER_SHORT',
      'amount',
    );
  }
  const lines: PostingLine[] =
    original.kind === 'send'
      ? [
          { walletId: giverWalletId, amountCents: -amountCents },
          { walletId: takerWalletId, amountCents: amountCents },
        ]
      : original.kind === 'cash_in'
        ? // user −r, agent +(r − rc), commissions +rc: the agent's float back, the commission back to the platform.
          [
            { walletId: giverWalletId, amountCents: -amountCents },
            { walletId: takerWalletId, amountCents: amountCents - commissionCents },
            { platform: 'commissions', amountCents: commissionCents },
          ]
        : // cash out: agent −(r + rc), user +r, commissions +rc.
          [
            { walletId: giverWalletId, amountCents: -(amountCents + commissionCents) },
            { walletId: takerWalletId, amountCents: amountCents },
            { platform: 'commissions', amountCents: commissionCents },
          ];
  // A freeze stops the receiver, not this correction (the guard in migration 0022 reads it; this transaction only).
  await tx.execute(sql`select set_config('wallet.correction', 'on', true)`);
  const posted = await postJournal(
    tx,
    money,
    {
      kind: 'reversal',
      status: 'completed',
      amountCents,
      feeCents: 0,
      commissionCents,
      method: null,
      initiatedBy: adminId,
      fromWalletId: giverWalletId,
      toWalletId: takerWalletId,
      idempotencyKey: null,
      description: proposal.reason,
      reversesJournalId: original.id,
    },
    { lines: lines.filter((line) => line.amountCents !== 0), locked },
  );
  await tx
    .update(reversals)
    .set({ ...decided, status: 'approved', reversalJournalId: posted.journalId })
    .where(and(eq(reversals.id, reversalId), eq(reversals.status, 'proposed')));
  await recordAudit(tx, {
    actorId: adminId,
    action: 'reversal.approve',
    targetUserId: giver.userId,
    targetWalletId: giver.id,
    reason: decisionReason ?? proposal.reason,
  });
  const receiptsOfApproval: Receipt[] = [
    {
      kind: 'reversal_debit',
      userId: giver.userId,
      journalId: posted.journalId,
      amountCents,
      balanceCents: balanceAfter(posted, giver.id),
      counterpartyName: taker.ownerName,
    },
    {
      kind: 'reversal_credit',
      userId: taker.userId,
      journalId: posted.journalId,
      amountCents,
      balanceCents: balanceAfter(posted, taker.id),
      counterpartyName: giver.ownerName,
    },
  ];
  return { reversal: (await findReversal(tx, reversalId)) as ReversalJson, receipts: receiptsOfApproval };
}

const proposers = alias(users, 'proposers');
const deciders = alias(users, 'deciders');
const originals = alias(journals, 'originals');
const senderWallets = alias(wallets, 'sender_wallets');
const recipientWallets = alias(wallets, 'recipient_wallets');
const senders = alias(users, 'senders');
const recipients = alias(users, 'recipients');

const REVERSAL_COLUMNS = {
  id: reversals.id,
  journalId: reversals.journalId,
  kind: originals.kind,
  originalAmountCents: originals.amountCents,
  amountCents: reversals.amountCents,
  reason: reversals.reason,
  status: reversals.status,
  proposedById: reversals.proposedBy,
  proposedByName: proposers.name,
  decidedById: reversals.decidedBy,
  decidedByName: deciders.name,
  decisionReason: reversals.decisionReason,
  reversalJournalId: reversals.reversalJournalId,
  commissionCents: journals.commissionCents,
  senderId: senders.id,
  senderName: senders.name,
  recipientId: recipients.id,
  recipientName: recipients.name,
  createdAt: reversals.createdAt,
  decidedAt: reversals.decidedAt,
};

function selectReversals(q: Queryable) {
  return q
    .select(REVERSAL_COLUMNS)
    .from(reversals)
    .innerJoin(originals, eq(originals.id, reversals.journalId))
    .innerJoin(proposers, eq(proposers.id, reversals.proposedBy))
    .leftJoin(deciders, eq(deciders.id, reversals.decidedBy))
    .leftJoin(journals, eq(journals.id, reversals.reversalJournalId))
    .leftJoin(senderWallets, eq(senderWallets.id, originals.fromWalletId))
    .leftJoin(senders, eq(senders.id, senderWallets.userId))
    .leftJoin(recipientWallets, eq(recipientWallets.id, originals.toWalletId))
    .leftJoin(recipients, eq(recipients.id, recipientWallets.userId));
}

type ReversalRow = Awaited<ReturnType<ReturnType<typeof selectReversals>['where']>>[number];

function person(id: string | null, name: string | null) {
  return id === null || name === null ? null : { _id: id, name };
}

function reversalJson(row: ReversalRow): ReversalJson {
  return {
    _id: row.id,
    transactionId: row.journalId,
    transactionType: row.kind as ReversibleKind,
    transactionAmount: centsToDollars(row.originalAmountCents),
    amount: centsToDollars(row.amountCents),
    commission: centsToDollars(row.commissionCents ?? 0),
    reason: row.reason,
    status: row.status,
    sender: person(row.senderId, row.senderName),
    recipient: person(row.recipientId, row.recipientName),
    proposedBy: { _id: row.proposedById, name: row.proposedByName },
    decidedBy: person(row.decidedById, row.decidedByName),
    decisionReason: row.decisionReason,
    reversalTransactionId: row.reversalJournalId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt === null ? null : row.decidedAt.toISOString(),
  };
}

export async function findReversal(q: Queryable, id: string): Promise<ReversalJson | undefined> {
  const [row] = await selectReversals(q).where(eq(reversals.id, id));
  return row === undefined ? undefined : reversalJson(row);
}

export async function listReversals(
  q: Queryable,
  query: ReversalListQuery,
): Promise<{ data: ReversalJson[]; pagination: ReturnType<typeof paginationJson> }> {
  const where = and(
    query.status === undefined ? undefined : eq(reversals.status, query.status),
    query.transactionId === undefined ? undefined : eq(reversals.journalId, query.transactionId),
  );
  const rows = await selectReversals(q)
    .where(where)
    .orderBy(desc(reversals.createdAt), desc(reversals.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await q
    .select({ total: sql<string>`count(*)` })
    .from(reversals)
    .where(where);
  return { data: rows.map(reversalJson), pagination: paginationJson(query, Number(counted?.total ?? 0)) };
}

/** The message of a decision's answer. */
export function decisionMessage(decision: ReversalDecision, reversal: ReversalJson): string {
  return decision === 'approve'
    ? reversalMessages.approved(formatCents(Math.round(reversal.amount * 100)))
    : reversalMessages.rejected;
}

/**
 * POST /reversals through moneyRoute (ledger/money-route.ts): one transaction (run again whole on a deadlock), and
 * with an Idempotency-Key a retry of the same proposal answers the first answer instead of proposing again.
 */
export function proposeReversalOperation(): MoneyOperation<NewReversal> {
  return {
    parse: (request) => parseNewReversal(request),
    run: async (tx, { person, input }) => {
      const proposal = await proposeReversal(tx, person.user.id, input);
      const message = reversalMessages.proposed(formatCents(Math.round(proposal.amount * 100)));
      return { status: 201, message, data: proposal };
    },
  };
}

/**
 * PATCH /reversals/{id}/approve|reject through moneyRoute: with an Idempotency-Key, a retry whose first answer was
 * lost gets that answer (and no second receipt); without one, a second decision is the 409 "already decided".
 */
export function decideReversalOperation(
  money: MoneyContext,
  decision: ReversalDecision,
): MoneyOperation<{ reversalId: string; reason: string | null }> {
  return {
    parse: (request) => ({ reversalId: parseReversalId(request), reason: parseDecisionBody(request) }),
    run: async (tx, { person, input }) => {
      const decided = await decideReversal(
        tx,
        money,
        person.user.id,
        input.reversalId,
        decision,
        input.reason,
      );
      return {
        status: 200,
        message: decisionMessage(decision, decided.reversal),
        data: decided.reversal,
        receipts: decided.receipts,
      };
    },
  };
}
