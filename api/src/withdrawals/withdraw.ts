// Withdraw (docs/money.md): wallet → payouts_pending (amount) and fees (fee), pending until the payout
// processor settles it or its owner cancels it. The whole movement is one call of the database function
// wallet_withdraw (api/drizzle/0014_withdraw_function.sql) through one named prepared statement: one round trip;
// this file parses the request and shapes the answer.
import { WITHDRAWAL_FEE_CENTS, WITHDRAWAL_MIN_CENTS } from '@wallet/common/constants';
import { formatCents } from '@wallet/common/money';
import type { TransactionStatus, WithdrawMethod } from '@wallet/common/wallet';
import { WITHDRAW_METHODS, walletMessages } from '@wallet/common/wallet';
import type { Database } from '../db/database';
import type { PreparedStatement } from '../db/prepared';
import { runPrepared } from '../db/prepared';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import type { MoneyAnswer, MoneyCallResult, OneCallMoneyOperation } from '../ledger/money-route';
import { parseAmountCents } from '../ledger/amount';
import type { MoneyContext } from '../ledger/money-context';
import { moneyRefusalOf } from '../ledger/money-refusals';
import { retryWhole } from '../ledger/money-transaction';
import { transactionJson } from '../transactions/transaction-view';
import type { WalletFacts } from '../wallets/send-money';
import { limitsArgument, limitsConfigOfFacts, walletOfFacts } from '../wallets/send-money';

export interface WithdrawRequest {
  userId: string;
  amountCents: number;
  method: WithdrawMethod;
  /** The Idempotency-Key and the fingerprint of its request; both null without a key. */
  idempotencyKey: string | null;
  fingerprint: string | null;
  description: string | null;
}

interface WithdrawInput {
  amountCents: number;
  method: WithdrawMethod;
}

/** A withdrawal's journal as the functions answer with it (money_journal_facts): times are epoch milliseconds. */
interface JournalFacts {
  journalId: string;
  kind: 'withdraw';
  status: TransactionStatus;
  amountCents: number;
  feeCents: number;
  commissionCents: number;
  method: WithdrawMethod;
  description: string | null;
  initiatedBy: string | null;
  fromWalletId: string;
  toWalletId: null;
  createdAt: number;
  updatedAt: number;
  settledAt: number | null;
  failureReason: string | null;
}

/** The facts wallet_withdraw and wallet_cancel_withdrawal answer with (and keep with the key). */
export interface WithdrawalFacts {
  form: 'withdraw' | 'cancel';
  journal: JournalFacts;
  /** The withdrawal's wallet right after the call. */
  owner: WalletFacts;
  dayStart: number;
  monthStart: number;
  /** The limits of the owner's role: [daily amount, daily count, monthly amount, monthly count]. */
  limits: [number, number, number, number];
}

const WITHDRAW: PreparedStatement = {
  name: 'wallet_withdraw',
  text: 'select wallet_withdraw($1::uuid, $2::bigint, $3::text, $4::bigint, $5::text, $6::text, $7::text, $8::text::jsonb, $9::text) as result',
};

/** One call of wallet_withdraw; a refusal comes back as the database raised it (see ledger/money-refusals.ts). */
export async function callWithdraw(
  db: Database,
  money: Pick<MoneyContext, 'timeZoneLimits'> & { limitsArgument: string },
  request: WithdrawRequest,
): Promise<MoneyCallResult> {
  const [row] = await runPrepared<{ result: MoneyCallResult | null }>(db, WITHDRAW, [
    request.userId,
    request.amountCents,
    request.method,
    WITHDRAWAL_FEE_CENTS[request.method],
    request.idempotencyKey,
    request.fingerprint,
    money.timeZoneLimits,
    money.limitsArgument,
    request.description,
  ]);
  if (row?.result === null || row?.result === undefined) throw new Error('wallet_withdraw answered nothing');
  return { ...row.result, receipts: row.result.receipts ?? [] };
}

/** A withdrawal outside a request (demo data): run again whole on a deadlock, refusals as AppErrors; the journal id. */
export async function withdrawMoney(
  db: Database,
  money: MoneyContext,
  request: WithdrawRequest,
): Promise<string> {
  const context = { timeZoneLimits: money.timeZoneLimits, limitsArgument: limitsArgument(money.limits) };
  const result = await retryWhole(async () => {
    try {
      return await callWithdraw(db, context, request);
    } catch (error) {
      throw moneyRefusalOf(error) ?? error;
    }
  });
  return (result.answer as WithdrawalFacts).journal.journalId;
}

export function withdrawOperation(money: MoneyContext): OneCallMoneyOperation<WithdrawInput> {
  const context = { timeZoneLimits: money.timeZoneLimits, limitsArgument: limitsArgument(money.limits) };
  return {
    parse(request) {
      const body = jsonObjectBody(request);
      const amountCents = parseAmountCents(body.amount);
      // SPEC.md §7's client never sends a method: left out, it is a bank withdrawal (docs/rest-contract.md).
      const given = body.method ?? 'bank';
      const method = WITHDRAW_METHODS.find((candidate) => candidate === given);
      if (method === undefined) {
        throw new AppError(400, walletMessages.methodRequired, 'VALIDATION_FAILED', 'method');
      }
      if (amountCents < WITHDRAWAL_MIN_CENTS) {
        throw new AppError(400, walletMessages.withdrawalMinimum, 'VALIDATION_FAILED', 'amount');
      }
      return { amountCents, method };
    },
    call: (db, { person, input, idempotencyKey, fingerprint }) =>
      callWithdraw(db, context, {
        userId: person.user.id,
        ...input,
        idempotencyKey,
        fingerprint,
        description: null,
      }),
    answerOf: (facts) =>
      withdrawalAnswer(facts as WithdrawalFacts, 'withdraw', money.timeZoneLimits, (journal) =>
        walletMessages.withdrawalInitiated(formatCents(journal.amountCents)),
      ),
  };
}

/**
 * The owner's answer about their withdrawal, from the facts alone: the same shapes as GET /transactions/:id and
 * GET /wallets/my-wallet.
 */
export function withdrawalAnswer(
  facts: WithdrawalFacts,
  form: WithdrawalFacts['form'],
  timeZoneLimits: string,
  messageOf: (journal: JournalFacts) => string,
): Pick<MoneyAnswer, 'message' | 'data'> {
  if (facts.form !== form) throw new Error(`a ${form} answer cannot be made of ${String(facts.form)} facts`);
  const { journal, owner } = facts;
  const transaction = transactionJson(
    {
      id: journal.journalId,
      kind: journal.kind,
      status: journal.status,
      amountCents: journal.amountCents,
      feeCents: journal.feeCents,
      commissionCents: journal.commissionCents,
      initiatedBy: journal.initiatedBy,
      method: journal.method,
      description: journal.description,
      fromWalletId: journal.fromWalletId,
      toWalletId: null,
      fromUserId: owner.userId,
      fromUserName: owner.name,
      fromUserEmail: null,
      toUserId: null,
      toUserName: null,
      toUserEmail: null,
      createdAt: new Date(journal.createdAt),
      updatedAt: new Date(journal.updatedAt),
      settledAt: journal.settledAt === null ? null : new Date(journal.settledAt),
      failureReason: journal.failureReason,
    },
    owner.userId,
  );
  const wallet = walletOfFacts(owner, facts, limitsConfigOfFacts(facts.limits, timeZoneLimits));
  return { message: messageOf(journal), data: { transaction, wallet } };
}
