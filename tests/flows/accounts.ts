// Account steps the browser specs share: sign up and verify through the screens, sign in, and admin calls on the api.
import { expect, type Page } from '@playwright/test';
import { waitForCode } from '../setup/mailbox';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ADMIN = 'admin@wallet.local';
export const DEMO_USER = 'alice@wallet.local';
export const DEMO_AGENT = 'agent@wallet.local';
/**
 * A second admin, made at the api's start from ADMIN_EMAIL/ADMIN_PASSWORD (tests/setup/global-setup.ts): a reversal
 * one admin proposes needs another to approve it (docs/reversals.md).
 */
export const SECOND_ADMIN = { email: 'checker@wallet.local', name: 'Checker Admin', password: DEMO_PASSWORD };

export interface NewAccount {
  id: string;
  name: string;
  email: string;
  password: string;
}

let sequence = 0;
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Types a 6-digit code as a person would: into the first slot, the focus moving on by itself after each digit. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(code, { delay: 30 });
  await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code.slice(-1));
}

/** Registers through /register, then confirms the e-mail with the code that arrives over SMTP; ends on /login. */
export async function registerAndVerify(
  page: Page,
  options: { role: 'User' | 'Agent'; name?: string; password?: string },
): Promise<NewAccount> {
  const account = {
    name: options.name ?? `${options.role} Person`,
    email: uniqueEmail(options.role.toLowerCase()),
    password: options.password ?? 'Str0ng!pass1',
  };
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full Name').fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Phone').fill('01712345678');
  await form.getByLabel('Role').selectOption({ label: options.role });
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  await form.getByRole('checkbox').check();
  const registered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('register'),
  );
  await form.getByRole('button', { name: 'Create account' }).click();
  const body = (await (await registered).json()) as { data?: { register?: { user?: { id?: string } } } };
  const id = body.data?.register?.user?.id;
  if (!id) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/verify/);

  const sentAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const code = await waitForCode(account.email, sentAt);
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login/);
  return { id, ...account };
}

export async function signInWithForm(page: Page, email: string, password: string, rememberMe = false) {
  await page.goto('/login');
  await submitSignInForm(page, email, password, rememberMe);
}

/** Fills the sign-in form of the page already open and presses Sign in. */
export async function submitSignInForm(page: Page, email: string, password: string, rememberMe = false) {
  const form = page.getByRole('form', { name: 'Sign in' });
  const emailField = form.getByLabel('Email');
  const passwordField = form.getByLabel('Password', { exact: true });
  await emailField.fill(email);
  await passwordField.fill(password);
  if (rememberMe) await form.getByLabel('Remember me').check();
  // What was typed is still there: a sign-in that lost it (a form that remounted, a field that was replaced) fails
  // here, by name, instead of later as a page that stayed on /login.
  await expect(emailField).toHaveValue(email);
  await expect(passwordField).toHaveValue(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo admin's REST session for each api, in this test worker. */
const adminSessions = new Map<string, Promise<string>>();

/**
 * The demo admin's session cookie for the REST api at apiUrl: one sign-in per test worker, reused while the api still
 * takes it. Every sign-in from a browser new to an account counts against its burst limit (10 a minute, never cleared:
 * api/src/rate-limit/rate-limits.ts), and on a quiet machine the browser suite, approving an agent in many tests,
 * signed the admin in more often than that (429 in the clean-clone CI of 53ae739).
 */
export async function adminCookie(apiUrl: string): Promise<string> {
  const kept = await adminSessions.get(apiUrl)?.catch(() => undefined);
  if (kept !== undefined) {
    const stillValid = await fetch(`${apiUrl}/api/v1/users/me`, { headers: { cookie: kept } });
    if (stillValid.ok) return kept;
  }
  const signingIn = signInAdminToApi(apiUrl);
  adminSessions.set(apiUrl, signingIn);
  return signingIn;
}

async function signInAdminToApi(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('wallet_session='));
  if (!response.ok || !cookie) throw new Error(`admin sign-in failed: ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

export async function approveAgent(apiUrl: string, agentId: string): Promise<void> {
  const response = await fetch(`${apiUrl}/api/v1/users/approve-agent/${agentId}`, {
    method: 'PATCH',
    headers: { cookie: await adminCookie(apiUrl) },
  });
  if (!response.ok)
    throw new Error(`approving the agent failed: ${response.status} ${await response.text()}`);
}
