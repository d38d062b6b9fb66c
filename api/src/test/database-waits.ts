// Test-only: seeing a request wait on the database behind a transaction that holds it, instead of sleeping and
// hoping the request got there in the meantime.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Database } from '../db/database';
import { rowsOf } from '../ledger/sql-rows';
import type { TestApi } from './harness';

const WAIT_SEEN_TIMEOUT_MS = 10_000;

/**
 * Call before sending the request; the function it answers resolves once some request waits on the database. On
 * PostgreSQL that is a backend of this database waiting for a lock (pg_stat_activity); on PGlite, whose one
 * connection runs one transaction at a time, a query or transaction asked of the client while a transaction holds
 * it (the holder's own statements go through its transaction object, not the client).
 */
export function watchDatabaseWaits(api: TestApi): () => Promise<void> {
  if (api.database.driver === 'postgres') {
    return () =>
      vi.waitFor(
        async () => {
          const [row] = await rowsOf<{ waiting: number }>(
            api.db,
            sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect(row?.waiting ?? 0).toBeGreaterThan(0);
        },
        { timeout: WAIT_SEEN_TIMEOUT_MS, interval: 10 },
      );
  }
  const client = (api.db as Database & { $client: PGlite }).$client;
  const asked = [vi.spyOn(client, 'query'), vi.spyOn(client, 'transaction')];
  return async () => {
    try {
      await vi.waitFor(
        () => expect(asked.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBeGreaterThan(0),
        { timeout: WAIT_SEEN_TIMEOUT_MS, interval: 10 },
      );
    } finally {
      for (const spy of asked) spy.mockRestore();
    }
  };
}
