// Change password while signed in: the current password first, then the new one, and every other session ends.
import { authMessages, changePasswordRequestSchema } from '@wallet/common/auth';
import type { Database } from '../db/database';
import type { SignedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { textFields, validated } from '../http/body-fields';
import { revokeSessionsOfUser } from '../sessions/sessions.repository';
import { findUserWithPasswordById, updatePasswordHash } from '../users/users.repository';
import { hashPassword, passwordMatches } from './passwords';

export async function changePassword(
  db: Database,
  person: SignedIn,
  body: Record<string, unknown>,
): Promise<void> {
  const change = await validated(
    changePasswordRequestSchema,
    textFields(body, { currentPassword: 'Current password', newPassword: 'New password' }),
  );
  const account = await findUserWithPasswordById(db, person.user.id);
  if (account === undefined || !(await passwordMatches(account.passwordHash, change.currentPassword))) {
    throw new AppError(
      400,
      authMessages.currentPasswordWrong,
      'CURRENT_PASSWORD_INCORRECT',
      'currentPassword',
    );
  }
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (transaction) => {
    await updatePasswordHash(transaction, account.id, passwordHash);
    // This browser stays signed in; any other (perhaps the reason for the change) is signed out.
    await revokeSessionsOfUser(transaction, account.id, { exceptSessionId: person.sessionId });
  });
}
