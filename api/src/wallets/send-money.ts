// Send money (docs/money.md): sender → receiver, completed; the receiver is a verified person with the user role.
// The whole movement is one call of the database function wallet_send (api/drizzle/0007_send_money_function.sql)
// through one named prepared statement: one round trip; this file parses the request and shapes the answer.
import { formatCents } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import type { WalletJson } from '@wallet/common/wallet-json';
import type { Database } from '../db/database';
import type { PreparedStatement } from '../db/prepared';
import { runPrepared } from '../db/prepared';
import { isUuid } from '../db/uuid';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import type { MoneyCallResult, OneCallMoneyOperation } from '../ledger/money-route';
import { parseAmountCents } from '../ledger/amount';
import type { MoneyContext } from '../ledger/money-context';
import { moneyRefusalOf } from '../ledger/money-refusals';
import { retryWhole } from '../ledger/money-transaction';
import type { LimitsConfig } from '../ledger/spending-limits';
import { transactionJson } from '../transactions/transaction-view';
import { personalLimitInForce, walletJsonOf, withPersonalLimitCents } from './wallet-view';

export interface SendRequest {
  senderUserId: string;
  receiverUserId: string;
  amountCents: number;
  /** The Idempotency-Key and the fingerprint of its request; both null without a key. */
  idempotencyKey: string | null;
  fingerprint: string | null;
  description: string | null;
}

interface SendInput {
  receiverUserId: string;
  amountCents: number;
}

/** A wallet right after a one-call operation, and its owner: what WalletJson is made of. */
export interface WalletFacts {
  userId: string;
  name: string;
  role: 'user' | 'agent' | 'admin';
  walletId: string;
  balanceCents: number;
  isBlocked: boolean;
  dailySpentCents: number;
  dailyTransactionCount: number;
  lastDailyReset: number;
  monthlySpentCents: number;
  monthlyTransactionCount: number;
  lastMonthlyReset: number;
  createdAt: number;
  updatedAt: number;
  /**
   * The owner's personal limits and any waiting change (migration 0024; absent from answers kept before it, which
   * read as the platform's limits). Cents; times epoch milliseconds.
   */
  personalDailyLimitCents?: number | null;
  personalMonthlyLimitCents?: number | null;
  pendingDailyLimitCents?: number | null;
  pendingDailyLimitAt?: number | null;
  pendingMonthlyLimitCents?: number | null;
  pendingMonthlyLimitAt?: number | null;
}

/** The limits a function answered with ([daily amount, daily count, monthly amount, monthly count]) as the views take them. */
export function limitsConfigOfFacts(
  [dailyAmountCents, dailyCount, monthlyAmountCents, monthlyCount]: [number, number, number, number],
  timeZoneLimits: string,
): LimitsConfig {
  const limits = { dailyAmountCents, dailyCount, monthlyAmountCents, monthlyCount };
  return { limits: { user: limits, agent: limits }, timeZoneLimits };
}

/** The WalletJson of the facts, as GET /wallets/my-wallet shows the same row (its limits the personal ones). */
export function walletOfFacts(
  wallet: WalletFacts,
  periods: { dayStart: number; monthStart: number },
  config: LimitsConfig,
): WalletJson {
  const asOf = new Date(wallet.updatedAt);
  const at = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms));
  return withPersonalLimitCents(walletJsonWithoutPersonalLimits(wallet, periods, config), {
    dailyCents: personalLimitInForce(
      wallet.personalDailyLimitCents ?? null,
      wallet.pendingDailyLimitCents ?? null,
      at(wallet.pendingDailyLimitAt),
      asOf,
    ),
    monthlyCents: personalLimitInForce(
      wallet.personalMonthlyLimitCents ?? null,
      wallet.pendingMonthlyLimitCents ?? null,
      at(wallet.pendingMonthlyLimitAt),
      asOf,
    ),
  });
}

function walletJsonWithoutPersonalLimits(
  wallet: WalletFacts,
  periods: { dayStart: number; monthStart: number },
  config: LimitsConfig,
): WalletJson {
  return walletJsonOf(
    {
      id: wallet.walletId,
      userId: wallet.userId,
      ownerRole: wallet.role,
      balanceCents: wallet.balanceCents,
      isBlocked: wallet.isBlocked,
      dailySpentCents: wallet.dailySpentCents,
      dailyTransactionCount: wallet.dailyTransactionCount,
      monthlySpentCents: wallet.monthlySpentCents,
      monthlyTransactionCount: wallet.monthlyTransactionCount,
      lastDailyReset: new Date(wallet.lastDailyReset),
      lastMonthlyReset: new Date(wallet.lastMonthlyReset),
      createdAt: new Date(wallet.createdAt),
      updatedAt: new Date(wallet.updatedAt),
      dayStart: new Date(periods.dayStart),
      monthStart: new Date(periods.monthStart),
    },
    config,
  );
}

/** The facts wallet_send answers with (and keeps with the key): times are epoch milliseconds. */
export interface SendFacts {
  form: 'send';
  journalId: string;
  createdAt: number;
  updatedAt: number;
  amountCents: number;
  description: string | null;
  sender: WalletFacts;
  receiver: { userId: string; name: string; walletId: string };
  dayStart: number;
  monthStart: number;
  /** The limits the send was checked against: [daily amount, daily count, monthly amount, monthly count]. */
  limits: [number, number, number, number];
}

const SEND: PreparedStatement = {
  name: 'wallet_send',
  text: 'select wallet_send($1::uuid, $2::uuid, $3::bigint, $4::text, $5::text, $6::text, $7::text::jsonb, $8::text) as result',
};

/** The limits as wallet_send takes them: per role [daily amount, daily count, monthly amount, monthly count]. */
export function limitsArgument(limits: MoneyContext['limits']): string {
  const of = (role: 'user' | 'agent') => [
    limits[role].dailyAmountCents,
    limits[role].dailyCount,
    limits[role].monthlyAmountCents,
    limits[role].monthlyCount,
  ];
  return JSON.stringify({ user: of('user'), agent: of('agent') });
}

/** One call of wallet_send; a refusal comes back as the database raised it (see ledger/money-refusals.ts). */
export async function callSendMoney(
  db: Database,
  money: Pick<MoneyContext, 'timeZoneLimits'> & { limitsArgument: string },
  request: SendRequest,
): Promise<MoneyCallResult> {
  const [row] = await runPrepared<{ result: MoneyCallResult | null }>(db, SEND, [
    request.senderUserId,
    request.receiverUserId,
    request.amountCents,
    request.idempotencyKey,
    request.fingerprint,
    money.timeZoneLimits,
    money.limitsArgument,
    request.description,
  ]);
  if (row?.result === null || row?.result === undefined) throw new Error('wallet_send answered nothing');
  return { ...row.result, receipts: row.result.receipts ?? [] };
}

/** A send outside a request (demo data): run again whole on a deadlock, refusals as AppErrors. */
export async function sendMoney(
  db: Database,
  money: MoneyContext,
  request: SendRequest,
): Promise<MoneyCallResult> {
  const context = { timeZoneLimits: money.timeZoneLimits, limitsArgument: limitsArgument(money.limits) };
  return retryWhole(async () => {
    try {
      return await callSendMoney(db, context, request);
    } catch (error) {
      throw moneyRefusalOf(error) ?? error;
    }
  });
}

export function sendMoneyOperation(money: MoneyContext): OneCallMoneyOperation<SendInput> {
  const context = { timeZoneLimits: money.timeZoneLimits, limitsArgument: limitsArgument(money.limits) };
  return {
    parse(request, person) {
      const body = jsonObjectBody(request);
      const receiverUserId = parseReceiverId(body.receiverId);
      const amountCents = parseAmountCents(body.amount);
      if (receiverUserId === person.user.id) {
        throw new AppError(400, walletMessages.sendToSelf, undefined, 'receiverId');
      }
      return { receiverUserId, amountCents };
    },
    call: (db, { person, input, idempotencyKey, fingerprint }) =>
      callSendMoney(db, context, {
        senderUserId: person.user.id,
        receiverUserId: input.receiverUserId,
        amountCents: input.amountCents,
        idempotencyKey,
        fingerprint,
        description: null,
      }),
    answerOf: (facts) => sendAnswer(facts as SendFacts, money.timeZoneLimits),
  };
}

/** The sender's answer, from the facts alone: the same shapes as GET /transactions/:id and GET /wallets/my-wallet. */
export function sendAnswer(facts: SendFacts, timeZoneLimits: string) {
  if (facts.form !== 'send') throw new Error(`a send answer cannot be made of ${String(facts.form)} facts`);
  const { sender, receiver } = facts;
  const config = limitsConfigOfFacts(facts.limits, timeZoneLimits);
  const transaction = transactionJson(
    {
      id: facts.journalId,
      kind: 'send',
      status: 'completed',
      amountCents: facts.amountCents,
      feeCents: 0,
      commissionCents: 0,
      initiatedBy: sender.userId,
      method: null,
      description: facts.description,
      fromWalletId: sender.walletId,
      toWalletId: receiver.walletId,
      fromUserId: sender.userId,
      fromUserName: sender.name,
      fromUserEmail: null,
      toUserId: receiver.userId,
      toUserName: receiver.name,
      toUserEmail: null,
      createdAt: new Date(facts.createdAt),
      updatedAt: new Date(facts.updatedAt),
      settledAt: null,
      failureReason: null,
    },
    sender.userId,
  );
  const wallet = walletOfFacts(sender, facts, config);
  return {
    message: walletMessages.sent(formatCents(facts.amountCents), receiver.name),
    data: { transaction, wallet },
  };
}

/** Missing or blank → 400; anything that is not a UUID cannot name anyone → 404, as an unknown id does. */
function parseReceiverId(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new AppError(400, walletMessages.receiverRequired, 'VALIDATION_FAILED', 'receiverId');
  }
  if (typeof value !== 'string' || !isUuid(value.trim())) {
    throw new AppError(404, walletMessages.receiverNotFound, undefined, 'receiverId');
  }
  // UUIDs compare case-insensitively in SQL; the lower-case form is what the database gives back.
  return value.trim().toLowerCase();
}
