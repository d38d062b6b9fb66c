// Several api instances starting at once on one PostgreSQL database (a cluster's first start, or a rolling deploy of a
// version with a new migration): migrations are applied once, by one of them, under an advisory lock; the others wait
// and find them applied, instead of failing on "relation already exists".
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { rowsOf } from '../ledger/sql-rows';
import type { AppDatabase } from './database';
import { createDatabase } from './database';

const serverUrl = process.env.DATABASE_URL ?? '';
const name = `wallet_test_migrate_${randomBytes(6).toString('hex')}`;
const databases: AppDatabase[] = [];

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin(`create database ${name}`));

afterAll(async () => {
  for (const database of databases) await database.close();
  await admin(`drop database if exists ${name} with (force)`);
});

describe('migrations from several instances at once (PostgreSQL)', () => {
  it('when three instances migrate an empty database together, then all succeed and each migration is applied once', async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url.toString() });
    const logger = createLogger(config);
    for (let index = 0; index < 3; index += 1) databases.push(await createDatabase(config, logger));

    const outcomes = await Promise.allSettled(databases.map((database) => database.migrate()));

    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok')),
    ).toEqual(['ok', 'ok', 'ok']);
    const [first] = databases;
    if (first === undefined) throw new Error('no database');
    const rows = await rowsOf<{ applied: number; distinct_hashes: number }>(
      first.db,
      sql`select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.applied).toBeGreaterThan(0);
    expect(rows[0]?.applied).toBe(rows[0]?.distinct_hashes);
  });
});
