// The cluster test (issue 18's "Done when"): nginx in front of 2 bff + 2 api on PostgreSQL and Redis, as
// `npm run cluster` starts them. 16 clients × 1,000 money operations with Idempotency-Keys go through nginx, half as
// REST to the apis, half as GraphQL to the bffs, while one api and one bff are SIGKILLed and started again, then every
// instance is restarted in turn (SIGTERM, exit, start, /healthz). Then: every acknowledged operation is in the
// ledger exactly once, the ledger check is green, no keyed request was answered with a 5xx; the 11th rapid sign-in is
// refused across instances; a session signed out through one api is refused by the other. And nginx itself: a keyed
// POST whose instance died after doing the work is retried once and moves money once; an unkeyed one is not retried.
//
// Its own step of npm test (scripts/test.mjs). Needs DATABASE_URL, REDIS_URL and nginx; in CI a missing one fails it.
// CLUSTER_OPERATIONS (per client; outside CI only) runs fewer operations for a quick look.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../api/src/auth/passwords';
import { createDatabase } from '../api/src/db/database';
import { checkLedger } from '../api/src/ledger/ledger-check';
import { createLogger } from '../api/src/logger';
import { insertUserWithWallet } from '../api/src/people/users.repository';
import { startCluster } from './cluster.mjs';
import type { Cluster, Instance } from './cluster.mjs';
import { nginxBinary, startNginx, writeNginxConfig } from './nginx.mjs';

const CI = process.env.CI === 'true';
const CLIENTS = 16;
const OPERATIONS_PER_CLIENT = CI ? 1_000 : Number(process.env.CLUSTER_OPERATIONS ?? 1_000);
const BASE_PORT = 47300;
const PROBE_NGINX_PORT = 47360;
const PASSWORD = 'Cluster!pass1';
const FUNDING_DOLLARS = 10_000;

const missing = [
  process.env.DATABASE_URL ? undefined : 'DATABASE_URL',
  process.env.REDIS_URL ? undefined : 'REDIS_URL',
  nginxBinary() ? undefined : 'nginx (apt-get install nginx)',
].filter((name) => name !== undefined);
if (CI && missing.length > 0)
  throw new Error(`the cluster test needs ${missing.join(', ')} in CI; .ci/run provides them`);
if (!Number.isInteger(OPERATIONS_PER_CLIENT) || OPERATIONS_PER_CLIENT < 1)
  throw new Error(`CLUSTER_OPERATIONS must be a whole number above 0, not ${process.env.CLUSTER_OPERATIONS}`);

interface Person {
  id: string;
  email: string;
  cookie: string;
}

type Kind = 'send' | 'deposit' | 'withdraw';

interface Operation {
  key: string;
  kind: Kind;
  cents: number;
  via: 'rest' | 'graphql';
}

interface Outcome {
  acknowledged: Operation[];
  /** Keyed requests answered 5xx (or, through GraphQL, an internal error): each one is a defect. */
  serverErrors: string[];
  /** Network errors at the client: nginx never went away, so each one is a defect too. */
  networkErrors: string[];
  /** 4xx and GraphQL refusals: no operation here may be refused. */
  refusals: string[];
  /** Tries beyond the first, by the client. */
  clientRetries: number;
}

const database = { name: '', url: '', serverUrl: '' };
let cluster: Cluster | undefined;
const people: Person[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

function dollars(centsValue: number): string {
  return (centsValue / 100).toFixed(2);
}

async function withServer(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: database.serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function signIn(baseUrl: string, email: string): Promise<{ status: number; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
  return { status: response.status, cookie };
}

/** A person written straight to the database (verified, with a wallet), signed in through nginx. */
async function createPerson(db: Awaited<ReturnType<typeof createDatabase>>, email: string, hash: string) {
  const user = await insertUserWithWallet(db.db, {
    name: `Cluster ${email.split('@')[0]}`,
    email,
    phone: '01700000000',
    role: 'user',
    passwordHash: hash,
    isEmailVerified: true,
    isApproved: true,
  });
  return user.id;
}

const GRAPHQL_MUTATIONS: Record<Kind, string> = {
  send: 'mutation ($input: SendMoneyInput!) { sendMoney(input: $input) { transaction { id } } }',
  deposit: 'mutation ($input: AddMoneyInput!) { addMoney(input: $input) { transaction { id } } }',
  withdraw: 'mutation ($input: WithdrawInput!) { withdraw(input: $input) { transaction { id } } }',
};
const REST_PATHS: Record<Kind, string> = {
  send: '/api/v1/wallets/send-money',
  deposit: '/api/v1/wallets/add-money',
  withdraw: '/api/v1/wallets/withdraw',
};

interface Answer {
  status: number;
  body: string;
}

/** One try of an operation through nginx: REST to the apis or GraphQL to the bffs, the key in the header either way. */
async function tryOnce(
  publicUrl: string,
  person: Person,
  receiver: Person,
  operation: Operation,
): Promise<Answer> {
  const amount = dollars(operation.cents);
  const headers = {
    'Content-Type': 'application/json',
    Cookie: person.cookie,
    'Idempotency-Key': operation.key,
  };
  let url: string;
  let body: string;
  if (operation.via === 'rest') {
    url = `${publicUrl}${REST_PATHS[operation.kind]}`;
    body = JSON.stringify(
      operation.kind === 'send'
        ? { receiverId: receiver.id, amount: Number(amount) }
        : { amount: Number(amount) },
    );
  } else {
    url = `${publicUrl}/graphql`;
    const input =
      operation.kind === 'send'
        ? { receiverId: receiver.id, amount, idempotencyKey: operation.key }
        : operation.kind === 'withdraw'
          ? { amount, method: 'BANK', idempotencyKey: operation.key }
          : { amount, idempotencyKey: operation.key };
    body = JSON.stringify({ query: GRAPHQL_MUTATIONS[operation.kind], variables: { input } });
  }
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status, body: await response.text() };
}

/** What an answer means for the client: done, refused, or a server failure to retry with the same key. */
function judge(operation: Operation, answer: Answer): 'done' | 'refused' | 'server-error' {
  if (answer.status >= 500) return 'server-error';
  if (answer.status !== 200 && answer.status !== 201) return 'refused';
  if (operation.via === 'rest') return 'done';
  const parsed = JSON.parse(answer.body) as { errors?: { extensions?: { code?: string } }[] };
  if (parsed.errors === undefined) return 'done';
  return parsed.errors.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')
    ? 'server-error'
    : 'refused';
}

const RETRY_PAUSE_MS = 50;
/** A client gives up on one operation after this many tries: only a broken cluster takes that many. */
const TRIES_MAX = 200;

/**
 * Client c: its own person, OPERATIONS_PER_CLIENT operations and more until the faults are over (so every fault
 * meets load), each retried with the same key until answered.
 */
async function runClient(
  publicUrl: string,
  index: number,
  outcome: Outcome,
  onAcknowledged: () => void,
  faultsDone: () => boolean,
): Promise<void> {
  const person = people[index];
  if (person === undefined) throw new Error(`no person ${index}`);
  const via = index % 2 === 0 ? 'rest' : 'graphql';
  for (let n = 0; n < OPERATIONS_PER_CLIENT || !faultsDone(); n += 1) {
    const draw = Math.random();
    const kind: Kind = draw < 0.6 ? 'send' : draw < 0.85 ? 'deposit' : 'withdraw';
    const operation: Operation = {
      key: `cluster-${index}-${n}-${randomBytes(4).toString('hex')}`,
      kind,
      cents:
        kind === 'send'
          ? 1 + Math.floor(Math.random() * 200)
          : kind === 'deposit'
            ? 100 + Math.floor(Math.random() * 400)
            : 1_000 + Math.floor(Math.random() * 200),
      via,
    };
    const receiver = people[(index + 1 + Math.floor(Math.random() * (CLIENTS - 1))) % CLIENTS] ?? person;
    for (let attempt = 1; ; attempt += 1) {
      if (attempt > TRIES_MAX) throw new Error(`${operation.key}: no answer after ${TRIES_MAX} tries`);
      if (attempt > 1) {
        outcome.clientRetries += 1;
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
      let answer: Answer;
      try {
        answer = await tryOnce(publicUrl, person, receiver, operation);
      } catch (error) {
        outcome.networkErrors.push(
          `${operation.key}: ${error instanceof Error ? error.message : String(error)}`,
        );
        continue;
      }
      const verdict = judge(operation, answer);
      if (verdict === 'server-error') {
        outcome.serverErrors.push(
          `${operation.key} (${operation.via}): ${answer.status} ${answer.body.slice(0, 200)}`,
        );
        continue;
      }
      if (verdict === 'refused')
        outcome.refusals.push(`${operation.key}: ${answer.status} ${answer.body.slice(0, 200)}`);
      else {
        outcome.acknowledged.push(operation);
        onAcknowledged();
      }
      break;
    }
  }
}

/** Resolves once `count` operations have been acknowledged (or the load ended). */
function progressGate() {
  let acknowledged = 0;
  let waiting: { count: number; resolve: () => void }[] = [];
  let ended = false;
  return {
    tick() {
      acknowledged += 1;
      waiting = waiting.filter((waiter) => (acknowledged >= waiter.count ? (waiter.resolve(), false) : true));
    },
    end() {
      ended = true;
      for (const waiter of waiting) waiter.resolve();
      waiting = [];
    },
    reached(count: number): Promise<void> {
      if (ended || acknowledged >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    get acknowledged() {
      return acknowledged;
    },
  };
}

const ready = missing.length === 0;

describe.skipIf(!ready)('a cluster of 2 api + 2 bff behind nginx', () => {
  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL ?? '');
    database.name = `wallet_cluster_${randomBytes(4).toString('hex')}`;
    url.pathname = '/postgres';
    database.serverUrl = url.toString();
    url.pathname = `/${database.name}`;
    database.url = url.toString();
    await withServer((client) => client.query(`create database ${database.name}`));
    cleanups.push(() =>
      withServer(async (client) => {
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database.name],
        );
        await client.query(`drop database if exists ${database.name}`);
      }),
    );
    // A streaming replica of the same server (.ci/run makes one) holds this database too.
    let databaseReadUrl: string | undefined;
    if (process.env.REPLICA_DATABASE_URL) {
      const replica = new URL(process.env.REPLICA_DATABASE_URL);
      replica.pathname = `/${database.name}`;
      databaseReadUrl = replica.toString();
    }
    const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-cluster-nginx-'));
    cleanups.push(() => {
      // What nginx saw go wrong (refused connections to the killed instances, retries), for the log of a failure.
      const errorLog = path.join(nginxDir, 'error.log');
      const lines = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').trim().split('\n') : [];
      if (lines.length > 0)
        console.log(`nginx error.log, last 40 of ${lines.length} lines:\n${lines.slice(-40).join('\n')}`);
      fs.rmSync(nginxDir, { recursive: true, force: true });
    });
    cluster = await startCluster({
      dir: nginxDir,
      databaseUrl: database.url,
      databaseReadUrl,
      redisUrl: process.env.REDIS_URL ?? '',
      basePort: BASE_PORT,
      quiet: true,
      apiEnv: {
        LOG_LEVEL: 'warn',
        // This run's keys apart from any other user of the same Redis.
        REDIS_KEY_PREFIX: `wallet-cluster-${randomBytes(4).toString('hex')}:`,
        RATE_LIMIT_MONEY_PER_MINUTE: '1000000',
        LIMIT_USER_DAILY_AMOUNT: '10000000000',
        LIMIT_USER_MONTHLY_AMOUNT: '10000000000',
        LIMIT_USER_DAILY_COUNT: '1000000',
        LIMIT_USER_MONTHLY_COUNT: '1000000',
        LIMIT_ADD_MONEY_DAILY_AMOUNT: '10000000000',
        LIMIT_ADD_MONEY_MONTHLY_AMOUNT: '10000000000',
        // Payouts settle while the load runs, on whichever api takes them.
        PAYOUT_DELAY_S: '1',
        SHUTDOWN_TIMEOUT_MS: '10000',
      },
      bffEnv: { LOG_LEVEL: 'warn' },
    });
    const running = cluster;
    cleanups.push(() => running.stop());

    const db = await createDatabase(
      { databaseUrl: database.url, dataDir: os.tmpdir() },
      createLogger({ logLevel: 'silent' }),
    );
    try {
      const hash = await hashPassword(PASSWORD);
      for (let index = 0; index < CLIENTS + 3; index += 1) {
        const email = `client-${index}@cluster.local`;
        const id = await createPerson(db, email, hash);
        people.push({ id, email, cookie: '' });
      }
    } finally {
      await db.close();
    }
    for (const person of people.slice(0, CLIENTS)) {
      const { status, cookie } = await signIn(running.publicUrl, person.email);
      expect(status).toBe(200);
      person.cookie = cookie;
      const funded = await fetch(`${running.publicUrl}/api/v1/wallets/add-money`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: cookie,
          'Idempotency-Key': `fund-${person.id}`,
        },
        body: JSON.stringify({ amount: FUNDING_DOLLARS }),
      });
      expect(funded.status, await funded.text()).toBe(201);
    }
  }, 300_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 120_000);

  it('moves every acknowledged operation exactly once through SIGKILLs and a rolling restart, no keyed 5xx', async () => {
    const running = cluster;
    if (running === undefined) throw new Error('no cluster');
    const total = CLIENTS * OPERATIONS_PER_CLIENT;
    const outcome: Outcome = {
      acknowledged: [],
      serverErrors: [],
      networkErrors: [],
      refusals: [],
      clientRetries: 0,
    };
    const gate = progressGate();
    const started = Date.now();
    let faultsOver = false;
    const load = Promise.all(
      Array.from({ length: CLIENTS }, (_, index) =>
        runClient(
          running.publicUrl,
          index,
          outcome,
          () => gate.tick(),
          () => faultsOver,
        ),
      ),
    ).finally(() => gate.end());

    // Each fault when the load has acknowledged a share of its operations; answers the count it began at.
    const events: string[] = [];
    const at = async (fraction: number, name: string, event: () => Promise<void>) => {
      await gate.reached(Math.floor(total * fraction));
      const began = gate.acknowledged;
      await event();
      events.push(`${name}: began at ${began}/${total}, done at ${gate.acknowledged}/${total}`);
      return began;
    };
    const [api1] = running.apis as [Instance];
    const [bff1] = running.bffs as [Instance];
    const chaos = (async () => {
      const killedApiAt = await at(0.08, 'kill -9 api-1, start it again', async () => {
        await running.kill(api1);
        await running.start(api1);
      });
      const killedBffAt = await at(0.2, 'kill -9 bff-1, start it again', async () => {
        await running.kill(bff1);
        await running.start(bff1);
      });
      const rollingAt = await at(0.3, 'rolling restart of api-1, api-2, bff-1, bff-2', () =>
        running.rollingRestart(),
      );
      return { killedApiAt, killedBffAt, rollingAt };
    })().finally(() => (faultsOver = true));
    // Both settle before anything is judged: a fault sequence still running would disturb the next tests.
    const [loaded, faults] = await Promise.allSettled([load, chaos]);
    if (loaded.status === 'rejected') throw loaded.reason;
    if (faults.status === 'rejected') throw faults.reason;
    const moments = faults.value;
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `cluster: ${outcome.acknowledged.length} operations in ${seconds.toFixed(0)} s ` +
        `(${(outcome.acknowledged.length / seconds).toFixed(0)}/s), client retries ${outcome.clientRetries}\n  ${events.join('\n  ')}`,
    );

    // The clients ran until the faults were over, so every fault met load.
    expect(moments.rollingAt).toBeGreaterThan(moments.killedBffAt);
    expect(outcome.serverErrors, 'keyed requests answered with a 5xx').toEqual([]);
    expect(outcome.networkErrors, 'requests nginx did not answer').toEqual([]);
    expect(outcome.refusals, 'operations refused').toEqual([]);
    expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(total);

    // Every acknowledged key is one journal of its kind and amount, and no journal has a key nobody acknowledged.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; kind: string; amount_cents: string; count: string }>(
        `select idempotency_key as key, min(kind) as kind, min(amount_cents)::text as amount_cents, count(*)::text as count
         from journals where idempotency_key like 'cluster-%' group by idempotency_key`,
      );
      const journals = new Map(rows.map((row) => [row.key, row]));
      const wrong: string[] = [];
      for (const operation of outcome.acknowledged) {
        const journal = journals.get(operation.key);
        if (journal === undefined) wrong.push(`${operation.key}: no journal`);
        else if (journal.count !== '1') wrong.push(`${operation.key}: ${journal.count} journals`);
        else if (journal.kind !== operation.kind || Number(journal.amount_cents) !== operation.cents)
          wrong.push(
            `${operation.key}: ${journal.kind} ${journal.amount_cents}, sent ${operation.kind} ${operation.cents}`,
          );
      }
      expect(wrong.slice(0, 10), `${wrong.length} operations not exactly once`).toEqual([]);
      expect(journals.size).toBe(outcome.acknowledged.length);
    } finally {
      await client.end();
    }

    const db = await createDatabase(
      { databaseUrl: database.url, dataDir: os.tmpdir() },
      createLogger({ logLevel: 'silent' }),
    );
    try {
      const figures = await checkLedger(db.db);
      expect(figures.breaches).toEqual([]);
      expect(figures.postingTotalCents).toBe(0);
    } finally {
      await db.close();
    }
  }, 900_000);

  it('refuses the 11th rapid sign-in of one account, its attempts spread over both apis (limits shared in Redis)', async () => {
    const running = cluster;
    if (running === undefined) throw new Error('no cluster');
    const person = people[CLIENTS];
    if (person === undefined) throw new Error('no person');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const api = running.apis[attempt % 2];
      if (api === undefined) throw new Error('no api');
      statuses.push((await signIn(api.url, person.email)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(statuses[10]).toBe(429);
  });

  it('refuses on one api a session signed out through the other, on its next request', async () => {
    const running = cluster;
    if (running === undefined) throw new Error('no cluster');
    const person = people[CLIENTS + 1];
    const [api1, api2] = running.apis;
    if (person === undefined || api1 === undefined || api2 === undefined) throw new Error('no person or api');
    const { status, cookie } = await signIn(api1.url, person.email);
    expect(status).toBe(200);
    const me = () =>
      fetch(`${api2.url}/api/v1/users/me`, { headers: { Cookie: cookie } }).then((r) => r.status);
    // The other api has read (and cached) the session.
    expect(await me()).toBe(200);
    const out = await fetch(`${api1.url}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(out.status).toBe(200);
    expect(await me()).toBe(401);
  });

  describe('nginx and an instance that dies after taking a POST', () => {
    // An upstream that passes each request to api-1, lets it do the work, then drops the connection unanswered: an
    // instance killed between its commit and its answer. nginx tries it first (it is the only primary; api-1 is the
    // backup), so a retry, if any, reaches api-1 a second time with the same request.
    let dying: http.Server | undefined;
    let hits = 0;
    let probeUrl = '';

    beforeAll(async () => {
      const running = cluster;
      const api1 = running?.apis[0];
      if (running === undefined || api1 === undefined) throw new Error('no cluster');
      dying = http.createServer((request, response) => {
        hits += 1;
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const forwarded = http.request(
            `${api1.url}${request.url ?? '/'}`,
            { method: request.method, headers: request.headers },
            (answer) => {
              answer.resume();
              answer.on('end', () => response.socket?.destroy());
            },
          );
          forwarded.end(Buffer.concat(chunks));
        });
      });
      await new Promise<void>((resolve) => dying?.listen(0, '127.0.0.1', resolve));
      const dyingPort = (dying.address() as AddressInfo).port;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-nginx-probe-'));
      const file = writeNginxConfig({
        dir,
        publicPort: PROBE_NGINX_PORT,
        internalApiPort: PROBE_NGINX_PORT + 1,
        apis: [
          { address: `127.0.0.1:${dyingPort}`, options: 'max_fails=0' },
          { address: `127.0.0.1:${api1.port}`, options: 'backup' },
        ],
        bffs: running.bffs.map((bff) => ({ address: `127.0.0.1:${bff.port}` })),
      });
      const nginx = startNginx(dir, file);
      cleanups.push(async () => {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        if (nginx.exitCode === null) nginx.kill('SIGQUIT');
        await exited;
        fs.rmSync(dir, { recursive: true, force: true });
        await new Promise((resolve) => dying?.close(resolve));
      });
      probeUrl = `http://127.0.0.1:${PROBE_NGINX_PORT}`;
      // Its own sender, funded, with no other movement: its balance moves only by these tests.
      const sender = prober();
      const signedIn = await signIn(running.publicUrl, sender.email);
      expect(signedIn.status).toBe(200);
      sender.cookie = signedIn.cookie;
      const funded = await fetch(`${running.publicUrl}/api/v1/wallets/add-money`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: sender.cookie },
        body: JSON.stringify({ amount: 100 }),
      });
      expect(funded.status).toBe(201);
      await vi.waitFor(
        async () => {
          const response = await fetch(`${probeUrl}/nginx-healthz`);
          if (!response.ok) throw new Error(`nginx answered ${response.status}`);
        },
        { timeout: 30_000, interval: 100 },
      );
    });

    function prober(): Person {
      const person = people[CLIENTS + 2];
      if (person === undefined) throw new Error('no prober');
      return person;
    }

    async function balanceCents(cookie: string): Promise<number> {
      const response = await fetch(`${cluster?.publicUrl}/api/v1/wallets/my-wallet`, {
        headers: { Cookie: cookie },
      });
      const body = (await response.json()) as { data: { balance: number } };
      return Math.round(body.data.balance * 100);
    }

    /** Sends of this amount from this person, keyed with `key` (or without a key when it is null). */
    async function sendsOf(userId: string, amountCents: number, key: string | null): Promise<number> {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ count: string }>(
          `select count(*)::text as count from journals j join wallets w on w.id = j.from_wallet_id
           where j.kind = 'send' and j.amount_cents = $1 and w.user_id = $2
             and j.idempotency_key is not distinct from $3`,
          [amountCents, userId, key],
        );
        return Number(rows[0]?.count ?? 0);
      } finally {
        await client.end();
      }
    }

    it('retries a keyed money POST once, on the next instance, which replays it: money moves once', async () => {
      const sender = prober();
      const receiver = people[1];
      if (receiver === undefined) throw new Error('no people');
      const before = await balanceCents(sender.cookie);
      hits = 0;
      const key = `probe-${randomBytes(4).toString('hex')}`;
      const response = await fetch(`${probeUrl}/api/v1/wallets/send-money`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: sender.cookie, 'Idempotency-Key': key },
        body: JSON.stringify({ receiverId: receiver.id, amount: 0.37 }),
      });
      expect(response.status, await response.text()).toBe(201);
      expect(response.headers.get('idempotent-replayed')).toBe('true');
      expect(hits).toBe(1);
      expect(await balanceCents(sender.cookie)).toBe(before - 37);
      expect(await sendsOf(sender.id, 37, key)).toBe(1);
    });

    it('does not retry a money POST without a key: the client hears 502, and the money moved once', async () => {
      const sender = prober();
      const receiver = people[3];
      if (receiver === undefined) throw new Error('no people');
      const before = await balanceCents(sender.cookie);
      hits = 0;
      const response = await fetch(`${probeUrl}/api/v1/wallets/send-money`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: sender.cookie },
        body: JSON.stringify({ receiverId: receiver.id, amount: 0.41 }),
      });
      expect(response.status).toBe(502);
      expect(hits).toBe(1);
      expect(await balanceCents(sender.cookie)).toBe(before - 41);
      expect(await sendsOf(sender.id, 41, null)).toBe(1);
    });
  });
});

// Outside CI without what it needs: one skipped test names what is missing (npm test's summary counts it).
if (!ready) {
  describe('the cluster test', () => {
    it.skip(`needs ${missing.join(', ')} (.ci/run provides them)`, () => undefined);
  });
}
