// A/B measurements of the own-send statement (own-send.ts) under pgbench, shared by the scripts that compare
// two schemas of the api's database (live-seq-cost.ts, migration-send-cost.ts): a migrated database with funded people,
// and an interleaved comparison that prints tps, p50, p99 and the PostgreSQL backends' CPU per send, with medians.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { hashPassword } from '@wallet/api/auth/passwords';
import { createDatabase, MIGRATIONS_FOLDER } from '@wallet/api/db/database';
import { createLogger } from '@wallet/api/logger';
import { insertUserWithWallet } from '@wallet/api/people/users.repository';
import { root } from './api-process';
import { startBackendMeter } from './cpu';
import { ownSendScript } from './own-send';
import { runPgbench } from './pgbench';
import type { PgbenchRun } from './pgbench';
import { createThrowawayDatabase } from './throwaway-database';
import type { ThrowawayDatabase } from './throwaway-database';

/** 1,000,000.00 per person: no send of one cent runs out. */
const FUNDING_CENTS = 100_000_000;
const BENCH_LIMITS = JSON.stringify({
  user: [1_000_000_000_000, 1_000_000, 1_000_000_000_000, 1_000_000],
  agent: [1_000_000_000_000, 1_000_000, 1_000_000_000_000, 1_000_000],
});

/** Runs each statement in turn on one connection to url. */
export async function runStatements(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The api's migrations up to and including the one tagged `lastTag` (as meta/_journal.json names it). */
async function migrateUpTo(url: string, lastTag: string): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'wallet-migrations-'));
  try {
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (last < 0) throw new Error(`no migration tagged ${lastTag}`);
    journal.entries = journal.entries.slice(0, last + 1);
    await writeFile(journalFile, JSON.stringify(journal));
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migrate(drizzle({ client: pool }), { migrationsFolder: folder });
    } finally {
      await pool.end();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Migrated (all migrations, or up to `migrationsUpTo`), with people bench-0 … bench-(count-1)@bench.local, each funded
 * by one deposit (wallet_add_money), as the own-send script expects them.
 */
export async function prepareFundedDatabase(
  database: ThrowawayDatabase,
  count: number,
  options: { migrationsUpTo?: string } = {},
): Promise<void> {
  if (options.migrationsUpTo !== undefined) await migrateUpTo(database.url, options.migrationsUpTo);
  const opened = await createDatabase(
    { databaseUrl: database.url, dataDir: root },
    createLogger({ logLevel: 'silent' }),
  );
  try {
    if (options.migrationsUpTo === undefined) await opened.migrate();
    const passwordHash = await hashPassword('Bench!pass1');
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const user = await insertUserWithWallet(opened.db, {
        name: `Bench Person ${index}`,
        email: `bench-${index}@bench.local`,
        phone: '01700000000',
        role: 'user',
        passwordHash,
        isEmailVerified: true,
        isApproved: true,
      });
      ids.push(user.id);
    }
    await runStatements(
      database.url,
      ids.map(
        (id) =>
          `select wallet_add_money('${id}', ${FUNDING_CENTS}, null, null, 'UTC', '${BENCH_LIMITS}'::jsonb, '[${FUNDING_CENTS}, ${FUNDING_CENTS}]'::jsonb, null)`,
      ),
    );
  } finally {
    await opened.close();
  }
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export type OwnSendRun = PgbenchRun & { cpuMs: number };

export interface OwnSendComparison {
  serverUrl: string;
  /** Two (or more) databases prepared alike (prepareFundedDatabase with the same count). */
  variants: { name: string; database: ThrowawayDatabase }[];
  people: number;
  clients: number;
  seconds: number;
  repeats: number;
}

/**
 * The own-send script under pgbench (-M prepared) on each variant in turn, 2 s of warm-up each, then `repeats` rounds,
 * the order reversed every other round (A B, B A, …) so a machine's drift hits both; prints every run and the medians
 * of tps, p50, p99 and the PostgreSQL backends' CPU per send (from /proc, steadier than tps on a busy machine).
 */
export async function compareOwnSend(options: OwnSendComparison): Promise<Record<string, OwnSendRun[]>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wallet-own-send-ab-'));
  try {
    const file = path.join(dir, 'own-send.sql');
    await writeFile(file, ownSendScript());
    const run = async (database: ThrowawayDatabase, seconds: number): Promise<OwnSendRun> => {
      const meter = await startBackendMeter(options.serverUrl, database.name);
      const result = await runPgbench({
        databaseUrl: database.url,
        clients: options.clients,
        seconds,
        script: { file },
        defines: { people: options.people },
      });
      const cpuSeconds = await meter.stop();
      const cpuMs = cpuSeconds === undefined ? Number.NaN : (cpuSeconds * 1000) / result.transactions;
      return { ...result, cpuMs };
    };
    for (const variant of options.variants) await run(variant.database, 2);
    const results: Record<string, OwnSendRun[]> = {};
    const width = Math.max(...options.variants.map((variant) => variant.name.length));
    for (let repeat = 0; repeat < options.repeats; repeat += 1) {
      const order = repeat % 2 === 0 ? options.variants : [...options.variants].reverse();
      for (const variant of order) {
        const result = await run(variant.database, options.seconds);
        (results[variant.name] ??= []).push(result);
        console.log(
          `#${repeat + 1} ${variant.name.padEnd(width)} tps ${result.tps.toFixed(0)} p50 ${result.p50Ms.toFixed(2)} ms p99 ${result.p99Ms.toFixed(2)} ms, pg CPU ${result.cpuMs.toFixed(3)} ms/send, failed ${result.failed}`,
        );
      }
    }
    console.log(
      `medians (${options.clients} clients, ${options.seconds} s × ${options.repeats}, -M prepared, one-cent sends):`,
    );
    for (const variant of options.variants) {
      const runs = results[variant.name] ?? [];
      console.log(
        `  ${variant.name.padEnd(width)} tps ${median(runs.map((r) => r.tps)).toFixed(0)} p50 ${median(runs.map((r) => r.p50Ms)).toFixed(2)} ms p99 ${median(runs.map((r) => r.p99Ms)).toFixed(2)} ms, pg CPU ${median(runs.map((r) => r.cpuMs)).toFixed(3)} ms/send`,
      );
    }
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One side of a schema comparison: how far to migrate, and what to run on the funded database after. */
export interface SchemaVariant {
  name: string;
  /** A tag of api/drizzle/meta/_journal.json to migrate up to; all migrations when absent. */
  migrationsUpTo?: string;
  /** Statements run after funding (an undone migration, say); `vacuum analyze` follows them. */
  statements?: string[];
}

/**
 * The whole A/B of two schemas under the own-send script: a throwaway database per variant on `serverUrl`, migrated
 * and funded alike (a person per client), changed by the variant's statements, vacuumed, compared (compareOwnSend),
 * and dropped again whatever happens.
 */
export async function compareSchemas(options: {
  serverUrl: string;
  variants: SchemaVariant[];
  clients: number;
  seconds: number;
  repeats: number;
}): Promise<void> {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const people = Math.max(2, options.clients);
    const prepared: OwnSendComparison['variants'] = [];
    for (const variant of options.variants) {
      const database = await createThrowawayDatabase(options.serverUrl, variant.name);
      cleanups.push(() => database.drop());
      await prepareFundedDatabase(
        database,
        people,
        variant.migrationsUpTo === undefined ? {} : { migrationsUpTo: variant.migrationsUpTo },
      );
      await runStatements(database.url, [...(variant.statements ?? []), 'vacuum analyze']);
      prepared.push({ name: variant.name, database });
    }
    await compareOwnSend({ ...options, variants: prepared, people });
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}
