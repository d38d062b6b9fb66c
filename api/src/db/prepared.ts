// Named prepared statements for the hot path, beside drizzle: PostgreSQL parses and plans a named statement once
// per connection and then only binds and runs it, and no query text is built per call. On PGlite (in-process, no
// connections to keep statements on) the same text runs with the same parameters.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** A statement with a name unique in the api; its text has $1…$n placeholders and never changes. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/**
 * The drizzle database a statement runs on, only as the key to its driver (typed as any object so this module does
 * not import database.ts, which registers its drivers here).
 */
type Database = object;

type RunStatement = (statement: PreparedStatement, values: readonly unknown[]) => Promise<unknown[]>;

/** The driver under each drizzle database, filled in by createDatabase. */
const runners = new WeakMap<Database, RunStatement>();

export function registerPostgresPool(db: Database, pool: pg.Pool): void {
  runners.set(db, async (statement, values) => {
    const result = await pool.query<Record<string, unknown>>({
      name: statement.name,
      text: statement.text,
      values: [...values],
    });
    return result.rows;
  });
}

export function registerPglite(db: Database, client: PGlite): void {
  runners.set(db, async (statement, values) => {
    const result = await client.query(statement.text, [...values]);
    return result.rows;
  });
}

/**
 * Runs a prepared statement on its own (it is its own transaction): one round trip. Its rows come back with the
 * driver's default parsing (json and jsonb parsed, bigint as text on pg).
 */
export async function runPrepared<Row>(
  db: Database,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<Row[]> {
  const run = runners.get(db);
  if (run === undefined)
    throw new Error(`runPrepared(${statement.name}): database not opened by createDatabase`);
  return (await run(statement, values)) as Row[];
}
