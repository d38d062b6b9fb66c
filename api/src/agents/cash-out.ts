// Cash out (docs/agents.md): with the code the user created, an approved agent takes money from the user's wallet
// within the user's balance and limits, and earns a commission — user −a, agent +a, commissions −c, agent +c. The
// whole of it, the wrong code's counted try included, is one call of the database function wallet_cash_out
// (api/drizzle/0015_cash_functions.sql) through one named prepared statement: one round trip. A wrong code is refused
// by a returned refusal rather than a raised one, so the try it counted commits (see the function's step 0).
import { CASH_OUT_CODE_TRIES_MAX } from '@wallet/common/agents';
import type { PreparedStatement } from '../db/prepared';
import { runPrepared } from '../db/prepared';
import { jsonObjectBody } from '../http/json-body';
import { parseAmountCents } from '../ledger/amount';
import { moneyRefusalOf } from '../ledger/money-refusals';
import type { MoneyCallResult, OneCallMoneyOperation } from '../ledger/money-route';
import { limitRefusalForUser } from '../ledger/spending-limits';
import { cashArgumentsOf } from './cash-in';
import type { CashContext } from './cash-context';
import { cashOutCodeHash, parseTypedCode } from './cash-out-codes';
import type { CashFacts } from './cash-parties';
import { assertAgentCaller, cashAnswer, parseCashUserId } from './cash-parties';

interface CashOutInput {
  userId: string;
  amountCents: number;
  code: string;
}

const CASH_OUT: PreparedStatement = {
  name: 'wallet_cash_out',
  text: 'select wallet_cash_out($1::uuid, $2::uuid, $3::bigint, $4::text, $5::integer, $6::text, $7::text, $8::text, $9::text::jsonb, $10::text::jsonb, $11::text) as result',
};

export function cashOutOperation(cash: CashContext): OneCallMoneyOperation<CashOutInput> {
  const context = cashArgumentsOf(cash);
  return {
    parse(request, person) {
      assertAgentCaller(person);
      const body = jsonObjectBody(request);
      const userId = parseCashUserId(body.userId);
      const amountCents = parseAmountCents(body.amount);
      return { userId, amountCents, code: parseTypedCode(body.code) };
    },
    async call(db, { person, input, idempotencyKey, fingerprint }): Promise<MoneyCallResult> {
      try {
        const [row] = await runPrepared<{ result: MoneyCallResult | null }>(db, CASH_OUT, [
          person.user.id,
          input.userId,
          input.amountCents,
          // Bound to the user named: a code of anyone else hashes to something else and matches nothing.
          cashOutCodeHash(cash.codeKey, input.userId, input.code),
          CASH_OUT_CODE_TRIES_MAX,
          idempotencyKey,
          fingerprint,
          context.timeZoneLimits,
          context.limitsArgument,
          context.commissionArgument,
          null,
        ]);
        if (row?.result === null || row?.result === undefined)
          throw new Error('wallet_cash_out answered nothing');
        return { ...row.result, receipts: row.result.receipts ?? [] };
      } catch (error) {
        // The limits a cash out meets are the user's: "…exceed the user's daily limit…".
        const refusal = moneyRefusalOf(error);
        throw refusal === undefined ? error : limitRefusalForUser(refusal);
      }
    },
    answerOf: (facts) => cashAnswer('cash_out', facts as CashFacts, cash.timeZoneLimits),
  };
}
