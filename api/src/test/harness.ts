// Starts the real api in-process on a free port against a fresh database for one test file, and removes it after.
import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '../app';
import type { Config } from '../config';
import type { AppDatabase, Database } from '../db/database';
import type { RateLimiters } from '../rate-limit/rate-limits';
import type { SessionCache } from '../sessions/session-cache';
import { startApi } from '../server';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, withAdminClient } from './migrated-template';
import type { StartApiOptions } from '../server';

export interface TestApi {
  /** The server's root, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The full URL of an API path: apiUrl('/healthz') → http://127.0.0.1:41234/api/v1/healthz. */
  apiUrl(path: string): string;
  config: Config;
  /** The api's own database, for arranging and checking rows directly. */
  db: Database;
  database: AppDatabase;
  /** The api's rate limits, to clear a window instead of waiting it out. */
  rateLimiters: RateLimiters;
  /** The api's session cache, whose stats a test reads. */
  sessionCache: SessionCache;
  /** With METRICS=1 in env, where this api's /metrics answers; undefined otherwise. */
  metricsUrl: string | undefined;
  /** Resolves once the mail handed over so far, and the background work that composes it, is done. */
  mailIdle(): Promise<void>;
  /** Stops the api and throws its database away. */
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Extra environment for the api, on top of the harness's quiet test defaults. */
  env?: NodeJS.ProcessEnv;
  shutdownTimeoutMs?: number;
  /** How the payout processor settles withdrawals, so a test can fail one. */
  decidePayout?: StartApiOptions['decidePayout'];
  /** Only with it does the payout processor poll: by default no withdrawal is ever settled by itself. */
  payoutPollIntervalMs?: number;
  /**
   * A second api instance on that api's database: on PostgreSQL with connections of its own (its own pool and
   * listener), on PGlite sharing the one in-memory database. Closing it leaves the database to the first.
   */
  sameDatabaseAs?: TestApi;
  /**
   * A URL of a streaming replica of DATABASE_URL's server (REPLICA_DATABASE_URL): the api reads from it
   * (DATABASE_READ_URL) with the name of its throwaway database, which reaches the replica by streaming.
   */
  readReplicaUrl?: string;
}

/**
 * With DATABASE_URL set (as CI does), a throwaway database on that server; otherwise an in-memory PGlite.
 * Either way each call gets an empty, migrated database of its own, so test files can run in parallel.
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const serverUrl = process.env.DATABASE_URL;
  const first = options.sameDatabaseAs;
  const throwaway = serverUrl && first === undefined ? await createThrowawayDatabase(serverUrl) : undefined;
  const sharedUrl = first?.database.driver === 'postgres' ? first.config.databaseUrl : undefined;
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    API_HOST: '127.0.0.1',
    // An empty database unless a test asks for the demo accounts (the embedded default would seed them).
    SEED_DEMO: '0',
    // What a test reads as the payout window. Pending withdrawals stay pending whatever their age (journals written
    // at the start of the month included): the processor polls only when a test gives payoutPollIntervalMs.
    PAYOUT_DELAY_S: '3600',
    ...(throwaway === undefined ? {} : { DATABASE_URL: throwaway.url }),
    ...(sharedUrl === undefined ? {} : { DATABASE_URL: sharedUrl }),
    ...readReplicaEnv(options.readReplicaUrl, throwaway?.url ?? sharedUrl),
    ...options.env,
  };
  let api: Awaited<ReturnType<typeof startApi>>;
  try {
    api = await startApi({
      env,
      port: 0,
      ...databaseOption(throwaway, first, sharedUrl),
      ...(options.shutdownTimeoutMs === undefined ? {} : { shutdownTimeoutMs: options.shutdownTimeoutMs }),
      ...(options.decidePayout === undefined ? {} : { decidePayout: options.decidePayout }),
      ...(options.payoutPollIntervalMs === undefined
        ? { payoutPolling: false }
        : { payoutPollIntervalMs: options.payoutPollIntervalMs }),
    });
  } catch (error) {
    await throwaway?.drop();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    url: api.url,
    apiUrl: (path) => `${api.url}${API_PREFIX}${path}`,
    config: api.config,
    db: api.database.db,
    database: api.database,
    rateLimiters: api.rateLimiters,
    sessionCache: api.sessionCache,
    metricsUrl: api.metricsUrl,
    mailIdle: () => api.mailIdle(),
    close: () =>
      (closing ??= (async () => {
        try {
          await api.close();
        } finally {
          await throwaway?.drop();
        }
      })()),
  };
}

function readReplicaEnv(replicaUrl: string | undefined, primaryUrl: string | undefined): NodeJS.ProcessEnv {
  if (replicaUrl === undefined) return {};
  if (primaryUrl === undefined)
    throw new Error('startTestApi: a read replica needs DATABASE_URL (PostgreSQL)');
  const url = new URL(replicaUrl);
  url.pathname = new URL(primaryUrl).pathname;
  return { DATABASE_READ_URL: url.toString() };
}

function databaseOption(
  throwaway: ThrowawayDatabase | undefined,
  first: TestApi | undefined,
  sharedUrl: string | undefined,
): Pick<StartApiOptions, 'database'> {
  if (first !== undefined) return sharedUrl === undefined ? { database: { shared: first.database } } : {};
  if (throwaway !== undefined) return {};
  // The migrated dump of the suite's global setup (test/migrated-template.ts); outside one (scripts/live-load.mjs), an
  // empty in-memory database that startApi migrates.
  const template = process.env[PGLITE_TEMPLATE_ENV];
  return { database: template ? { memoryFrom: template } : 'memory' };
}

interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  // Only [a-z0-9_], so the name is safe to put into SQL unquoted-identifier style.
  const name = `wallet_test_${randomBytes(6).toString('hex')}`;
  // A copy of the suite's migrated template (test/migrated-template.ts) where there is one; else migrated by startApi.
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, async (client) => {
        // A connection left open (a failed test, a leaked client) must not keep the database alive.
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`drop database if exists ${name}`);
      }),
  };
}
