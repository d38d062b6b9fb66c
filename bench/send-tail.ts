// Where a send's p99 comes from (issue 17: REST p99 ≤ 2 × pgbench tpcb-like's). pgbench (-M prepared) runs the api's
// own send statement (own-send.ts) in four set-ups beside tpcb-like, interleaved in an order that turns by one place
// each repeat, and prints tps, p50, p99, p99/p50 and the PostgreSQL backends' CPU per transaction, with the medians:
//
//   tpcb-like        the yardstick, scale = clients: each transaction updates one of `clients` branch rows, last
//   own, bench set   as `npm run bench` sends: client c from person c to a random other of `clients` people, so each
//                    send locks two of them, from its first statement until its commit has reached the disk
//   own, wide set    the same clients among WIDE_PEOPLE (1,000) people: two sends rarely meet on one wallet
//   own, few         the bench set with FEW_CLIENTS (4) clients: how many sends at once the database needs
//   own, async       the bench set on a database with synchronous_commit off: what waiting for the commit's WAL
//                    flush with the locks held adds. A diagnosis only: an acknowledged send must survive a crash
//
// `npx tsx bench/send-tail.ts`; DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres),
// TAIL_CLIENTS (16), TAIL_SECONDS (10), TAIL_REPEATS (3), WIDE_PEOPLE (1000), FEW_CLIENTS (4).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackendMeter } from './cpu';
import { median, prepareFundedDatabase, runStatements } from './own-send-ab';
import { ownSendScript } from './own-send';
import { pgbenchInit, runPgbench } from './pgbench';
import { createThrowawayDatabase } from './throwaway-database';
import type { ThrowawayDatabase } from './throwaway-database';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.TAIL_CLIENTS ?? 16);
const seconds = Number(process.env.TAIL_SECONDS ?? 10);
const repeats = Number(process.env.TAIL_REPEATS ?? 3);
const widePeople = Number(process.env.WIDE_PEOPLE ?? 1000);
const fewClients = Number(process.env.FEW_CLIENTS ?? 4);

interface SetUp {
  name: string;
  database: ThrowawayDatabase;
  clients: number;
  /** Absent: pgbench's tpcb-like; else the own-send script among this many people. */
  people?: number;
}

interface Run {
  tps: number;
  p50: number;
  p99: number;
  cpuMs: number;
}

const dir = await mkdtemp(path.join(tmpdir(), 'wallet-send-tail-'));
const cleanups: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })];
try {
  const script = path.join(dir, 'own-send.sql');
  await writeFile(script, ownSendScript());
  const database = async (purpose: string): Promise<ThrowawayDatabase> => {
    const made = await createThrowawayDatabase(serverUrl, purpose);
    cleanups.push(() => made.drop());
    return made;
  };
  const funded = async (purpose: string, people: number, statements: string[] = []) => {
    const made = await database(purpose);
    await prepareFundedDatabase(made, people);
    await runStatements(made.url, [...statements, 'vacuum analyze']);
    return made;
  };

  const tpcb = await database('tail_tpcb');
  await pgbenchInit(tpcb.url, clients);
  const benchSet = await funded('tail_bench_set', clients);
  const setUps: SetUp[] = [
    { name: 'tpcb-like', database: tpcb, clients },
    { name: 'own, bench set', database: benchSet, clients, people: clients },
    { name: 'own, wide set', database: await funded('tail_wide', widePeople), clients, people: widePeople },
    { name: `own, ${fewClients} clients`, database: benchSet, clients: fewClients, people: clients },
    {
      name: 'own, async commit',
      // The database's own default, for every connection pgbench opens to it; the server's setting is untouched.
      database: await funded('tail_async', clients, [
        `do $$ begin execute format('alter database %I set synchronous_commit = off', current_database()); end $$`,
      ]),
      clients,
      people: clients,
    },
  ];

  const run = async (setUp: SetUp, runSeconds: number): Promise<Run> => {
    const meter = await startBackendMeter(serverUrl, setUp.database.name);
    const result = await runPgbench({
      databaseUrl: setUp.database.url,
      clients: setUp.clients,
      seconds: runSeconds,
      ...(setUp.people === undefined
        ? { script: { builtin: 'tpcb-like' } }
        : { script: { file: script }, defines: { people: setUp.people } }),
    });
    const cpuSeconds = await meter.stop();
    if (result.failed > 0) throw new Error(`${setUp.name}: ${result.failed} transactions failed`);
    const cpuMs = cpuSeconds === undefined ? Number.NaN : (cpuSeconds * 1000) / result.transactions;
    return { tps: result.tps, p50: result.p50Ms, p99: result.p99Ms, cpuMs };
  };

  for (const setUp of setUps) await run(setUp, 2);
  const width = Math.max(...setUps.map((setUp) => setUp.name.length));
  const line = (label: string, name: string, r: Run) =>
    `${label.padEnd(7)} ${name.padEnd(width)}  tps ${r.tps.toFixed(0).padStart(5)}  p50 ${r.p50.toFixed(2).padStart(5)}` +
    `  p99 ${r.p99.toFixed(2).padStart(6)}  p99/p50 ${(r.p99 / r.p50).toFixed(2)}  pg CPU ${r.cpuMs.toFixed(3)} ms`;
  const runs = new Map<string, Run[]>();
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    const turn = repeat % setUps.length;
    for (const setUp of [...setUps.slice(turn), ...setUps.slice(0, turn)]) {
      const result = await run(setUp, seconds);
      runs.set(setUp.name, [...(runs.get(setUp.name) ?? []), result]);
      console.log(line(`#${repeat + 1}`, setUp.name, result));
    }
  }
  console.log(
    `\nmedians of ${repeats} repeats of ${seconds} s (${clients} clients unless named, -M prepared):`,
  );
  for (const setUp of setUps) {
    const of = runs.get(setUp.name) ?? [];
    const pick = (key: keyof Run) => median(of.map((r) => r[key]));
    console.log(
      line('median', setUp.name, {
        tps: pick('tps'),
        p50: pick('p50'),
        p99: pick('p99'),
        cpuMs: pick('cpuMs'),
      }),
    );
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
