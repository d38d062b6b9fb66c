// Throughput of 1 vs 2 instances of each program behind nginx: `npx tsx deploy/throughput.ts`. Needs DATABASE_URL
// (any database of the server: throwaway ones are made beside it) and REDIS_URL. For reading, never a test.
//
// Both clusters run side by side (1 api + 1 bff, and 2 + 2), each on its own throwaway database; each repeat
// measures REST sends (POST /api/v1/wallets/send-money through nginx) and GraphQL sends (the sendMoney mutation
// through nginx → bff → nginx → api) on each, the order turning every repeat. 16 clients, closed loop, keep-alive.
// CPU per send from /proc: the apis, the bffs, nginx's workers and the database's backends.
//   THROUGHPUT_SECONDS (default 10), THROUGHPUT_REPEATS (default 3), THROUGHPUT_CLIENTS (default 16)
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { hashPassword } from '../api/src/auth/passwords';
import { createDatabase } from '../api/src/db/database';
import { createLogger } from '../api/src/logger';
import { insertUserWithWallet } from '../api/src/people/users.repository';
import { cpuSecondsOf, startBackendMeter } from '../bench/cpu';
import { fixed, formatTable, median, rotate } from '../bench/figures';
import { runLoad } from '../bench/http-load';
import type { LoadRequest } from '../bench/http-load';
import { createThrowawayDatabase } from '../bench/throwaway-database';
import type { ThrowawayDatabase } from '../bench/throwaway-database';
import { startCluster } from './cluster.mjs';
import type { Cluster } from './cluster.mjs';

const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10);
const REPEATS = Number(process.env.THROUGHPUT_REPEATS ?? 3);
const CLIENTS = Number(process.env.THROUGHPUT_CLIENTS ?? 16);
const PASSWORD = 'Throughput!pass1';
const LIMITS_RAISED = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MONEY_PER_MINUTE: '1000000',
  LIMIT_USER_DAILY_AMOUNT: '10000000000',
  LIMIT_USER_MONTHLY_AMOUNT: '10000000000',
  LIMIT_USER_DAILY_COUNT: '1000000',
  LIMIT_USER_MONTHLY_COUNT: '1000000',
  LIMIT_ADD_MONEY_DAILY_AMOUNT: '10000000000',
  LIMIT_ADD_MONEY_MONTHLY_AMOUNT: '10000000000',
};

interface Person {
  id: string;
  cookie: string;
}

interface Rig {
  instances: number;
  cluster: Cluster;
  database: ThrowawayDatabase;
  people: Person[];
}

async function prepare(instances: number, basePort: number, serverUrl: string): Promise<Rig> {
  const database = await createThrowawayDatabase(serverUrl, `cluster${instances}`);
  const cluster = await startCluster({
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL ?? '',
    instances,
    basePort,
    quiet: true,
    apiEnv: { ...LIMITS_RAISED, REDIS_KEY_PREFIX: `wallet-throughput-${randomBytes(4).toString('hex')}:` },
    bffEnv: { LOG_LEVEL: 'warn' },
  });
  const db = await createDatabase(
    { databaseUrl: database.url, dataDir: os.tmpdir() },
    createLogger({ logLevel: 'silent' }),
  );
  const people: Person[] = [];
  try {
    const passwordHash = await hashPassword(PASSWORD);
    for (let index = 0; index < CLIENTS; index += 1) {
      const email = `throughput-${index}@cluster.local`;
      const user = await insertUserWithWallet(db.db, {
        name: `Throughput ${index}`,
        email,
        phone: '01700000000',
        role: 'user',
        passwordHash,
        isEmailVerified: true,
        isApproved: true,
      });
      const login = await fetch(`${cluster.publicUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .join('; ');
      const funded = await fetch(`${cluster.publicUrl}/api/v1/wallets/add-money`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ amount: 1_000_000 }),
      });
      if (funded.status !== 201) throw new Error(`funding answered ${funded.status}`);
      people.push({ id: user.id, cookie });
    }
  } finally {
    await db.close();
  }
  return { instances, cluster, database, people };
}

function receiverOf(people: Person[], client: number): Person {
  const offset = 1 + Math.floor(Math.random() * (people.length - 1));
  const receiver = people[(client + offset) % people.length];
  if (receiver === undefined) throw new Error('no receiver');
  return receiver;
}

function restSend(people: Person[], client: number): LoadRequest {
  const sender = people[client % people.length];
  if (sender === undefined) throw new Error('no sender');
  return {
    path: '/api/v1/wallets/send-money',
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: sender.cookie, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ receiverId: receiverOf(people, client).id, amount: 0.01 }),
  };
}

function graphqlSend(people: Person[], client: number): LoadRequest {
  const sender = people[client % people.length];
  if (sender === undefined) throw new Error('no sender');
  const key = randomUUID();
  return {
    path: '/graphql',
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: sender.cookie, 'Idempotency-Key': key },
    body: JSON.stringify({
      query: 'mutation ($input: SendMoneyInput!) { sendMoney(input: $input) { transaction { id } } }',
      variables: {
        input: { receiverId: receiverOf(people, client).id, amount: '0.01', idempotencyKey: key },
      },
    }),
  };
}

/** nginx's master and its workers (the workers do the proxying). */
function nginxPids(cluster: Cluster): number[] {
  const master = cluster.nginx.pid;
  if (master === undefined) return [];
  try {
    const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/);
    return [master, ...children.filter(Boolean).map(Number)];
  } catch {
    return [master];
  }
}

async function cpuOf(pids: number[]): Promise<number | undefined> {
  let total = 0;
  for (const pid of pids) {
    const seconds = await cpuSecondsOf(pid);
    if (seconds === undefined) return undefined;
    total += seconds;
  }
  return total;
}

interface Measure {
  rig: number;
  phase: 'REST' | 'GraphQL';
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  cpuMs: Record<'api' | 'bff' | 'nginx' | 'pg' | 'all', number | undefined>;
}

async function measure(
  rig: Rig,
  phase: 'REST' | 'GraphQL',
  serverUrl: string,
  seconds: number,
): Promise<Measure> {
  const groups = {
    api: rig.cluster.apis.map((api) => api.child.pid ?? 0),
    bff: rig.cluster.bffs.map((bff) => bff.child.pid ?? 0),
    nginx: nginxPids(rig.cluster),
  };
  const before = {
    api: await cpuOf(groups.api),
    bff: await cpuOf(groups.bff),
    nginx: await cpuOf(groups.nginx),
  };
  const meter = await startBackendMeter(serverUrl, rig.database.name);
  const result = await runLoad({
    baseUrl: rig.cluster.publicUrl,
    clients: CLIENTS,
    seconds,
    expectedStatus: phase === 'REST' ? 201 : 200,
    next: (client) => (phase === 'REST' ? restSend(rig.people, client) : graphqlSend(rig.people, client)),
    accept: phase === 'GraphQL' ? (body) => !body.includes('"errors"') : undefined,
  });
  const pg = await meter.stop();
  const per = (start: number | undefined, end: number | undefined) =>
    start === undefined || end === undefined || result.succeeded === 0
      ? undefined
      : ((end - start) * 1000) / result.succeeded;
  const cpuMs = {
    api: per(before.api, await cpuOf(groups.api)),
    bff: per(before.bff, await cpuOf(groups.bff)),
    nginx: per(before.nginx, await cpuOf(groups.nginx)),
    pg: pg === undefined || result.succeeded === 0 ? undefined : (pg * 1000) / result.succeeded,
    all: undefined as number | undefined,
  };
  const parts = [cpuMs.api, cpuMs.bff, cpuMs.nginx, cpuMs.pg];
  cpuMs.all = parts.some((part) => part === undefined)
    ? undefined
    : parts.reduce((sum: number, part) => sum + (part ?? 0), 0);
  if (result.failed > 0) console.log(`  ${result.failed} failed; first: ${result.firstFailure}`);
  return {
    rig: rig.instances,
    phase,
    perSecond: result.requestsPerSecond,
    p50: result.p50Ms,
    p99: result.p99Ms,
    failed: result.failed,
    cpuMs,
  };
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !process.env.REDIS_URL) throw new Error('set DATABASE_URL and REDIS_URL');
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const serverUrl = server.toString();
  const rigs: Rig[] = [];
  try {
    console.log('throughput: starting 1 + 1 and 2 + 2 instances behind nginx');
    rigs.push(await prepare(1, 47500, serverUrl));
    rigs.push(await prepare(2, 47600, serverUrl));
    const phases = rigs.flatMap((rig) => (['REST', 'GraphQL'] as const).map((phase) => ({ rig, phase })));
    for (const { rig, phase } of phases) await measure(rig, phase, serverUrl, 2);
    const measures: Measure[] = [];
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      for (const { rig, phase } of rotate(phases, repeat)) {
        const result = await measure(rig, phase, serverUrl, SECONDS);
        console.log(
          `#${repeat + 1} ${rig.instances}×  ${phase.padEnd(7)} ${fixed(result.perSecond, 0)}/s  p50 ${fixed(result.p50, 1)} ms  ` +
            `CPU ms/send api ${fixed(result.cpuMs.api, 2)} bff ${fixed(result.cpuMs.bff, 2)} nginx ${fixed(result.cpuMs.nginx, 2)} pg ${fixed(result.cpuMs.pg, 2)}`,
        );
        measures.push(result);
      }
    }
    const rows = phases.map(({ rig, phase }) => {
      const of = measures.filter((m) => m.rig === rig.instances && m.phase === phase);
      const cpu = (key: keyof Measure['cpuMs']) => fixed(median(of.map((m) => m.cpuMs[key])), 2);
      return [
        `${rig.instances} api + ${rig.instances} bff`,
        phase,
        fixed(median(of.map((m) => m.perSecond)), 0),
        fixed(median(of.map((m) => m.p50)), 1),
        fixed(median(of.map((m) => m.p99)), 1),
        cpu('api'),
        cpu('bff'),
        cpu('nginx'),
        cpu('pg'),
        cpu('all'),
        String(of.reduce((sum, m) => sum + m.failed, 0)),
      ];
    });
    console.log(
      `\nMedian of ${REPEATS} repeats, ${CLIENTS} clients, ${SECONDS} s each, ${os.cpus().length} cores:\n` +
        formatTable(
          [
            'instances',
            'sends',
            'per s',
            'p50 ms',
            'p99 ms',
            'api ms',
            'bff ms',
            'nginx ms',
            'pg ms',
            'all ms',
            'failed',
          ],
          rows,
        ).join('\n'),
    );
  } finally {
    for (const rig of rigs) {
      await rig.cluster.stop();
      await rig.database.drop();
    }
  }
}

await main();
