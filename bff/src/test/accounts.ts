// Account helpers for bff tests, all through GraphQL as the web app would: sign up, read the mailed code, verify.
import { vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '@wallet/api/db/schema';
import type { TestApi } from '@wallet/api/test/harness';
import { graphql } from '../__generated__/test-documents';
import type { Browser } from './browser';

export interface TestPerson {
  name: string;
  email: string;
  password: string;
  phone: string;
  role: 'USER' | 'AGENT';
}

/** A person who meets every sign-up rule; the e-mail is lower-case, as the api stores it. */
export function testPerson(handle: string, overrides: Partial<TestPerson> = {}): TestPerson {
  return {
    name: `${handle[0]?.toUpperCase() ?? ''}${handle.slice(1)} Tester`,
    email: `${handle}@example.com`,
    password: 'Wallet#2026',
    phone: '01712345678',
    role: 'USER',
    ...overrides,
  };
}

export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      user {
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
    }
  }
`);

export const SEND_VERIFICATION_CODE = graphql(`
  mutation SendVerificationCode($email: String!) {
    sendVerificationCode(email: $email) {
      message
    }
  }
`);

export const VERIFY_EMAIL = graphql(`
  mutation VerifyEmail($email: String!, $otp: String!) {
    verifyEmail(email: $email, otp: $otp) {
      message
    }
  }
`);

/** How many mails the api has written to its outbox for this address. */
export async function mailCount(api: TestApi, to: string): Promise<number> {
  return (await api.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, to))).length;
}

/**
 * The six-digit code of the newest code mail among those to this address after the first `mailsBefore`: the api
 * without SMTP_URL writes its mail to the outbox table, in the background after it has answered, and other mail
 * (a notice of a sign-in from a new browser, a receipt) may arrive in between.
 */
export function codeMailedTo(api: TestApi, to: string, mailsBefore: number): Promise<string> {
  return vi.waitFor(
    async () => {
      const mails = await api.db
        .select({ subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.to, to))
        .orderBy(desc(outbox.createdAt));
      const newMails = mails.slice(0, Math.max(mails.length - mailsBefore, 0));
      const codeMail = newMails.find((mail) => mail.subject.endsWith(' code'));
      if (codeMail === undefined) throw new Error(`no new code mail to ${to} yet`);
      const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1];
      if (code === undefined) throw new Error(`the newest code mail to ${to} carries no six-digit code`);
      return code;
    },
    { timeout: 5_000, interval: 20 },
  );
}

function assertNoErrors(step: string, body: { errors?: unknown[] }): void {
  if (body.errors !== undefined) throw new Error(`${step} failed: ${JSON.stringify(body.errors)}`);
}

/** Registers the person and verifies their e-mail with the mailed code; returns the new user's id. */
export async function signUpVerified(api: TestApi, browser: Browser, person: TestPerson): Promise<string> {
  const registered = await browser.post({ query: REGISTER, variables: { input: person } });
  assertNoErrors('register', registered.body);
  const mailsBefore = await mailCount(api, person.email);
  assertNoErrors(
    'sendVerificationCode',
    (await browser.post({ query: SEND_VERIFICATION_CODE, variables: { email: person.email } })).body,
  );
  const otp = await codeMailedTo(api, person.email, mailsBefore);
  assertNoErrors(
    'verifyEmail',
    (await browser.post({ query: VERIFY_EMAIL, variables: { email: person.email, otp } })).body,
  );
  const id = registered.body.data?.register.user.id;
  if (id === undefined) throw new Error('register answered no user');
  return id;
}
