// Change password while signed in: the current password first (its tries limited), then the new one, every other
// session ends, and the person is told by mail (if they want security mail).
import { authMessages, changePasswordRequestSchema } from '@wallet/common/auth';
import type { SignedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { textFields, validated } from '../http/body-fields';
import type { SecurityMailDependencies } from '../mail/security-mails';
import { sendSecurityMail } from '../mail/security-mails';
import { revokeSessionsOfUser } from '../sessions/sessions.repository';
import { findUserWithPasswordById, updatePasswordHash } from '../people/users.repository';
import { hashPassword, passwordMatches } from './passwords';
import type { SecretCheckLimiters } from './secret-checks';
import { countSecretCheck, forgetSecretChecks } from './secret-checks';

export async function changePassword(
  dependencies: SecurityMailDependencies & { rateLimiters: SecretCheckLimiters },
  person: SignedIn,
  body: Record<string, unknown>,
): Promise<void> {
  const change = await validated(
    changePasswordRequestSchema,
    textFields(body, { currentPassword: 'Current password', newPassword: 'New password' }),
  );
  const { db, rateLimiters } = dependencies;
  await countSecretCheck(rateLimiters, person.user.id);
  const account = await findUserWithPasswordById(db, person.user.id);
  if (account === undefined || !(await passwordMatches(account.passwordHash, change.currentPassword))) {
    throw new AppError(
      400,
      authMessages.currentPasswordWrong,
      'CURRENT_PASSWORD_INCORRECT',
      'currentPassword',
    );
  }
  await forgetSecretChecks(rateLimiters, account.id);
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (transaction) => {
    await updatePasswordHash(transaction, account.id, passwordHash);
    // This browser stays signed in; any other (perhaps the reason for the change) is signed out.
    await revokeSessionsOfUser(transaction, account.id, { exceptSessionId: person.sessionId });
  });
  sendSecurityMail(dependencies, account.id, { kind: 'password-changed', how: 'change' });
}
