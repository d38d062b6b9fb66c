// Disputes (docs/disputes.md): a person (user or agent) reports a problem with a transaction they are a party of;
// admins list every dispute and move it open → investigating → resolved or rejected, each change with an optional
// note, audited in the same database transaction and mailed to the reporter. No money moves here: a reversal is
// its own maker-checker flow (POST /reversals).
import type { Request } from 'express';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Role } from '@wallet/common/auth';
import type { DisputeJson, DisputeNoteJson, DisputeReason, DisputeStatus } from '@wallet/common/disputes';
import {
  DISPUTE_NOTE_LENGTH_MAX,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  canMoveDispute,
  disputeMessages,
} from '@wallet/common/disputes';
import type { PaginationJson } from '@wallet/common/wallet-json';
import { recordAudit } from '../audit/audit-log';
import type { AuditAction } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { disputeNotes, disputes, journals, users, wallets } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { isUuid } from '../db/uuid';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import type { PageParams, Query } from '../http/query-params';
import { oneOfParam, pageParams, paginationJson, uuidParam } from '../http/query-params';
import type { Mailer } from '../mail/mailer';
import { mailRecipients } from '../mail/notification-preferences';
import { disputeStatusMail } from './dispute-mails';

export interface NewDispute {
  transactionId: string;
  reason: DisputeReason;
  note: string | null;
}

export interface DisputeChange {
  status: DisputeStatus;
  note: string | null;
}

function invalid(message: string, field: string): AppError {
  return new AppError(400, message, 'VALIDATION_FAILED', field);
}

/** Text, trimmed, at most DISPUTE_NOTE_LENGTH_MAX characters (code points); blank is no note. */
function parseNote(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(disputeMessages.noteInvalid, 'note');
  const note = value.trim();
  if (note === '') return null;
  if ([...note].length > DISPUTE_NOTE_LENGTH_MAX) throw invalid(disputeMessages.noteTooLong, 'note');
  return note;
}

function parseOneOf<Value extends string>(
  value: unknown,
  values: readonly Value[],
  field: string,
  required: string,
  message: string,
): Value {
  if (value === undefined || value === null || value === '') throw invalid(required, field);
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw invalid(message, field);
  return found;
}

export function parseNewDispute(request: Request): NewDispute {
  const body = jsonObjectBody(request);
  const { transactionId } = body;
  if (transactionId === undefined || transactionId === null || transactionId === '') {
    throw invalid(disputeMessages.transactionRequired, 'transactionId');
  }
  // Anything that is not a UUID names no transaction: 404, as an unknown or someone else's id does.
  if (typeof transactionId !== 'string' || !isUuid(transactionId.trim())) {
    throw new AppError(404, disputeMessages.transactionNotFound, undefined, 'transactionId');
  }
  const reason = parseOneOf(
    body.reason,
    DISPUTE_REASONS,
    'reason',
    disputeMessages.reasonRequired,
    disputeMessages.reason,
  );
  const note = parseNote(body.note);
  if (reason === 'other' && note === null) throw invalid(disputeMessages.noteRequired, 'note');
  return { transactionId: transactionId.trim().toLowerCase(), reason, note };
}

export function parseDisputeChange(request: Request): DisputeChange {
  const body = jsonObjectBody(request);
  const status = parseOneOf(
    body.status,
    DISPUTE_STATUSES,
    'status',
    disputeMessages.statusRequired,
    disputeMessages.status,
  );
  return { status, note: parseNote(body.note) };
}

/** A dispute's id from the path: anything but a UUID names no dispute (404, as an unknown one). */
export function parseDisputeId(request: Request): string {
  const id = String(request.params.id ?? '');
  if (!isUuid(id)) throw new AppError(404, disputeMessages.notFound);
  return id.toLowerCase();
}

export interface DisputeListQuery extends PageParams {
  status: DisputeStatus | undefined;
  reason: DisputeReason | undefined;
  transactionId: string | undefined;
}

export function parseDisputeListQuery(query: Query): DisputeListQuery {
  return {
    status: oneOfParam(query, 'status', DISPUTE_STATUSES, disputeMessages.status),
    reason: oneOfParam(query, 'reason', DISPUTE_REASONS, disputeMessages.reason),
    transactionId: uuidParam(query, 'transactionId', 'transactionId must be a transaction ID'),
    ...pageParams(query),
  };
}

export interface Viewer {
  id: string;
  role: Role;
}

/** Reports a problem with one of the reporter's own transactions; 404 for any other, 409 while one is open. */
export async function openDispute(db: Database, reporter: Viewer, input: NewDispute): Promise<DisputeJson> {
  const id = await db.transaction(async (tx) => {
    const [party] = await tx
      .select({ id: journals.id })
      .from(journals)
      .innerJoin(wallets, or(eq(wallets.id, journals.fromWalletId), eq(wallets.id, journals.toWalletId)))
      .where(and(eq(journals.id, input.transactionId), eq(wallets.userId, reporter.id)))
      .limit(1);
    if (party === undefined) {
      throw new AppError(404, disputeMessages.transactionNotFound, undefined, 'transactionId');
    }
    let created: { id: string } | undefined;
    try {
      [created] = await tx
        .insert(disputes)
        .values({
          transactionId: input.transactionId,
          reporterId: reporter.id,
          reason: input.reason,
          note: input.note,
        })
        .returning({ id: disputes.id });
    } catch (error) {
      if (isUniqueViolation(error, 'disputes_open_unique')) {
        throw new AppError(409, disputeMessages.alreadyOpen, 'CONFLICT', 'transactionId');
      }
      throw error;
    }
    if (created === undefined) throw new Error('insert into disputes returned nothing');
    await tx
      .insert(disputeNotes)
      .values({ disputeId: created.id, authorId: reporter.id, status: 'open', note: input.note });
    return created.id;
  });
  const [dispute] = await readDisputes(db, eq(disputes.id, id), reporter);
  if (dispute === undefined) throw new Error(`dispute ${id} vanished`);
  return dispute;
}

const AUDIT_ACTION_OF: Partial<Record<DisputeStatus, AuditAction>> = {
  investigating: 'dispute.investigate',
  resolved: 'dispute.resolve',
  rejected: 'dispute.reject',
};

/** An admin moves a dispute on (DISPUTE_TRANSITIONS), with the note, audited; the reporter is mailed. */
export async function changeDispute(
  dependencies: { db: Database; mailer: Mailer },
  admin: Viewer,
  disputeId: string,
  change: DisputeChange,
): Promise<DisputeJson> {
  const { db } = dependencies;
  await db.transaction(async (tx) => {
    // Locked, so two admins changing one dispute at once are taken one after the other.
    const [current] = await tx
      .select({ status: disputes.status, reporterId: disputes.reporterId })
      .from(disputes)
      .where(eq(disputes.id, disputeId))
      .for('update');
    if (current === undefined) throw new AppError(404, disputeMessages.notFound);
    if (!canMoveDispute(current.status, change.status)) {
      throw new AppError(
        409,
        disputeMessages.transition(current.status, change.status),
        'CONFLICT',
        'status',
      );
    }
    await tx
      .update(disputes)
      .set({ status: change.status, updatedAt: new Date() })
      .where(eq(disputes.id, disputeId));
    await tx
      .insert(disputeNotes)
      .values({ disputeId, authorId: admin.id, status: change.status, note: change.note });
    const action = AUDIT_ACTION_OF[change.status];
    if (action === undefined) throw new Error(`no audit action for a dispute becoming ${change.status}`);
    await recordAudit(tx, {
      actorId: admin.id,
      action,
      targetUserId: current.reporterId,
      targetWalletId: null,
      reason: change.note,
    });
  });
  const [dispute] = await readDisputes(db, eq(disputes.id, disputeId), admin);
  if (dispute === undefined) throw new Error(`dispute ${disputeId} vanished`);
  notifyReporter(dependencies, dispute);
  return dispute;
}

/**
 * The reporter hears of every status change by mail, whatever their transaction-alerts preference: it is the answer
 * to their own complaint, not an alert (docs/disputes.md). Handed over only after the change committed, so a
 * refused or rolled-back change mails nothing; a closed account gets none.
 */
function notifyReporter({ db, mailer }: { db: Database; mailer: Mailer }, dispute: DisputeJson): void {
  mailer.sendComposed(
    async () =>
      (await mailRecipients(db, [dispute.reporter._id], 'service')).map((recipient) =>
        disputeStatusMail(dispute, recipient),
      ),
    { message: 'dispute mail could not be handed to the mailer', context: { disputeId: dispute._id } },
  );
}

/** Admins: every dispute; anyone else: their own. Newest first, filtered by status, reason and transaction. */
export async function listDisputes(
  q: Queryable,
  viewer: Viewer,
  query: DisputeListQuery,
): Promise<{ data: DisputeJson[]; pagination: PaginationJson }> {
  const where = and(
    viewer.role === 'admin' ? undefined : eq(disputes.reporterId, viewer.id),
    query.status === undefined ? undefined : eq(disputes.status, query.status),
    query.reason === undefined ? undefined : eq(disputes.reason, query.reason),
    query.transactionId === undefined ? undefined : eq(disputes.transactionId, query.transactionId),
  );
  const [total] = await q.select({ count: count() }).from(disputes).where(where);
  const data = await readDisputes(q, where, viewer, query);
  return { data, pagination: paginationJson(query, total?.count ?? 0) };
}

async function readDisputes(
  q: Queryable,
  where: SQL | undefined,
  viewer: Viewer,
  page?: PageParams,
): Promise<DisputeJson[]> {
  const base = q
    .select({
      id: disputes.id,
      transactionId: disputes.transactionId,
      reporterId: disputes.reporterId,
      reporterName: users.name,
      reason: disputes.reason,
      note: disputes.note,
      status: disputes.status,
      createdAt: disputes.createdAt,
      updatedAt: disputes.updatedAt,
    })
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.reporterId))
    .where(where)
    .orderBy(desc(disputes.createdAt), desc(disputes.id));
  const rows =
    page === undefined ? await base : await base.limit(page.limit).offset((page.page - 1) * page.limit);
  if (rows.length === 0) return [];
  const notes = await q
    .select({
      disputeId: disputeNotes.disputeId,
      status: disputeNotes.status,
      note: disputeNotes.note,
      authorId: disputeNotes.authorId,
      authorName: users.name,
      createdAt: disputeNotes.createdAt,
    })
    .from(disputeNotes)
    .innerJoin(users, eq(users.id, disputeNotes.authorId))
    .where(
      inArray(
        disputeNotes.disputeId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(disputeNotes.id));
  return rows.map((row) => ({
    _id: row.id,
    transactionId: row.transactionId,
    reporter: { _id: row.reporterId, name: row.reporterName },
    reason: row.reason,
    note: row.note,
    status: row.status,
    notes: notes
      .filter((note) => note.disputeId === row.id)
      .map((note): DisputeNoteJson => ({
        status: note.status,
        note: note.note,
        authorRole: note.authorId === row.reporterId ? 'reporter' : 'admin',
        // Admins' names are shown to admins only; the reporter reads "Wallet support".
        authorName: viewer.role === 'admin' || note.authorId === row.reporterId ? note.authorName : null,
        createdAt: note.createdAt.toISOString(),
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
