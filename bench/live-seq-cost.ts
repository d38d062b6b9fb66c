// What live updates (docs/live.md, migration 0023_live_events) cost the send: pgbench running the api's own send
// statement (own-send.ts, -M prepared) on two copies of one funded database, "before" with 0023 undone (no live_seq
// column, index, default or trigger) and "after" as migrated, interleaved (before, after, after, before, …), repeated;
// prints tps and p99 of each run and the medians. `npx tsx bench/live-seq-cost.ts`; DATABASE_URL names the server
// (default postgres://postgres@127.0.0.1:5432/postgres), LIVE_BENCH_CLIENTS (16), LIVE_BENCH_SECONDS (10),
// LIVE_BENCH_REPEATS (3).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '@wallet/api/auth/passwords';
import { createDatabase } from '@wallet/api/db/database';
import { createLogger } from '@wallet/api/logger';
import { insertUserWithWallet } from '@wallet/api/people/users.repository';
import { root } from './api-process';
import { startBackendMeter } from './cpu';
import { ownSendScript } from './own-send';
import { runPgbench } from './pgbench';
import type { PgbenchRun } from './pgbench';
import { createThrowawayDatabase } from './throwaway-database';
import type { ThrowawayDatabase } from './throwaway-database';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.LIVE_BENCH_CLIENTS ?? 16);
const seconds = Number(process.env.LIVE_BENCH_SECONDS ?? 10);
const repeats = Number(process.env.LIVE_BENCH_REPEATS ?? 3);
/** 1,000,000.00 per person: no send of one cent runs out. */
const FUNDING_CENTS = 100_000_000;
const BENCH_LIMITS = JSON.stringify({
  user: [1_000_000_000_000, 1_000_000, 1_000_000_000_000, 1_000_000],
  agent: [1_000_000_000_000, 1_000_000, 1_000_000_000_000, 1_000_000],
});

async function sql(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrated, with people bench-0 … bench-(count-1)@bench.local, each funded by one deposit (wallet_add_money). */
async function prepare(database: ThrowawayDatabase, count: number): Promise<void> {
  const opened = await createDatabase(
    { databaseUrl: database.url, dataDir: root },
    createLogger({ logLevel: 'silent' }),
  );
  try {
    await opened.migrate();
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
    await sql(
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

/** 0023_live_events undone: what the send ran on before live updates. */
const UNDO_LIVE = [
  'drop trigger journals_live_seq on journals',
  'drop trigger money_requests_live_seq on money_requests',
  'alter table journals drop column live_seq',
  'alter table money_requests drop column live_seq',
  'alter table wallets drop column live_seq',
  'vacuum analyze',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const before = await createThrowawayDatabase(serverUrl, 'livebefore');
    cleanups.push(() => before.drop());
    const after = await createThrowawayDatabase(serverUrl, 'liveafter');
    cleanups.push(() => after.drop());
    const people = Math.max(2, clients);
    await prepare(before, people);
    await prepare(after, people);
    await sql(before.url, UNDO_LIVE);
    await sql(after.url, ['vacuum analyze']);
    const dir = await mkdtemp(path.join(tmpdir(), 'wallet-live-bench-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'own-send.sql');
    await writeFile(file, ownSendScript());
    /** A pgbench run with the CPU its PostgreSQL backends spent per send (ms), steadier than tps on a busy machine. */
    const run = async (database: ThrowawayDatabase, secondsOfRun: number) => {
      const meter = await startBackendMeter(serverUrl, database.name);
      const result = await runPgbench({
        databaseUrl: database.url,
        clients,
        seconds: secondsOfRun,
        script: { file },
        defines: { people },
      });
      const cpuSeconds = await meter.stop();
      const cpuMs = cpuSeconds === undefined ? Number.NaN : (cpuSeconds * 1000) / result.transactions;
      return { ...result, cpuMs };
    };
    // Warm both up.
    await run(before, 2);
    await run(after, 2);
    const results: Record<'before' | 'after', (PgbenchRun & { cpuMs: number })[]> = { before: [], after: [] };
    for (let repeat = 0; repeat < repeats; repeat += 1) {
      const order = repeat % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const name of order) {
        const result = await run(name === 'before' ? before : after, seconds);
        results[name].push(result);
        console.log(
          `#${repeat + 1} ${name.padEnd(6)} tps ${result.tps.toFixed(0)} p50 ${result.p50Ms.toFixed(2)} ms p99 ${result.p99Ms.toFixed(2)} ms, pg CPU ${result.cpuMs.toFixed(3)} ms/send, failed ${result.failed}`,
        );
      }
    }
    const tpsBefore = median(results.before.map((r) => r.tps));
    const tpsAfter = median(results.after.map((r) => r.tps));
    const cpuBefore = median(results.before.map((r) => r.cpuMs));
    const cpuAfter = median(results.after.map((r) => r.cpuMs));
    console.log(
      `median pg CPU per send: before ${cpuBefore.toFixed(3)} ms, after ${cpuAfter.toFixed(3)} ms (${(((cpuAfter - cpuBefore) / cpuBefore) * 100).toFixed(1)} %)`,
    );
    console.log(
      `median (${clients} clients, ${seconds} s × ${repeats}): before ${tpsBefore.toFixed(0)} tps, p99 ${median(results.before.map((r) => r.p99Ms)).toFixed(2)} ms; after ${tpsAfter.toFixed(0)} tps, p99 ${median(results.after.map((r) => r.p99Ms)).toFixed(2)} ms; after/before ${((tpsAfter / tpsBefore) * 100).toFixed(1)} %`,
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await main();
