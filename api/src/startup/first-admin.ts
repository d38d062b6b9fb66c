// The first admin: created, or reset to the given password, from ADMIN_EMAIL/ADMIN_PASSWORD or `npm run create-admin`.
import type { AdminAccount } from '../config';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { revokeSessionsOfUser } from '../sessions/sessions.repository';
import { normalizeEmail } from '../people/user';
import {
  findUserByEmail,
  hasWallet,
  insertUserWithWallet,
  insertWallet,
  makeAdmin,
} from '../people/users.repository';

export type AdminOutcome = 'created' | 'reset' | 'unchanged';

/**
 * Creates the admin, verified and approved and with a wallet; or makes the existing account of that address
 * such an admin with this password. A changed password ends the account's sessions. Running it again changes nothing.
 */
export async function ensureAdmin(db: Database, admin: AdminAccount): Promise<AdminOutcome> {
  const email = normalizeEmail(admin.email);
  const existing = await findUserByEmail(db, email);
  if (existing === undefined) {
    try {
      await insertUserWithWallet(db, {
        name: admin.name,
        email,
        phone: '',
        role: 'admin',
        passwordHash: await hashPassword(admin.password),
        isEmailVerified: true,
        isApproved: true,
      });
      return 'created';
    } catch (error) {
      // Another process created it in the meantime: make sure of it as an existing account.
      if (!isUniqueViolation(error, 'users_email_lower_unique')) throw error;
      return ensureAdmin(db, admin);
    }
  }

  const passwordKept = await passwordMatches(existing.passwordHash, admin.password);
  const alreadyAdmin =
    passwordKept && existing.role === 'admin' && existing.isEmailVerified && existing.isApproved;
  const walletMissing = !(await hasWallet(db, existing.id));
  if (alreadyAdmin && !walletMissing) return 'unchanged';

  await db.transaction(async (transaction) => {
    await makeAdmin(
      transaction,
      existing.id,
      passwordKept ? existing.passwordHash : await hashPassword(admin.password),
    );
    if (!passwordKept) await revokeSessionsOfUser(transaction, existing.id);
    if (walletMissing) await insertWallet(transaction, existing.id);
  });
  return 'reset';
}
