// SQL for two-factor sign-in: the person's authenticator row (pending or on) and their recovery codes.
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { recoveryCodes, twoFactor } from '../db/schema';

export interface TwoFactorRow {
  secretEncrypted: string;
  /** null while the enrolment waits for its first code. */
  enabledAt: Date | null;
  lastUsedStep: number | null;
}

const TWO_FACTOR_COLUMNS = {
  secretEncrypted: twoFactor.secretEncrypted,
  enabledAt: twoFactor.enabledAt,
  lastUsedStep: twoFactor.lastUsedStep,
};

export async function findTwoFactor(db: Queryable, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select(TWO_FACTOR_COLUMNS).from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

/** The row locked until the transaction ends, so two uses of one code, or a use and a change, take turns. */
export async function lockTwoFactor(tx: Queryable, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await tx
    .select(TWO_FACTOR_COLUMNS)
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .for('update');
  return row;
}

/**
 * Writes a new pending enrolment, replacing an earlier pending one, in one statement; false (nothing written)
 * when two-factor sign-in is already on.
 */
export async function savePendingTwoFactor(
  db: Queryable,
  userId: string,
  secretEncrypted: string,
): Promise<boolean> {
  const saved = await db
    .insert(twoFactor)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretEncrypted, lastUsedStep: null, createdAt: sql`now()`, updatedAt: sql`now()` },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  return saved.length === 1;
}

export async function markTwoFactorEnabled(tx: Queryable, userId: string, step: number): Promise<Date> {
  const [row] = await tx
    .update(twoFactor)
    .set({ enabledAt: sql`now()`, lastUsedStep: step, updatedAt: sql`now()` })
    .where(eq(twoFactor.userId, userId))
    .returning({ enabledAt: twoFactor.enabledAt });
  if (row?.enabledAt == null) throw new Error('update of two_factor returned no enabled row');
  return row.enabledAt;
}

export async function setLastUsedStep(tx: Queryable, userId: string, step: number): Promise<void> {
  await tx
    .update(twoFactor)
    .set({ lastUsedStep: step, updatedAt: sql`now()` })
    .where(eq(twoFactor.userId, userId));
}

/** Turns two-factor sign-in off: the secret and every recovery code go. */
export async function deleteTwoFactor(tx: Queryable, userId: string): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
}

/** The new set replaces every earlier code, used or not. */
export async function replaceRecoveryCodes(
  tx: Queryable,
  userId: string,
  codeHashes: readonly string[],
): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks the person's unused code of this hash used; false when there is none (unknown, or used already). */
export async function useRecoveryCode(tx: Queryable, userId: string, codeHash: string): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Whether the person must give a code to sign in (a pending enrolment does not count). */
export async function isTwoFactorOn(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return row !== undefined;
}
