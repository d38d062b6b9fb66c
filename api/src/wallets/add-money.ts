// Add money (docs/money.md): money arriving from a bank or card, funding → the person's own wallet, completed.
// The same call from an agent with a userId is a cash in (agents/add-money-operation.ts, docs/agents.md).
import { authMessages } from '@wallet/common/auth';
import { walletMessages } from '@wallet/common/wallet';
import type { Database } from '../db/database';
import type { PreparedStatement } from '../db/prepared';
import { runPrepared } from '../db/prepared';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import { parseAmountCents } from '../ledger/amount';
import type { MoneyCallResult, OneCallMoneyOperation } from '../ledger/money-route';
import type { MoneyContext } from '../ledger/money-context';
import { transactionJson } from '../transactions/transaction-view';
import type { WalletFacts } from './send-money';
import { limitsArgument, limitsConfigOfFacts, walletOfFacts } from './send-money';
import type { Transaction } from '../ledger/money-transaction';
import { assertWithinAddMoneyLimits } from '../ledger/add-money-limits';
import { lockOwnWallet } from '../ledger/locked-wallets';
import { balanceAfter, postJournal } from '../ledger/post-journal';

export interface Deposited {
  journalId: string;
  /** The wallet's balance right after the deposit. */
  balanceCents: number;
}

export interface DepositRequest {
  userId: string;
  amountCents: number;
  idempotencyKey: string | null;
  description: string | null;
}

/** funding −a, wallet +a; within the wallet's daily and monthly add money caps. */
export async function deposit(
  tx: Transaction,
  money: MoneyContext,
  request: DepositRequest,
): Promise<Deposited> {
  const wallet = await lockOwnWallet(tx, money, request.userId);
  await assertWithinAddMoneyLimits(tx, wallet, money.addMoneyLimits, request.amountCents);
  const posted = await postJournal(
    tx,
    money,
    {
      kind: 'deposit',
      status: 'completed',
      amountCents: request.amountCents,
      feeCents: 0,
      method: null,
      initiatedBy: request.userId,
      fromWalletId: null,
      toWalletId: wallet.id,
      idempotencyKey: request.idempotencyKey,
      description: request.description,
    },
    {
      lines: [
        { platform: 'funding', amountCents: -request.amountCents },
        { walletId: wallet.id, amountCents: request.amountCents },
      ],
      locked: [wallet],
    },
  );
  return { journalId: posted.journalId, balanceCents: balanceAfter(posted, wallet.id) };
}

/** The facts wallet_add_money answers with (and keeps with the key): times are epoch milliseconds. */
interface DepositFacts {
  form: 'deposit';
  journalId: string;
  createdAt: number;
  updatedAt: number;
  amountCents: number;
  description: string | null;
  owner: WalletFacts;
  dayStart: number;
  monthStart: number;
  limits: [number, number, number, number];
}

const ADD_MONEY: PreparedStatement = {
  name: 'wallet_add_money',
  text: 'select wallet_add_money($1::uuid, $2::bigint, $3::text, $4::text, $5::text, $6::text::jsonb, $7::text::jsonb, $8::text) as result',
};

/**
 * POST /wallets/add-money without a userId (a deposit to the caller's own wallet) as one call of the database function
 * wallet_add_money (api/drizzle/0012_add_money_function.sql). With a userId the request is an agent's cash in, which
 * still runs as a drizzle transaction (agents/add-money-operation.ts).
 */
export function depositOperation(money: MoneyContext): OneCallMoneyOperation<{ amountCents: number }> {
  const limits = limitsArgument(money.limits);
  const caps = JSON.stringify([
    money.addMoneyLimits.dailyAmountCents,
    money.addMoneyLimits.monthlyAmountCents,
  ]);
  return {
    parse(request, person) {
      const body = jsonObjectBody(request);
      // An admin's wallet holds no money of its own: an admin adds money to no one's wallet.
      if (person.user.role === 'admin') throw new AppError(403, authMessages.forbidden);
      return { amountCents: parseAmountCents(body.amount) };
    },
    call: async (db: Database, { person, input, idempotencyKey, fingerprint }): Promise<MoneyCallResult> => {
      const [row] = await runPrepared<{ result: MoneyCallResult | null }>(db, ADD_MONEY, [
        person.user.id,
        input.amountCents,
        idempotencyKey,
        fingerprint,
        money.timeZoneLimits,
        limits,
        caps,
        null,
      ]);
      if (row?.result === null || row?.result === undefined)
        throw new Error('wallet_add_money answered nothing');
      return { ...row.result, receipts: row.result.receipts ?? [] };
    },
    answerOf: (facts) => depositAnswer(facts as DepositFacts, money.timeZoneLimits),
  };
}

function depositAnswer(facts: DepositFacts, timeZoneLimits: string) {
  if (facts.form !== 'deposit')
    throw new Error(`a deposit answer cannot be made of ${String(facts.form)} facts`);
  const { owner } = facts;
  const config = limitsConfigOfFacts(facts.limits, timeZoneLimits);
  const transaction = transactionJson(
    {
      id: facts.journalId,
      kind: 'deposit',
      status: 'completed',
      amountCents: facts.amountCents,
      feeCents: 0,
      commissionCents: 0,
      initiatedBy: owner.userId,
      method: null,
      description: facts.description,
      fromWalletId: null,
      toWalletId: owner.walletId,
      fromUserId: null,
      fromUserName: null,
      fromUserEmail: null,
      toUserId: owner.userId,
      toUserName: owner.name,
      toUserEmail: null,
      createdAt: new Date(facts.createdAt),
      updatedAt: new Date(facts.updatedAt),
      settledAt: null,
      failureReason: null,
    },
    owner.userId,
  );
  return {
    message: walletMessages.moneyAdded,
    data: { transaction, wallet: walletOfFacts(owner, facts, config) },
  };
}
