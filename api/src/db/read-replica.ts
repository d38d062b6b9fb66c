// Reads that may come from a streaming replica (DATABASE_READ_URL; docs/operations.md, "Read replica"): admin lists,
// the admin and public figures, statements of past periods. They go to the replica only while it answers and is no
// further behind the primary than DATABASE_READ_LAG_MAX_S; otherwise, and whenever a read on it fails, to the primary.
// Everything else (money, a person's own wallet, history and transactions, sessions) never comes here.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Database } from './database';
import { registerPostgresPool } from './prepared';
import * as schema from './schema';

/** A replica that does not take a connection in this time counts as down: a read never waits longer for it. */
export const REPLICA_CONNECT_TIMEOUT_MS = 1_000;
/** How often the replica's health and lag are measured. */
export const REPLICA_CHECK_INTERVAL_MS = 1_000;
/** A health check slower than this counts as a down replica. */
const REPLICA_CHECK_TIMEOUT_MS = 1_500;
/** A read on the replica that takes longer is given up and run on the primary (pg's client-side query timeout). */
const REPLICA_QUERY_TIMEOUT_MS = 10_000;
const REPLICA_POOL_SIZE_MAX = 10;
/** The primary's WAL positions remembered to date the replica's (one per position seen; the oldest go first). */
const LSN_SAMPLES_MAX = 256;
/** The application_name of the replica's connections (pg_stat_activity on the replica shows them). */
export const REPLICA_APPLICATION_NAME = 'wallet api reads';

export type ReplicaState = 'up' | 'lagging' | 'down';

export interface ReplicaStatus {
  /** up: reads go to it; lagging: behind by more than the bound; down: it does not answer. Both: reads go to the primary. */
  state: ReplicaState;
  /** How far the replica's data is behind the primary's, at most, in ms (null while down or not yet measured). */
  lagMs: number | null;
  lagMaxMs: number;
}

export interface ReadRouter {
  /** Where reads go (docs/operations.md): 'replica' only with DATABASE_READ_URL set. */
  readonly kind: 'primary' | 'replica';
  /**
   * Runs a read-only work on the replica when it is usable, otherwise on the primary; a work that fails on the
   * replica (down, lost connection, conflict with recovery, too slow) runs again on the primary.
   */
  read<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** The replica measured now (readiness); undefined without a replica. */
  check(): Promise<ReplicaStatus | undefined>;
  /** The last measurement, undefined without a replica. */
  status(): ReplicaStatus | undefined;
  close(): Promise<void>;
}

/** Without DATABASE_READ_URL (and always on the embedded database): every read on the primary. */
export function primaryReads(primary: Database): ReadRouter {
  return {
    kind: 'primary',
    read: (work) => work(primary),
    check: () => Promise.resolve(undefined),
    status: () => undefined,
    close: () => Promise.resolve(),
  };
}

/** A WAL position "16/B374D848" as a number of bytes, to compare two of them. */
export function lsnBytes(lsn: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(lsn);
  if (match === null) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

interface LsnSample {
  lsn: bigint;
  /** Date.now() before the primary was asked: everything committed before it is at or below lsn. */
  askedAt: number;
}

/**
 * How stale the replica is, at most, in ms, from two upper bounds, the smaller taken:
 * - the primary's positions sampled over time: the replica holds everything the primary had when it was asked for
 *   the newest sample the replica has replayed past, so it is at most that old (exact to a check interval; the
 *   primary's flushed position, as only flushed WAL is streamed);
 * - the time since the last transaction it replayed committed (exact while the primary writes, but large after the
 *   primary was idle, when the next write has not been replayed yet).
 * A replica that has replayed the newest sample is fresh (0).
 */
export function replicaLagMs(
  samples: readonly LsnSample[],
  replayedLsn: bigint,
  sinceLastReplayedCommitMs: number | null,
  now: number,
): number {
  let bySamples: number | undefined;
  for (let index = samples.length - 1; index >= 0; index -= 1) {
    const sample = samples[index];
    if (sample !== undefined && sample.lsn <= replayedLsn) {
      bySamples = index === samples.length - 1 ? 0 : Math.max(0, now - sample.askedAt);
      break;
    }
  }
  const byCommit =
    sinceLastReplayedCommitMs === null ? undefined : Math.max(0, Math.round(sinceLastReplayedCommitMs));
  // Older than every sample: the samples only say it is at least as old as the oldest, so the commit time decides.
  if (bySamples === undefined) return byCommit ?? Math.max(0, now - (samples[0]?.askedAt ?? now));
  return byCommit === undefined ? bySamples : Math.min(bySamples, byCommit);
}

async function withinTimeout<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens the replica's pool and measures it every REPLICA_CHECK_INTERVAL_MS; the first measurement is awaited (it is
 * bounded by the connect and check timeouts), so reads go to the replica from the first request when it is fine.
 */
export async function openReadReplica(
  config: Pick<Config, 'databaseReadUrl' | 'databaseReadLagMaxSeconds'>,
  primary: Database,
  logger: Logger,
  options: { checkIntervalMs?: number } = {},
): Promise<ReadRouter> {
  const url = config.databaseReadUrl;
  if (url === undefined) return primaryReads(primary);
  const lagMaxMs = config.databaseReadLagMaxSeconds * 1000;
  const pool = new pg.Pool({
    connectionString: url,
    max: REPLICA_POOL_SIZE_MAX,
    connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
    query_timeout: REPLICA_QUERY_TIMEOUT_MS,
    application_name: REPLICA_APPLICATION_NAME,
  });
  pool.on('error', (error) => logger.warn({ err: error }, 'read replica: idle connection failed'));
  const replica = drizzle({ client: pool, schema }) as unknown as Database;
  registerPostgresPool(replica, pool);
  const target = new URL(url);
  logger.info({ host: target.host, database: target.pathname.slice(1) }, 'database: read replica');

  let current: ReplicaStatus = { state: 'down', lagMs: null, lagMaxMs };
  const samples: LsnSample[] = [];
  let closed = false;

  const setStatus = (next: ReplicaStatus, error?: unknown) => {
    if (next.state !== current.state) {
      const fields = { from: current.state, to: next.state, lagMs: next.lagMs, lagMaxMs, err: error };
      if (next.state === 'up') logger.info(fields, 'read replica: reads go to the replica');
      else logger.warn(fields, 'read replica: reads go to the primary');
    }
    current = next;
  };

  const measure = async (): Promise<ReplicaStatus> => {
    const askedAt = Date.now();
    const answer: unknown = await primary.execute(sql`select pg_current_wal_flush_lsn()::text as lsn`);
    const primaryLsn = (answer as { rows: { lsn?: string }[] }).rows[0]?.lsn;
    if (primaryLsn === undefined) throw new Error('the primary did not say its WAL position');
    // One sample per position, dated the last time the primary was seen there: the strongest thing it says.
    const lsn = lsnBytes(primaryLsn);
    const last = samples.at(-1);
    if (last !== undefined && last.lsn === lsn) last.askedAt = Math.max(last.askedAt, askedAt);
    else samples.push({ lsn, askedAt });
    if (samples.length > LSN_SAMPLES_MAX) samples.shift();
    const result = await pool.query<{
      standby: boolean;
      replayed: string | null;
      since_commit_ms: number | null;
    }>(
      `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed,
              (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as since_commit_ms`,
    );
    const row = result.rows[0];
    if (row === undefined) throw new Error('the replica answered no row');
    // Not in recovery: the read URL names a primary (the same server, or a promoted replica): nothing to lag.
    if (!row.standby || row.replayed === null) return { state: 'up', lagMs: 0, lagMaxMs };
    const lagMs = replicaLagMs(samples, lsnBytes(row.replayed), row.since_commit_ms, Date.now());
    return { state: lagMs > lagMaxMs ? 'lagging' : 'up', lagMs, lagMaxMs };
  };

  // One measurement at a time; whoever asks while one runs shares it.
  let running: Promise<ReplicaStatus> | undefined;
  const check = (): Promise<ReplicaStatus> =>
    (running ??= (async () => {
      try {
        setStatus(await withinTimeout(measure(), REPLICA_CHECK_TIMEOUT_MS, 'read replica check'));
      } catch (error) {
        setStatus({ state: 'down', lagMs: null, lagMaxMs }, error);
      } finally {
        running = undefined;
      }
      return current;
    })());

  await check();
  const timer = setInterval(() => {
    if (!closed) void check();
  }, options.checkIntervalMs ?? REPLICA_CHECK_INTERVAL_MS);
  timer.unref();

  let closing: Promise<void> | undefined;
  return {
    kind: 'replica',
    read: async (work) => {
      if (current.state !== 'up' || closed) return work(primary);
      try {
        return await work(replica);
      } catch (error) {
        logger.warn({ err: error }, 'read replica: a read failed there, reading from the primary');
        // Measure now rather than at the next tick, so the next reads know whether it is down.
        void check();
        return work(primary);
      }
    },
    check: async () => (closed ? current : check()),
    status: () => current,
    close: () =>
      (closing ??= (async () => {
        closed = true;
        clearInterval(timer);
        await running?.catch(() => undefined);
        await pool.end();
      })()),
  };
}
