// SQL for cash-out codes: replace the live one. Counting a wrong try and taking the right one for a cash out are
// wallet_cash_out's (api/drizzle/0015_cash_functions.sql).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { cashOutCodes } from '../db/schema';

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
