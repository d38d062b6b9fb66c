// Test-only helpers for two-factor sign-in: codes of the person's app at any moment (fake time, never waiting),
// enrolment through the real routes, sign-in with a code, and the mail the outbox holds for an address.
import { and, asc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { outbox } from '../db/schema';
import type { JsonAnswer } from './accounts';
import { callJson, post } from './accounts';
import type { TestApi } from './harness';

/** What the person's authenticator app shows at now + offsetSeconds (±30 s is one step). */
export function appCode(secret: string, offsetSeconds = 0): string {
  const app = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return app.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

export interface Enrolment {
  secret: string;
  recoveryCodes: string[];
}

/** Setup, then enable with the app's code of the current step (which is then used up). */
export async function enrolTwoFactor(api: TestApi, cookie: string): Promise<Enrolment> {
  const setup = await post(api, '/settings/two-factor/setup', undefined, cookie);
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data as { secret: string };
  const enable = await post(api, '/settings/two-factor/enable', { code: appCode(secret) }, cookie);
  expect(enable.status).toBe(200);
  const { recoveryCodes } = enable.body.data as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

export function signInWithCode(
  api: TestApi,
  account: { email: string; password: string },
  twoFactorCode?: unknown,
  cookie?: string,
): Promise<JsonAnswer> {
  return callJson(api, 'POST', '/auth/login', {
    body: {
      email: account.email,
      password: account.password,
      ...(twoFactorCode === undefined ? {} : { twoFactorCode }),
    },
    cookie,
  });
}

export const getSettings = (api: TestApi, cookie?: string) => callJson(api, 'GET', '/settings', { cookie });

export const patchNotifications = (api: TestApi, body: unknown, cookie?: string) =>
  callJson(api, 'PATCH', '/settings/notifications', { body, cookie });

/** The subjects of the mail the outbox holds for this address, oldest first. */
export async function subjectsTo(api: TestApi, to: string): Promise<string[]> {
  const mails = await api.db
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(asc(outbox.createdAt));
  return mails.map((mail) => mail.subject);
}

/** The first mail to this address with this subject, waiting for background delivery (5 s at most). */
export async function mailWithSubject(
  api: TestApi,
  to: string,
  subject: string,
): Promise<typeof outbox.$inferSelect> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [mail] = await api.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.subject, subject)))
      .orderBy(asc(outbox.createdAt))
      .limit(1);
    if (mail !== undefined) return mail;
    if (Date.now() > deadline)
      throw new Error(`no mail "${subject}" to ${to}; got ${String(await subjectsTo(api, to))}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
