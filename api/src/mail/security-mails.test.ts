// Security mail (docs/settings.md): a changed or reset password and two-factor on or off are told to the person
// only while their security alerts are on; a closed account gets no reset code at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeDirectly,
  codeIn,
  createAccount,
  latestOutboxMail,
  post,
  signedInAccount,
  signIn,
  STRONG_PASSWORD,
} from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { appCode, enrolTwoFactor, mailWithSubject, patchNotifications, subjectsTo } from '../test/two-factor';
import { securityMail } from './security-mails';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const PASSWORD_CHANGED = 'Your Wallet password was changed';
const TWO_FACTOR_ON = 'Two-factor sign-in turned on';
const TWO_FACTOR_OFF = 'Two-factor sign-in turned off';
const RESET_CODE = 'Your Wallet password reset code';
const NEW_PASSWORD = 'N3w!password';

const changePassword = (cookie: string, currentPassword: string) =>
  post(api, '/auth/change-password', { currentPassword, newPassword: NEW_PASSWORD }, cookie);

/** Turns two-factor off with the password and the app's next code (enrolling used up the current one). */
const turnOffTwoFactor = (cookie: string, password: string, secret: string) =>
  post(api, '/settings/two-factor/disable', { password, code: appCode(secret, 30) }, cookie);

async function resetPassword(email: string): Promise<number> {
  expect((await post(api, '/auth/forgot-password', { email })).status).toBe(200);
  const mail = await mailWithSubject(api, email, RESET_CODE);
  const answer = await post(api, '/auth/reset-password', {
    email,
    otp: codeIn(mail.text),
    newPassword: NEW_PASSWORD,
  });
  return answer.status;
}

describe('password changed', () => {
  it('when a signed-in person changes their password, then they are told by mail', async () => {
    const { account, cookie } = await signedInAccount(api, { name: 'Pat <Pw>' });

    expect((await changePassword(cookie, account.password)).status).toBe(200);

    const mail = await mailWithSubject(api, account.email, PASSWORD_CHANGED);
    expect(mail.text).toContain('Hello Pat <Pw>,');
    expect(mail.text).toContain('The password of your Wallet account was changed.');
    expect(mail.html).toContain('Hello Pat &lt;Pw&gt;,');
  });

  it('when the password is reset with an e-mail code, then the person is told by mail', async () => {
    const account = await createAccount(api);

    expect(await resetPassword(account.email)).toBe(200);

    const mail = await mailWithSubject(api, account.email, PASSWORD_CHANGED);
    expect(mail.text).toContain('was reset with a code sent to this address');
  });

  it('when the current password is wrong, then nothing changes and no mail is sent', async () => {
    const { account, cookie } = await signedInAccount(api);

    expect((await changePassword(cookie, 'Wrong1!pass')).status).toBe(400);
    // The sentinel: a mail that is sent, after which an earlier one would have arrived too.
    expect((await changePassword(cookie, account.password)).status).toBe(200);

    await mailWithSubject(api, account.email, PASSWORD_CHANGED);
    expect(await subjectsTo(api, account.email)).toEqual([PASSWORD_CHANGED]);
  });

  it('when security alerts are off, then neither a change nor a reset sends a mail; the reset code still comes', async () => {
    const { account, cookie } = await signedInAccount(api);
    expect((await patchNotifications(api, { securityAlerts: false }, cookie)).status).toBe(200);

    expect((await changePassword(cookie, account.password)).status).toBe(200);
    expect(await resetPassword(account.email)).toBe(200);
    // Back on, two-factor sign-in turned on is told: the sentinel for the silence before it.
    const session = await signIn(api, { email: account.email, password: NEW_PASSWORD });
    await patchNotifications(api, { securityAlerts: true }, session);
    await enrolTwoFactor(api, session);

    await mailWithSubject(api, account.email, TWO_FACTOR_ON);
    expect(await subjectsTo(api, account.email)).toEqual([RESET_CODE, TWO_FACTOR_ON]);
  });
});

describe('two-factor sign-in on and off', () => {
  it('when two-factor sign-in is turned on and then off, then each is told by mail', async () => {
    const { account, cookie } = await signedInAccount(api);
    const { secret } = await enrolTwoFactor(api, cookie);
    const on = await mailWithSubject(api, account.email, TWO_FACTOR_ON);
    expect(on.text).toContain('Two-factor sign-in is now on');

    const off = await turnOffTwoFactor(cookie, account.password, secret);

    expect(off.status).toBe(200);
    const mail = await mailWithSubject(api, account.email, TWO_FACTOR_OFF);
    expect(mail.text).toContain('Two-factor sign-in is now off');
    expect(await subjectsTo(api, account.email)).toEqual([TWO_FACTOR_ON, TWO_FACTOR_OFF]);
  });

  it('when security alerts are off, then turning two-factor on and off sends nothing', async () => {
    const { account, cookie } = await signedInAccount(api);
    await patchNotifications(api, { securityAlerts: false }, cookie);
    const { secret } = await enrolTwoFactor(api, cookie);
    expect((await turnOffTwoFactor(cookie, account.password, secret)).status).toBe(200);

    await patchNotifications(api, { securityAlerts: true }, cookie);
    expect((await changePassword(cookie, account.password)).status).toBe(200);

    await mailWithSubject(api, account.email, PASSWORD_CHANGED);
    expect(await subjectsTo(api, account.email)).toEqual([PASSWORD_CHANGED]);
  });
});

describe('a closed account', () => {
  it('when a closed account asks for a password reset, then the same answer comes and nothing at all is sent', async () => {
    const account = await createAccount(api);
    await closeDirectly(api, account.id);

    const answer = await post(api, '/auth/forgot-password', { email: account.email });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('If an account exists for this email, a reset code has been sent.');
    // A mail would have been handed to the mailer before the answer, and its write takes milliseconds.
    expect(await latestOutboxMail(api, account.email, { timeoutMs: 500 })).toBeUndefined();
  });

  it('when a reset code sent before the account was closed is used after, then it resets nothing and sends nothing', async () => {
    const account = await createAccount(api);
    expect((await post(api, '/auth/forgot-password', { email: account.email })).status).toBe(200);
    const code = codeIn((await mailWithSubject(api, account.email, RESET_CODE)).text);
    await closeDirectly(api, account.id);

    const answer = await post(api, '/auth/reset-password', {
      email: account.email,
      otp: code,
      newPassword: NEW_PASSWORD,
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid or expired code');
    // The old password still matches: sign-in reaches the closed-account refusal, not "Invalid credentials".
    const signIn = await post(api, '/auth/login', { email: account.email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(await subjectsTo(api, account.email)).toEqual([RESET_CODE]);
  });
});

describe('the mail itself', () => {
  it('when a new sign-in has no User-Agent or address, then the mail says unknown rather than leaving a blank', () => {
    const mail = securityMail(
      { kind: 'new-sign-in', at: new Date('2025-03-04T05:06:07Z'), userAgent: undefined, ip: undefined },
      { name: 'Uma', email: 'uma@example.com' },
    );
    expect(mail.to).toBe('uma@example.com');
    expect(mail.subject).toBe('New sign-in to your Wallet');
    expect(mail.text).toContain('Time: Tue, 04 Mar 2025 05:06:07 GMT');
    expect(mail.text).toContain('Browser: unknown');
    expect(mail.text).toContain('IP address: unknown');
  });
});
