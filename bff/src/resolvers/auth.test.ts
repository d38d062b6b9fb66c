// Accounts through the bff against the real api, GraphQL only, one cookie jar per browser: sign-up, e-mail code,
// sign-in with the session cookie relayed, me, profile, password, sign-out; and the refusals on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '@wallet/api/db/schema';
import { authMessages, authValidationMessages } from '@wallet/common/auth';
import { profileMessages } from '@wallet/common/profile';
import type { BrowserAnswer } from '../test/browser';
import { Browser } from '../test/browser';
import type { TestPerson } from '../test/accounts';
import {
  codeMailedTo,
  mailCount,
  REGISTER,
  SEND_VERIFICATION_CODE,
  signUpVerified,
  testPerson,
  VERIFY_EMAIL,
} from '../test/accounts';
import type { TestStack } from '../test/stack';
import { dataOf, firstError, postGraphql, startTestStack } from '../test/stack';
import { graphql } from '../__generated__/test-documents';

graphql(`
  fragment AuthTestUser on User {
    id
    name
    email
    phone
    role
    isEmailVerified
    isApproved
    createdAt
    updatedAt
  }
`);

const LOGIN = graphql(`
  mutation AuthTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        ...AuthTestUser
      }
    }
  }
`);

const ME = graphql(`
  query AuthTestMe {
    me {
      ...AuthTestUser
    }
  }
`);

const UPDATE_PROFILE = graphql(`
  mutation AuthTestUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      message
      user {
        ...AuthTestUser
      }
    }
  }
`);

const CHANGE_PASSWORD = graphql(`
  mutation AuthTestChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

const LOGOUT = graphql(`
  mutation AuthTestLogout {
    logout {
      message
    }
  }
`);

const FORGOT_PASSWORD = graphql(`
  mutation AuthTestForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);

const RESET_PASSWORD = graphql(`
  mutation AuthTestResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ spy: {} });
});

afterAll(async () => {
  await stack.close();
});

function newBrowser(): Browser {
  return new Browser(stack.bff.url);
}

function login(browser: Browser, person: TestPerson, password = person.password, rememberMe?: boolean) {
  return browser.post({
    query: LOGIN,
    variables: {
      input: { email: person.email, password, ...(rememberMe === undefined ? {} : { rememberMe }) },
    },
  });
}

async function me(browser: Browser) {
  const answer = await browser.post({ query: ME });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.me ?? null;
}

async function storedUser(email: string) {
  const [row] = await stack.api.db.select().from(users).where(eq(users.email, email));
  if (row === undefined) throw new Error(`no user ${email}`);
  return row;
}

function sessionCookieOf(answer: BrowserAnswer) {
  return answer.setCookies.find((cookie) => cookie.name === 'wallet_session');
}

function restCallsSince(before: number) {
  return stack.spy!.requests.slice(before).map((request) => `${request.method} ${request.url}`);
}

describe('an account from sign-up to sign-out', () => {
  const ada = testPerson('ada', { name: 'Ada Lovelace' });
  let browser: Browser;
  let adaId = '';
  let signedInCookie = '';

  beforeAll(() => {
    browser = newBrowser();
  });

  it('when a person registers, then the api creates the account and its confirmation and user come back', async () => {
    const answer = await browser.post({ query: REGISTER, variables: { input: ada } });

    expect(answer.body.errors).toBeUndefined();
    const row = await storedUser(ada.email);
    adaId = row.id;
    expect(answer.body.data?.register).toEqual({
      message: authMessages.registered,
      user: {
        id: row.id,
        name: 'Ada Lovelace',
        email: ada.email,
        phone: ada.phone,
        role: 'USER',
        isEmailVerified: false,
        isApproved: true,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    });
    expect(row.id).toMatch(UUID);
    expect(sessionCookieOf(answer)).toBeUndefined();
  });

  it('when the person signs in before verifying their e-mail, then FORBIDDEN says the account is not verified and no session starts', async () => {
    const answer = await login(browser, ada);

    expect(firstError(answer)).toEqual({ code: 'FORBIDDEN', message: authMessages.notVerified });
    expect(answer.body.data).toBeNull();
    expect(sessionCookieOf(answer)).toBeUndefined();
  });

  it('when the person asks for a verification code, then the api confirms and mails a six-digit code', async () => {
    const mailsBefore = await mailCount(stack.api, ada.email);

    const answer = await browser.post({ query: SEND_VERIFICATION_CODE, variables: { email: ada.email } });

    expect(answer.body).toEqual({ data: { sendVerificationCode: { message: authMessages.codeSent } } });
    expect(await codeMailedTo(stack.api, ada.email, mailsBefore)).toMatch(/^\d{6}$/);
  });

  it('when the person types a wrong code, then BAD_USER_INPUT carries the api message and the e-mail stays unverified', async () => {
    const code = await codeMailedTo(stack.api, ada.email, 0);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const answer = await browser.post({ query: VERIFY_EMAIL, variables: { email: ada.email, otp: wrong } });

    expect(firstError(answer)).toEqual({ code: 'BAD_USER_INPUT', message: authMessages.invalidCode });
    expect((await storedUser(ada.email)).isEmailVerified).toBe(false);
  });

  it('when the person types the mailed code, then the e-mail is verified', async () => {
    const otp = await codeMailedTo(stack.api, ada.email, 0);

    const answer = await browser.post({ query: VERIFY_EMAIL, variables: { email: ada.email, otp } });

    expect(answer.body).toEqual({ data: { verifyEmail: { message: authMessages.emailVerified } } });
    expect((await storedUser(ada.email)).isEmailVerified).toBe(true);
  });

  it('when the person signs in with a wrong password, then UNAUTHENTICATED says "Invalid credentials" and no session starts', async () => {
    const answer = await login(browser, ada, 'Wrong#Pass1');

    expect(firstError(answer)).toEqual({ code: 'UNAUTHENTICATED', message: authMessages.invalidCredentials });
    expect(sessionCookieOf(answer)).toBeUndefined();
    expect(browser.jar.get('wallet_session')).toBeUndefined();
  });

  it('when the person signs in, then the user comes back and the browser gets the session cookie: HttpOnly, SameSite=Lax, ending with the browser', async () => {
    const answer = await login(browser, ada);

    expect(answer.body.errors).toBeUndefined();
    const payload = dataOf(answer).login;
    expect(payload.message).toBe(authMessages.loggedIn);
    expect(payload.user).toMatchObject({ id: adaId, email: ada.email, role: 'USER', isEmailVerified: true });
    const cookie = sessionCookieOf(answer);
    expect(cookie?.value).toMatch(/^\S{22,}$/);
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    // Not "remember me": no lifetime, so the browser drops it when it closes; not Secure outside production.
    expect(cookie?.attributes['max-age']).toBeUndefined();
    expect(cookie?.attributes.expires).toBeUndefined();
    expect(cookie?.attributes.secure).toBeUndefined();
    signedInCookie = browser.jar.header() ?? '';
    expect(signedInCookie).toContain('wallet_session=');
  });

  it('when the signed-in browser asks for me, then it gets the person; without the cookie, me is null and no error', async () => {
    const withCookie = await me(browser);
    const withoutCookie = await postGraphql(stack.bff.url, { query: ME });

    expect(withCookie).toMatchObject({ id: adaId, name: 'Ada Lovelace', email: ada.email, role: 'USER' });
    expect(withoutCookie.body).toEqual({ data: { me: null } });
  });

  it("when the profile phone is not a Bangladeshi mobile number, then BAD_USER_INPUT carries the api's message and nothing changes", async () => {
    const before = await storedUser(ada.email);

    const answer = await browser.post({
      query: UPDATE_PROFILE,
      variables: { input: { name: 'Ada King', phone: '0123' } },
    });

    expect(firstError(answer)).toEqual({ code: 'BAD_USER_INPUT', message: profileMessages.phonePattern });
    expect(answer.body.data).toBeNull();
    expect(await storedUser(ada.email)).toEqual(before);
  });

  it('when the person updates their profile, then the changed user comes back and me agrees', async () => {
    const answer = await browser.post({
      query: UPDATE_PROFILE,
      variables: { input: { name: 'Ada King', phone: '01898765432' } },
    });

    expect(answer.body.errors).toBeUndefined();
    const row = await storedUser(ada.email);
    expect(answer.body.data?.updateProfile).toEqual({
      message: profileMessages.updated,
      user: expect.objectContaining({
        id: adaId,
        name: 'Ada King',
        phone: '01898765432',
        updatedAt: row.updatedAt.toISOString(),
      }) as unknown,
    });
    expect(await me(browser)).toMatchObject({ name: 'Ada King', phone: '01898765432' });
  });

  it('when the current password is wrong, then BAD_USER_INPUT says so and the password stays', async () => {
    const hashBefore = (await storedUser(ada.email)).passwordHash;

    const answer = await browser.post({
      query: CHANGE_PASSWORD,
      variables: { input: { currentPassword: 'Not#Mine99', newPassword: 'Newer#Pass2' } },
    });

    expect(firstError(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      message: authMessages.currentPasswordWrong,
    });
    expect((await storedUser(ada.email)).passwordHash).toBe(hashBefore);
  });

  it('when the person changes their password, then this browser stays signed in, another one is signed out, and only the new password works', async () => {
    const otherBrowser = newBrowser();
    expect((await login(otherBrowser, ada)).body.errors).toBeUndefined();
    expect(await me(otherBrowser)).not.toBeNull();

    const answer = await browser.post({
      query: CHANGE_PASSWORD,
      variables: { input: { currentPassword: ada.password, newPassword: 'Newer#Pass2' } },
    });

    expect(answer.body).toEqual({ data: { changePassword: { message: authMessages.passwordChanged } } });
    expect(await me(browser)).toMatchObject({ id: adaId });
    expect(await me(otherBrowser)).toBeNull();
    expect(firstError(await login(newBrowser(), ada))).toEqual({
      code: 'UNAUTHENTICATED',
      message: authMessages.invalidCredentials,
    });
    expect((await login(newBrowser(), ada, 'Newer#Pass2')).body.errors).toBeUndefined();
    ada.password = 'Newer#Pass2';
  });

  it('when another site POSTs a mutation as text/plain with the cookie, then CSRF prevention refuses it before any REST call', async () => {
    const before = stack.spy!.requests.length;
    const rowBefore = await storedUser(ada.email);

    const response = await fetch(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: signedInCookie },
      body: JSON.stringify({
        query: 'mutation { updateProfile(input: { name: "Mallory", phone: "01911111111" }) { message } }',
      }),
    });
    const body = (await response.json()) as { errors: Array<{ message: string }> };

    expect(response.status).toBe(400);
    expect(body.errors[0]?.message).toMatch(/Cross-Site Request Forgery/);
    expect(restCallsSince(before)).toEqual([]);
    expect(await storedUser(ada.email)).toEqual(rowBefore);
  });

  it('when another site makes the browser GET a mutation with the cookie, then CSRF prevention refuses it and nothing changes', async () => {
    const before = stack.spy!.requests.length;
    const rowBefore = await storedUser(ada.email);
    const query = encodeURIComponent(
      'mutation { updateProfile(input: { name: "Mallory", phone: "01911111111" }) { message } }',
    );

    const response = await fetch(`${stack.bff.url}/graphql?query=${query}`, {
      headers: { cookie: signedInCookie },
    });
    const body = (await response.json()) as { errors: Array<{ message: string }> };

    expect(response.status).toBe(400);
    expect(body.errors[0]?.message).toMatch(/Cross-Site Request Forgery/);
    expect(restCallsSince(before)).toEqual([]);
    expect(await storedUser(ada.email)).toEqual(rowBefore);
  });

  it('when a GET carries the preflight header, then a mutation is still refused: GET runs queries only', async () => {
    const before = stack.spy!.requests.length;
    const query = encodeURIComponent('mutation { logout { message } }');

    const response = await fetch(`${stack.bff.url}/graphql?query=${query}`, {
      headers: { cookie: signedInCookie, 'apollo-require-preflight': 'true' },
    });

    expect(response.status).toBe(405);
    expect(restCallsSince(before)).toEqual([]);
    expect(await me(browser)).toMatchObject({ id: adaId });
  });

  it('when the person signs out, then the cookie is cleared, me is null, and the old cookie no longer works', async () => {
    const answer = await browser.post({ query: LOGOUT });

    expect(answer.body).toEqual({ data: { logout: { message: authMessages.loggedOut } } });
    const cleared = sessionCookieOf(answer);
    expect(cleared?.value).toBe('');
    expect(Date.parse(String(cleared?.attributes.expires))).toBeLessThanOrEqual(Date.now());
    expect(browser.jar.get('wallet_session')).toBeUndefined();
    expect(await me(browser)).toBeNull();

    const withOldCookie = await postGraphql(stack.bff.url, { query: ME }, { cookie: signedInCookie });
    expect(withOldCookie.body).toEqual({ data: { me: null } });
    const live = await stack.api.db.select().from(sessions).where(eq(sessions.userId, adaId));
    expect(live.filter((session) => session.revokedAt === null)).toHaveLength(1); // the new-password sign-in only
  });

  it('when a signed-out browser changes the password, then UNAUTHENTICATED says it is not signed in', async () => {
    const answer = await browser.post({
      query: CHANGE_PASSWORD,
      variables: { input: { currentPassword: ada.password, newPassword: 'Third#Pass3' } },
    });

    expect(firstError(answer)).toEqual({ code: 'UNAUTHENTICATED', message: authMessages.notSignedIn });
  });
});

describe('sign-up refusals', () => {
  it('when the role is ADMIN, then GraphQL refuses the enum value before any REST call and no account is made', async () => {
    const before = stack.spy!.requests.length;
    const mallory = testPerson('mallory');

    // As text: ADMIN is a role the schema's RegisterInput refuses, which is the point here.
    const inVariables = await postGraphql(stack.bff.url, {
      query: String(REGISTER),
      variables: { input: { ...mallory, role: 'ADMIN' } },
    });
    const inline = await postGraphql(stack.bff.url, {
      query: `mutation { register(input: { name: "M", email: "${mallory.email}", password: "${mallory.password}", phone: "${mallory.phone}", role: ADMIN }) { message } }`,
    });

    expect(inVariables.status).toBe(400);
    expect(firstError(inVariables).code).toBe('BAD_USER_INPUT');
    expect(firstError(inVariables).message).toContain('Value "ADMIN" does not exist in "RegisterRole" enum.');
    expect(inline.status).toBe(400);
    expect(firstError(inline).code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(restCallsSince(before)).toEqual([]);
    expect(await stack.api.db.select().from(users).where(eq(users.email, mallory.email))).toEqual([]);
  });

  it('when the e-mail already has an account, then the answer is that of a new account (docs/security.md)', async () => {
    const first = testPerson('twin');
    await postGraphql(stack.bff.url, { query: REGISTER, variables: { input: first } });

    const answer = await postGraphql(stack.bff.url, {
      query: REGISTER,
      variables: { input: { ...first, name: 'Other Twin', email: 'TWIN@example.com' } },
    });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toMatchObject({
      register: { message: authMessages.registered, user: { email: 'twin@example.com' } },
    });
  });

  it("when the password breaks a rule, then BAD_USER_INPUT carries the api's message and no account is made", async () => {
    const weak = testPerson('weak', { password: 'alllowercase1!' });

    const answer = await postGraphql(stack.bff.url, { query: REGISTER, variables: { input: weak } });

    expect(firstError(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Password must contain at least one uppercase letter',
    });
    expect(await stack.api.db.select().from(users).where(eq(users.email, weak.email))).toEqual([]);
  });

  it('when the phone has letters, then BAD_USER_INPUT says it must be digits', async () => {
    const answer = await postGraphql(stack.bff.url, {
      query: REGISTER,
      variables: { input: testPerson('letters', { phone: '0171234567x' }) },
    });

    expect(firstError(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      message: authValidationMessages.phoneDigits,
    });
  });
});

describe('agents, remembered sessions, forgotten passwords', () => {
  it('when an agent registers and verifies, then their role is AGENT and signing in waits for approval', async () => {
    const browser = newBrowser();
    const agent = testPerson('agnes', { role: 'AGENT' });

    await signUpVerified(stack.api, browser, agent);
    const answer = await login(browser, agent);

    expect((await storedUser(agent.email)).role).toBe('agent');
    expect(firstError(answer)).toEqual({ code: 'FORBIDDEN', message: authMessages.agentNotApproved });
    expect(sessionCookieOf(answer)).toBeUndefined();
  });

  it('when an approved agent signs in, then me has the AGENT role and isApproved', async () => {
    const browser = newBrowser();
    const agent = testPerson('abel', { role: 'AGENT' });
    await signUpVerified(stack.api, browser, agent);
    await stack.api.db.update(users).set({ isApproved: true }).where(eq(users.email, agent.email));

    expect((await login(browser, agent)).body.errors).toBeUndefined();
    expect(await me(browser)).toMatchObject({ email: agent.email, role: 'AGENT', isApproved: true });
  });

  it('when the person asks to be remembered, then the cookie lasts 30 days', async () => {
    const browser = newBrowser();
    const person = testPerson('remy');
    await signUpVerified(stack.api, browser, person);

    const answer = await login(browser, person, person.password, true);

    expect(answer.body.errors).toBeUndefined();
    expect(sessionCookieOf(answer)?.attributes).toMatchObject({
      'max-age': String(30 * 24 * 60 * 60),
      httponly: true,
      samesite: 'Lax',
    });
  });

  it('when a person resets a forgotten password with the mailed code, then only the new password signs in', async () => {
    const browser = newBrowser();
    const person = testPerson('forgetful');
    await signUpVerified(stack.api, browser, person);
    const mailsBefore = await mailCount(stack.api, person.email);

    const asked = await browser.post({ query: FORGOT_PASSWORD, variables: { email: person.email } });
    const otp = await codeMailedTo(stack.api, person.email, mailsBefore);
    const reset = await browser.post({
      query: RESET_PASSWORD,
      variables: { input: { email: person.email, otp, newPassword: 'Fresh#Start9' } },
    });

    expect(asked.body).toEqual({ data: { forgotPassword: { message: authMessages.resetCodeSent } } });
    expect(reset.body).toEqual({ data: { resetPassword: { message: authMessages.passwordReset } } });
    expect(firstError(await login(newBrowser(), person)).code).toBe('UNAUTHENTICATED');
    expect((await login(newBrowser(), person, 'Fresh#Start9')).body.errors).toBeUndefined();
  });

  it('when the address has no account, then forgotPassword answers the same and mails nothing', async () => {
    const answer = await postGraphql(stack.bff.url, {
      query: FORGOT_PASSWORD,
      variables: { email: 'nobody@example.com' },
    });

    expect(answer.body).toEqual({ data: { forgotPassword: { message: authMessages.resetCodeSent } } });
    expect(await mailCount(stack.api, 'nobody@example.com')).toBe(0);
  });
});

describe('me', () => {
  it('when one document asks for me under two names, then the api is called once', async () => {
    const browser = newBrowser();
    const person = testPerson('twice');
    await signUpVerified(stack.api, browser, person);
    await login(browser, person);
    const before = stack.spy!.requests.length;

    const answer = await browser.post({ query: '{ first: me { id } second: me { email } }' });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({
      first: { id: expect.stringMatching(UUID) as unknown },
      second: { email: person.email },
    });
    expect(restCallsSince(before)).toEqual(['GET /api/v1/users/me']);
  });

  it("when the browser's cookie names no live session, then me is null and the api's clearing cookie is relayed", async () => {
    const answer = await postGraphql(stack.bff.url, { query: ME }, { cookie: 'wallet_session=forged-token' });

    expect(answer.body).toEqual({ data: { me: null } });
    const cleared = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('wallet_session='));
    expect(cleared).toMatch(/^wallet_session=;.*Expires=Thu, 01 Jan 1970/);
  });
});
