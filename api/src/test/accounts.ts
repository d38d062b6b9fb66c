// Helpers for tests of accounts and sessions: JSON calls with cookies, accounts made directly, codes read from mail.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Role } from '@wallet/common/auth';
import { hashPassword } from '../auth/passwords';
import { outbox, users } from '../db/schema';
import { SESSION_COOKIE_NAME } from '../sessions/session-cookie';
import type { User } from '../people/user';
import { insertUserWithWallet } from '../people/users.repository';
import type { TestApi } from './harness';

export const STRONG_PASSWORD = 'Str0ng!pass';

export interface JsonAnswer {
  status: number;
  body: { success: boolean; message: string; data: unknown };
  headers: Headers;
  /** The Set-Cookie headers, one string each. */
  cookies: string[];
}

export async function callJson(
  api: TestApi,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string | undefined; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.cookie !== undefined) headers.Cookie = options.cookie;
  const response = await fetch(api.apiUrl(path), {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as JsonAnswer['body'],
    headers: response.headers,
    cookies: response.headers.getSetCookie(),
  };
}

export const post = (api: TestApi, path: string, body?: unknown, cookie?: string) =>
  callJson(api, 'POST', path, { body, cookie });

/** "wallet_session=…" from a login answer, ready to send back as a Cookie header. */
export function sessionCookieFrom(answer: JsonAnswer): string {
  const cookie = answer.cookies.find((header) => header.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (cookie === undefined)
    throw new Error(`no ${SESSION_COOKIE_NAME} cookie in the answer (${answer.status})`);
  return cookie.split(';')[0] ?? '';
}

export function tokenOf(cookie: string): string {
  return cookie.slice(`${SESSION_COOKIE_NAME}=`.length);
}

let accountNumber = 0;

/** A unique address per call, so tests in one file never meet each other's accounts or rate limits. */
export function uniqueEmail(name = 'person'): string {
  accountNumber += 1;
  return `${name}-${accountNumber}-${Date.now().toString(36)}@example.com`;
}

/** An account written straight to the database (with its wallet), as registration and verification would leave it. */
export async function createAccount(
  api: TestApi,
  options: {
    email?: string;
    name?: string;
    role?: Role;
    password?: string;
    isEmailVerified?: boolean;
    isApproved?: boolean;
  } = {},
): Promise<User & { password: string }> {
  const password = options.password ?? STRONG_PASSWORD;
  const role = options.role ?? 'user';
  const user = await insertUserWithWallet(api.db, {
    name: options.name ?? 'Test Person',
    email: options.email ?? uniqueEmail(role),
    phone: '01712345678',
    role,
    passwordHash: await hashPassword(password),
    isEmailVerified: options.isEmailVerified ?? true,
    isApproved: options.isApproved ?? true,
  });
  return { ...user, password };
}

export async function signIn(
  api: TestApi,
  account: { email: string; password: string },
  rememberMe?: boolean,
): Promise<string> {
  const answer = await post(api, '/auth/login', {
    email: account.email,
    password: account.password,
    ...(rememberMe === undefined ? {} : { rememberMe }),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body.message}`);
  return sessionCookieFrom(answer);
}

/** An account made directly and signed in once (so no later sign-in of a test is its first), with its cookie. */
export async function signedInAccount(
  api: TestApi,
  options: Parameters<typeof createAccount>[1] = {},
): Promise<{ account: User & { password: string }; cookie: string }> {
  const account = await createAccount(api, options);
  return { account, cookie: await signIn(api, account) };
}

/** Closes the account in the database: the closed_at that sign-in and password reset look at, nothing else. */
export async function closeDirectly(api: TestApi, userId: string): Promise<void> {
  await api.db
    .update(users)
    .set({ closedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * The newest mail the outbox holds for this address (with this subject, when given: other mail such as a new-browser
 * notice may arrive in between), waiting for background delivery; undefined after the wait.
 */
export async function latestOutboxMail(
  api: TestApi,
  to: string,
  options: { newerThan?: Date; timeoutMs?: number; subject?: string } = {},
): Promise<typeof outbox.$inferSelect | undefined> {
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    const [mail] = await api.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, to),
          options.subject === undefined ? undefined : eq(outbox.subject, options.subject),
        ),
      )
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    if (mail !== undefined && (options.newerThan === undefined || mail.createdAt > options.newerThan))
      return mail;
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A 6-digit code that is not this one. */
export function otherCode(code: string): string {
  return ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');
}

/** The 6-digit code in a mail's text. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no 6-digit code in: ${text}`);
  return code;
}
