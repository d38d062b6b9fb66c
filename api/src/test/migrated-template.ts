// Vitest's global setup for every suite that starts test apis (api, bff): one migrated database made before any test
// file starts, which each test api then copies instead of migrating an empty one.
// - PGlite: a dump of a migrated in-memory database in a temporary file; each api loads it (database { memoryFrom }).
//   An empty cluster (PGlite's initdb) plus the migrations took ~2.8 s a file here, loading the dump ~1 s.
// - PostgreSQL (DATABASE_URL): a migrated database on that server; each throwaway one is CREATE DATABASE … TEMPLATE it
//   (0.1–0.2 s against 0.4–0.7 s for the migrations), and the api's own migrate() finds nothing left to do.
// Outside a suite with this setup (scripts/live-load.mjs), the harness starts from an empty database as before.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../db/backup';
import { MIGRATIONS_FOLDER } from '../db/database';

/** The PGlite dump's file; set here, so it reaches every test worker started after. */
export const PGLITE_TEMPLATE_ENV = 'WALLET_PGLITE_TEMPLATE';
/** The migrated PostgreSQL database's name on DATABASE_URL's server. */
export const POSTGRES_TEMPLATE_ENV = 'WALLET_POSTGRES_TEMPLATE';

let cleanup: (() => Promise<void>) | undefined;

export async function setup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await makePostgresTemplate(serverUrl);
  else await makePgliteTemplate();
}

export async function teardown(): Promise<void> {
  delete process.env[PGLITE_TEMPLATE_ENV];
  delete process.env[POSTGRES_TEMPLATE_ENV];
  await cleanup?.();
  cleanup = undefined;
}

async function makePgliteTemplate(): Promise<void> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    const folder = await mkdtemp(path.join(tmpdir(), 'wallet-pglite-template-'));
    cleanup = () => rm(folder, { recursive: true, force: true });
    const file = path.join(folder, 'migrated.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await client.close();
  }
}

async function makePostgresTemplate(serverUrl: string): Promise<void> {
  // Only [a-z0-9_], so the name is safe in SQL unquoted.
  const name = `wallet_template_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  cleanup = () =>
    withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // One connection, closed before any copy: CREATE DATABASE … TEMPLATE refuses a template somebody is connected to.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migrateNodePostgres(drizzleNodePostgres({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await pool.end();
  }
  process.env[POSTGRES_TEMPLATE_ENV] = name;
}

/** Runs work on a connection to the server's maintenance database (DATABASE_URL's own). */
export async function withAdminClient(
  serverUrl: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
