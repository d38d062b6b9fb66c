// Test-only: how many round trips to the database a piece of work makes (docs/money.md, "The one-call money path").
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestApi } from './harness';

/**
 * Counts the round trips to the database while `work` runs: on PostgreSQL every pg client query (BEGIN and
 * COMMIT included: each is one exchange with the server); on PGlite every query and exec, and a transaction as
 * at least three (BEGIN, a statement, COMMIT).
 */
export async function countRoundTrips(api: TestApi, work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const restores: (() => void)[] = [];
  if (api.database.driver === 'postgres') {
    // Replaced and put back as it is, so it is never called apart from a client.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
      count += 1;
      return (original as (...args: unknown[]) => unknown).apply(this, args);
    } as never;
    restores.push(() => {
      pg.Client.prototype.query = original;
    });
  } else {
    const client = (api.db as unknown as { $client: PGlite }).$client;
    for (const [method, weight] of [
      ['query', 1],
      ['exec', 1],
      ['transaction', 3],
    ] as const) {
      const before = client[method].bind(client) as (...args: unknown[]) => unknown;
      client[method] = ((...args: unknown[]) => {
        count += weight;
        return before(...args);
      }) as never;
      restores.push(() => {
        client[method] = before as never;
      });
    }
  }
  try {
    await work();
  } finally {
    for (const restore of restores) restore();
  }
  return count;
}
