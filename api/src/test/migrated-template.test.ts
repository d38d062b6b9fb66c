// The suite's migrated template (migrated-template.ts): every test api starts from a copy of it, holding every
// migration and no rows of its own, and a copy is the test's alone.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/database';
import { contactMessages, users } from '../db/schema';
import { rowsOf } from '../ledger/sql-rows';
import type { TestApi } from './harness';
import { startTestApi } from './harness';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './migrated-template';

describe('a test api on the migrated template', () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    first = await startTestApi();
    second = await startTestApi();
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('when the suite runs, then its global setup made the template for this database', () => {
    const variable = process.env.DATABASE_URL ? POSTGRES_TEMPLATE_ENV : PGLITE_TEMPLATE_ENV;

    expect(process.env[variable]).toEqual(expect.stringMatching(/\S/));
  });

  it('when a test api starts, then every migration is recorded and no account exists', async () => {
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = await rowsOf<{ count: number }>(
      first.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );

    expect(applied[0]?.count).toBe(journal.entries.length);
    expect(await first.db.$count(users)).toBe(0);
  });

  it('when one test api writes, then another started from the same template does not see it', async () => {
    await first.db.insert(contactMessages).values({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Mine alone',
      message: 'Written in the first copy.',
    });

    expect(await first.db.$count(contactMessages)).toBe(1);
    expect(await second.db.$count(contactMessages)).toBe(0);
  });
});
