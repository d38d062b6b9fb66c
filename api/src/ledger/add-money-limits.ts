// Caps on money arriving in one wallet by add money (docs/money.md, "Add money caps"): what the wallet's completed
// deposits of the current calendar day and month of TZ_LIMITS already brought, read on the locked wallet in the same
// transaction as the new deposit, so two deposits at once cannot both slip under a cap.
import { sql } from 'drizzle-orm';
import { addMoneyLimitMessage } from '@wallet/common/wallet';
import type { AddMoneyLimits } from '../config';
import { AppError } from '../http/app-error';
import type { Transaction } from './money-transaction';
import type { LockedWallet } from './locked-wallets';
import { rowsOf } from './sql-rows';

export interface AddedSoFar {
  todayCents: number;
  thisMonthCents: number;
}

/** The wallet's completed deposits since the start of this day and of this month. */
export async function addedSoFar(tx: Transaction, wallet: LockedWallet): Promise<AddedSoFar> {
  const [row] = await rowsOf<{ today: string | number; month: string | number }>(
    tx,
    sql`select
        coalesce(sum(amount_cents) filter (where created_at >= ${wallet.daily.periodStart.toISOString()}::timestamptz), 0)::text as today,
        coalesce(sum(amount_cents), 0)::text as month
      from journals
      where kind = 'deposit' and status = 'completed' and to_wallet_id = ${wallet.id}
        and created_at >= ${wallet.monthly.periodStart.toISOString()}::timestamptz`,
  );
  return { todayCents: Number(row?.today ?? 0), thisMonthCents: Number(row?.month ?? 0) };
}

/** The refusal of a deposit that would take the day's or the month's add money past its cap (the day first), or null. */
export function addMoneyRefusal(
  limits: AddMoneyLimits,
  added: AddedSoFar,
  amountCents: number,
): AppError | null {
  const dailyLeft = Math.max(0, limits.dailyAmountCents - added.todayCents);
  const monthlyLeft = Math.max(0, limits.monthlyAmountCents - added.thisMonthCents);
  const refuse = (message: string) => new AppError(400, message, 'LIMIT_EXCEEDED', 'amount');
  if (amountCents > dailyLeft) {
    return refuse(addMoneyLimitMessage('daily', limits.dailyAmountCents, dailyLeft));
  }
  if (amountCents > monthlyLeft) {
    return refuse(addMoneyLimitMessage('monthly', limits.monthlyAmountCents, monthlyLeft));
  }
  return null;
}

/** Refuses a deposit past a cap, naming it and what remains, on the wallet locked by this transaction. */
export async function assertWithinAddMoneyLimits(
  tx: Transaction,
  wallet: LockedWallet,
  limits: AddMoneyLimits,
  amountCents: number,
): Promise<void> {
  const refusal = addMoneyRefusal(limits, await addedSoFar(tx, wallet), amountCents);
  if (refusal !== null) throw refusal;
}
