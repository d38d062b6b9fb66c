// E-mail codes: verification and password reset by a 6-digit code that is hashed, expires, dies after 5 wrong tries and works once.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailCodes, outbox, users } from '../db/schema';
import {
  callJson,
  codeIn,
  createAccount,
  latestOutboxMail,
  post,
  signIn,
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

/** Asks for a verification code and reads it from the outbox. */
const VERIFICATION_SUBJECT = 'Your Wallet verification code';
const RESET_SUBJECT = 'Your Wallet password reset code';

async function verificationCodeFor(email: string): Promise<string> {
  const since = new Date(Date.now() - 1);
  const answer = await post(api, '/auth/resend-verification', { email });
  expect(answer.status).toBe(200);
  const mail = await latestOutboxMail(api, email, { newerThan: since, subject: VERIFICATION_SUBJECT });
  if (mail === undefined) throw new Error(`no verification mail for ${email}`);
  return codeIn(mail.text);
}

async function resetCodeFor(email: string): Promise<string> {
  const since = new Date(Date.now() - 1);
  expect((await post(api, '/auth/forgot-password', { email })).status).toBe(200);
  // A sign-in from a second browser just before mails its notice in the background, maybe after the code.
  const mail = await latestOutboxMail(api, email, { newerThan: since, subject: RESET_SUBJECT });
  if (mail === undefined) throw new Error(`no reset mail for ${email}`);
  return codeIn(mail.text);
}

async function isVerified(userId: string): Promise<boolean | undefined> {
  const [user] = await api.db
    .select({ verified: users.isEmailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return user?.verified;
}

/** A code that is not the right one. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const verify = (email: string, otp: string) => post(api, '/auth/verify-email', { email, otp });

describe('POST /auth/resend-verification', () => {
  it('when an unverified account asks, then 200 and a mail with a 6-digit code lands in the outbox, stored only as a hash', async () => {
    const account = await createAccount(api, { isEmailVerified: false, name: 'Ada <b>Lovelace</b>' });

    const answer = await post(api, '/auth/resend-verification', { email: account.email });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: 'Verification code sent to your email',
      data: null,
    });
    const mail = await latestOutboxMail(api, account.email);
    expect(mail?.subject).toBe(VERIFICATION_SUBJECT);
    const code = codeIn(mail?.text ?? '');
    expect(mail?.text).toContain('Hello Ada <b>Lovelace</b>,');
    expect(mail?.html).toContain('Hello Ada &lt;b&gt;Lovelace&lt;/b&gt;,');
    expect(mail?.html).toContain(code);
    const [stored] = await api.db.select().from(emailCodes).where(eq(emailCodes.userId, account.id));
    expect(stored).toMatchObject({ purpose: 'verify_email', attempts: 0, consumedAt: null });
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    const lifetimeMs = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetimeMs).toBeGreaterThan(4 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(5 * 60_000);
  });

  it('when the address is unknown or already verified, then the answer is the same and no mail is sent', async () => {
    const verified = await createAccount(api);
    const unknown = uniqueEmail('nobody');
    const unverified = await createAccount(api, { isEmailVerified: false });

    const answers = await Promise.all([
      post(api, '/auth/resend-verification', { email: unknown }),
      post(api, '/auth/resend-verification', { email: verified.email }),
      post(api, '/auth/resend-verification', { email: unverified.email }),
    ]);

    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [200, answers[2]?.body],
      [200, answers[2]?.body],
      [200, answers[2]?.body],
    ]);
    expect(await latestOutboxMail(api, unverified.email)).toBeDefined();
    // The mail to the real account has arrived; none went to the other two.
    expect(await latestOutboxMail(api, unknown, { timeoutMs: 0 })).toBeUndefined();
    expect(await latestOutboxMail(api, verified.email, { timeoutMs: 0 })).toBeUndefined();
  });

  it('when a code is asked again within 5 seconds, then 429 says how long to wait, whether or not the account exists', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    const unknown = uniqueEmail('nobody');
    await post(api, '/auth/resend-verification', { email: account.email });
    await post(api, '/auth/resend-verification', { email: unknown });

    for (const email of [account.email, unknown]) {
      const again = await post(api, '/auth/resend-verification', { email });
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(/^Please wait [1-5] seconds? before requesting a new code$/);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(5);
    }
  });

  it('when an address has had 10 codes in the hour, then the 11th is refused with 429, even 5 seconds apart', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    for (let request = 1; request <= 10; request += 1) {
      expect((await post(api, '/auth/resend-verification', { email: account.email })).status).toBe(200);
      // As if the 5-second pause had passed; the hourly count is what this test is about.
      await api.rateLimiters.codeBurstPerAddress.delete(`verify_email:${account.email}`);
    }

    const eleventh = await post(api, '/auth/resend-verification', { email: account.email });

    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({
      success: false,
      message: 'Too many codes requested for this email. Please try again in 60 minutes.',
      data: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    // Mail is written in the background; the 11th request adds none.
    await expect
      .poll(async () => (await api.db.select().from(outbox).where(eq(outbox.to, account.email))).length)
      .toBe(10);
  });

  it('when the e-mail is malformed, then 400 asks for a valid one', async () => {
    const answer = await post(api, '/auth/resend-verification', { email: 'nope' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'Please enter a valid email address',
      data: { code: 'VALIDATION_FAILED', field: 'email' },
    });
  });
});

describe('POST /auth/verify-email', () => {
  it('when the right code is sent, then the address is verified and the person can sign in', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    const code = await verificationCodeFor(account.email);

    const answer = await verify(account.email.toUpperCase(), code);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Email verified successfully', data: null });
    expect(await isVerified(account.id)).toBe(true);
    expect(
      (await post(api, '/auth/login', { email: account.email, password: account.password })).status,
    ).toBe(200);
  });

  it('when a code is used a second time, then 400 "Invalid or expired code"', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    const code = await verificationCodeFor(account.email);
    expect((await verify(account.email, code)).status).toBe(200);

    const again = await verify(account.email, code);

    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      message: 'Invalid or expired code',
      data: { code: 'INVALID_CODE', field: 'otp' },
    });
  });

  it('when the code is wrong, then 400 "Invalid or expired code" and the address stays unverified', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    const code = await verificationCodeFor(account.email);

    const answer = await verify(account.email, wrongCodeFor(code));

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid or expired code');
    expect(await isVerified(account.id)).toBe(false);
  });

  it('when the code has expired, then the right digits get 400 "Invalid or expired code"', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    const code = await verificationCodeFor(account.email);
    await api.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.userId, account.id));

    const answer = await verify(account.email, code);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid or expired code');
    expect(await isVerified(account.id)).toBe(false);
  });

  it('when 5 wrong codes were tried, then the 6th try is refused with 429 even with the right code', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    const code = await verificationCodeFor(account.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await verify(account.email, wrongCodeFor(code));
      expect(answer.status).toBe(400);
    }

    const sixth = await verify(account.email, code);

    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      success: false,
      message: 'Too many incorrect attempts. Please request a new code.',
      data: { code: 'TOO_MANY_CODE_ATTEMPTS', field: 'otp' },
    });
    expect(await isVerified(account.id)).toBe(false);
  });

  it('when many wrong codes arrive at once, then no more than 5 are ever compared', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    const code = await verificationCodeFor(account.email);

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => verify(account.email, wrongCodeFor(code))),
    );

    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
    const [stored] = await api.db.select().from(emailCodes).where(eq(emailCodes.userId, account.id));
    expect(stored?.attempts).toBe(5);
  });

  it('when a new code is sent, then it replaces the older one', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    const codeRows = () =>
      api.db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.userId, account.id), eq(emailCodes.purpose, 'verify_email')));
    const first = await verificationCodeFor(account.email);
    const [firstRow] = await codeRows();
    const since = new Date();
    // Past the one-code-per-5-seconds limit without waiting: the api's clock (Date only; timers stay real) moves on
    // for the request, which checks the limit before it answers. The code and its mail are made after the answer,
    // stamped by the database's clock, so the real clock comes back before the outbox is read.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_100 });
    let answer: Awaited<ReturnType<typeof post>>;
    try {
      answer = await post(api, '/auth/resend-verification', { email: account.email });
    } finally {
      vi.useRealTimers();
    }
    expect(answer.status).toBe(200);
    const mail = await latestOutboxMail(api, account.email, {
      newerThan: since,
      subject: VERIFICATION_SUBJECT,
    });
    if (mail === undefined) throw new Error(`no second verification mail for ${account.email}`);
    const second = codeIn(mail.text);

    const rows = await codeRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(firstRow?.id);
    // Two random codes are equal once in a million draws; then the first code is the second and must work.
    if (first !== second) expect((await verify(account.email, first)).status).toBe(400);
    expect((await verify(account.email, second)).status).toBe(200);
  });

  it.each(['1234567', '12345', ''])('when the code is "%s", then 400 asks for 6 characters', async (otp) => {
    const answer = await verify(uniqueEmail(), otp);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'Your one-time password must be 6 characters.',
      data: { code: 'VALIDATION_FAILED', field: 'otp' },
    });
  });

  it('when the address is unknown, then it is the same 400 as a wrong code', async () => {
    const answer = await verify(uniqueEmail('nobody'), '123456');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid or expired code');
  });

  it("when one person's code is sent for another address, then it is refused", async () => {
    const owner = await createAccount(api, { isEmailVerified: false });
    const other = await createAccount(api, { isEmailVerified: false });
    const code = await verificationCodeFor(owner.email);
    await verificationCodeFor(other.email);

    expect((await verify(other.email, code)).status).toBe(400);
    expect(await isVerified(other.id)).toBe(false);
  });
});

describe('forgot and reset password', () => {
  it('when a reset is asked for, then the answer is the same for known and unknown addresses, and only the known one gets a code', async () => {
    const account = await createAccount(api);
    const unknown = uniqueEmail('nobody');

    const known = await post(api, '/auth/forgot-password', { email: account.email });
    const stranger = await post(api, '/auth/forgot-password', { email: unknown });

    expect(known.status).toBe(200);
    expect(known.body).toEqual({
      success: true,
      message: 'If an account exists for this email, a reset code has been sent.',
      data: null,
    });
    expect(stranger.body).toEqual(known.body);
    const mail = await latestOutboxMail(api, account.email);
    expect(mail?.subject).toBe(RESET_SUBJECT);
    expect(codeIn(mail?.text ?? '')).toMatch(/^\d{6}$/);
    expect(await latestOutboxMail(api, unknown, { timeoutMs: 0 })).toBeUndefined();
  });

  it('when the reset code is right, then the password changes and every session of the account ends', async () => {
    const account = await createAccount(api);
    const phone = await signIn(api, account, true);
    const laptop = await signIn(api, account);
    const code = await resetCodeFor(account.email);

    const answer = await post(api, '/auth/reset-password', {
      email: account.email,
      otp: code,
      newPassword: 'R3set!password',
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: 'Password reset successfully. Please sign in.',
      data: null,
    });
    for (const cookie of [phone, laptop]) {
      expect((await callJson(api, 'GET', '/users/me', { cookie })).status).toBe(401);
    }
    expect(
      (await post(api, '/auth/login', { email: account.email, password: account.password })).status,
    ).toBe(401);
    expect(
      (await post(api, '/auth/login', { email: account.email, password: 'R3set!password' })).status,
    ).toBe(200);
    const reused = await post(api, '/auth/reset-password', {
      email: account.email,
      otp: code,
      newPassword: 'Again!pass1',
    });
    expect(reused.status).toBe(400);
  });

  it('when the reset code is wrong or is a verification code, then 400 and the password stays', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    const verificationCode = await verificationCodeFor(account.email);
    const resetCode = await resetCodeFor(account.email);

    for (const otp of [
      wrongCodeFor(resetCode),
      verificationCode === resetCode ? wrongCodeFor(resetCode) : verificationCode,
    ]) {
      const answer = await post(api, '/auth/reset-password', {
        email: account.email,
        otp,
        newPassword: 'R3set!password',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid or expired code');
    }
    expect(
      (
        await post(api, '/auth/reset-password', {
          email: account.email,
          otp: resetCode,
          newPassword: 'R3set!password',
        })
      ).status,
    ).toBe(200);
    // The code reached the inbox, so the address is now verified too.
    expect(await isVerified(account.id)).toBe(true);
  });

  it('when a reset code has expired, then it is refused', async () => {
    const account = await createAccount(api);
    const code = await resetCodeFor(account.email);
    await api.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.userId, account.id));

    const answer = await post(api, '/auth/reset-password', {
      email: account.email,
      otp: code,
      newPassword: 'R3set!password',
    });
    expect(answer.status).toBe(400);
  });

  it.each([
    [{ otp: '1234567' }, 'otp', 'Your one-time password must be 6 characters.'],
    [{ newPassword: 'weak' }, 'newPassword', 'Password must be at least 8 characters'],
    [{ newPassword: 'nouppercase1!' }, 'newPassword', 'Password must contain at least one uppercase letter'],
    [{ newPassword: 'NoSpecial123' }, 'newPassword', 'Password must contain at least one special character'],
    [{ email: 'bad' }, 'email', 'Please enter a valid email address'],
  ])('when the reset form has %o, then 400 names %s', async (change, field, message) => {
    const answer = await post(api, '/auth/reset-password', {
      email: uniqueEmail(),
      otp: '123456',
      newPassword: 'R3set!password',
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message, data: { code: 'VALIDATION_FAILED', field } });
  });

  it('when reset codes are asked for twice within 5 seconds, then the second is refused', async () => {
    const email = uniqueEmail();
    expect((await post(api, '/auth/forgot-password', { email })).status).toBe(200);
    expect((await post(api, '/auth/forgot-password', { email })).status).toBe(429);
  });
});

describe('the outbox', () => {
  it('when no SMTP_URL is set, then every mail is written to the outbox with text and HTML', async () => {
    const account = await createAccount(api, { isEmailVerified: false });
    await verificationCodeFor(account.email);
    const rows = await api.db.select().from(outbox).where(eq(outbox.to, account.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text).toMatch(/\d{6}/);
    expect(rows[0]?.html).toMatch(/^<!doctype html>/);
  });
});
