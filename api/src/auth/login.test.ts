// POST /auth/login: who may sign in, the same answer for unknown e-mail and wrong password, cookie flags, and the limit on tries.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { hashSessionToken } from '../sessions/session-token';
import {
  callJson,
  codeIn,
  createAccount,
  latestOutboxMail,
  post,
  sessionCookieFrom,
  signIn,
  tokenOf,
  uniqueEmail,
} from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function sessionOf(cookie: string) {
  const [session] = await api.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(tokenOf(cookie))));
  return session;
}

describe('POST /auth/login', () => {
  it('when a verified user signs in, then 200 returns the account and sets an httpOnly, SameSite=Lax browser-session cookie', async () => {
    const account = await createAccount(api, { name: 'Alice' });

    const answer = await post(api, '/auth/login', { email: account.email, password: account.password });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: 'Login successful',
      data: {
        _id: account.id,
        name: 'Alice',
        email: account.email,
        phone: '01712345678',
        role: 'user',
        isEmailVerified: true,
        isApproved: true,
        createdAt: account.createdAt.toISOString(),
        updatedAt: account.updatedAt.toISOString(),
      },
    });
    // Beside it the browser's wallet_device cookie (docs/settings.md), which known-devices.test.ts looks at.
    expect(answer.cookies).toHaveLength(2);
    const cookie = answer.cookies.find((header) => header.startsWith('wallet_session=')) ?? '';
    expect(cookie).toMatch(/^wallet_session=[A-Za-z0-9_-]{43};/);
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).not.toContain('secure');
    expect(attributes.some((attribute) => attribute.startsWith('max-age'))).toBe(false);
    expect(attributes.some((attribute) => attribute.startsWith('expires'))).toBe(false);
  });

  it('when the session is stored, then only the SHA-256 of the token is kept, with a 12-hour idle expiry', async () => {
    const account = await createAccount(api);
    const before = Date.now();

    const cookie = await signIn(api, account);

    const session = await sessionOf(cookie);
    expect(session).toMatchObject({ userId: account.id, remember: false, revokedAt: null });
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toContain(tokenOf(cookie));
    const idleMs = (session?.expiresAt.getTime() ?? 0) - before;
    expect(idleMs).toBeGreaterThan(12 * 60 * 60 * 1000 - 60_000);
    expect(idleMs).toBeLessThan(12 * 60 * 60 * 1000 + 60_000);
  });

  it('when "remember me" is ticked, then the cookie and the session last 30 days', async () => {
    const account = await createAccount(api);

    const answer = await post(api, '/auth/login', {
      email: account.email,
      password: account.password,
      rememberMe: true,
    });

    const cookie = answer.cookies[0] ?? '';
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const session = await sessionOf(sessionCookieFrom(answer));
    expect(session?.remember).toBe(true);
    const lifetimeMs = (session?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetimeMs).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(lifetimeMs).toBeLessThan(30 * DAY_MS + 60_000);
  });

  it('when the same person signs in twice, then each sign-in gets a new token and session', async () => {
    const account = await createAccount(api);

    const first = await signIn(api, account);
    const second = await signIn(api, account);

    expect(first).not.toBe(second);
    expect((await sessionOf(first))?.id).not.toBe((await sessionOf(second))?.id);
  });

  it('when the e-mail is typed in another case with spaces, then the person still signs in', async () => {
    const account = await createAccount(api);
    const answer = await post(api, '/auth/login', {
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(answer.status).toBe(200);
  });

  it('when the e-mail is unknown or the password wrong, then both answers are the same 401 "Invalid credentials"', async () => {
    const account = await createAccount(api);

    const unknown = await post(api, '/auth/login', {
      email: uniqueEmail('nobody'),
      password: account.password,
    });
    const wrong = await post(api, '/auth/login', { email: account.email, password: 'Wrong1!pass' });

    for (const answer of [unknown, wrong]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        message: 'Invalid credentials',
        data: { code: 'INVALID_CREDENTIALS' },
      });
      expect(answer.cookies).toEqual([]);
    }
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.headers.get('content-length')).toBe(unknown.headers.get('content-length'));
  });

  it('when the account is not verified, then the right password gets 403 "Your account is not verified" and no cookie', async () => {
    const account = await createAccount(api, { isEmailVerified: false });

    const answer = await post(api, '/auth/login', { email: account.email, password: account.password });

    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, message: 'Your account is not verified' });
    expect(answer.cookies).toEqual([]);
  });

  it('when an unverified account gets a wrong password, then it is 401 like any other, revealing nothing', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    const answer = await post(api, '/auth/login', { email: account.email, password: 'Wrong1!pass' });
    expect(answer.status).toBe(401);
  });

  it('when an agent awaits approval, then 403 "Agent not yet approved by admin." and no cookie', async () => {
    const agent = await createAccount(api, { role: 'agent', isApproved: false });

    const answer = await post(api, '/auth/login', { email: agent.email, password: agent.password });

    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, message: 'Agent not yet approved by admin.' });
    expect(answer.cookies).toEqual([]);
  });

  it('when an approved agent is suspended, then sign-in is refused and the live session loses its power at once', async () => {
    const agent = await createAccount(api, { role: 'agent', isApproved: true });
    const cookie = await signIn(api, agent);
    expect((await callJson(api, 'GET', '/users/me', { cookie })).status).toBe(200);

    await api.db.update(users).set({ isApproved: false }).where(eq(users.id, agent.id));

    const me = await callJson(api, 'GET', '/users/me', { cookie });
    expect(me.status).toBe(403);
    expect(me.body.message).toBe('Agent not yet approved by admin.');
    const again = await post(api, '/auth/login', { email: agent.email, password: agent.password });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('Agent not yet approved by admin.');
  });

  it('when an admin signs in, then it works like anyone else', async () => {
    const admin = await createAccount(api, { role: 'admin' });
    const answer = await post(api, '/auth/login', { email: admin.email, password: admin.password });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ role: 'admin' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@example.com', password: '' }, 'password', 'Password is required'],
    [{ email: 'a@example.com' }, 'password', 'Password is required'],
  ])('when the form is %o, then 400 names %s: "%s"', async (body, field, message) => {
    const answer = await post(api, '/auth/login', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message, data: { code: 'VALIDATION_FAILED', field } });
  });

  it('when an account gets 10 failed tries in a row, then the 11th is refused with 429 and when to retry, even with the right password', async () => {
    const account = await createAccount(api);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await post(api, '/auth/login', {
        email: account.email,
        password: `Wrong${attempt}!pass`,
      });
      expect(answer.status).toBe(401);
    }

    const eleventh = await post(api, '/auth/login', { email: account.email, password: account.password });

    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({
      success: false,
      message: 'Too many login attempts. Please try again in 15 minutes.',
      data: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(eleventh.cookies).toEqual([]);
    // Another account from the same address is not locked out by it.
    const other = await createAccount(api);
    expect((await post(api, '/auth/login', { email: other.email, password: other.password })).status).toBe(
      200,
    );
  });

  it('when an address is tried 11 times without an account, then it is limited the same way', async () => {
    const email = uniqueEmail('ghost');
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      statuses.push((await post(api, '/auth/login', { email, password: 'Wrong1!pass' })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('when a person signs in successfully, then earlier failed tries no longer count', async () => {
    const account = await createAccount(api);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await post(api, '/auth/login', { email: account.email, password: 'Wrong1!pass' });
    }
    await signIn(api, account);
    // As if the one-minute burst window had passed; the 15-minute count of failures is what this test is about.
    await api.rateLimiters.loginBurstPerAccount.delete(account.email);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await post(api, '/auth/login', { email: account.email, password: 'Wrong1!pass' })).status).toBe(
        401,
      );
    }
    expect(
      (await post(api, '/auth/login', { email: account.email, password: account.password })).status,
    ).toBe(200);
  });
});

describe('rapid sign-ins that succeed', () => {
  it('when one account signs in 11 times within a minute with the right password, then the 11th gets 429 and no session', async () => {
    const account = await createAccount(api);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(
        (await post(api, '/auth/login', { email: account.email, password: account.password })).status,
      ).toBe(200);
    }
    const sessionsBefore = await api.db.select().from(sessions).where(eq(sessions.userId, account.id));

    const eleventh = await post(api, '/auth/login', { email: account.email, password: account.password });

    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({
      success: false,
      message: 'Too many login attempts. Please try again in 1 minute.',
      data: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(eleventh.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(eleventh.cookies).toEqual([]);
    const sessionsAfter = await api.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
  });
});

describe('the cookie in production', () => {
  it('when the api runs with NODE_ENV=production, then the session cookie is Secure', async () => {
    const production = await startTestApi({ env: { NODE_ENV: 'production' } });
    try {
      const account = await createAccount(production);
      const answer = await post(production, '/auth/login', {
        email: account.email,
        password: account.password,
      });
      expect(answer.cookies[0]).toMatch(/; Secure/);
      const logout = await post(production, '/auth/logout', undefined, sessionCookieFrom(answer));
      expect(logout.cookies[0]).toMatch(/^wallet_session=;.*; Secure/);
    } finally {
      await production.close();
    }
  });
});

describe('the cookies over HTTPS', () => {
  const signInOverHttps = async (target: TestApi) => {
    const account = await createAccount(target);
    return callJson(target, 'POST', '/auth/login', {
      body: { email: account.email, password: account.password },
      // What the bff (or a TLS proxy on this machine) says when the browser came over HTTPS.
      headers: { 'X-Forwarded-Proto': 'https' },
    });
  };

  it('when a trusted proxy says the site is served over HTTPS, then session and device cookies are Secure in any mode', async () => {
    // The api runs with NODE_ENV=test here; before, only production made cookies Secure.
    const answer = await signInOverHttps(api);
    expect(answer.status).toBe(200);
    expect(answer.cookies).toHaveLength(2);
    for (const cookie of answer.cookies) expect(cookie).toMatch(/; Secure/);
    const logout = await callJson(api, 'POST', '/auth/logout', {
      cookie: sessionCookieFrom(answer),
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(logout.cookies[0]).toMatch(/^wallet_session=;.*; Secure/);
  });

  it('when the proxy is not trusted (TRUST_PROXY=none), then its X-Forwarded-Proto changes nothing', async () => {
    const untrusting = await startTestApi({ env: { TRUST_PROXY: 'none' } });
    try {
      const answer = await signInOverHttps(untrusting);
      expect(answer.status).toBe(200);
      for (const cookie of answer.cookies) expect(cookie).not.toMatch(/; Secure/);
    } finally {
      await untrusting.close();
    }
  });
});

describe('lock-out without a denial of service', () => {
  const from = (address: string, deviceCookie?: string) => ({
    'X-Forwarded-For': address,
    ...(deviceCookie === undefined ? {} : { Cookie: deviceCookie }),
  });
  const signInFrom = (account: { email: string }, password: string, headers: Record<string, string>) =>
    callJson(api, 'POST', '/auth/login', { body: { email: account.email, password }, headers });
  const deviceCookieOf = (answer: { cookies: string[] }) => {
    const cookie = answer.cookies.find((header) => header.startsWith('wallet_device='));
    if (cookie === undefined) throw new Error('no wallet_device cookie');
    return cookie.split(';')[0] ?? '';
  };

  it('when 20 failed sign-ins for one account come from 20 addresses, then the owner signs in from a known browser and a new browser is still slowed', async () => {
    const account = await createAccount(api);
    const owner = await signInFrom(account, account.password, from('192.0.2.10'));
    expect(owner.status).toBe(200);
    const ownerBrowser = deviceCookieOf(owner);

    const attempts: number[] = [];
    for (let index = 1; index <= 20; index += 1) {
      attempts.push((await signInFrom(account, 'Wrong1!pass', from(`203.0.113.${index}`))).status);
    }
    // The account-wide counts hold back new browsers after 10 tries (the owner's sign-in counted in the minute's burst).
    expect(attempts.slice(0, 9).every((status) => status === 401)).toBe(true);
    expect(attempts.slice(10).every((status) => status === 429)).toBe(true);

    // The finding: the owner's right password answered 429 for 15 minutes.
    const ownerAgain = await signInFrom(account, account.password, from('192.0.2.10', ownerBrowser));
    expect(ownerAgain.status).toBe(200);
    // Also from another network, as long as it is the browser the account knows.
    expect((await signInFrom(account, account.password, from('192.0.2.77', ownerBrowser))).status).toBe(200);

    // A browser new to the account, from an address never seen, is slowed as the rule says, right password or not.
    const stranger = await signInFrom(account, account.password, from('198.51.100.99'));
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('when a known browser fails 10 times from one address, then that pair is slowed while another known browser elsewhere is not', async () => {
    const account = await createAccount(api);
    const laptop = deviceCookieOf(await signInFrom(account, account.password, from('192.0.2.20')));
    const phone = deviceCookieOf(await signInFrom(account, account.password, from('192.0.2.21')));

    for (let index = 0; index < 10; index += 1) {
      expect((await signInFrom(account, 'Wrong1!pass', from('192.0.2.21', phone))).status).toBe(401);
    }

    expect((await signInFrom(account, account.password, from('192.0.2.21', phone))).status).toBe(429);
    expect((await signInFrom(account, account.password, from('192.0.2.20', laptop))).status).toBe(200);
  });

  it('when a locked-out person resets the password with the e-mailed code, then that browser signs in despite the failures from elsewhere', async () => {
    const account = await createAccount(api);
    for (let index = 1; index <= 12; index += 1) {
      await signInFrom(account, 'Wrong1!pass', from(`203.0.113.${100 + index}`));
    }
    expect((await signInFrom(account, account.password, from('192.0.2.30'))).status).toBe(429);

    const sent = new Date();
    const forgot = await callJson(api, 'POST', '/auth/forgot-password', {
      body: { email: account.email },
      headers: from('192.0.2.30'),
    });
    expect(forgot.status).toBe(200);
    const mail = await latestOutboxMail(api, account.email, { newerThan: sent });
    const newPassword = 'N3w!password';
    const reset = await callJson(api, 'POST', '/auth/reset-password', {
      body: { email: account.email, otp: codeIn(mail?.text ?? ''), newPassword },
      headers: from('192.0.2.30'),
    });
    expect(reset.status).toBe(200);

    const browser = deviceCookieOf(reset);
    expect((await signInFrom(account, newPassword, from('192.0.2.30', browser))).status).toBe(200);
  });
});
