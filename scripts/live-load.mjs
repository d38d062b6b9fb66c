// Bounded local load for live updates (docs/live.md, "Load"): one api (in this process: PGlite, or a throwaway database
// on DATABASE_URL's PostgreSQL server, dropped at the end), one bff in a child process, N idle sockets each with a
// myWalletChanged subscription, then one deposit whose wallet event must reach them all. The sockets belong to one
// person, signed in N / --per-session times (the bff and api allow 5 sockets and streams a session); the per-address
// socket limit is raised for the run only (LIVE_SOCKETS_PER_ADDRESS in the bff's environment), the defaults stay.
//
// It prints one JSON object: the delivery latency per socket (deposit answered → value on the socket; p50, p99, max),
// how many of the N received it, when the api's own event stream had it (the part the bff does not add), and the bff's
// RSS before and with the sockets (its growth over N is the memory per socket). Bounded: --timeout-s for the whole run
// (default 600); on the limit, an error or Ctrl-C it closes the sockets, stops the bff and the api and drops the
// database (its person and sessions with it). Run with `npm run live:load [-- --sockets 500]`.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { users } from '../api/src/db/schema';
import { startTestApi } from '../api/src/test/harness';
import { freePort, startService, stopService, waitForHealthy } from './lib.mjs';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    'per-session': { type: 'string', default: '5' },
    'timeout-s': { type: 'string', default: '600' },
  },
});

/**
 * @param {string | undefined} text
 * @param {string} name
 * @param {number} min
 * @param {number} max
 */
function integerArgument(text, name, min, max) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name}: a whole number from ${min} to ${max}, not ${text}`);
  }
  return value;
}

const SOCKETS = integerArgument(values.sockets, 'sockets', 1, 10_000);
const PER_SESSION = integerArgument(values['per-session'], 'per-session', 1, 5);
const TIMEOUT_MS = integerArgument(values['timeout-s'], 'timeout-s', 10, 3600) * 1000;
/** Sockets opened at once before waiting for their acknowledgements. */
const OPEN_BATCH = 50;

/** @param {number | undefined} pid */
function rssBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (match === null) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/**
 * The value at percentile p of ascending values (nearest rank).
 * @param {number[]} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/**
 * @param {() => boolean} condition
 * @param {string} what
 * @param {number} timeoutMs
 */
async function until(condition, what, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A browser in miniature against the bff: its session cookie, kept from each answer. */
class Session {
  /** @param {string} bffUrl */
  constructor(bffUrl) {
    this.bffUrl = bffUrl;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  cookie() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * @param {string} query
   * @param {Record<string, unknown>} variables
   * @returns {Promise<Record<string, unknown>>}
   */
  async post(query, variables) {
    const response = await fetch(`${this.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie() },
      body: JSON.stringify({ query, variables }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    const body = /** @type {{ data?: Record<string, unknown>, errors?: { message: string }[] }} */ (
      await response.json()
    );
    if (body.errors) throw new Error(`${query.split('(')[0]}: ${body.errors[0]?.message}`);
    return body.data ?? {};
  }
}

/**
 * Opens the api's own event stream (GET /api/v1/events) with a session's cookie and calls back at each wallet event.
 * @param {string} apiUrl
 * @param {string} cookie
 * @param {() => void} onWallet
 * @returns {Promise<http.ClientRequest>}
 */
function openApiStream(apiUrl, cookie, onWallet) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${apiUrl}/api/v1/events`, { headers: { cookie }, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`api events: ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (/** @type {string} */ chunk) => {
        if (chunk.includes('event: wallet')) onWallet();
      });
      response.on('error', () => {});
      resolve(request);
    });
    request.on('error', reject);
  });
}

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
let cleaning = false;
/** Undoes what was set up, newest first; each step at most once, whatever fails. */
async function cleanUp() {
  if (cleaning) return;
  cleaning = true;
  for (const step of cleanups.reverse()) await step().catch((error) => console.error('cleanup:', error));
}

const limit = setTimeout(() => {
  console.error(`live:load: over the time limit of ${TIMEOUT_MS / 1000} s; stopping`);
  void cleanUp().finally(() => process.exit(1));
}, TIMEOUT_MS);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

async function main() {
  const api = await startTestApi({
    env: {
      RATE_LIMIT_LOGIN_PER_IP: '1000000',
      ...(process.env.LIVE_EVENTS_POLL_MS ? { LIVE_EVENTS_POLL_MS: process.env.LIVE_EVENTS_POLL_MS } : {}),
    },
  });
  cleanups.push(() => api.close());
  const port = await freePort();
  const bffUrl = `http://127.0.0.1:${port}`;
  const bff = startService(
    'bff',
    'bff/src/main.ts',
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      API_URL: api.url,
      LIVE_SOCKETS_PER_SESSION: String(PER_SESSION),
      LIVE_SOCKETS_PER_ADDRESS: String(SOCKETS),
    },
    { quiet: true },
  );
  cleanups.push(() => stopService(bff));
  await waitForHealthy(`${bffUrl}/healthz`, bff);

  // One person, verified directly in the database (no mail round trip), signed in once per PER_SESSION sockets. The
  // per-account sign-in windows are cleared between sign-ins, as a test does.
  const email = `live-load-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Wallet#2026';
  const first = new Session(bffUrl);
  await first.post('mutation($input: RegisterInput!) { register(input: $input) { message } }', {
    input: { name: 'Live Load', email, password, phone: '01712349999', role: 'USER' },
  });
  await api.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, email));
  const sessionCount = Math.ceil(SOCKETS / PER_SESSION);
  /** @type {Session[]} */
  const sessions = [];
  for (let index = 0; index < sessionCount; index += 1) {
    await api.rateLimiters.loginBurstPerAccount.delete(email);
    await api.rateLimiters.loginPerAccount.delete(email);
    const session = new Session(bffUrl);
    await session.post('mutation($input: LoginInput!) { login(input: $input) { message } }', {
      input: { email, password },
    });
    sessions.push(session);
  }
  const rssBefore = rssBytes(bff.pid);

  /** @type {number[]} when each socket received the value (performance.now()), by socket */
  const receivedAt = [];
  let deliveries = 0;
  /** @type {import('graphql-ws').Client[]} */
  const clients = [];
  cleanups.push(async () => {
    await Promise.all(clients.map(async (client) => client.dispose()));
  });
  /** @type {Promise<void>[]} */
  const acknowledged = [];
  const opening = performance.now();
  for (let index = 0; index < SOCKETS; index += 1) {
    const cookie = sessions[Math.floor(index / PER_SESSION)]?.cookie();
    class CookieSocket extends WebSocket {
      /**
       * @param {string | URL} url
       * @param {string | string[] | undefined} protocols
       */
      constructor(url, protocols) {
        super(url, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({
      url: `${bffUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: CookieSocket,
      retryAttempts: 0,
      lazy: false,
    });
    clients.push(client);
    acknowledged.push(
      new Promise((resolve, reject) => {
        client.on('connected', () => resolve());
        client.on('closed', (event) => {
          const { code, reason } = /** @type {{ code?: number, reason?: string }} */ (event);
          reject(new Error(`socket ${index} closed ${code} ${reason}`));
        });
      }),
    );
    client.subscribe(
      { query: 'subscription { myWalletChanged { balance } }' },
      {
        next: () => {
          if (receivedAt[index] === undefined) deliveries += 1;
          receivedAt[index] ??= performance.now();
        },
        error: (error) => console.error(`socket ${index}:`, error),
        complete: () => {},
      },
    );
    if (index % OPEN_BATCH === OPEN_BATCH - 1) await Promise.all(acknowledged.slice(index + 1 - OPEN_BATCH));
  }
  await Promise.all(acknowledged);
  const openMs = performance.now() - opening;
  // The subscribe message follows each acknowledgement: wait until the bff has taken every socket, then a little.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssOpen = rssBytes(bff.pid);

  let apiEventAt = 0;
  const probe = await openApiStream(api.url, sessions[0]?.cookie() ?? '', () => {
    apiEventAt ||= performance.now();
  });
  cleanups.push(() => Promise.resolve(void probe.destroy()));

  const sentAt = performance.now();
  await sessions[0]?.post('mutation($input: AddMoneyInput!) { addMoney(input: $input) { message } }', {
    input: { amount: '10.00', idempotencyKey: randomUUID() },
  });
  const answeredAt = performance.now();
  await until(() => deliveries >= SOCKETS, `${SOCKETS} deliveries`, 60_000).catch((error) =>
    console.error(String(error)),
  );
  const latencies = receivedAt
    .filter((at) => at !== undefined)
    .map((at) => at - answeredAt)
    .sort((a, b) => a - b);
  const round = (/** @type {number} */ ms) => Math.round(ms);
  const result = {
    sockets: SOCKETS,
    sessions: sessionCount,
    database: api.database.driver,
    delivered: deliveries,
    allDelivered: deliveries === SOCKETS,
    openSocketsS: +(openMs / 1000).toFixed(1),
    depositRoundTripMs: round(answeredAt - sentAt),
    apiEventMs: apiEventAt === 0 ? null : round(apiEventAt - answeredAt),
    deliveryMs: {
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? Number.NaN),
    },
    bffRssMiB: { before: +(rssBefore / 2 ** 20).toFixed(1), withSockets: +(rssOpen / 2 ** 20).toFixed(1) },
    bffRssPerSocketKiB: +((rssOpen - rssBefore) / SOCKETS / 1024).toFixed(1),
  };
  console.log(JSON.stringify(result, null, 2));
  return result.allDelivered;
}

let succeeded = false;
try {
  succeeded = await main();
} catch (error) {
  console.error('live:load:', error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
  clearTimeout(limit);
}
process.exit(succeeded ? 0 : 1);
