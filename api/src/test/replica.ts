// Test-only: what the read-replica tests need — whether they can run here (and failing, not skipping, in CI when
// they cannot), the api's readiness as the replica sees it, and SQL on the replica itself.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import type { ReplicaStatus } from '../db/read-replica';
import type { TestApi } from './harness';

/** The streaming replica of DATABASE_URL's server that .ci/run starts with scripts/pg-replica.sh. */
export const REPLICA_DATABASE_URL = process.env.REPLICA_DATABASE_URL;

/**
 * In CI (CI=true) a missing variable is a failed test, not a skipped one: .ci/run must have set it. Elsewhere the
 * test file's describe is skipped, its name saying what to set.
 */
export function requireInCi(variables: Record<string, string | undefined>): boolean {
  const missing = Object.entries(variables)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0 && process.env.CI === 'true') {
    it(`CI sets ${missing.join(' and ')} (.ci/run, scripts/pg-replica.sh)`, () => {
      expect(missing).toEqual([]);
    });
  }
  return missing.length === 0;
}

export interface Readiness {
  status: number;
  message: string;
  data: { status: 'ready' | 'degraded'; replica?: ReplicaStatus };
}

export async function readiness(api: TestApi): Promise<Readiness> {
  const response = await fetch(api.apiUrl('/readyz'));
  const body = (await response.json()) as { message: string; data: Readiness['data'] };
  return { status: response.status, message: body.message, data: body.data };
}

/** Polls /readyz until the replica is in that state (each poll measures it anew), and answers the last readiness. */
export async function replicaBecomes(
  api: TestApi,
  state: ReplicaStatus['state'],
  check: (replica: ReplicaStatus) => boolean = () => true,
  timeout = 30_000,
): Promise<Readiness> {
  return vi.waitFor(
    async () => {
      const ready = await readiness(api);
      expect(ready.data.replica?.state).toBe(state);
      expect(check(ready.data.replica as ReplicaStatus)).toBe(true);
      return ready;
    },
    { timeout, interval: 100 },
  );
}

/** Runs SQL on the replica server (any of its databases; pausing replay is server-wide). */
export async function onReplica<Row extends Record<string, unknown>>(
  replicaUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: replicaUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A port nothing listens on now: taken from the system, then let go. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}
