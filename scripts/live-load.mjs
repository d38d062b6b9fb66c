// Bounded local load for live updates (docs/live.md): one api (in this process, PGlite unless DATABASE_URL), one bff
// in a child process, N idle sockets (default 2,000) each with a myWalletChanged subscription, then one deposit whose
// wallet event reaches them all. Reports the delivery p50/p99 (deposit answered → value received) and the bff's RSS
// per socket (its RSS with the sockets open minus before, over N). Run with `npm run live:load [-- --sockets 500]`.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApi } from '../api/src/test/harness.ts';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../api/src/db/schema.ts';
import { REGISTER, SEND_VERIFICATION_CODE, testPerson, VERIFY_EMAIL } from '../bff/src/test/accounts.ts';
import { Browser } from '../bff/src/test/browser.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { sockets: { type: 'string', default: '2000' } } });
const SOCKETS = Number(values.sockets);
if (!Number.isInteger(SOCKETS) || SOCKETS < 1 || SOCKETS > 10_000) throw new Error('--sockets: 1 to 10000');
const PER_SESSION = 5;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {number | undefined} pid */
function rssBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/**
 * @param {number[]} sorted
 * @param {number} p
 * @returns {number}
 */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * @param {() => boolean | Promise<boolean>} condition
 * @param {string} what
 */
async function until(condition, what) {
  for (let tries = 0; !(await condition()); tries += 1) {
    if (tries > 1200) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers the person and verifies the e-mail with the code the api wrote to its outbox. */
/**
 * @param {Browser} browser
 * @param {import('../bff/src/test/accounts.ts').TestPerson} person
 */
async function signUp(browser, person) {
  await browser.post({ query: REGISTER, variables: { input: person } });
  await browser.post({ query: SEND_VERIFICATION_CODE, variables: { email: person.email } });
  /** @type {string | undefined} */
  let otp;
  await until(async () => {
    const mails = await api.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, person.email))
      .orderBy(desc(outbox.createdAt));
    otp = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
    return otp !== undefined;
  }, 'the verification mail');
  const verified = await browser.post({ query: VERIFY_EMAIL, variables: { email: person.email, otp } });
  if (verified.body.errors) throw new Error(JSON.stringify(verified.body.errors));
}

const api = await startTestApi({
  env: { RATE_LIMIT_LOGIN_PER_IP: '100000', RATE_LIMIT_MONEY_PER_MINUTE: '1000' },
});
const port = await freePort();
const bffUrl = `http://127.0.0.1:${port}`;
const bff = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    API_URL: api.url,
    LIVE_SOCKETS_PER_ADDRESS: String(SOCKETS + 100),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
/** @type {import('graphql-ws').Client[]} */
const clients = [];
try {
  await until(
    () =>
      fetch(`${bffUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    'the bff',
  );
  const person = testPerson('liveload', { phone: '01712349999' });
  const first = new Browser(bffUrl);
  await signUp(first, person);
  const login = `mutation($input: LoginInput!) { login(input: $input) { message } }`;
  const sessions = [];
  for (let index = 0; index < Math.ceil(SOCKETS / PER_SESSION); index += 1) {
    const browser = new Browser(bffUrl);
    // One person signs in N/5 times: the per-account sign-in windows are cleared as a test does.
    await api.rateLimiters.loginBurstPerAccount.delete(person.email);
    await api.rateLimiters.loginPerAccount.delete(person.email);
    const answer = await browser.post({
      query: login,
      variables: { input: { email: person.email, password: person.password } },
    });
    if (answer.body.errors)
      throw new Error(`sign-in ${index + 1}: ${JSON.stringify(answer.body.errors[0].message)}`);
    sessions.push(browser);
  }
  const rssBefore = rssBytes(bff.pid);

  /** @type {number[]} */
  const received = [];
  let depositAnsweredAt = 0;
  /** @type {Promise<void>[]} */
  const subscribed = [];
  for (let index = 0; index < SOCKETS; index += 1) {
    const cookie = sessions[Math.floor(index / PER_SESSION)].jar.header();
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
    });
    clients.push(client);
    subscribed.push(
      new Promise((resolve, reject) => {
        const off = client.on('connected', () => (off(), resolve()));
        client.on('closed', (event) =>
          reject(new Error(`socket ${index} closed ${event.code} ${event.reason}`)),
        );
      }),
    );
    client.subscribe(
      { query: 'subscription { myWalletChanged { balance } }' },
      {
        next: () => received.push(performance.now() - depositAnsweredAt),
        error: () => {},
        complete: () => {},
      },
    );
    if (index % 50 === 49) await Promise.all(subscribed.slice(index - 49));
  }
  await Promise.all(subscribed);
  // The subscribe messages follow each ack; give the bff a moment to register the last of them.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssOpen = rssBytes(bff.pid);

  const deposit = `mutation($input: AddMoneyInput!) { addMoney(input: $input) { message } }`;
  const answer = await sessions[0].post({
    query: deposit,
    variables: { input: { amount: '10.00', idempotencyKey: randomUUID() } },
  });
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  depositAnsweredAt = performance.now();
  await until(() => received.length >= SOCKETS, `${SOCKETS} deliveries (got ${received.length})`);
  const sorted = received.slice().sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        sockets: SOCKETS,
        delivered: received.length,
        deliveryMs: {
          p50: Math.round(percentile(sorted, 50)),
          p99: Math.round(percentile(sorted, 99)),
          max: Math.round(sorted.at(-1)),
        },
        bffRssMiB: {
          before: +(rssBefore / 2 ** 20).toFixed(1),
          withSockets: +(rssOpen / 2 ** 20).toFixed(1),
        },
        bffRssPerSocketKiB: +((rssOpen - rssBefore) / SOCKETS / 1024).toFixed(1),
      },
      null,
      2,
    ),
  );
} finally {
  for (const client of clients) void client.dispose();
  bff.kill('SIGTERM');
  await new Promise((resolve) => bff.once('exit', resolve));
  await api.close();
}
