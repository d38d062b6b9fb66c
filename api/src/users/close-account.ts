// Closing one's own account (docs/settings.md): only with the password (its tries limited), an empty wallet, no
// withdrawal pending, and never the last admin. The account, its wallet and its ledger stay for the record; it can no
// longer sign in or move money, and every session it has ends at once.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { authValidationMessages } from '@wallet/common/auth';
import { centsToDollars } from '@wallet/common/money';
import { settingsMessages } from '@wallet/common/settings';
import { recordAudit } from '../audit/audit-log';
import { passwordMatches } from '../auth/passwords';
import type { SecretCheckLimiters } from '../auth/secret-checks';
import { countSecretCheck, forgetSecretChecks } from '../auth/secret-checks';
import type { Database } from '../db/database';
import { journals, users, wallets } from '../db/schema';
import type { SignedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { textFields } from '../http/body-fields';
import type { LockedWallet } from '../ledger/locked-wallets';
import { lockWalletsOfUsers } from '../ledger/locked-wallets';
import type { Transaction } from '../ledger/money-transaction';
import { revokeSessionsOfUser } from '../sessions/sessions.repository';
import { findUserWithPasswordById } from '../people/users.repository';
import { nextLiveSeq } from '../live/live-seq';

/** Dollars with two places and thousands grouped, as the money messages show them without their "$" (1,234.50). */
const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function closeAccount(
  dependencies: { db: Database; rateLimiters: SecretCheckLimiters },
  person: SignedIn,
  body: Record<string, unknown>,
  options: { timeZoneLimits: string },
): Promise<void> {
  const { db } = dependencies;
  await checkPassword(dependencies, person.user.id, body);
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, person.user);
    // A twin request closed it while this one waited for the lock: the account is closed, as asked.
    if (account === undefined) return;
    const [wallet] = await lockWalletsOfUsers(tx, [account.id], options.timeZoneLimits);
    if (wallet !== undefined) await assertWalletEmpty(tx, wallet);
    if (account.role === 'admin' && !account.otherAdminLeft) {
      throw new AppError(409, settingsMessages.closeLastAdmin, 'LAST_ADMIN');
    }
    await tx
      .update(users)
      .set({ closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, account.id));
    if (wallet !== undefined) {
      // Blocked like any blocked wallet, so a send or a cash in to it is refused as to one.
      await tx
        .update(wallets)
        .set({ isBlocked: true, liveSeq: nextLiveSeq(), updatedAt: sql`now()` })
        .where(eq(wallets.id, wallet.id));
    }
    await revokeSessionsOfUser(tx, account.id);
    await recordAudit(tx, {
      actorId: account.id,
      action: 'account.close',
      targetUserId: account.id,
      targetWalletId: wallet?.id ?? null,
      reason: null,
    });
  });
}

/** Before any lock: an argon2 check takes tens of milliseconds, too long to hold a wallet for. */
async function checkPassword(
  { db, rateLimiters }: { db: Database; rateLimiters: SecretCheckLimiters },
  userId: string,
  body: Record<string, unknown>,
): Promise<void> {
  const { password } = textFields(body, { password: 'Password' });
  if (password === undefined || password === '') {
    throw new AppError(400, authValidationMessages.passwordRequired, 'VALIDATION_FAILED', 'password');
  }
  await countSecretCheck(rateLimiters, userId);
  const account = await findUserWithPasswordById(db, userId);
  if (account === undefined || !(await passwordMatches(account.passwordHash, password))) {
    throw new AppError(400, settingsMessages.passwordWrong, 'PASSWORD_INCORRECT', 'password');
  }
  // The password is right: a refusal after it (money left, a withdrawal pending) is no guess and uses up no try.
  await forgetSecretChecks(rateLimiters, userId);
}

interface AccountToClose {
  id: string;
  role: SignedIn['user']['role'];
  /** For an admin: whether another admin whose account is open remains. */
  otherAdminLeft: boolean;
}

/**
 * Locks the person's row, and for an admin every open admin's row too, in id order: two admins closing at the
 * same moment take turns, and the second sees the first closed, so the last admin can never close. Undefined
 * when the account is closed already.
 */
async function lockAccount(
  tx: Transaction,
  user: Pick<SignedIn['user'], 'id' | 'role'>,
): Promise<AccountToClose | undefined> {
  const openAdmin = and(eq(users.role, 'admin'), isNull(users.closedAt));
  const rows = await tx
    .select({ id: users.id, role: users.role, closedAt: users.closedAt })
    .from(users)
    .where(user.role === 'admin' ? or(eq(users.id, user.id), openAdmin) : eq(users.id, user.id))
    .orderBy(users.id)
    .for('no key update');
  const account = rows.find((row) => row.id === user.id);
  if (account === undefined || account.closedAt !== null) return undefined;
  const otherAdminLeft = rows.some(
    (row) => row.id !== account.id && row.role === 'admin' && row.closedAt === null,
  );
  return { id: account.id, role: account.role, otherAdminLeft };
}

/** Refuses while money is in the wallet or on its way out of it; the wallet is locked, so neither can change. */
async function assertWalletEmpty(tx: Transaction, wallet: LockedWallet): Promise<void> {
  if (wallet.balanceCents !== 0) {
    throw new AppError(
      409,
      settingsMessages.closeBalanceNotZero(dollars.format(centsToDollars(wallet.balanceCents))),
      'BALANCE_NOT_ZERO',
    );
  }
  const [pending] = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(
      and(
        eq(journals.fromWalletId, wallet.id),
        eq(journals.kind, 'withdraw'),
        eq(journals.status, 'pending'),
      ),
    )
    .limit(1);
  if (pending !== undefined) {
    throw new AppError(409, settingsMessages.closePendingWithdrawal, 'PENDING_WITHDRAWAL');
  }
}
