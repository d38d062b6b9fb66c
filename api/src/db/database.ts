// Opens the system of record: embedded PGlite or a PostgreSQL server, one drizzle type for both, same migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import * as schema from './schema';

/** The drizzle database every repository takes, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or a transaction on it: repository functions take either, so a use case can group their writes. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface AppDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the SQL migrations of api/drizzle that this database has not seen yet. */
  migrate(): Promise<void>;
  /** Closes the connections; calling it again does nothing. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** An in-memory PGlite that vanishes on close, for tests; ignores DATABASE_URL and DATA_DIR. */
  memory?: boolean;
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
    return openPglite(options.memory === true ? undefined : config.dataDir, logger);
  }
  return openPostgres(config.databaseUrl, logger);
}

async function openPglite(dataDir: string | undefined, logger: Logger): Promise<AppDatabase> {
  let client: PGlite;
  // The extensions the migrations create (pg_trgm: 0006_admin_search), as a PostgreSQL server's contrib has them.
  const extensions = { pg_trgm };
  if (dataDir === undefined) {
    client = new PGlite({ extensions });
  } else {
    // A subfolder, so DATA_DIR can hold other things beside the database files.
    const pgliteDir = path.join(dataDir, 'pglite');
    await mkdir(pgliteDir, { recursive: true });
    client = new PGlite(pgliteDir, { extensions });
  }
  await client.waitReady;
  logger.info({ dataDir: dataDir ?? 'memory' }, 'database: embedded PGlite');
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
  let closing: Promise<void> | undefined;
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => (closing ??= pool.end()),
  };
}

/** Answers whether the database takes queries now. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
