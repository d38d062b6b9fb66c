// What live updates (docs/live.md, migration 0023_live_events) cost the send: pgbench running the api's own send
// statement (own-send.ts, -M prepared) on two copies of one funded database, "before" with 0023 undone (no live_seq
// column, index, default or trigger) and "after" as migrated, interleaved (before, after, after, before, …), repeated;
// prints tps and p99 of each run and the medians. `npx tsx bench/live-seq-cost.ts`; DATABASE_URL names the server
// (default postgres://postgres@127.0.0.1:5432/postgres), LIVE_BENCH_CLIENTS (16), LIVE_BENCH_SECONDS (10),
// LIVE_BENCH_REPEATS (3).
import { compareSchemas } from './own-send-ab';

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
];

await compareSchemas({
  serverUrl,
  variants: [{ name: 'before', statements: UNDO_LIVE }, { name: 'after' }],
  clients,
  seconds,
  repeats,
});
