// Two-factor sign-in (docs/settings.md): setup, enable, sign-in with an app code or a recovery code, disable — every
// refusal, codes good once under a row lock, the secret kept encrypted. Codes come from fake time, never waiting.
import { and, eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, settingsMessages } from '@wallet/common/settings';
import { auditLog, recoveryCodes, twoFactor } from '../db/schema';
import { otherCode, post, sessionCookieFrom, signedInAccount } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { useSignInCode } from '../two-factor/two-factor-codes';
import { loadTwoFactorKeys } from '../two-factor/two-factor-keys';
import { appCode, enrolTwoFactor, getSettings, signInWithCode } from '../test/two-factor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const currentStep = () => Math.floor(Date.now() / 30_000);
/** Sign-ins racing with one code: on PostgreSQL, without the row lock more than one would get through. */
const SIMULTANEOUS = 4;

async function twoFactorRowOf(userId: string) {
  const [row] = await api.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

const recoveryRowsOf = (userId: string) =>
  api.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));

const auditOf = (userId: string, action: 'two_factor.enable' | 'two_factor.disable') =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, action)));

const setup = (cookie: string) => post(api, '/settings/two-factor/setup', undefined, cookie);
const enable = (cookie: string, body: unknown) => post(api, '/settings/two-factor/enable', body, cookie);
const disable = (cookie: string, body: unknown) => post(api, '/settings/two-factor/disable', body, cookie);

const refusal = (message: string, code: string, field?: string) => ({
  success: false,
  message,
  data: { code, ...(field === undefined ? {} : { field }) },
});

describe('POST /settings/two-factor/setup', () => {
  it('when a person starts setup, then they get a base32 secret and the otpauth URL, and the row keeps the secret encrypted and pending', async () => {
    const { account, cookie } = await signedInAccount(api);

    const answer = await setup(cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(settingsMessages.twoFactorSetupStarted);
    const { secret, otpauthUrl } = answer.body.data as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Wallet:${account.email}?secret=${secret}&issuer=Wallet&algorithm=SHA1&digits=6&period=30`,
    );
    const row = await twoFactorRowOf(account.id);
    expect(row).toMatchObject({ enabledAt: null, lastUsedStep: null });
    // Not in clear, not in any spelling of its 20 bytes.
    const secretHex = Secret.fromBase32(secret).hex;
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(row?.secretEncrypted.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(row?.secretEncrypted.toLowerCase()).not.toContain(secretHex);
    expect(row?.secretEncrypted).not.toContain(Buffer.from(secretHex, 'hex').toString('base64url'));
    expect(row?.secretEncrypted).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    // A pending enrolment is not on.
    expect((await getSettings(api, cookie)).body.data).toMatchObject({
      twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
    });
    expect((await signInWithCode(api, account)).status).toBe(200);
  });

  it('when setup is asked again before enabling, then the new secret replaces the old one', async () => {
    const { cookie } = await signedInAccount(api);
    const first = (await setup(cookie)).body.data as { secret: string };
    const second = (await setup(cookie)).body.data as { secret: string };
    expect(second.secret).not.toBe(first.secret);

    const withOld = await enable(cookie, { code: appCode(first.secret) });
    const withNew = await enable(cookie, { code: appCode(second.secret) });

    expect(withOld.status).toBe(400);
    expect(withNew.status).toBe(200);
  });

  it('when two-factor sign-in is on, then setup is refused with 409 and the secret stays', async () => {
    const { account, cookie } = await signedInAccount(api);
    await enrolTwoFactor(api, cookie);
    const before = await twoFactorRowOf(account.id);

    const answer = await setup(cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(refusal(settingsMessages.twoFactorAlreadyOn, 'TWO_FACTOR_ALREADY_ON'));
    expect(await twoFactorRowOf(account.id)).toEqual(before);
  });
});

describe('POST /settings/two-factor/enable', () => {
  it('when the first code from the app is right, then two-factor is on with ten one-time recovery codes kept as hashes, audited', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = (await setup(cookie)).body.data as { secret: string };

    const answer = await enable(cookie, { code: appCode(secret) });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(settingsMessages.twoFactorEnabled);
    const data = answer.body.data as {
      recoveryCodes: string[];
      settings: { twoFactor: { enabled: boolean; enabledAt: string; recoveryCodesLeft: number } };
    };
    expect(data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(data.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of data.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(data.settings).toEqual({
      notifications: { transactionAlerts: true, securityAlerts: true, marketing: false },
      twoFactor: { enabled: true, enabledAt: expect.any(String) as string, recoveryCodesLeft: 10 },
    });
    const row = await twoFactorRowOf(account.id);
    expect(row?.enabledAt?.toISOString()).toBe(data.settings.twoFactor.enabledAt);
    expect([currentStep() - 1, currentStep()]).toContain(row?.lastUsedStep);
    const stored = await recoveryRowsOf(account.id);
    expect(stored).toHaveLength(10);
    for (const { codeHash, usedAt } of stored) {
      expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(usedAt).toBeNull();
      for (const code of data.recoveryCodes) {
        expect(codeHash).not.toContain(code);
        expect(codeHash).not.toContain(code.replace('-', ''));
      }
    }
    expect(await auditOf(account.id, 'two_factor.enable')).toEqual([
      expect.objectContaining({ actorId: account.id, targetUserId: account.id, reason: null }),
    ]);
    expect((await getSettings(api, cookie)).body.data).toEqual(data.settings);
  });

  it('when no setup was started, then 409 "Start the two-factor setup first"', async () => {
    const { cookie } = await signedInAccount(api);
    const answer = await enable(cookie, { code: '123456' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(refusal(settingsMessages.twoFactorNotStarted, 'TWO_FACTOR_NOT_STARTED'));
  });

  it('when two-factor sign-in is already on, then 409 and the recovery codes stay', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);
    const before = await recoveryRowsOf(account.id);

    const answer = await enable(cookie, { code: appCode(secret, 30) });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(refusal(settingsMessages.twoFactorAlreadyOn, 'TWO_FACTOR_ALREADY_ON'));
    expect(await recoveryRowsOf(account.id)).toEqual(before);
  });

  it.each([
    [{}],
    [{ code: '' }],
    [{ code: '12345' }],
    [{ code: '1234567' }],
    [{ code: 'abcdef' }],
    [{ code: 'abcde-23456' }],
  ])('when the body is %o, then 400 asks for the 6-digit code', async (body) => {
    const { cookie } = await signedInAccount(api);
    await setup(cookie);
    const answer = await enable(cookie, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal(settingsMessages.codeFormat, 'VALIDATION_FAILED', 'code'));
  });

  it('when the code is wrong, then 400 "Invalid or expired authentication code" and nothing changes', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = (await setup(cookie)).body.data as { secret: string };
    const before = await twoFactorRowOf(account.id);

    const answer = await enable(cookie, { code: otherCode(appCode(secret)) });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      refusal(settingsMessages.invalidTwoFactorCode, 'INVALID_TWO_FACTOR_CODE', 'code'),
    );
    expect(await twoFactorRowOf(account.id)).toEqual(before);
    expect(await recoveryRowsOf(account.id)).toEqual([]);
    expect(await auditOf(account.id, 'two_factor.enable')).toEqual([]);
  });

  it('when the code is two steps old, then it is refused', async () => {
    const { cookie } = await signedInAccount(api);
    const { secret } = (await setup(cookie)).body.data as { secret: string };

    const answer = await enable(cookie, { code: appCode(secret, -60) });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(settingsMessages.invalidTwoFactorCode);
  });

  it('when the app runs a step behind or ahead, then its code is accepted', async () => {
    const behind = await signedInAccount(api);
    const ahead = await signedInAccount(api);
    const behindSecret = ((await setup(behind.cookie)).body.data as { secret: string }).secret;
    const aheadSecret = ((await setup(ahead.cookie)).body.data as { secret: string }).secret;

    expect((await enable(behind.cookie, { code: appCode(behindSecret, -30) })).status).toBe(200);
    expect((await enable(ahead.cookie, { code: appCode(aheadSecret, 30) })).status).toBe(200);
  });
});

describe('POST /auth/login with two-factor sign-in on', () => {
  it('when a person enrols, then sign-in needs the app code, and a recovery code works once instead', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret, recoveryCodes: codes } = await enrolTwoFactor(api, cookie);

    const withoutCode = await signInWithCode(api, account);
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body).toEqual(
      refusal(settingsMessages.twoFactorRequired, 'TWO_FACTOR_REQUIRED', 'twoFactorCode'),
    );
    expect(withoutCode.cookies).toEqual([]);
    expect((await signInWithCode(api, account, '  ')).body.message).toBe(settingsMessages.twoFactorRequired);

    // The enrolment used this step's code; the app's next one signs in.
    const withApp = await signInWithCode(api, account, appCode(secret, 30));
    expect(withApp.status).toBe(200);
    expect((await getSettings(api, sessionCookieFrom(withApp))).status).toBe(200);

    // Any case, dash optional.
    const recovery = codes[0] ?? '';
    const withRecovery = await signInWithCode(api, account, recovery.replace('-', '').toUpperCase());
    expect(withRecovery.status).toBe(200);
    expect((await getSettings(api, sessionCookieFrom(withRecovery))).body.data).toMatchObject({
      twoFactor: { enabled: true, recoveryCodesLeft: 9 },
    });

    const recoveryAgain = await signInWithCode(api, account, recovery);
    expect(recoveryAgain.status).toBe(401);
    expect(recoveryAgain.body).toEqual(
      refusal(settingsMessages.invalidTwoFactorCode, 'INVALID_TWO_FACTOR_CODE', 'twoFactorCode'),
    );
    expect(recoveryAgain.cookies).toEqual([]);
    expect((await signInWithCode(api, account, codes[1])).status).toBe(200);
  });

  it('when a code is used a second time, then the second sign-in is refused', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);
    const code = appCode(secret, 30);

    expect((await signInWithCode(api, account, code)).status).toBe(200);
    const again = await signInWithCode(api, account, code);

    expect(again.status).toBe(401);
    expect(again.body.message).toBe(settingsMessages.invalidTwoFactorCode);
  });

  it('when a newer code was used, then an older one of the window is refused', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = (await setup(cookie)).body.data as { secret: string };
    // Enrolled with the step before now, so now's code is still unused.
    expect((await enable(cookie, { code: appCode(secret, -30) })).status).toBe(200);

    expect((await signInWithCode(api, account, appCode(secret, 30))).status).toBe(200);
    const older = await signInWithCode(api, account, appCode(secret));

    expect(older.status).toBe(401);
    expect(older.body.message).toBe(settingsMessages.invalidTwoFactorCode);
  });

  it('when the code is two steps old or wrong, then 401 and no session', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);

    for (const code of [appCode(secret, -60), otherCode(appCode(secret, 30)), '123', 'not-a-code']) {
      const answer = await signInWithCode(api, account, code);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(settingsMessages.invalidTwoFactorCode);
      expect(answer.cookies).toEqual([]);
    }
  });

  it('when the password is wrong, then the right code does not help and the answer is "Invalid credentials"', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);

    const answer = await signInWithCode(api, { ...account, password: 'Wrong1!pass' }, appCode(secret, 30));

    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid credentials');
    // The code was not used up by the refused sign-in.
    expect((await signInWithCode(api, account, appCode(secret, 30))).status).toBe(200);
  });

  it('when wrong codes are tried 10 times, then the 11th sign-in is refused with 429 even with the right code', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);
    // The earlier sign-ins of this test count too; start the windows afresh.
    await api.rateLimiters.loginPerAccount.delete(account.email);
    await api.rateLimiters.loginBurstPerAccount.delete(account.email);
    const wrong = otherCode(appCode(secret, 30));
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signInWithCode(api, account, wrong)).status).toBe(401);
    }

    const eleventh = await signInWithCode(api, account, appCode(secret, 30));

    expect(eleventh.status).toBe(429);
    expect(eleventh.cookies).toEqual([]);
  });

  it('when one code is sent by four sign-ins at once, then exactly one gets a session', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);
    const code = appCode(secret, 30);

    const answers = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, () => signInWithCode(api, account, code)),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it('when one recovery code is sent by four sign-ins at once, then exactly one gets a session', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { recoveryCodes: codes } = await enrolTwoFactor(api, cookie);

    const answers = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, () => signInWithCode(api, account, codes[2])),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401]);
    expect((await recoveryRowsOf(account.id)).filter((row) => row.usedAt !== null)).toHaveLength(1);
  });
});

describe('the row lock', () => {
  it('when one code is used by eight transactions at once, with no password hashing to spread them out, then exactly one is accepted', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);
    const keys = await loadTwoFactorKeys(api.db);
    const code = appCode(secret, 30);

    const accepted = await Promise.all(
      Array.from({ length: 8 }, () => useSignInCode(api.db, keys, account.id, code)),
    );

    expect(accepted.filter(Boolean)).toHaveLength(1);
  });
});

describe('POST /settings/two-factor/disable', () => {
  it('when the password and an app code are right, then two-factor is off, its rows are gone, audited, and sign-in needs no code', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);

    const answer = await disable(cookie, { password: account.password, code: appCode(secret, 30) });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: settingsMessages.twoFactorDisabled,
      data: {
        notifications: { transactionAlerts: true, securityAlerts: true, marketing: false },
        twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
      },
    });
    expect(await twoFactorRowOf(account.id)).toBeUndefined();
    expect(await recoveryRowsOf(account.id)).toEqual([]);
    expect(await auditOf(account.id, 'two_factor.disable')).toEqual([
      expect.objectContaining({ actorId: account.id, targetUserId: account.id }),
    ]);
    expect((await signInWithCode(api, account)).status).toBe(200);
  });

  it('when a recovery code is given instead, then it works too', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { recoveryCodes: codes } = await enrolTwoFactor(api, cookie);

    const answer = await disable(cookie, { password: account.password, code: codes[5] });

    expect(answer.status).toBe(200);
    expect(await twoFactorRowOf(account.id)).toBeUndefined();
  });

  it('when two-factor sign-in is off (or only pending), then 409 "Two-factor sign-in is not on"', async () => {
    const { account, cookie } = await signedInAccount(api);
    const off = await disable(cookie, { password: account.password, code: '123456' });
    await setup(cookie);
    const pending = await disable(cookie, { password: account.password, code: '123456' });

    for (const answer of [off, pending]) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(refusal(settingsMessages.twoFactorNotOn, 'TWO_FACTOR_NOT_ON'));
    }
  });

  it('when the password is wrong, then 400 "Password is incorrect" and it stays on', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);

    const answer = await disable(cookie, { password: 'Wrong1!pass', code: appCode(secret, 30) });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal(settingsMessages.passwordWrong, 'PASSWORD_INCORRECT', 'password'));
    expect((await twoFactorRowOf(account.id))?.enabledAt).not.toBeNull();
    expect(await auditOf(account.id, 'two_factor.disable')).toEqual([]);
  });

  it('when the code is wrong, reused or a used recovery code, then 400 "Invalid or expired authentication code" and it stays on', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret, recoveryCodes: codes } = await enrolTwoFactor(api, cookie);
    expect((await signInWithCode(api, account, codes[0])).status).toBe(200);

    for (const code of [otherCode(appCode(secret, 30)), appCode(secret), codes[0]]) {
      const answer = await disable(cookie, { password: account.password, code });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(
        refusal(settingsMessages.invalidTwoFactorCode, 'INVALID_TWO_FACTOR_CODE', 'code'),
      );
    }
    expect((await twoFactorRowOf(account.id))?.enabledAt).not.toBeNull();
    expect(await recoveryRowsOf(account.id)).toHaveLength(10);
  });

  it.each([
    [{ code: '123456' }, 'Password is required', 'password'],
    [{ password: '', code: '123456' }, 'Password is required', 'password'],
    [{ password: 'x' }, settingsMessages.codeOrRecoveryFormat, 'code'],
    [{ password: 'x', code: '12ab' }, settingsMessages.codeOrRecoveryFormat, 'code'],
  ])('when the body is %o, then 400 "%s"', async (body, message, field) => {
    const { cookie } = await signedInAccount(api);
    const answer = await disable(cookie, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal(message, 'VALIDATION_FAILED', field));
  });
});

describe('signed out', () => {
  it.each([
    ['POST', '/settings/two-factor/setup'],
    ['POST', '/settings/two-factor/enable'],
    ['POST', '/settings/two-factor/disable'],
  ])('when %s %s comes without a session, then 401', async (_method, path) => {
    const answer = await post(api, path, { code: '123456', password: 'x' });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('You are not signed in');
  });
});
