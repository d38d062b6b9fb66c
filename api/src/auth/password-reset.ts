// Forgotten password: a code by e-mail, then a new password that ends every session of the account and is told to
// the person by mail. A closed account is treated as no account: no code, no reset.
import { emailRequestSchema, resetPasswordRequestSchema } from '@wallet/common/auth';
import { textFields, validated } from '../http/body-fields';
import { passwordResetCodeMail } from '../mail/code-mails';
import type { SecurityMailDependencies } from '../mail/security-mails';
import { sendSecurityMail } from '../mail/security-mails';
import { revokeSessionsOfUser } from '../sessions/sessions.repository';
import { normalizeEmail } from '../people/user';
import { findUserByEmail, markEmailVerified, updatePasswordHash } from '../people/users.repository';
import { throttleCodeRequest } from './code-requests';
import { checkCode, CODE_LIFETIME_SECONDS, invalidCode, issueCode, useCheckedCode } from './email-codes';
import type { CodeDependencies } from './email-verification';
import { recordTrustedDevice } from './known-devices';
import { hashPassword } from './passwords';

/**
 * Always the same answer after the same work: the request is checked and counted, and the rest — looking the address
 * up, making the code, the mail — happens after the answer, so neither its content nor its time tells whether the
 * address has an account (docs/security.md). A mail only when the account exists and is not closed.
 */
export async function sendPasswordResetCode(
  dependencies: CodeDependencies,
  request: { body: Record<string, unknown>; ip: string | undefined },
): Promise<void> {
  const { email: typedEmail } = await validated(
    emailRequestSchema,
    textFields(request.body, { email: 'Email' }),
  );
  const email = normalizeEmail(typedEmail);
  await throttleCodeRequest(dependencies.rateLimiters, { purpose: 'reset_password', email, ip: request.ip });

  dependencies.mailer.sendComposed(
    async () => {
      const account = await findUserByEmail(dependencies.db, email);
      if (account === undefined || account.closedAt !== null) return [];
      const code = await issueCode(dependencies.db, dependencies.codeKey, account.id, 'reset_password');
      const validMinutes = CODE_LIFETIME_SECONDS / 60;
      return [passwordResetCodeMail({ to: account.email, name: account.name, code, validMinutes })];
    },
    { message: 'password reset code could not be made or handed to the mailer', context: {} },
  );
}

/**
 * A new password with the e-mailed code. The code proves the person reads the account's mail, so the browser that
 * used it becomes known to the account: its sign-ins are not held back by failures from elsewhere (docs/security.md).
 */
export async function resetPassword(
  dependencies: Pick<CodeDependencies, 'db' | 'codeKey'> & SecurityMailDependencies,
  body: Record<string, unknown>,
  deviceId: string,
): Promise<void> {
  const typed = await validated(
    resetPasswordRequestSchema,
    textFields(body, { email: 'Email', otp: 'Code', newPassword: 'New password' }),
  );
  const account = await findUserByEmail(dependencies.db, normalizeEmail(typed.email));
  // A code sent before the account was closed resets nothing after.
  if (account === undefined || account.closedAt !== null) throw invalidCode();

  const codeId = await checkCode(
    dependencies.db,
    dependencies.codeKey,
    account.id,
    'reset_password',
    typed.otp,
  );
  const passwordHash = await hashPassword(typed.newPassword);
  await dependencies.db.transaction(async (transaction) => {
    await useCheckedCode(transaction, codeId);
    await updatePasswordHash(transaction, account.id, passwordHash);
    // The code arrived at this address, which proves the person reads it.
    await markEmailVerified(transaction, account.id);
    await revokeSessionsOfUser(transaction, account.id);
  });
  await recordTrustedDevice(dependencies.db, account.id, deviceId);
  sendSecurityMail(dependencies, account.id, { kind: 'password-changed', how: 'reset' });
}
