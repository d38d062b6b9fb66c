// Opens the system of record: embedded PGlite or a PostgreSQL server, one drizzle type for both, same migrations.
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { PGLITE_EXTENSIONS, pgliteDirOf, writePgliteBackup } from './backup';
import { registerPglite, registerPostgresPool } from './prepared';
import * as schema from './schema';

/** The drizzle database every repository takes, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or a transaction on it: repository functions take either, so a use case can group their writes. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A PostgreSQL pool's connections now: open, idle, requests waiting for one, and the pool's size. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface AppDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool's counts, for /metrics. PGlite has one in-process connection and no pool. */
  poolStats?: () => PoolStats;
  /** Applies the SQL migrations of api/drizzle that this database has not seen yet. */
  migrate(): Promise<void>;
  /**
   * Receives the NOTIFY payloads of a channel: on PostgreSQL over a connection of its own (reconnected when lost, the
   * handlers told of each loss and return), on PGlite from the one in-process connection (never lost).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /**
   * The embedded database only: writes a consistent copy of it to a .tar.gz file while it serves (db/backup.ts);
   * resolves with its size in bytes. PostgreSQL is backed up with its own tools (docs/operations.md).
   */
  backup?: (file: string) => Promise<number>;
  /** Closes the connections; calling it again does nothing. */
  close(): Promise<void>;
}

export interface ListenHandlers {
  notify(payload: string): void;
  /** Listening (again): notifications are received from now on. */
  up(): void;
  /** The connection is lost: notifications may be missed until up() comes again. */
  down(): void;
}

export interface Listening {
  /**
   * Resolves once every notification committed before the call has been handed to notify() (PostgreSQL sends them
   * before answering a query on the listening connection; PGlite has handed them over before the commit returned).
   */
  caughtUp(): Promise<void>;
  /** Stops listening (and closes the connection on PostgreSQL). */
  close(): Promise<void>;
}

/** A channel name goes into LISTEN as an identifier; only plain ones are accepted. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export interface DatabaseOptions {
  /** An in-memory PGlite that vanishes on close, for tests; ignores DATABASE_URL and DATA_DIR. */
  memory?: boolean;
  /**
   * With memory: a file written by PGlite's dumpDataDir('none') to start from instead of an empty cluster (the tests'
   * migrated template, test/migrated-template.ts): loading it takes a third of the time initdb and the migrations take.
   */
  memoryFrom?: string;
}

/** Resolved from this file, not the working directory, so any script or test finds the same migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Pool size per api process; PostgreSQL's default of 100 connections leaves room for several. */
const POOL_SIZE_MAX = 10;
/** A server that does not accept a connection in this time is treated as down, not waited for. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger: Logger,
  options: DatabaseOptions = {},
): Promise<AppDatabase> {
  if (options.memory === true || config.databaseUrl === undefined) {
    return openPglite(options.memory === true ? undefined : config.dataDir, logger, options.memoryFrom);
  }
  return openPostgres(config.databaseUrl, logger);
}

async function openPglite(
  dataDir: string | undefined,
  logger: Logger,
  memoryFrom: string | undefined,
): Promise<AppDatabase> {
  let client: PGlite;
  // The extensions the migrations create (pg_trgm: 0010_admin_search), as a PostgreSQL server's contrib has them.
  const extensions = PGLITE_EXTENSIONS;
  if (dataDir === undefined) {
    const loadDataDir = memoryFrom === undefined ? undefined : new Blob([await readFile(memoryFrom)]);
    client = new PGlite({ extensions, ...(loadDataDir === undefined ? {} : { loadDataDir }) });
  } else {
    // A subfolder, so DATA_DIR can hold other things beside the database files.
    const pgliteDir = pgliteDirOf(dataDir);
    await mkdir(pgliteDir, { recursive: true });
    client = new PGlite(pgliteDir, { extensions });
  }
  await client.waitReady;
  logger.info({ dataDir: dataDir ?? 'memory' }, 'database: embedded PGlite');
  const db = drizzlePglite({ client, schema });
  registerPglite(db, client);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, handlers) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`listen: bad channel name ${channel}`);
      // PGlite runs the callbacks before the committing statement's promise settles.
      const unlisten = await client.listen(channel, (payload) => handlers.notify(payload));
      handlers.up();
      return {
        caughtUp: () => Promise.resolve(),
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    backup: (file) => writePgliteBackup(client, file),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(connectionString: string, logger: Logger): AppDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its server must not crash the process; the next query reports the fault.
  pool.on('error', (error) => logger.error({ err: error }, 'database: idle connection failed'));
  const target = new URL(connectionString);
  logger.info({ host: target.host, database: target.pathname.slice(1) }, 'database: PostgreSQL');
  const db = drizzleNodePostgres({ client: pool, schema });
  registerPostgresPool(db, pool);
  let closing: Promise<void> | undefined;
  return {
    db,
    driver: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_SIZE_MAX,
    }),
    migrate: () =>
      migrateUnderLock(pool, () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers, logger),
    close: () => (closing ??= pool.end()),
  };
}

/** The advisory lock key of migrations: "wallet" in ASCII, one per database. */
const MIGRATION_LOCK_KEY = 0x77616c6c6574;

/**
 * Runs the migrations holding a session advisory lock on a connection of its own, so instances starting together (a
 * cluster's first start, a rolling deploy with a new migration) apply them one at a time: the first applies them, the
 * others wait and find them applied. drizzle's migrator takes no lock itself; without this two instances on an empty
 * database fail with "relation already exists" (db/migrate.postgres.test.ts).
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch((error: unknown) => {
        // A connection that cannot unlock is thrown away, which releases the lock with its session.
        broken = true;
        throw error;
      });
    }
  } finally {
    client.release(broken);
  }
}

/** The first retry after a lost listening connection, doubled on each failure up to the most. */
const LISTEN_RETRY_MS_FIRST = 50;
const LISTEN_RETRY_MS_MAX = 5_000;

/**
 * One connection outside the pool that only listens. Losing it (server restart, terminated backend, network) calls
 * down() once and reconnects with a growing delay; up() is called once LISTEN runs again. The first attempt is awaited
 * (its failure is not thrown: the handlers stay down while retries go on).
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  logger: Logger,
): Promise<Listening> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`listen: bad channel name ${channel}`);
  let closed = false;
  let current: pg.Client | undefined;
  let retryMs = LISTEN_RETRY_MS_FIRST;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS_MAX);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: `wallet ${channel} listener`,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) {
        current = undefined;
        handlers.down();
        if (!closed) logger.warn({ err: error, channel }, 'database: listening connection lost');
      }
      client.end().catch(() => undefined);
      retry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryMs = LISTEN_RETRY_MS_FIRST;
    handlers.up();
  }

  // Callers that arrive while a check is on the wire wait for the next one (theirs must start after they asked);
  // all who wait for the same one share it, so a busy api sends about one check per round trip, not per request.
  let onWire: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const check = async (client: pg.Client) => {
    await client.query(';').catch(() => undefined);
  };
  const caughtUp = (client: pg.Client): Promise<void> => {
    if (onWire === undefined) {
      onWire = check(client).finally(() => {
        onWire = undefined;
      });
      return onWire;
    }
    next ??= onWire.then(() => {
      next = undefined;
      return caughtUp(client);
    });
    return next;
  };

  await connect();
  return {
    caughtUp: () => (current === undefined ? Promise.resolve() : caughtUp(current)),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Answers whether the database takes queries now. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
