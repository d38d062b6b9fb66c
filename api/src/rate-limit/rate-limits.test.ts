// Rate limits: the hourly code limit, the wider per-IP sign-in limit (X-Forwarded-For from the local bff), and Redis as the shared store.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { callJson, createAccount, post, uniqueEmail } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { consumeOrRefuse, createRateLimitStore, inWholeUnits, RATE_LIMIT_RULES } from './rate-limits';

const logger = createLogger({ logLevel: 'silent' });
// The Redis tests need a server: they run when REDIS_URL is set (.ci/run sets it) and are reported as skipped by
// `npm test`'s summary otherwise. Redis is optional in production too: without it the limits live in memory.
const REDIS_URL = process.env.REDIS_URL;

describe('limits in memory', () => {
  it('when an address asks for 11 codes in an hour, then the 11th is refused with the minutes to wait', async () => {
    const store = createRateLimitStore({ redisUrl: undefined, redisKeyPrefix: 'unused:' }, logger);
    const refuse = (seconds: number) => `Try again in ${inWholeUnits(seconds, 'minute')}.`;
    for (let request = 1; request <= 10; request += 1) {
      await consumeOrRefuse(store.limiters.codeHourlyPerAddress, 'verify_email:a@example.com', refuse);
    }
    await expect(
      consumeOrRefuse(store.limiters.codeHourlyPerAddress, 'verify_email:a@example.com', refuse),
    ).rejects.toMatchObject({ status: 429, message: 'Try again in 60 minutes.', retryAfterSeconds: 3600 });
    // Another address has its own count.
    await consumeOrRefuse(store.limiters.codeHourlyPerAddress, 'verify_email:b@example.com', refuse);
    await store.close();
  });

  it('when RATE_LIMIT_CODES_PER_IP sets the code requests per address, then the next one past it is refused', async () => {
    const store = createRateLimitStore(
      { redisUrl: undefined, redisKeyPrefix: 'unused:', codeRequestsPerIp: 3 },
      logger,
    );
    const refuse = (seconds: number) => `Try again in ${inWholeUnits(seconds, 'minute')}.`;
    for (let request = 1; request <= 3; request += 1) {
      await consumeOrRefuse(store.limiters.codePerIp, '127.0.0.1', refuse);
    }
    await expect(consumeOrRefuse(store.limiters.codePerIp, '127.0.0.1', refuse)).rejects.toMatchObject({
      status: 429,
      message: 'Try again in 60 minutes.',
    });
    await store.close();
  });

  it('when RATE_LIMIT_LOGIN_BURST_PER_ACCOUNT sets the burst of sign-ins to an account, then the next one past it is refused', async () => {
    const store = createRateLimitStore(
      { redisUrl: undefined, redisKeyPrefix: 'unused:', loginBurstPerAccount: 12 },
      logger,
    );
    const refuse = (seconds: number) => `Try again in ${inWholeUnits(seconds, 'minute')}.`;
    for (let request = 1; request <= 12; request += 1) {
      await consumeOrRefuse(store.limiters.loginBurstPerAccount, 'admin@wallet.local', refuse);
    }
    await expect(
      consumeOrRefuse(store.limiters.loginBurstPerAccount, 'admin@wallet.local', refuse),
    ).rejects.toMatchObject({ status: 429, message: 'Try again in 1 minute.' });
    await store.close();
  });

  it('when the rules are read, then they are the documented ones', () => {
    expect(RATE_LIMIT_RULES.loginPerAccount).toEqual({ points: 10, durationSeconds: 900 });
    expect(RATE_LIMIT_RULES.loginBurstPerAccount).toEqual({ points: 10, durationSeconds: 60 });
    expect(RATE_LIMIT_RULES.codeBurstPerAddress).toEqual({ points: 1, durationSeconds: 5 });
    expect(RATE_LIMIT_RULES.codeHourlyPerAddress).toEqual({ points: 10, durationSeconds: 3600 });
    expect(RATE_LIMIT_RULES.loginPerIp.points).toBeGreaterThan(RATE_LIMIT_RULES.loginPerAccount.points);
  });

  it('when a time is put in words, then it is rounded up and singular at 1', () => {
    expect(inWholeUnits(1, 'second')).toBe('1 second');
    expect(inWholeUnits(4.2, 'second')).toBe('5 seconds');
    expect(inWholeUnits(1, 'minute')).toBe('1 minute');
    expect(inWholeUnits(61, 'minute')).toBe('2 minutes');
    expect(inWholeUnits(900, 'minute')).toBe('15 minutes');
  });
});

describe('sign-in limit per client address, through the bff', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });

  afterAll(async () => {
    await api.close();
  });

  const loginFrom = (forwardedFor: string, email: string, password = 'Wrong1!pass') =>
    callJson(api, 'POST', '/auth/login', {
      body: { email, password },
      headers: { 'X-Forwarded-For': forwardedFor },
    });

  it('when one client address tries many accounts, then past the per-IP limit it gets 429, and other addresses do not', async () => {
    const limit = RATE_LIMIT_RULES.loginPerIp.points;
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      // A new e-mail each time, so the per-account limit never applies.
      expect((await loginFrom('203.0.113.7', uniqueEmail('spray'))).status).toBe(401);
    }

    const over = await loginFrom('203.0.113.7', uniqueEmail('spray'));
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);

    const account = await createAccount(api);
    expect((await loginFrom('203.0.113.8', account.email, account.password)).status).toBe(200);
  });
});

describe.skipIf(REDIS_URL === undefined)('limits in Redis (REDIS_URL)', () => {
  const redisUrl = REDIS_URL ?? '';
  const prefix = `wallet-test-${randomBytes(6).toString('hex')}:`;
  let api: TestApi;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    api = await startTestApi({ env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } });
  });

  afterAll(async () => {
    await api.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('when 11 rapid sign-ins hit one account, then the 11th gets 429 and the counts live in Redis under the prefix', async () => {
    const account = await createAccount(api);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await post(api, '/auth/login', { email: account.email, password: 'Wrong1!pass' })).status).toBe(
        401,
      );
    }

    const eleventh = await post(api, '/auth/login', { email: account.email, password: account.password });

    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('Too many login attempts. Please try again in 15 minutes.');
    const accountKey = `${prefix}loginPerAccount:${account.email}`;
    // The 11th stopped at its (account, address) pair, counted before the account-wide count.
    expect(await redis.get(accountKey)).toBe('10');
    expect(
      await redis.get(`${prefix}loginPerAccountAndIp:${JSON.stringify([account.email, '127.0.0.1'])}`),
    ).toBe('11');
    expect(await redis.pttl(accountKey)).toBeGreaterThan(14 * 60 * 1000);
  });

  it('when 12 addresses fail for one account, then its known browser still signs in and the pair counts live in Redis', async () => {
    const account = await createAccount(api);
    const signInFrom = (address: string, password: string, cookie?: string) =>
      callJson(api, 'POST', '/auth/login', {
        body: { email: account.email, password },
        headers: { 'X-Forwarded-For': address, ...(cookie === undefined ? {} : { Cookie: cookie }) },
      });
    const owner = await signInFrom('192.0.2.40', account.password);
    const browser = owner.cookies.find((cookie) => cookie.startsWith('wallet_device='))?.split(';')[0];
    for (let index = 1; index <= 12; index += 1) await signInFrom(`203.0.113.${200 + index}`, 'Wrong1!pass');

    expect((await signInFrom('192.0.2.40', account.password, browser)).status).toBe(200);
    expect((await signInFrom('198.51.100.40', account.password)).status).toBe(429);
    expect(
      await redis.get(`${prefix}loginPerAccountAndIp:${JSON.stringify([account.email, '203.0.113.201'])}`),
    ).toBe('1');
  });

  it('when a second api process shares the Redis, then it sees the same counts', async () => {
    const store = createRateLimitStore({ redisUrl, redisKeyPrefix: prefix }, logger);
    try {
      const email = uniqueEmail();
      // The api counts the request in Redis before it answers.
      await post(api, '/auth/resend-verification', { email });
      await expect(
        consumeOrRefuse(
          store.limiters.codeBurstPerAddress,
          `verify_email:${email}`,
          (seconds) => `wait ${seconds}`,
        ),
      ).rejects.toMatchObject({ status: 429 });
    } finally {
      await store.close();
    }
  });
});

describe('limits when Redis is down', () => {
  const prefix = `wallet-test-${randomBytes(6).toString('hex')}:`;

  it('when Redis cannot be reached, then limits fall back to memory and requests still get answers', async () => {
    const store = createRateLimitStore({ redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: prefix }, logger);
    try {
      const refuse = (seconds: number) => `wait ${seconds}`;
      await consumeOrRefuse(store.limiters.codeBurstPerAddress, 'offline', refuse);
      await expect(
        consumeOrRefuse(store.limiters.codeBurstPerAddress, 'offline', refuse),
      ).rejects.toMatchObject({
        status: 429,
      });
    } finally {
      await store.close();
    }
  });
});
