// SQL for cash-out codes: replace the live one, count a wrong try atomically, take the right one for a cash out.
import { and, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { CASH_OUT_CODE_TRIES_MAX } from '@wallet/common/agents';
import type { Queryable } from '../db/database';
import { cashOutCodes } from '../db/schema';

/** A code that may still be used: neither used nor replaced nor locked, and not expired by the database's clock. */
const live = (userId: string) =>
  and(
    eq(cashOutCodes.userId, userId),
    isNull(cashOutCodes.consumedAt),
    isNull(cashOutCodes.voidedAt),
    gt(cashOutCodes.expiresAt, sql`now()`),
  );

/** Voids the person's live code, expired or not, and stores the new one; the caller holds the person's wallet lock. */
export async function replaceCashOutCode(
  q: Queryable,
  code: { userId: string; codeHash: string; maxAmountCents: number; lifetimeSeconds: number },
): Promise<{ expiresAt: Date }> {
  await q
    .update(cashOutCodes)
    .set({ voidedAt: sql`now()` })
    .where(
      and(
        eq(cashOutCodes.userId, code.userId),
        isNull(cashOutCodes.consumedAt),
        isNull(cashOutCodes.voidedAt),
      ),
    );
  const [inserted] = await q
    .insert(cashOutCodes)
    .values({
      userId: code.userId,
      codeHash: code.codeHash,
      maxAmountCents: code.maxAmountCents,
      expiresAt: sql`now() + make_interval(secs => ${code.lifetimeSeconds})`,
    })
    .returning({ expiresAt: cashOutCodes.expiresAt });
  if (inserted === undefined) throw new Error('insert into cash_out_codes returned no row');
  return inserted;
}

/**
 * One statement, committed on its own: when the person has a live code and this guess is wrong (or the code has
 * used up its tries), counts the try, and voids the code on the try after the last allowed one. Returns the
 * tries counted so far, or undefined when nothing was counted (no live code, or the guess is right).
 * Concurrent guesses queue on the row and each sees the count the one before left, so none is free.
 */
export async function countWrongTry(
  q: Queryable,
  userId: string,
  guessHash: string,
): Promise<number | undefined> {
  const [counted] = await q
    .update(cashOutCodes)
    .set({
      // Right-hand sides read the row as it was: the try that finds the tries used up is the one that voids it.
      attempts: sql`${cashOutCodes.attempts} + 1`,
      voidedAt: sql`case when ${cashOutCodes.attempts} >= ${CASH_OUT_CODE_TRIES_MAX} then now() end`,
    })
    .where(
      and(
        live(userId),
        // The hashes are HMACs under the server's key: comparing them leaks nothing a guesser could use.
        or(ne(cashOutCodes.codeHash, guessHash), gte(cashOutCodes.attempts, CASH_OUT_CODE_TRIES_MAX)),
      ),
    )
    .returning({ attempts: cashOutCodes.attempts });
  return counted?.attempts;
}

/** The person's live code with this hash and tries left, locked until the cash out commits or rolls back. */
export async function lockMatchingCode(
  q: Queryable,
  userId: string,
  codeHash: string,
): Promise<{ id: string; maxAmountCents: number } | undefined> {
  const [code] = await q
    .select({ id: cashOutCodes.id, maxAmountCents: cashOutCodes.maxAmountCents })
    .from(cashOutCodes)
    .where(
      and(
        live(userId),
        eq(cashOutCodes.codeHash, codeHash),
        lt(cashOutCodes.attempts, CASH_OUT_CODE_TRIES_MAX),
      ),
    )
    .for('update');
  return code;
}

export async function consumeCode(q: Queryable, codeId: string): Promise<void> {
  const consumed = await q
    .update(cashOutCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(cashOutCodes.id, codeId), isNull(cashOutCodes.consumedAt)))
    .returning({ id: cashOutCodes.id });
  if (consumed.length !== 1) throw new Error(`cash-out code ${codeId} was locked but could not be consumed`);
}
