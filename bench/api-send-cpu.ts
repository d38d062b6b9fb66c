// The api's own CPU per REST send, A/B: two copies of the api (API_DIRS, comma-separated repository roots; default
// this one twice) on one throwaway database, each driven in turn with the REST send load of `npm run bench` for
// SECONDS at CLIENTS (after an unmeasured second of it), the order alternating each repeat; CPU from /proc/<pid>/stat.
// Prints each round and the medians.
// API_CPU_PROFILE_DIR: the last api of the list writes a V8 CPU profile there when it stops (--cpu-prof).
// API_NODE_OPTIONS_<k>: NODE_OPTIONS for the k-th api only (0-based), to A/B a runtime flag on one checkout:
//   API_NODE_OPTIONS_1=--max-semi-space-size=32 npx tsx bench/api-send-cpu.ts
//   API_DIRS=/tmp/base,. REPEATS=5 npx tsx bench/api-send-cpu.ts
// A copy listed twice (API_DIRS=/tmp/base,.,.,/tmp/base: each in both places of the order) is also reported pooled.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { hashPassword } from '@wallet/api/auth/passwords';
import { createDatabase } from '@wallet/api/db/database';
import { createLogger } from '@wallet/api/logger';
import { insertUserWithWallet } from '@wallet/api/people/users.repository';
import type { ApiProcess } from './api-process';
import { API_PREFIX, callApi, root, signIn, startApi, stopApi } from './api-process';
import { cpuSecondsOf } from './cpu';
import { median } from './figures';
import { runLoad } from './http-load';
import { createThrowawayDatabase } from './throwaway-database';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dirs = (process.env.API_DIRS ?? `${root},${root}`).split(',').map((dir) => path.resolve(dir));
const repeats = Number(process.env.REPEATS ?? 3);
const seconds = Number(process.env.SECONDS ?? 5);
const clients = Number(process.env.CLIENTS ?? 4);
const people = Math.max(4, clients);
const PASSWORD = 'Bench!pass1';
/** The unmeasured load just before each measured run (see warmThenMeasure). */
const WARM_UP_SECONDS = 1;

/** The k-th api's own NODE_OPTIONS (API_NODE_OPTIONS_<k>), after any the bench itself runs with. */
function nodeOptionsOf(index: number): Record<string, string> {
  const own = process.env[`API_NODE_OPTIONS_${index}`];
  if (!own) return {};
  return { NODE_OPTIONS: [process.env.NODE_OPTIONS, own].filter(Boolean).join(' ') };
}

const database = await createThrowawayDatabase(serverUrl, 'apicpu');
const apis: ApiProcess[] = [];
try {
  for (const [index, dir] of dirs.entries()) {
    const last = index === dirs.length - 1;
    apis.push(
      await startApi(database.url, nodeOptionsOf(index), {
        cwd: dir,
        profileDir: last ? process.env.API_CPU_PROFILE_DIR : undefined,
      }),
    );
  }
  const api0 = apis[0]!;
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
    const cookie = await signIn(api0.url, email, PASSWORD);
    await callApi(api0.url, 'POST', '/wallets/add-money', { amount: 1_000_000 }, cookie);
    persons.push({ id: user.id, cookie });
  }
  await db.close();
  const next = (client: number) => {
    const sender = persons[client % persons.length]!;
    const receiver =
      persons[(client + 1 + Math.floor(Math.random() * (persons.length - 1))) % persons.length]!;
    return {
      path: `${API_PREFIX}/wallets/send-money`,
      method: 'POST' as const,
      headers: { 'Content-Type': 'application/json', Cookie: sender.cookie, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ receiverId: receiver.id, amount: 0.01 }),
    };
  };
  const measure = async (api: (typeof apis)[number], secs: number) => {
    const before = (await cpuSecondsOf(api.child.pid))!;
    const result = await runLoad({ baseUrl: api.url, clients, seconds: secs, expectedStatus: 201, next });
    const after = (await cpuSecondsOf(api.child.pid))!;
    if (result.failed > 0) throw new Error(`failed: ${result.firstFailure}`);
    return {
      msPerOp: ((after - before) * 1000) / result.succeeded,
      tps: result.requestsPerSecond,
      p50: result.p50Ms,
      p99: result.p99Ms,
    };
  };
  for (const api of apis) await measure(api, 2);
  const figures = dirs.map(() => [] as number[]);
  // Each measured run starts with a short unmeasured one: an api that waited through the others' runs has had its pool
  // close its idle connections (pg-pool's 10 s idle timeout), so it would pay for new connections, statements prepared
  // again and cold backends in its measured run, and the api measured second in a round was the one that waited.
  const warmThenMeasure = async (api: (typeof apis)[number]) => {
    await measure(api, WARM_UP_SECONDS);
    return measure(api, seconds);
  };
  for (let round = 0; round < repeats; round += 1) {
    const order = dirs.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    const line: string[] = [];
    for (const index of order) {
      const result = await warmThenMeasure(apis[index]!);
      figures[index]!.push(result.msPerOp);
      line.push(
        `${index}: ${result.msPerOp.toFixed(3)} ms/op ${result.tps.toFixed(0)} tps p50 ${result.p50.toFixed(2)} p99 ${result.p99.toFixed(2)}`,
      );
    }
    console.log(`round ${round + 1}  ${line.join('   ')}`);
  }
  for (const [index, dir] of dirs.entries())
    console.log(`median api CPU per send, ${index} (${dir}): ${median(figures[index]!)?.toFixed(3)} ms`);
  for (let index = 1; index < dirs.length; index += 1) {
    const differences = figures[index]!.map((value, round) => value - figures[0]![round]!);
    console.log(`median of the rounds' differences ${index} − 0: ${median(differences)?.toFixed(3)} ms`);
  }
  // A copy listed more than once (API_DIRS=A,B,B,A puts each in both places of the order): its turns pooled.
  // A copy is a root with its own NODE_OPTIONS, if any: one root run with and without a flag is two copies.
  const labels = dirs.map((dir, index) => {
    const own = process.env[`API_NODE_OPTIONS_${index}`];
    return own ? `${dir} with ${own}` : dir;
  });
  const copies = [...new Set(labels)];
  if (copies.length < labels.length) {
    const turnsOf = (dir: string) => [...labels.keys()].filter((index) => labels[index] === dir);
    const meanOf = (dir: string, round: number) => {
      const values = turnsOf(dir).map((index) => figures[index]![round]!);
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    for (const dir of copies) {
      const pooled = turnsOf(dir).flatMap((index) => figures[index]!);
      console.log(`pooled median api CPU per send (${dir}): ${median(pooled)?.toFixed(3)} ms`);
    }
    const [first, ...others] = copies;
    for (const dir of others) {
      const differences = figures[0]!.map((_, round) => meanOf(dir, round) - meanOf(first!, round));
      const lower = differences.filter((difference) => difference < 0).length;
      console.log(
        `median of the rounds' (mean ${dir} − mean ${first}): ${median(differences)?.toFixed(3)} ms, lower in ${lower} of ${differences.length}`,
      );
    }
  }
} finally {
  for (const api of apis) await stopApi(api.child);
  await database.drop();
}
