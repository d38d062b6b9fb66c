// What a migration does to the send's cost in the database: pgbench running the api's own send statement (own-send.ts,
// -M prepared) on two databases funded alike, "before" migrated up to MIGRATION_BENCH_BEFORE (a tag of
// api/drizzle/meta/_journal.json, default the one before the newest) and "after" migrated to the newest, interleaved
// (before, after, after, before, …), repeated; prints tps, p50, p99 and the PostgreSQL backends' CPU per send of each
// run and the medians. `npx tsx bench/migration-send-cost.ts`; DATABASE_URL names the server (default
// postgres://postgres@127.0.0.1:5432/postgres), MIGRATION_BENCH_CLIENTS (16), MIGRATION_BENCH_SECONDS (10),
// MIGRATION_BENCH_REPEATS (3).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@wallet/api/db/database';
import { compareSchemas } from './own-send-ab';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.MIGRATION_BENCH_CLIENTS ?? 16);
const seconds = Number(process.env.MIGRATION_BENCH_SECONDS ?? 10);
const repeats = Number(process.env.MIGRATION_BENCH_REPEATS ?? 3);

async function main(): Promise<void> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  const beforeTag = process.env.MIGRATION_BENCH_BEFORE ?? journal.entries.at(-2)?.tag;
  if (beforeTag === undefined) throw new Error('no migration to compare with');
  console.log(`before: up to ${beforeTag}; after: up to ${journal.entries.at(-1)?.tag}`);
  await compareSchemas({
    serverUrl,
    variants: [{ name: 'before', migrationsUpTo: beforeTag }, { name: 'after' }],
    clients,
    seconds,
    repeats,
  });
}

await main();
