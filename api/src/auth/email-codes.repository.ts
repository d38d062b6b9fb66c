// SQL for one-time e-mail codes.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database';
import { emailCodes } from '../db/schema';

export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose'];

/** The newest code of a purpose replaces every unused older one, in one transaction. */
export async function replaceCode(
  db: Database,
  code: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction
      .delete(emailCodes)
      .where(
        and(
          eq(emailCodes.userId, code.userId),
          eq(emailCodes.purpose, code.purpose),
          isNull(emailCodes.consumedAt),
        ),
      );
    await transaction.insert(emailCodes).values(code);
  });
}

/**
 * Counts one try against the person's current code, atomically, only while it is unused, unexpired and has
 * tries left; returns the code's id and hash then, undefined otherwise. Concurrent guesses cannot exceed the limit.
 */
export async function claimCodeAttempt(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
  attemptsMax: number,
): Promise<{ id: string; codeHash: string } | undefined> {
  const [claimed] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, purpose),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, sql`now()`),
        lt(emailCodes.attempts, attemptsMax),
      ),
    )
    .returning({ id: emailCodes.id, codeHash: emailCodes.codeHash });
  return claimed;
}

/** The person's current unused code, to tell "used up its tries" from "expired or none". */
export async function findUnusedCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
): Promise<{ attempts: number; expired: boolean } | undefined> {
  const [code] = await db
    .select({ attempts: emailCodes.attempts, expired: sql<boolean>`${emailCodes.expiresAt} <= now()` })
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return code;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Queryable, codeId: string): Promise<boolean> {
  const consumed = await db
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return consumed.length === 1;
}
