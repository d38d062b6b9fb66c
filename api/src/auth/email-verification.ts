// E-mail verification: send a code to an unverified account, and mark the address verified when the code is right.
import { emailRequestSchema, verifyEmailSchema } from '@wallet/common/auth';
import type { Database } from '../db/database';
import { textFields, validated } from '../http/body-fields';
import { verificationCodeMail } from '../mail/code-mails';
import type { Mailer } from '../mail/mailer';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { normalizeEmail } from '../people/user';
import { findUserByEmail, markEmailVerified } from '../people/users.repository';
import { throttleCodeRequest } from './code-requests';
import { checkCode, CODE_LIFETIME_SECONDS, invalidCode, issueCode, useCheckedCode } from './email-codes';

export interface CodeDependencies {
  db: Database;
  rateLimiters: RateLimiters;
  mailer: Mailer;
  codeKey: Buffer;
}

/**
 * The answer is the same for unknown, verified and unverified addresses, and so is its time: the lookup and the code
 * are made after it (docs/security.md). Only an unverified address gets a mail.
 */
export async function sendVerificationCode(
  dependencies: CodeDependencies,
  request: { body: Record<string, unknown>; ip: string | undefined },
): Promise<void> {
  const { email: typedEmail } = await validated(
    emailRequestSchema,
    textFields(request.body, { email: 'Email' }),
  );
  const email = normalizeEmail(typedEmail);
  await throttleCodeRequest(dependencies.rateLimiters, { purpose: 'verify_email', email, ip: request.ip });

  dependencies.mailer.sendComposed(
    async () => {
      const account = await findUserByEmail(dependencies.db, email);
      if (account === undefined || account.isEmailVerified) return [];
      const code = await issueCode(dependencies.db, dependencies.codeKey, account.id, 'verify_email');
      const validMinutes = CODE_LIFETIME_SECONDS / 60;
      return [verificationCodeMail({ to: account.email, name: account.name, code, validMinutes })];
    },
    { message: 'verification code could not be made or handed to the mailer', context: {} },
  );
}

export async function verifyEmail(
  dependencies: Pick<CodeDependencies, 'db' | 'codeKey'>,
  body: Record<string, unknown>,
): Promise<void> {
  const typed = await validated(verifyEmailSchema, textFields(body, { email: 'Email', otp: 'Code' }));
  const account = await findUserByEmail(dependencies.db, normalizeEmail(typed.email));
  if (account === undefined || account.isEmailVerified) throw invalidCode();

  const codeId = await checkCode(
    dependencies.db,
    dependencies.codeKey,
    account.id,
    'verify_email',
    typed.otp,
  );
  await dependencies.db.transaction(async (transaction) => {
    await useCheckedCode(transaction, codeId);
    await markEmailVerified(transaction, account.id);
  });
}
