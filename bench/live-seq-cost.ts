// What live updates (docs/live.md, migration 0023_live_events) cost the send: pgbench running the api's own send
// statement (own-send.ts, -M prepared) on two copies of one funded database, "before" with 0023 undone (no live_seq
// column, index, default or trigger) and "after" as migrated, interleaved (before, after, after, before, …), repeated;
// prints tps and p99 of each run and the medians. `npx tsx bench/live-seq-cost.ts`; DATABASE_URL names the server
// (default postgres://postgres@127.0.0.1:5432/postgres), LIVE_BENCH_CLIENTS (16), LIVE_BENCH_SECONDS (10),
// LIVE_BENCH_REPEATS (3).
import { compareOwnSend, prepareFundedDatabase, runStatements } from './own-send-ab';
import { createThrowawayDatabase } from './throwaway-database';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.LIVE_BENCH_CLIENTS ?? 16);
const seconds = Number(process.env.LIVE_BENCH_SECONDS ?? 10);
const repeats = Number(process.env.LIVE_BENCH_REPEATS ?? 3);

/** 0023_live_events undone: what the send ran on before live updates. */
const UNDO_LIVE = [
  'drop trigger journals_live_seq on journals',
  'drop trigger money_requests_live_seq on money_requests',
  'alter table journals drop column live_seq',
  'alter table money_requests drop column live_seq',
  'alter table wallets drop column live_seq',
  'vacuum analyze',
];

async function main(): Promise<void> {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const before = await createThrowawayDatabase(serverUrl, 'livebefore');
    cleanups.push(() => before.drop());
    const after = await createThrowawayDatabase(serverUrl, 'liveafter');
    cleanups.push(() => after.drop());
    const people = Math.max(2, clients);
    await prepareFundedDatabase(before, people);
    await prepareFundedDatabase(after, people);
    await runStatements(before.url, UNDO_LIVE);
    await runStatements(after.url, ['vacuum analyze']);
    await compareOwnSend({
      serverUrl,
      variants: [
        { name: 'before', database: before },
        { name: 'after', database: after },
      ],
      people,
      clients,
      seconds,
      repeats,
    });
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await main();
