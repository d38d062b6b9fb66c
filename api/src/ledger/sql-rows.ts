// The rows of a raw SQL statement: both drivers (pg, PGlite) answer { rows }, which drizzle types as unknown.
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';

export async function rowsOf<Row extends Record<string, unknown>>(q: Queryable, query: SQL): Promise<Row[]> {
  const result: unknown = await q.execute(query);
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new TypeError('the database answered a statement without rows');
  return rows as Row[];
}
