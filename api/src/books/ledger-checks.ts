// The ledger check's runs (docs/ledger.md): `checkLedger` (ledger/ledger-check.ts, the code of `npm run ledger:check`)
// run in one snapshot, at most one at a time across every api instance, each run kept in ledger_checks with its
// breaches and, when an admin asked for it, in the audit log.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { LedgerCheckJson, LedgerCheckPageJson } from '@wallet/common/ledger-json';
import { recordAudit } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { ledgerChecks, users } from '../db/schema';
import type { PageParams } from '../http/query-params';
import { paginationJson } from '../http/query-params';
import { checkLedger } from '../ledger/ledger-check';
import { rowsOf } from '../ledger/sql-rows';

/**
 * The advisory lock that lets one check run at a time on the whole database: several api instances share the
 * schedule, and an admin's run must not double one in progress. Held for the run's transaction only.
 */
const LEDGER_CHECK_LOCK = sql`hashtext('wallet.ledger_check')`;

export interface LedgerCheckRequest {
  /** The admin who asked; undefined for the schedule. */
  requestedBy?: string;
  /**
   * Skip the run when a check started less than this many milliseconds ago (the schedule of several instances: one
   * run per interval is enough). Undefined: always run.
   */
  skipIfCheckedWithinMs?: number;
}

export type LedgerCheckOutcome =
  | { ran: true; check: LedgerCheckJson }
  /** busy: another check holds the lock; recent: one ran within skipIfCheckedWithinMs. */
  | { ran: false; reason: 'busy' | 'recent' };

/**
 * Runs the check in a REPEATABLE READ transaction, so its queries see one moment of the ledger (a send committed
 * between two of them cannot look like a breach), under the advisory lock taken without waiting.
 */
export async function runLedgerCheck(
  db: Database,
  request: LedgerCheckRequest = {},
): Promise<LedgerCheckOutcome> {
  const id = await db.transaction(async (tx): Promise<{ id: string } | 'busy' | 'recent'> => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const [lock] = await rowsOf(tx, sql`select pg_try_advisory_xact_lock(${LEDGER_CHECK_LOCK}) as locked`);
    if (lock?.locked !== true) return 'busy';
    if (request.skipIfCheckedWithinMs !== undefined) {
      const [recent] = await rowsOf(
        tx,
        sql`select exists (select 1 from ${ledgerChecks}
          where ${ledgerChecks.startedAt} > now() - make_interval(secs => ${request.skipIfCheckedWithinMs / 1000})
        ) as recent`,
      );
      if (recent?.recent === true) return 'recent';
    }
    const startedAt = new Date();
    const started = performance.now();
    const figures = await checkLedger(tx);
    const durationMs = Math.round(performance.now() - started);
    const breaches = figures.breaches.map((description, index) => ({
      description,
      journalIds: figures.breachJournalIds[index] ?? [],
    }));
    const [row] = await tx
      .insert(ledgerChecks)
      .values({
        startedAt,
        durationMs,
        ok: breaches.length === 0,
        breaches,
        requestedBy: request.requestedBy ?? null,
      })
      .returning({ id: ledgerChecks.id });
    if (row === undefined) throw new Error('the ledger check was not recorded');
    if (request.requestedBy !== undefined) {
      await recordAudit(tx, {
        actorId: request.requestedBy,
        action: 'ledger.check',
        targetUserId: request.requestedBy,
        targetWalletId: null,
        reason: breaches.length === 0 ? 'sound' : `${breaches.length} breach(es)`,
      });
    }
    return { id: row.id };
  });
  if (id === 'busy' || id === 'recent') return { ran: false, reason: id };
  const check = await readLedgerCheck(db, id.id);
  if (check === undefined) throw new Error('the ledger check just recorded is missing');
  return { ran: true, check };
}

const CHECK_COLUMNS = {
  id: ledgerChecks.id,
  startedAt: ledgerChecks.startedAt,
  durationMs: ledgerChecks.durationMs,
  ok: ledgerChecks.ok,
  breaches: ledgerChecks.breaches,
  requestedBy: ledgerChecks.requestedBy,
  requestedByName: users.name,
};

interface CheckRow {
  id: string;
  startedAt: Date;
  durationMs: number;
  ok: boolean;
  breaches: LedgerCheckJson['breaches'];
  requestedBy: string | null;
  requestedByName: string | null;
}

function checkJson(row: CheckRow): LedgerCheckJson {
  return {
    _id: row.id,
    startedAt: row.startedAt.toISOString(),
    durationMs: row.durationMs,
    ok: row.ok,
    breaches: row.breaches,
    requestedBy: row.requestedBy === null ? null : { _id: row.requestedBy, name: row.requestedByName ?? '' },
  };
}

function selectChecks(q: Queryable) {
  return q.select(CHECK_COLUMNS).from(ledgerChecks).leftJoin(users, eq(users.id, ledgerChecks.requestedBy));
}

async function readLedgerCheck(q: Queryable, id: string): Promise<LedgerCheckJson | undefined> {
  const [row] = await selectChecks(q).where(eq(ledgerChecks.id, id));
  return row === undefined ? undefined : checkJson(row);
}

/** The newest check, or null before the first. */
export async function readLastLedgerCheck(q: Queryable): Promise<LedgerCheckJson | null> {
  const [row] = await selectChecks(q).orderBy(desc(ledgerChecks.startedAt), desc(ledgerChecks.id)).limit(1);
  return row === undefined ? null : checkJson(row);
}

/** The checks newest first (ties broken by id), one page. */
export async function listLedgerChecks(q: Queryable, page: PageParams): Promise<LedgerCheckPageJson> {
  const [total] = await q.select({ count: count() }).from(ledgerChecks);
  if (total === undefined) throw new Error('an aggregate query returned no row');
  const offset = (page.page - 1) * page.limit;
  const rows =
    offset >= total.count
      ? []
      : await selectChecks(q)
          .orderBy(desc(ledgerChecks.startedAt), desc(ledgerChecks.id))
          .limit(page.limit)
          .offset(offset);
  return { data: rows.map(checkJson), pagination: paginationJson(page, total.count) };
}
