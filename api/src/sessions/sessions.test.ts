// Sessions: logout revokes, forged/expired/revoked cookies get 401 and are cleared, the idle rule, and password changes.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { callJson, createAccount, post, signIn, tokenOf } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { hashSessionToken, newSessionToken } from './session-token';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const me = (cookie?: string) => callJson(api, 'GET', '/users/me', { cookie });

async function sessionOf(cookie: string) {
  const [session] = await api.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(tokenOf(cookie))));
  if (session === undefined) throw new Error('no session row for this cookie');
  return session;
}

/** Moves a session's clock: its last use and expiry, as if time had passed. */
async function setSessionTimes(cookie: string, times: { lastSeenAgo: string; expiresIn: string }) {
  await api.db
    .update(sessions)
    .set({
      lastSeenAt: sql`now() - ${times.lastSeenAgo}::interval`,
      expiresAt: sql`now() + ${times.expiresIn}::interval`,
    })
    .where(eq(sessions.tokenHash, hashSessionToken(tokenOf(cookie))));
}

function expectCleared(cookies: string[]) {
  expect(cookies).toHaveLength(1);
  expect(cookies[0]).toMatch(
    /^wallet_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
  );
}

describe('signed-in routes', () => {
  it('when no cookie is sent, then 401 "You are not signed in" and nothing is set', async () => {
    const answer = await me();
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      success: false,
      message: 'You are not signed in',
      data: { code: 'UNAUTHENTICATED' },
    });
    expect(answer.cookies).toEqual([]);
  });

  it.each([
    ['a random well-formed token', `wallet_session=${newSessionToken()}`],
    ['garbage', 'wallet_session=garbage'],
    ['an empty value', 'wallet_session='],
  ])('when the cookie holds %s, then 401 and a forged cookie is cleared', async (_label, cookie) => {
    const answer = await me(cookie);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('You are not signed in');
    if (cookie !== 'wallet_session=') expectCleared(answer.cookies);
  });

  it('when one character of a real token is changed, then 401', async () => {
    const real = await signIn(api, await createAccount(api));
    const tampered = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    const answer = await me(tampered);
    expect(answer.status).toBe(401);
    expectCleared(answer.cookies);
    expect((await me(real)).status).toBe(200);
  });

  it('when the cookie carries the token hash instead of the token, then it is refused', async () => {
    const cookie = await signIn(api, await createAccount(api));
    const answer = await me(`wallet_session=${(await sessionOf(cookie)).tokenHash}`);
    expect(answer.status).toBe(401);
  });

  it('when a session has expired, then 401 and the cookie is cleared', async () => {
    const cookie = await signIn(api, await createAccount(api), true);
    expect((await me(cookie)).status).toBe(200);

    await setSessionTimes(cookie, { lastSeenAgo: '1 minute', expiresIn: '-1 second' });

    const answer = await me(cookie);
    expect(answer.status).toBe(401);
    expectCleared(answer.cookies);
  });

  it('when a browser session has been idle 12 hours, then it has ended', async () => {
    const cookie = await signIn(api, await createAccount(api));
    // As login left it: expiry 12 h after the last use, which was 12 h and 1 minute ago.
    await setSessionTimes(cookie, { lastSeenAgo: '12 hours 1 minute', expiresIn: '-1 minute' });
    expect((await me(cookie)).status).toBe(401);
  });

  it('when a browser session is used within 12 hours, then its expiry slides to 12 hours from now', async () => {
    const cookie = await signIn(api, await createAccount(api));
    await setSessionTimes(cookie, { lastSeenAgo: '11 hours 59 minutes', expiresIn: '1 minute' });

    expect((await me(cookie)).status).toBe(200);

    const session = await sessionOf(cookie);
    expect(Date.now() - session.lastSeenAt.getTime()).toBeLessThan(60_000);
    const leftMs = session.expiresAt.getTime() - Date.now();
    expect(leftMs).toBeGreaterThan(12 * 60 * 60 * 1000 - 60_000);
  });

  it('when a session was used less than a minute ago, then the request does not write to it', async () => {
    const cookie = await signIn(api, await createAccount(api));
    await setSessionTimes(cookie, { lastSeenAgo: '30 seconds', expiresIn: '11 hours' });
    const before = await sessionOf(cookie);

    expect((await me(cookie)).status).toBe(200);

    const after = await sessionOf(cookie);
    expect(after.lastSeenAt).toEqual(before.lastSeenAt);
    expect(after.expiresAt).toEqual(before.expiresAt);
  });

  it('when a remembered session is idle for 13 hours, then it still works, and its 30-day end does not move', async () => {
    const cookie = await signIn(api, await createAccount(api), true);
    await setSessionTimes(cookie, { lastSeenAgo: '13 hours', expiresIn: '20 days' });
    const before = await sessionOf(cookie);

    expect((await me(cookie)).status).toBe(200);

    const after = await sessionOf(cookie);
    expect(after.expiresAt).toEqual(before.expiresAt);
    expect(after.lastSeenAt.getTime()).toBeGreaterThan(before.lastSeenAt.getTime());
  });
});

describe('POST /auth/logout', () => {
  it('when a person logs out, then the session is revoked, the cookie cleared, and the old cookie gets 401', async () => {
    const cookie = await signIn(api, await createAccount(api));

    const answer = await post(api, '/auth/logout', undefined, cookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Logged out successfully', data: null });
    expectCleared(answer.cookies);
    expect((await sessionOf(cookie)).revokedAt).toBeInstanceOf(Date);
    expect((await me(cookie)).status).toBe(401);
  });

  it('when logout is called without a session or with a dead one, then it still answers 200', async () => {
    expect((await post(api, '/auth/logout')).status).toBe(200);
    expect((await post(api, '/auth/logout', undefined, 'wallet_session=nonsense')).status).toBe(200);
  });

  it('when one browser logs out, then the person stays signed in on another', async () => {
    const account = await createAccount(api);
    const phone = await signIn(api, account);
    const laptop = await signIn(api, account);

    await post(api, '/auth/logout', undefined, phone);

    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
  });
});

describe('POST /auth/change-password', () => {
  it('when the current password is right, then it changes, this session stays, and every other session ends', async () => {
    const account = await createAccount(api);
    const here = await signIn(api, account);
    const elsewhere = await signIn(api, account, true);

    const answer = await post(
      api,
      '/auth/change-password',
      { currentPassword: account.password, newPassword: 'N3w!password' },
      here,
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Password changed successfully!', data: null });
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect(
      (await post(api, '/auth/login', { email: account.email, password: account.password })).status,
    ).toBe(401);
    expect((await post(api, '/auth/login', { email: account.email, password: 'N3w!password' })).status).toBe(
      200,
    );
  });

  it('when the current password is wrong, then 400 "Current password is incorrect" and nothing changes', async () => {
    const account = await createAccount(api);
    const here = await signIn(api, account);
    const elsewhere = await signIn(api, account);

    const answer = await post(
      api,
      '/auth/change-password',
      { currentPassword: 'Wrong1!pass', newPassword: 'N3w!password' },
      here,
    );

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'Current password is incorrect',
      data: { code: 'CURRENT_PASSWORD_INCORRECT', field: 'currentPassword' },
    });
    expect((await me(elsewhere)).status).toBe(200);
    expect(
      (await post(api, '/auth/login', { email: account.email, password: account.password })).status,
    ).toBe(200);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'N3w!password' }, 'currentPassword', 'Current password is required'],
    [{ newPassword: 'N3w!password' }, 'currentPassword', 'Current password is required'],
    [
      { currentPassword: 'x', newPassword: 'Sh0rt!' },
      'newPassword',
      'Password must be at least 8 characters',
    ],
    [
      { currentPassword: 'x', newPassword: 'nouppercase1!' },
      'newPassword',
      'Password must contain at least one uppercase letter',
    ],
    [
      { currentPassword: 'x', newPassword: 'NOLOWERCASE1!' },
      'newPassword',
      'Password must contain at least one lowercase letter',
    ],
    [
      { currentPassword: 'x', newPassword: 'NoNumbers!!' },
      'newPassword',
      'Password must contain at least one number',
    ],
    [
      { currentPassword: 'x', newPassword: 'NoSpecial123' },
      'newPassword',
      'Password must contain at least one special character',
    ],
  ])('when the form is %o, then 400 names %s: "%s"', async (body, field, message) => {
    const cookie = await signIn(api, await createAccount(api));
    const answer = await post(api, '/auth/change-password', body, cookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message, data: { code: 'VALIDATION_FAILED', field } });
  });

  it('when no one is signed in, then 401', async () => {
    const answer = await post(api, '/auth/change-password', {
      currentPassword: 'x',
      newPassword: 'N3w!password',
    });
    expect(answer.status).toBe(401);
  });
});
