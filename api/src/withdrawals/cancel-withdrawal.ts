// PATCH /transactions/:id/cancel: the owner of a pending withdrawal takes it back before it is paid out, as one call
// of the database function wallet_cancel_withdrawal (api/drizzle/0014_withdraw_function.sql) through one named
// prepared statement: one round trip.
import type { PreparedStatement } from '../db/prepared';
import { runPrepared } from '../db/prepared';
import { isUuid } from '../db/uuid';
import type { MoneyCallResult, OneCallMoneyOperation } from '../ledger/money-route';
import type { MoneyContext } from '../ledger/money-context';
import { limitsArgument } from '../wallets/send-money';
import type { WithdrawalFacts } from './withdraw';
import { withdrawalAnswer } from './withdraw';

export const WITHDRAWAL_CANCELLED_MESSAGE = 'Withdrawal cancelled and refunded';

const CANCEL: PreparedStatement = {
  name: 'wallet_cancel_withdrawal',
  text: 'select wallet_cancel_withdrawal($1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::text::jsonb) as result',
};

export function cancelWithdrawalOperation(money: MoneyContext): OneCallMoneyOperation<{ journalId: string }> {
  const limits = limitsArgument(money.limits);
  return {
    parse(request) {
      return { journalId: String(request.params.id) };
    },
    call: async (db, { person, input, idempotencyKey, fingerprint }): Promise<MoneyCallResult> => {
      const [row] = await runPrepared<{ result: MoneyCallResult | null }>(db, CANCEL, [
        person.user.id,
        // An id that is no UUID names no journal: the function refuses it as it refuses an unknown one, after the
        // Idempotency-Key, in the order the api has always checked.
        isUuid(input.journalId) ? input.journalId : null,
        idempotencyKey,
        fingerprint,
        money.timeZoneLimits,
        limits,
      ]);
      if (row?.result === null || row?.result === undefined)
        throw new Error('wallet_cancel_withdrawal answered nothing');
      return { ...row.result, receipts: row.result.receipts ?? [] };
    },
    answerOf: (facts) =>
      withdrawalAnswer(
        facts as WithdrawalFacts,
        'cancel',
        money.timeZoneLimits,
        () => WITHDRAWAL_CANCELLED_MESSAGE,
      ),
  };
}
