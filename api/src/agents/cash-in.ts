// Cash in (docs/agents.md): POST /wallets/add-money with a userId, from an approved agent — the agent's float into a
// user's wallet with a commission from the platform, agent −a, user +a, commissions −c, agent +c, in one completed
// journal. The whole movement is one call of the database function wallet_cash_in
// (api/drizzle/0015_cash_functions.sql) through one named prepared statement: one round trip; this file parses the
// request and shapes the answer.
import type { Database } from '../db/database';
import type { PreparedStatement } from '../db/prepared';
import { runPrepared } from '../db/prepared';
import { jsonObjectBody } from '../http/json-body';
import { parseAmountCents } from '../ledger/amount';
import type { MoneyContext } from '../ledger/money-context';
import { moneyRefusalOf } from '../ledger/money-refusals';
import type { MoneyCallResult, OneCallMoneyOperation } from '../ledger/money-route';
import { retryWhole } from '../ledger/money-transaction';
import { limitsArgument } from '../wallets/send-money';
import type { CommissionTerms } from './cash-context';
import { commissionArgument } from './cash-context';
import type { CashFacts } from './cash-parties';
import { assertAgentCaller, cashAnswer, parseCashUserId } from './cash-parties';

export interface CashInRequest {
  agentUserId: string;
  userId: string;
  amountCents: number;
  /** The Idempotency-Key and the fingerprint of its request; both null without a key. */
  idempotencyKey: string | null;
  fingerprint: string | null;
  description: string | null;
}

/** What the cash functions take besides the request, made once. */
export interface CashArguments {
  timeZoneLimits: string;
  limitsArgument: string;
  commissionArgument: string;
}

export function cashArgumentsOf(cash: Pick<MoneyContext, 'limits' | 'timeZoneLimits'> & CommissionTerms) {
  return {
    timeZoneLimits: cash.timeZoneLimits,
    limitsArgument: limitsArgument(cash.limits),
    commissionArgument: commissionArgument(cash),
  };
}

const CASH_IN: PreparedStatement = {
  name: 'wallet_cash_in',
  text: 'select wallet_cash_in($1::uuid, $2::uuid, $3::bigint, $4::text, $5::text, $6::text, $7::text::jsonb, $8::text::jsonb, $9::text) as result',
};

/** One call of wallet_cash_in; a refusal comes back as the database raised it (see ledger/money-refusals.ts). */
export async function callCashIn(
  db: Database,
  cash: CashArguments,
  request: CashInRequest,
): Promise<MoneyCallResult> {
  const [row] = await runPrepared<{ result: MoneyCallResult | null }>(db, CASH_IN, [
    request.agentUserId,
    request.userId,
    request.amountCents,
    request.idempotencyKey,
    request.fingerprint,
    cash.timeZoneLimits,
    cash.limitsArgument,
    cash.commissionArgument,
    request.description,
  ]);
  if (row?.result === null || row?.result === undefined) throw new Error('wallet_cash_in answered nothing');
  return { ...row.result, receipts: row.result.receipts ?? [] };
}

/** A cash in outside a request (demo data): run again whole on a deadlock, refusals as AppErrors. */
export async function cashIn(
  db: Database,
  cash: Pick<MoneyContext, 'limits' | 'timeZoneLimits'> & CommissionTerms,
  request: CashInRequest,
): Promise<MoneyCallResult> {
  const context = cashArgumentsOf(cash);
  return retryWhole(async () => {
    try {
      return await callCashIn(db, context, request);
    } catch (error) {
      throw moneyRefusalOf(error) ?? error;
    }
  });
}

/**
 * SPEC.md §7: add money with a userId. Every role reaches it (the route picks it by the userId), so a user or an admin
 * naming a userId hears that only agents cash in.
 */
export function cashInOperation(
  cash: MoneyContext & CommissionTerms,
): OneCallMoneyOperation<{ userId: string; amountCents: number }> {
  const context = cashArgumentsOf(cash);
  return {
    parse(request, person) {
      const body = jsonObjectBody(request);
      assertAgentCaller(person);
      const userId = parseCashUserId(body.userId);
      return { userId, amountCents: parseAmountCents(body.amount) };
    },
    call: (db, { person, input, idempotencyKey, fingerprint }) =>
      callCashIn(db, context, {
        agentUserId: person.user.id,
        userId: input.userId,
        amountCents: input.amountCents,
        idempotencyKey,
        fingerprint,
        description: null,
      }),
    answerOf: (facts) => cashAnswer('cash_in', facts as CashFacts, cash.timeZoneLimits),
  };
}
