// The session cache when its listening connection is lost (PostgreSQL only: PGlite's is in the process): the cache
// empties, a revocation committed meanwhile is honoured, the connection comes back by itself and caching resumes.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema';
import { rowsOf } from '../ledger/sql-rows';
import { callJson, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { signedInPerson } from '../test/money';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

const me = (cookie: string) => callJson(api, 'GET', '/users/me', { cookie });

async function listenerPids(): Promise<number[]> {
  const rows = await rowsOf<{ pid: number }>(
    api.db,
    sql`select pid from pg_stat_activity
      where datname = current_database() and application_name = 'wallet session_changes listener'`,
  );
  return rows.map((row) => row.pid);
}

describe('session cache: the listening connection lost (PostgreSQL)', () => {
  it('when the listener backend is terminated, then nothing stale is served, it listens again and caches again', async () => {
    const person = await signedInPerson(api);
    const phone = await signIn(api, person.user);
    expect((await me(person.cookie)).status).toBe(200);
    expect((await me(phone)).status).toBe(200);
    expect(api.sessionCache.stats().entries).toBe(2);
    const [before] = await listenerPids();
    expect(before).toBeDefined();

    await rowsOf(api.db, sql`select pg_terminate_backend(${before}::int)`);
    // Revoked right after: whether the listener is still down or already back, the cache must not answer.
    await api.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, person.user.id));
    await vi.waitFor(() => expect(api.sessionCache.stats().entries).toBe(0), { interval: 5 });
    expect((await me(phone)).status).toBe(401);

    await vi.waitFor(
      async () => {
        expect(api.sessionCache.stats().listening).toBe(true);
        const pids = await listenerPids();
        expect(pids).toHaveLength(1);
        expect(pids[0]).not.toBe(before);
      },
      { interval: 20, timeout: 10_000 },
    );
    const again = await signIn(api, person.user);
    expect((await me(again)).status).toBe(200);
    const hits = api.sessionCache.stats().hits;
    expect((await me(again)).status).toBe(200);
    expect(api.sessionCache.stats().hits).toBe(hits + 1);
  });
});
