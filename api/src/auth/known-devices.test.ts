// The wallet_device cookie and "New sign-in to your Wallet" (docs/settings.md): the first browser of an account is
// recorded quietly, the same browser again is known, a second browser is told by mail (when security mail is on).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDevices } from '../db/schema';
import type { JsonAnswer } from '../test/accounts';
import { callJson, createAccount, post, sessionCookieFrom } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { mailWithSubject, patchNotifications, subjectsTo } from '../test/two-factor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const NEW_SIGN_IN = 'New sign-in to your Wallet';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** A sign-in from a browser: its wallet_device cookie (if it has one), its User-Agent and its address. */
function signInFrom(
  account: { email: string; password: string },
  browser: { deviceCookie?: string; userAgent?: string; ip?: string } = {},
): Promise<JsonAnswer> {
  return callJson(api, 'POST', '/auth/login', {
    body: { email: account.email, password: account.password },
    cookie: browser.deviceCookie,
    headers: {
      ...(browser.userAgent === undefined ? {} : { 'User-Agent': browser.userAgent }),
      // The api trusts the bff on loopback to name the browser's address.
      ...(browser.ip === undefined ? {} : { 'X-Forwarded-For': browser.ip }),
    },
  });
}

function deviceCookieFrom(answer: JsonAnswer): string | undefined {
  return answer.cookies.find((cookie) => cookie.startsWith('wallet_device='));
}

/** "wallet_device=…", ready to send back. */
function deviceCookieOf(answer: JsonAnswer): string {
  const cookie = deviceCookieFrom(answer);
  if (cookie === undefined) throw new Error(`no wallet_device cookie in the answer (${answer.status})`);
  return cookie.split(';')[0] ?? '';
}

const devicesOf = (userId: string) =>
  api.db.select().from(knownDevices).where(eq(knownDevices.userId, userId));

describe('the wallet_device cookie', () => {
  it('when a browser without the cookie signs in, then it gets a one-year httpOnly, SameSite=Lax cookie whose SHA-256 is recorded', async () => {
    const account = await createAccount(api);

    const answer = await signInFrom(account);

    expect(answer.status).toBe(200);
    const cookie = deviceCookieFrom(answer) ?? '';
    expect(cookie).toMatch(/^wallet_device=[A-Za-z0-9_-]{22};/);
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain('max-age=31536000');
    expect(attributes).not.toContain('secure');
    const id = deviceCookieOf(answer).slice('wallet_device='.length);
    const devices = await devicesOf(account.id);
    expect(devices).toHaveLength(1);
    expect(devices[0]?.deviceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(devices[0]?.deviceHash).not.toContain(id);
  });

  it('when the same browser signs in again, then no new cookie is set and the device is only touched', async () => {
    const account = await createAccount(api);
    const deviceCookie = deviceCookieOf(await signInFrom(account));
    const [before] = await devicesOf(account.id);

    const again = await signInFrom(account, { deviceCookie });

    expect(again.status).toBe(200);
    expect(deviceCookieFrom(again)).toBeUndefined();
    const devices = await devicesOf(account.id);
    expect(devices).toHaveLength(1);
    expect(devices[0]?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before?.lastSeenAt.getTime() ?? 0);
  });

  it('when the cookie is not one the api could have made, then it counts as none and a new one is set', async () => {
    const account = await createAccount(api);

    const answer = await signInFrom(account, { deviceCookie: 'wallet_device=not-a-device-id' });

    expect(deviceCookieFrom(answer)).toMatch(/^wallet_device=[A-Za-z0-9_-]{22};/);
    expect(await devicesOf(account.id)).toHaveLength(1);
  });

  it('when the password is wrong, then no cookie is set and no device is recorded', async () => {
    const account = await createAccount(api);

    const answer = await signInFrom({ ...account, password: 'Wrong1!pass' });

    expect(answer.status).toBe(401);
    expect(answer.cookies).toEqual([]);
    expect(await devicesOf(account.id)).toEqual([]);
  });

  it('when the api runs with NODE_ENV=production, then the device cookie is Secure', async () => {
    const production = await startTestApi({ env: { NODE_ENV: 'production' } });
    try {
      const account = await createAccount(production);
      const answer = await post(production, '/auth/login', {
        email: account.email,
        password: account.password,
      });
      expect(deviceCookieFrom(answer)).toMatch(/; Secure/);
    } finally {
      await production.close();
    }
  });
});

describe('"New sign-in to your Wallet"', () => {
  it('when a second browser signs in, then the person gets a mail with the time, the browser and the address', async () => {
    const account = await createAccount(api, { name: 'Nina <New>' });
    const first = await signInFrom(account);
    expect((await signInFrom(account, { deviceCookie: deviceCookieOf(first) })).status).toBe(200);
    const before = Date.now();

    const second = await signInFrom(account, { userAgent: FIREFOX, ip: '203.0.113.7' });

    expect(second.status).toBe(200);
    const mail = await mailWithSubject(api, account.email, NEW_SIGN_IN);
    expect(mail.text).toContain('Hello Nina <New>,');
    expect(mail.text).toContain(`Browser: ${FIREFOX}`);
    expect(mail.text).toContain('IP address: 203.0.113.7');
    const time = /Time: (.+)/.exec(mail.text)?.[1] ?? '';
    expect(Math.abs(Date.parse(time) - before)).toBeLessThan(60_000);
    expect(mail.html).toContain('Hello Nina &lt;New&gt;,');
    expect(mail.html).not.toContain('<New>');
    // Only the second browser is news: exactly one such mail.
    expect((await subjectsTo(api, account.email)).filter((subject) => subject === NEW_SIGN_IN)).toHaveLength(
      1,
    );
  });

  it('when the first browser of an account signs in, again and again, then no mail is sent', async () => {
    const account = await createAccount(api);
    const deviceCookie = deviceCookieOf(await signInFrom(account));
    await signInFrom(account, { deviceCookie });
    // The sentinel: a second browser's mail, after which any earlier mail would have arrived too.
    await signInFrom(account);

    await mailWithSubject(api, account.email, NEW_SIGN_IN);
    expect(await subjectsTo(api, account.email)).toEqual([NEW_SIGN_IN]);
  });

  it('when the person turned security mail off, then a second browser sends nothing', async () => {
    const account = await createAccount(api);
    const first = await signInFrom(account);
    const session = sessionCookieFrom(first);
    expect((await patchNotifications(api, { securityAlerts: false }, session)).status).toBe(200);

    expect((await signInFrom(account, { userAgent: FIREFOX })).status).toBe(200);
    // Turned on again, a third browser is told: the sentinel for the second's silence.
    await patchNotifications(api, { securityAlerts: true }, session);
    await signInFrom(account, { userAgent: 'Third browser' });

    const mail = await mailWithSubject(api, account.email, NEW_SIGN_IN);
    expect(mail.text).toContain('Browser: Third browser');
    expect(await subjectsTo(api, account.email)).toEqual([NEW_SIGN_IN]);
  });

  it('when a browser another person used signs this person in for the first time, then they get no mail', async () => {
    const owner = await createAccount(api);
    const guest = await createAccount(api);
    const deviceCookie = deviceCookieOf(await signInFrom(owner));

    await signInFrom(guest, { deviceCookie });
    await signInFrom(guest);

    await mailWithSubject(api, guest.email, NEW_SIGN_IN);
    expect(await subjectsTo(api, guest.email)).toEqual([NEW_SIGN_IN]);
    expect(await devicesOf(guest.id)).toHaveLength(2);
  });
});
