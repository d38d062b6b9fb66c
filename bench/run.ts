// `npm run bench`: REST send-money throughput and latency next to pgbench's TPC-B-like tps on the same PostgreSQL,
// then the admin lists' latency on 100,000 accounts and 1,000,000 journals.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { hashPassword } from '@wallet/api/auth/passwords';
import { createDatabase } from '@wallet/api/db/database';
import { createLogger } from '@wallet/api/logger';
import { insertUserWithWallet } from '@wallet/api/people/users.repository';
import { runAdminBench } from './admin-bench';
import { API_PREFIX, callApi, root, signIn, startApi, stopApi } from './api-process';
import { runLoad } from './http-load';
import type { LoadResult } from './http-load';
import { pgbenchInit, pgbenchTps } from './pgbench';
import { createThrowawayDatabase } from './throwaway-database';
import type { ThrowawayDatabase } from './throwaway-database';

const SERVER_URL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS_DEFAULT = 10;
const CLIENTS_DEFAULT = [16, 64];
const ADMIN_REQUESTS_DEFAULT = 30;
const ADMIN_WARMUPS = 3;
const SECTIONS = ['money', 'admin'] as const;
type Section = (typeof SECTIONS)[number];
/** Every person starts with the most one deposit may bring: 1,000,000.00. */
const FUNDING_DOLLARS = 1_000_000;
/** One cent per send: a run of any length never drains a wallet. */
const SEND_DOLLARS = 0.01;
const PASSWORD = 'Bench!pass1';
const WARMUP_SECONDS = 2;
/** USER_HZ of /proc/<pid>/stat, 100 on every common Linux build. */
const CLOCK_TICKS_PER_SECOND = 100;

interface Settings {
  serverUrl: string;
  seconds: number;
  clients: number[];
  /** BENCH_ONLY: one section, or both when unset. */
  sections: readonly Section[];
  adminRequests: number;
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
  return {
    serverUrl: env.DATABASE_URL || SERVER_URL_DEFAULT,
    seconds: env.BENCH_SECONDS ? positiveInteger('BENCH_SECONDS', env.BENCH_SECONDS) : SECONDS_DEFAULT,
    clients: env.BENCH_CLIENTS
      ? env.BENCH_CLIENTS.split(',').map((text) => positiveInteger('BENCH_CLIENTS', text))
      : CLIENTS_DEFAULT,
    sections: readSections(env.BENCH_ONLY),
    adminRequests: env.BENCH_ADMIN_REQUESTS
      ? positiveInteger('BENCH_ADMIN_REQUESTS', env.BENCH_ADMIN_REQUESTS)
      : ADMIN_REQUESTS_DEFAULT,
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

/** CPU seconds (user + system) a process has used so far, from Linux's /proc; undefined elsewhere. */
async function cpuSecondsOf(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

interface Person {
  id: string;
  cookie: string;
}

/** People written straight to the database (verified, with wallets), signed in and funded through the api. */
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

/** Client c sends one cent from person c to a random other person, with a fresh Idempotency-Key as the web does. */
function sendMoneyLoad(
  apiUrl: string,
  people: Person[],
  clients: number,
  seconds: number,
): Promise<LoadResult> {
  return runLoad({
    baseUrl: apiUrl,
    clients,
    seconds,
    expectedStatus: 201,
    next: (client) => {
      const senderIndex = client % people.length;
      const offset = 1 + Math.floor(Math.random() * (people.length - 1));
      const sender = people[senderIndex];
      const receiver = people[(senderIndex + offset) % people.length];
      if (sender === undefined || receiver === undefined) throw new Error('no such bench person');
      return {
        path: `${API_PREFIX}/wallets/send-money`,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: sender.cookie,
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify({ receiverId: receiver.id, amount: SEND_DOLLARS }),
      };
    },
  });
}

interface RestRun {
  result: LoadResult;
  /** The api process's CPU time per completed send, when the platform tells it. */
  apiCpuMsPerSend: number | undefined;
}

interface Row {
  clients: number;
  rest: RestRun;
  pgbenchTps: number | undefined;
}

function printTable(rows: Row[], seconds: number): void {
  const header = ['clients', 'REST tps', 'p50 ms', 'p99 ms', 'pgbench tps', 'REST/pgbench'];
  const lines = rows.map(({ clients, rest: { result }, pgbenchTps: pgTps }) => [
    String(clients),
    result.requestsPerSecond.toFixed(0),
    result.p50Ms.toFixed(1),
    result.p99Ms.toFixed(1),
    pgTps === undefined ? 'n/a' : pgTps.toFixed(0),
    pgTps === undefined ? 'n/a' : `${((result.requestsPerSecond / pgTps) * 100).toFixed(1)} %`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  console.log(`\nPOST /wallets/send-money vs pgbench tpcb-like, ${seconds} s each\n`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  const cpu = rows.flatMap(({ clients, rest }) =>
    rest.apiCpuMsPerSend === undefined ? [] : [`${rest.apiCpuMsPerSend.toFixed(1)} ms at ${clients} clients`],
  );
  if (cpu.length > 0) console.log(`\napi CPU per send: ${cpu.join(', ')}`);
  for (const { clients, rest } of rows) {
    if (rest.result.failed > 0) {
      console.log(
        `\n${clients} clients: ${rest.result.failed} requests failed, first: ${rest.result.firstFailure ?? '?'}`,
      );
    }
  }
}

/** Send-money throughput on a throwaway database, then pgbench at the same client counts, and their table. */
async function runMoneyBench(settings: Settings, cleanups: (() => Promise<void>)[]): Promise<void> {
  const peopleCount = Math.max(2, ...settings.clients);
  const walletDatabase: ThrowawayDatabase = await createThrowawayDatabase(settings.serverUrl, 'api');
  cleanups.push(() => walletDatabase.drop());
  console.log(`bench: api on ${walletDatabase.name}, ${peopleCount} funded people`);
  const api = await startApi(walletDatabase.url);
  cleanups.push(() => stopApi(api.child));
  const people = await createFundedPeople(walletDatabase.url, api.url, peopleCount);

  console.log(`bench: warming up for ${WARMUP_SECONDS} s`);
  await sendMoneyLoad(api.url, people, settings.clients[0] ?? 1, WARMUP_SECONDS);
  const rest = new Map<number, RestRun>();
  for (const clients of settings.clients) {
    console.log(`bench: REST send-money, ${clients} clients, ${settings.seconds} s`);
    const cpuBefore = await cpuSecondsOf(api.child.pid);
    const result = await sendMoneyLoad(api.url, people, clients, settings.seconds);
    const cpuAfter = await cpuSecondsOf(api.child.pid);
    const apiCpuMsPerSend =
      cpuBefore === undefined || cpuAfter === undefined || result.succeeded === 0
        ? undefined
        : ((cpuAfter - cpuBefore) * 1000) / result.succeeded;
    rest.set(clients, { result, apiCpuMsPerSend });
  }
  await stopApi(api.child);

  const pgbenchDatabase = await createThrowawayDatabase(settings.serverUrl, 'pgbench');
  cleanups.push(() => pgbenchDatabase.drop());
  console.log(`bench: pgbench -i on ${pgbenchDatabase.name}`);
  await pgbenchInit(pgbenchDatabase.url);
  const rows: Row[] = [];
  for (const clients of settings.clients) {
    console.log(`bench: pgbench tpcb-like, ${clients} clients, ${settings.seconds} s`);
    let tps: number | undefined;
    try {
      tps = await pgbenchTps(pgbenchDatabase.url, clients, settings.seconds);
    } catch (error) {
      // Usually too many connections for the server's max_connections; the REST figures still stand.
      console.error(`bench: pgbench with ${clients} clients failed: ${(error as Error).message}`);
    }
    const result = rest.get(clients);
    if (result !== undefined) rows.push({ clients, rest: result, pgbenchTps: tps });
  }
  printTable(rows, settings.seconds);
}

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => console.error('bench: cleanup failed:', error));
    }
  };
  const interrupted = () => {
    console.error('\nbench: interrupted, cleaning up');
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    if (settings.sections.includes('money')) await runMoneyBench(settings, cleanups);
    if (settings.sections.includes('admin')) {
      await runAdminBench(
        {
          serverUrl: settings.serverUrl,
          requests: settings.adminRequests,
          warmups: ADMIN_WARMUPS,
          reseed: settings.reseed,
        },
        cleanups,
      );
    }
  } finally {
    await cleanUp();
  }
}

await main();
