// The bff's own CPU per GraphQL send, A/B: one api on a throwaway database and two copies of the bff in front of it
// (BFF_DIRS, comma-separated repository roots; default this one twice), each driven in turn with the GraphQL send
// load of `npm run bench` (the web's sendMoney mutation) for SECONDS at CLIENTS, the order alternating each repeat;
// CPU from /proc/<pid>/stat. Prints each round and the medians.
// BFF_CPU_PROFILE_DIR: the last bff of the list writes a V8 CPU profile there when it stops (--cpu-prof).
// BFF_NODE_OPTIONS_<k>: NODE_OPTIONS for the k-th bff only (0-based), to A/B a runtime flag on one checkout:
//   BFF_NODE_OPTIONS_1=--max-semi-space-size=32 npx tsx bench/bff-send-cpu.ts
//   BFF_DIRS=/tmp/base,. REPEATS=5 npx tsx bench/bff-send-cpu.ts
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from '@wallet/api/auth/passwords';
import { createDatabase } from '@wallet/api/db/database';
import { createLogger } from '@wallet/api/logger';
import { insertUserWithWallet } from '@wallet/api/people/users.repository';
import type { ApiProcess } from './api-process';
import { callApi, root, signIn, startApi, startBff, stopApi } from './api-process';
import { cpuSecondsOf } from './cpu';
import { CLOCK_TICKS_PER_SECOND, median } from './figures';
import { runLoad } from './http-load';
import { createThrowawayDatabase } from './throwaway-database';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dirs = (process.env.BFF_DIRS ?? `${root},${root}`).split(',').map((dir) => path.resolve(dir));
const repeats = Number(process.env.REPEATS ?? 4);
const seconds = Number(process.env.SECONDS ?? 5);
const clients = Number(process.env.CLIENTS ?? 16);
const people = Math.max(4, clients);
const PASSWORD = 'Bench!pass1';

/** The web's sendMoney mutation with what its screen reads back, as bench/run.ts sends it. */
const SEND_MONEY_MUTATION = `mutation SendMoney($input: SendMoneyInput!) {
  sendMoney(input: $input) { message transaction { id status amount } wallet { id balance } }
}`;

/** The k-th bff's own NODE_OPTIONS (BFF_NODE_OPTIONS_<k>), after any the bench itself runs with. */
function nodeOptionsOf(index: number): Record<string, string> {
  const own = process.env[`BFF_NODE_OPTIONS_${index}`];
  if (!own) return {};
  return { NODE_OPTIONS: [process.env.NODE_OPTIONS, own].filter(Boolean).join(' ') };
}

/** The kernel's share (stime) of a process's CPU seconds so far: system calls, mostly the sockets' reads and writes. */
async function systemSecondsOf(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[12]) / CLOCK_TICKS_PER_SECOND;
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

const database = await createThrowawayDatabase(serverUrl, 'bffcpu');
let api: ApiProcess | undefined;
const bffs: ApiProcess[] = [];
try {
  api = await startApi(database.url);
  for (const [index, dir] of dirs.entries()) {
    const last = index === dirs.length - 1;
    bffs.push(
      await startBff(api.url, nodeOptionsOf(index), {
        cwd: dir,
        profileDir: last ? process.env.BFF_CPU_PROFILE_DIR : undefined,
      }),
    );
  }
  const db = await createDatabase(
    { databaseUrl: database.url, dataDir: root },
    createLogger({ logLevel: 'silent' }),
  );
  const passwordHash = await hashPassword(PASSWORD);
  const persons: { id: string; cookie: string }[] = [];
  for (let index = 0; index < people; index += 1) {
    const email = `bench-${index}@bench.local`;
    const user = await insertUserWithWallet(db.db, {
      name: `Bench Person ${index}`,
      email,
      phone: '01700000000',
      role: 'user',
      passwordHash,
      isEmailVerified: true,
      isApproved: true,
    });
    const cookie = await signIn(api.url, email, PASSWORD);
    await callApi(api.url, 'POST', '/wallets/add-money', { amount: 1_000_000 }, cookie);
    persons.push({ id: user.id, cookie });
  }
  await db.close();
  const next = (client: number) => {
    const sender = persons[client % persons.length]!;
    const receiver =
      persons[(client + 1 + Math.floor(Math.random() * (persons.length - 1))) % persons.length]!;
    return {
      path: '/graphql',
      method: 'POST' as const,
      headers: { 'Content-Type': 'application/json', Cookie: sender.cookie },
      body: JSON.stringify({
        query: SEND_MONEY_MUTATION,
        variables: { input: { receiverId: receiver.id, amount: '0.01', idempotencyKey: randomUUID() } },
      }),
    };
  };
  const measure = async (bff: ApiProcess, secs: number) => {
    const before = (await cpuSecondsOf(bff.child.pid))!;
    const systemBefore = await systemSecondsOf(bff.child.pid);
    const result = await runLoad({
      baseUrl: bff.url,
      clients,
      seconds: secs,
      expectedStatus: 200,
      next,
      accept: isSent,
    });
    const after = (await cpuSecondsOf(bff.child.pid))!;
    const systemAfter = await systemSecondsOf(bff.child.pid);
    if (result.failed > 0) throw new Error(`failed: ${result.firstFailure}`);
    return {
      msPerOp: ((after - before) * 1000) / result.succeeded,
      systemMsPerOp: ((systemAfter - systemBefore) * 1000) / result.succeeded,
      tps: result.requestsPerSecond,
      p50: result.p50Ms,
      p99: result.p99Ms,
    };
  };
  for (const bff of bffs) await measure(bff, 2);
  const figures = dirs.map(() => [] as number[]);
  const rates = dirs.map(() => [] as number[]);
  for (let round = 0; round < repeats; round += 1) {
    const order = dirs.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    const line: string[] = [];
    for (const index of order) {
      const result = await measure(bffs[index]!, seconds);
      figures[index]!.push(result.msPerOp);
      rates[index]!.push(result.tps);
      line.push(
        `${index}: ${result.msPerOp.toFixed(3)} ms/op (sys ${result.systemMsPerOp.toFixed(3)}) ${result.tps.toFixed(0)} tps p50 ${result.p50.toFixed(2)} p99 ${result.p99.toFixed(2)}`,
      );
    }
    console.log(`round ${round + 1}  ${line.join('   ')}`);
  }
  for (const [index, dir] of dirs.entries())
    console.log(
      `median bff CPU per send, ${index} (${dir}${process.env[`BFF_NODE_OPTIONS_${index}`] ? ` ${process.env[`BFF_NODE_OPTIONS_${index}`]}` : ''}): ${median(figures[index]!)?.toFixed(3)} ms, ${median(rates[index]!)?.toFixed(0)} tps`,
    );
  for (let index = 1; index < dirs.length; index += 1) {
    const differences = figures[index]!.map((value, round) => value - figures[0]![round]!);
    console.log(`median of the rounds' differences ${index} − 0: ${median(differences)?.toFixed(3)} ms`);
  }
} finally {
  for (const bff of bffs) await stopApi(bff.child);
  if (api) await stopApi(api.child);
  await database.drop();
}
