// Passwords and codes tried behind a session (RATE_LIMIT_RULES.secretChecksPerUser): change password, close account,
// two-factor on and off each refuse the 11th try in 15 minutes with 429, one count per person, cleared by a success.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@wallet/common/auth';
import { settingsMessages } from '@wallet/common/settings';
import { twoFactor, users } from '../db/schema';
import { RATE_LIMIT_RULES } from '../rate-limit/rate-limits';
import { appCode, enrolTwoFactor } from '../test/two-factor';
import type { JsonAnswer } from '../test/accounts';
import { otherCode, post, signedInAccount } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const WRONG_PASSWORD = 'Wrong1!pass';
const NEW_PASSWORD = 'N3w!password';
const TRIES = RATE_LIMIT_RULES.secretChecksPerUser.points;

const changePassword = (cookie: string, currentPassword: string) =>
  post(api, '/auth/change-password', { currentPassword, newPassword: NEW_PASSWORD }, cookie);
const closeAccount = (cookie: string, password: string) => post(api, '/users/me/close', { password }, cookie);
const setup = (cookie: string) => post(api, '/settings/two-factor/setup', undefined, cookie);
const enable = (cookie: string, code: string) => post(api, '/settings/two-factor/enable', { code }, cookie);
const disable = (cookie: string, password: string, code: string) =>
  post(api, '/settings/two-factor/disable', { password, code }, cookie);

/** The 429 of this limit: the message in whole minutes, and Retry-After within the 15-minute window. */
function expectTooMany(answer: JsonAnswer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    success: false,
    message: 'Too many attempts. Please try again in 15 minutes.',
    data: { code: 'TOO_MANY_REQUESTS' },
  });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

async function closedAtOf(userId: string) {
  const [row] = await api.db.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, userId));
  return row?.closedAt;
}

async function twoFactorOf(userId: string) {
  const [row] = await api.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

describe('the rule', () => {
  it('when it is read, then it allows 10 tries in 15 minutes', () => {
    expect(RATE_LIMIT_RULES.secretChecksPerUser).toEqual({ points: 10, durationSeconds: 900 });
  });
});

describe('POST /auth/change-password', () => {
  it('when the current password is wrong 10 times, then the 11th try is refused with 429, even with the right password, and it stays unchanged', async () => {
    const { account, cookie } = await signedInAccount(api);
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const answer = await changePassword(cookie, WRONG_PASSWORD);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(authMessages.currentPasswordWrong);
    }

    expectTooMany(await changePassword(cookie, WRONG_PASSWORD));
    // Refused before the check: the right password waits as well.
    expectTooMany(await changePassword(cookie, account.password));

    const signIn = await post(api, '/auth/login', { email: account.email, password: account.password });
    expect(signIn.status).toBe(200);
  });

  it('when the right password comes after 9 wrong ones, then the count starts afresh: 10 more wrong tries before the 429', async () => {
    const { account, cookie } = await signedInAccount(api);
    for (let attempt = 1; attempt < TRIES; attempt += 1) {
      expect((await changePassword(cookie, WRONG_PASSWORD)).status).toBe(400);
    }
    expect((await changePassword(cookie, account.password)).status).toBe(200);

    // Without the reset, the first of these would be the 11th try.
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      expect((await changePassword(cookie, WRONG_PASSWORD)).status).toBe(400);
    }
    expectTooMany(await changePassword(cookie, WRONG_PASSWORD));
  });
});

describe('POST /users/me/close', () => {
  it('when the password is wrong 10 times, then the 11th try is refused with 429 and the account stays open', async () => {
    const { account, cookie } = await signedInAccount(api);
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const answer = await closeAccount(cookie, WRONG_PASSWORD);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(settingsMessages.passwordWrong);
    }

    expectTooMany(await closeAccount(cookie, WRONG_PASSWORD));

    expect(await closedAtOf(account.id)).toBeNull();
  });
});

describe('POST /settings/two-factor/enable', () => {
  it('when the code is wrong 10 times, then the 11th try is refused with 429 and two-factor stays pending', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = (await setup(cookie)).body.data as { secret: string };
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const answer = await enable(cookie, otherCode(appCode(secret)));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(settingsMessages.invalidTwoFactorCode);
    }

    expectTooMany(await enable(cookie, otherCode(appCode(secret))));

    expect(await twoFactorOf(account.id)).toMatchObject({ enabledAt: null });
  });
});

describe('POST /settings/two-factor/disable', () => {
  it('when wrong passwords and, with the right password, wrong codes make 10 tries, then the 11th is refused with 429 and two-factor stays on', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);
    const wrongCode = otherCode(appCode(secret, 30));
    for (let attempt = 1; attempt <= TRIES / 2; attempt += 1) {
      const answer = await disable(cookie, WRONG_PASSWORD, appCode(secret, 30));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(settingsMessages.passwordWrong);
    }
    // A right password does not clear the count while the code is wrong: the code can be guessed no faster.
    for (let attempt = 1; attempt <= TRIES / 2; attempt += 1) {
      const answer = await disable(cookie, account.password, wrongCode);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(settingsMessages.invalidTwoFactorCode);
    }

    expectTooMany(await disable(cookie, account.password, wrongCode));

    expect((await twoFactorOf(account.id))?.enabledAt).not.toBeNull();
  });
});

describe('one count per person', () => {
  it('when the 10 tries are spread over three routes, then the 11th on any is refused, and another person is not affected', async () => {
    const { account, cookie } = await signedInAccount(api);
    const other = await signedInAccount(api);
    const { secret } = (await setup(cookie)).body.data as { secret: string };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await changePassword(cookie, WRONG_PASSWORD)).status).toBe(400);
    }
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await closeAccount(cookie, WRONG_PASSWORD)).status).toBe(400);
    }
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await enable(cookie, otherCode(appCode(secret)))).status).toBe(400);
    }

    expectTooMany(await closeAccount(cookie, account.password));

    expect(await closedAtOf(account.id)).toBeNull();
    expect((await changePassword(other.cookie, WRONG_PASSWORD)).status).toBe(400);
  });
});
