// `npm run bench` (bench/README.md): on one PostgreSQL server, interleaved in rotated order, pgbench tpcb-like,
// pgbench running our own send statements, REST send-money and GraphQL sendMoney, at each client count, repeated;
// and the admin reads on 100,000 accounts and 1,000,000 journals. Prints each repeat and the medians.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '@wallet/api/auth/passwords';
import { createDatabase } from '@wallet/api/db/database';
import { createLogger } from '@wallet/api/logger';
import { insertUserWithWallet } from '@wallet/api/people/users.repository';
import { prepareAdminBench, printAdminTable } from './admin-bench';
import type { AdminBench, AdminRow } from './admin-bench';
import { API_PREFIX, callApi, root, signIn, startApi, startBff, stopApi } from './api-process';
import { cpuSecondsOf, exitedChildrenCpuSeconds, ownCpuSeconds, startBackendMeter } from './cpu';
import { rotate } from './figures';
import { runLoad } from './http-load';
import type { LoadRequest, LoadResult } from './http-load';
import { ownSendScript } from './own-send';
import { pgbenchInit, runPgbench } from './pgbench';
import type { PgbenchRun } from './pgbench';
import { PHASES, failureLines, formatTables, moneyTables } from './report';
import type { Phase, PhaseResult, ProcessName } from './report';
import { createThrowawayDatabase } from './throwaway-database';
import type { ThrowawayDatabase } from './throwaway-database';

const SERVER_URL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS_DEFAULT = 10;
const QUICK_SECONDS = 5;
const CLIENTS_DEFAULT = [16, 64];
const REPEATS_DEFAULT = 3;
const ADMIN_REQUESTS_DEFAULT = 30;
const QUICK_ADMIN_REQUESTS = 5;
const ADMIN_WARMUPS = 3;
const SECTIONS = ['money', 'admin'] as const;
type Section = (typeof SECTIONS)[number];
/** Every person starts with the most one deposit may bring: 1,000,000.00. */
const FUNDING_DOLLARS = 1_000_000;
/** One cent per send: a run of any length never drains a wallet. */
const SEND_DOLLARS = 0.01;
const PASSWORD = 'Bench!pass1';
const WARMUP_SECONDS = 2;

interface Settings {
  serverUrl: string;
  seconds: number;
  clients: number[];
  repeats: number;
  /** BENCH_ONLY: one section, or both when unset. */
  sections: readonly Section[];
  adminRequests: number;
  adminDatabase: string | undefined;
  reseed: boolean;
}

function positiveInteger(name: string, text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number from 1, got "${text}"`);
  }
  return value;
}

function readSettings(env: NodeJS.ProcessEnv): Settings {
  // BENCH_QUICK=1: one short repeat at 16 clients, a few admin requests; any BENCH_* set explicitly still wins.
  const quick = env.BENCH_QUICK === '1';
  const integer = (name: string, fallback: number) => {
    const text = env[name];
    return text ? positiveInteger(name, text) : fallback;
  };
  return {
    serverUrl: env.DATABASE_URL || SERVER_URL_DEFAULT,
    seconds: integer('BENCH_SECONDS', quick ? QUICK_SECONDS : SECONDS_DEFAULT),
    clients: env.BENCH_CLIENTS
      ? env.BENCH_CLIENTS.split(',').map((text) => positiveInteger('BENCH_CLIENTS', text))
      : quick
        ? [16]
        : CLIENTS_DEFAULT,
    repeats: integer('BENCH_REPEATS', quick ? 1 : REPEATS_DEFAULT),
    sections: readSections(env.BENCH_ONLY),
    adminRequests: integer('BENCH_ADMIN_REQUESTS', quick ? QUICK_ADMIN_REQUESTS : ADMIN_REQUESTS_DEFAULT),
    adminDatabase: env.BENCH_ADMIN_DATABASE || undefined,
    reseed: env.BENCH_RESEED === '1',
  };
}

function readSections(only: string | undefined): readonly Section[] {
  if (only === undefined || only === '') return SECTIONS;
  const section = SECTIONS.find((candidate) => candidate === only);
  if (section === undefined)
    throw new Error(`BENCH_ONLY must be one of ${SECTIONS.join(', ')}, got "${only}"`);
  return [section];
}

interface Person {
  id: string;
  cookie: string;
}

/**
 * People bench-0 … bench-(count-1)@bench.local written straight to the database (verified, with wallets), signed
 * in and funded through the api. The own-statement script finds them by these e-mails (own-send.ts).
 */
async function createFundedPeople(databaseUrl: string, apiUrl: string, count: number): Promise<Person[]> {
  const database = await createDatabase({ databaseUrl, dataDir: root }, createLogger({ logLevel: 'silent' }));
  const passwordHash = await hashPassword(PASSWORD);
  const people: Person[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const email = `bench-${index}@bench.local`;
      const user = await insertUserWithWallet(database.db, {
        name: `Bench Person ${index}`,
        email,
        phone: '01700000000',
        role: 'user',
        passwordHash,
        isEmailVerified: true,
        isApproved: true,
      });
      const cookie = await signIn(apiUrl, email, PASSWORD);
      await callApi(apiUrl, 'POST', '/wallets/add-money', { amount: FUNDING_DOLLARS }, cookie);
      people.push({ id: user.id, cookie });
    }
  } finally {
    await database.close();
  }
  return people;
}

/** Client c's sender is person c; the receiver any other person, new each send. */
function partiesOf(people: Person[], client: number): { sender: Person; receiver: Person } {
  const senderIndex = client % people.length;
  const offset = 1 + Math.floor(Math.random() * (people.length - 1));
  const sender = people[senderIndex];
  const receiver = people[(senderIndex + offset) % people.length];
  if (sender === undefined || receiver === undefined) throw new Error('no such bench person');
  return { sender, receiver };
}

/** POST /wallets/send-money, one cent, a fresh Idempotency-Key each, as the web does. */
function restSend(people: Person[], client: number): LoadRequest {
  const { sender, receiver } = partiesOf(people, client);
  return {
    path: `${API_PREFIX}/wallets/send-money`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: sender.cookie, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ receiverId: receiver.id, amount: SEND_DOLLARS }),
  };
}

/** The web's sendMoney mutation through the bff, with what its screen reads back. */
const SEND_MONEY_MUTATION = `mutation SendMoney($input: SendMoneyInput!) {
  sendMoney(input: $input) { message transaction { id status amount } wallet { id balance } }
}`;

function graphqlSend(people: Person[], client: number): LoadRequest {
  const { sender, receiver } = partiesOf(people, client);
  return {
    path: '/graphql',
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: sender.cookie },
    body: JSON.stringify({
      query: SEND_MONEY_MUTATION,
      // Money is a decimal string in the schema.
      variables: {
        input: { receiverId: receiver.id, amount: SEND_DOLLARS.toFixed(2), idempotencyKey: randomUUID() },
      },
    }),
  };
}

/** A GraphQL answer is a send only with data and no errors. */
function isSent(body: string): boolean {
  try {
    const answer = JSON.parse(body) as { data?: { sendMoney?: unknown }; errors?: unknown };
    return answer.errors === undefined && answer.data?.sendMoney !== undefined;
  } catch {
    return false;
  }
}

/** Everything the money phases run on, made once before the repeats. */
interface MoneyRig {
  serverUrl: string;
  pgbenchDatabase: ThrowawayDatabase;
  walletDatabase: ThrowawayDatabase;
  api: { url: string; pid: number | undefined };
  bff: { url: string; pid: number | undefined };
  people: Person[];
  scriptFile: string;
}

async function prepareMoney(settings: Settings, cleanups: (() => Promise<void>)[]): Promise<MoneyRig> {
  const maxClients = Math.max(...settings.clients);
  // pgbench's guidance: a scale at least the number of clients, or they all queue on a few branch rows.
  const scale = maxClients;
  const pgbenchDatabase = await createThrowawayDatabase(settings.serverUrl, 'pgbench');
  cleanups.push(() => pgbenchDatabase.drop());
  console.log(`bench: pgbench -i -s ${scale} on ${pgbenchDatabase.name}`);
  await pgbenchInit(pgbenchDatabase.url, scale);

  const peopleCount = Math.max(2, maxClients);
  const walletDatabase = await createThrowawayDatabase(settings.serverUrl, 'api');
  cleanups.push(() => walletDatabase.drop());
  console.log(`bench: api and bff on ${walletDatabase.name}, ${peopleCount} funded people`);
  const api = await startApi(walletDatabase.url);
  cleanups.push(() => stopApi(api.child));
  const bff = await startBff(api.url);
  cleanups.push(() => stopApi(bff.child));
  const people = await createFundedPeople(walletDatabase.url, api.url, peopleCount);

  const scriptDir = await mkdtemp(path.join(tmpdir(), 'wallet-bench-'));
  cleanups.push(() => rm(scriptDir, { recursive: true, force: true }));
  const scriptFile = path.join(scriptDir, 'own-send.sql');
  await writeFile(scriptFile, ownSendScript());
  return {
    serverUrl: settings.serverUrl,
    pgbenchDatabase,
    walletDatabase,
    api: { url: api.url, pid: api.child.pid },
    bff: { url: bff.url, pid: bff.child.pid },
    people,
    scriptFile,
  };
}

interface Measured {
  tps: number;
  p50Ms: number;
  p99Ms: number;
  operations: number;
  failed: number;
  firstFailure?: string;
}

function fromPgbench(run: PgbenchRun): Measured {
  return { ...run, operations: run.transactions };
}

function fromLoad(result: LoadResult): Measured {
  return {
    tps: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    operations: result.succeeded,
    failed: result.failed,
    firstFailure: result.firstFailure,
  };
}

/**
 * Runs one phase, measuring the CPU of the processes it involves: the database's backends (sampled), the api and
 * bff by pid, this process (the HTTP load generator), and pgbench as this process's exited child.
 */
async function runPhase(
  rig: MoneyRig,
  phase: Phase,
  clients: number,
  seconds: number,
): Promise<{ measured: Measured; cpuSeconds: Partial<Record<ProcessName, number | undefined>> }> {
  const database = phase === 'tpcb-like' ? rig.pgbenchDatabase : rig.walletDatabase;
  const backends = await startBackendMeter(rig.serverUrl, database.name);
  const before = {
    api: await cpuSecondsOf(rig.api.pid),
    bff: await cpuSecondsOf(rig.bff.pid),
    children: await exitedChildrenCpuSeconds(),
    own: ownCpuSeconds(),
  };
  let measured: Measured;
  switch (phase) {
    case 'tpcb-like':
      measured = fromPgbench(
        await runPgbench({ databaseUrl: database.url, clients, seconds, script: { builtin: 'tpcb-like' } }),
      );
      break;
    case 'own statement':
      measured = fromPgbench(
        await runPgbench({
          databaseUrl: database.url,
          clients,
          seconds,
          script: { file: rig.scriptFile },
          defines: { people: rig.people.length },
        }),
      );
      break;
    case 'REST':
      measured = fromLoad(
        await runLoad({
          baseUrl: rig.api.url,
          clients,
          seconds,
          expectedStatus: 201,
          next: (client) => restSend(rig.people, client),
        }),
      );
      break;
    case 'GraphQL':
      measured = fromLoad(
        await runLoad({
          baseUrl: rig.bff.url,
          clients,
          seconds,
          expectedStatus: 200,
          next: (client) => graphqlSend(rig.people, client),
          accept: isSent,
        }),
      );
      break;
  }
  const after = {
    api: await cpuSecondsOf(rig.api.pid),
    bff: await cpuSecondsOf(rig.bff.pid),
    children: await exitedChildrenCpuSeconds(),
    own: ownCpuSeconds(),
  };
  const delta = (start: number | undefined, end: number | undefined) =>
    start === undefined || end === undefined ? undefined : end - start;
  const http = phase === 'REST' || phase === 'GraphQL';
  return {
    measured,
    cpuSeconds: {
      postgres: await backends.stop(),
      api: delta(before.api, after.api),
      bff: delta(before.bff, after.bff),
      'load generator': http ? after.own - before.own : undefined,
      pgbench: http ? undefined : delta(before.children, after.children),
    },
  };
}

type Block = { kind: 'money'; clients: number; index: number } | { kind: 'admin' };

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const cleanups: (() => Promise<void>)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const cleanup of cleanups.reverse()) {
        await cleanup().catch((error: unknown) =>
          console.error(`bench: cleanup failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }
    })());
  const onSignal = () => {
    console.error('bench: interrupted, cleaning up');
    void cleanUp().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const money = settings.sections.includes('money') ? await prepareMoney(settings, cleanups) : undefined;
    let admin: AdminBench | undefined;
    if (settings.sections.includes('admin')) {
      admin = await prepareAdminBench(
        {
          serverUrl: settings.serverUrl,
          requests: settings.adminRequests,
          warmups: ADMIN_WARMUPS,
          reseed: settings.reseed,
          databaseName: settings.adminDatabase,
        },
        cleanups,
      );
    }
    if (money !== undefined) {
      console.log(`bench: warming up, ${WARMUP_SECONDS} s of each phase`);
      for (const phase of PHASES) await runPhase(money, phase, settings.clients[0] ?? 1, WARMUP_SECONDS);
    }

    const blocks: Block[] = [
      ...(money === undefined
        ? []
        : settings.clients.map((clients, index): Block => ({ kind: 'money', clients, index }))),
      ...(admin === undefined ? [] : [{ kind: 'admin' } as const]),
    ];
    const results: PhaseResult[] = [];
    const adminRows: AdminRow[] = [];
    for (let repeat = 1; repeat <= settings.repeats; repeat += 1) {
      // Each repeat starts at another block, and within a block at another phase: no phase always follows the same.
      for (const block of rotate(blocks, repeat - 1)) {
        if (block.kind === 'admin') {
          console.log(`bench: repeat ${repeat}, admin reads`);
          await admin?.runRepeat(adminRows);
          continue;
        }
        if (money === undefined) continue;
        for (const phase of rotate(PHASES, repeat - 1 + block.index)) {
          console.log(`bench: repeat ${repeat}, ${phase}, ${block.clients} clients, ${settings.seconds} s`);
          try {
            const { measured, cpuSeconds } = await runPhase(money, phase, block.clients, settings.seconds);
            results.push({ phase, clients: block.clients, repeat, ...measured, cpuSeconds });
          } catch (error) {
            // Usually pgbench with more clients than the server's max_connections leaves: the others still stand.
            console.error(
              `bench: ${phase} failed: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
      }
    }

    if (money !== undefined) {
      console.log(
        `\nSend money: ${settings.repeats} interleaved repeat(s) of ${settings.seconds} s per phase; pgbench at ` +
          `scale ${Math.max(...settings.clients)}, -M prepared -j 2; "own" = pgbench running the api's send ` +
          'statements (bench/own-send.ts)',
      );
      for (const clients of settings.clients) {
        for (const line of formatTables(moneyTables(results, clients))) console.log(line);
      }
      const failures = failureLines(results);
      if (failures.length > 0) console.log(['', 'Failures:', ...failures].join('\n'));
    }
    if (admin !== undefined) {
      printAdminTable(adminRows, {
        serverUrl: settings.serverUrl,
        requests: settings.adminRequests,
        warmups: ADMIN_WARMUPS,
        reseed: settings.reseed,
      });
    }
  } catch (error) {
    console.error(`bench: failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

await main();
