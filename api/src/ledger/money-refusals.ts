// The refusals a money function raises (SQLSTATE WL4xx, a reason as the message, figures as JSON in DETAIL), turned
// into the AppErrors the api has always answered: same status, message, code and field (docs/money.md, Refusals).
// A refusal that must keep what the call wrote before it (a wrong cash-out code's counted try) is returned instead,
// as { refused: reason, status }, and turned into its AppError the same way.
import { agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import {
  addMoneyLimitMessage,
  limitAmountMessage,
  limitCountMessage,
  walletMessages,
} from '@wallet/common/wallet';
import { moneyRequestMessages } from '@wallet/common/requests';
import { AppError } from '../http/app-error';
import { WALLET_NOT_FOUND_MESSAGE } from './locked-wallets';

/** The SQLSTATEs of refusals: WL and the HTTP status. */
const REFUSAL_STATE = /^WL4\d\d$/;

interface RaisedError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  cause?: unknown;
}

type Detail = Record<string, unknown>;

const number = (detail: Detail, name: string): number => {
  const value = detail[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new TypeError(`money refusal: ${name} is not an integer in ${JSON.stringify(detail)}`);
  }
  return value;
};

const period = (detail: Detail): 'daily' | 'monthly' => {
  if (detail.period !== 'daily' && detail.period !== 'monthly') {
    throw new TypeError(`money refusal: no period in ${JSON.stringify(detail)}`);
  }
  return detail.period;
};

/** Each reason a function may raise, and what the client hears. */
const REFUSALS: Readonly<Record<string, (detail: Detail) => AppError>> = {
  wallet_not_found: () => new AppError(404, WALLET_NOT_FOUND_MESSAGE),
  wallet_blocked: () => new AppError(403, walletMessages.walletBlocked, 'WALLET_BLOCKED'),
  // Raised by the trigger wallets_personal_guard (api/drizzle/0020) on money leaving a wallet its owner froze.
  wallet_frozen: () => new AppError(403, walletMessages.walletFrozen, 'WALLET_FROZEN'),
  send_to_self: () => new AppError(400, walletMessages.sendToSelf, undefined, 'receiverId'),
  receiver_not_found: () => new AppError(404, walletMessages.receiverNotFound, undefined, 'receiverId'),
  receiver_blocked: () => new AppError(400, walletMessages.receiverBlocked, 'RECEIVER_BLOCKED', 'receiverId'),
  insufficient_balance: (detail) =>
    new AppError(
      400,
      walletMessages.insufficientBalance(number(detail, 'availableCents')),
      'INSUFFICIENT_BALANCE',
      'amount',
    ),
  insufficient_for_fee: (detail) =>
    new AppError(
      400,
      walletMessages.insufficientForFee(number(detail, 'feeCents'), number(detail, 'availableCents')),
      'INSUFFICIENT_BALANCE',
      'amount',
    ),
  limit_amount: (detail) =>
    new AppError(
      400,
      limitAmountMessage(period(detail), number(detail, 'limit'), number(detail, 'remaining')),
      'LIMIT_EXCEEDED',
      'amount',
    ),
  limit_count: (detail) =>
    new AppError(
      400,
      limitCountMessage(period(detail), number(detail, 'limit'), number(detail, 'remaining')),
      'LIMIT_EXCEEDED',
      'amount',
    ),
  add_money_limit: (detail) =>
    new AppError(
      400,
      addMoneyLimitMessage(period(detail), number(detail, 'limit'), number(detail, 'remaining')),
      'LIMIT_EXCEEDED',
      'amount',
    ),
  transaction_not_found: () => new AppError(404, walletMessages.transactionNotFound),
  cancel_not_pending: () => new AppError(409, walletMessages.cancelNotPending),
  idempotency_key_reused: () =>
    new AppError(409, walletMessages.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED'),
  // An agent's cash in and cash out (docs/agents.md).
  agents_only: () => new AppError(403, agentMessages.agentsOnly, 'AGENTS_ONLY'),
  agent_not_approved: () => new AppError(403, authMessages.agentNotApproved, 'AGENT_NOT_APPROVED'),
  cash_user_not_found: () => new AppError(404, agentMessages.userNotFound, undefined, 'userId'),
  cash_user_wallets_only: () =>
    new AppError(400, agentMessages.userWalletsOnly, 'USER_WALLETS_ONLY', 'userId'),
  cash_user_blocked: () =>
    new AppError(400, agentMessages.userWalletBlocked, 'USER_WALLET_BLOCKED', 'userId'),
  insufficient_float: (detail) =>
    new AppError(
      400,
      agentMessages.insufficientFloat(number(detail, 'availableCents')),
      'INSUFFICIENT_FLOAT',
      'amount',
    ),
  user_balance_short: () =>
    new AppError(400, agentMessages.userBalanceShort, 'INSUFFICIENT_BALANCE', 'amount'),
  cash_out_code_invalid: () => new AppError(400, agentMessages.codeInvalid, 'CASH_OUT_CODE_INVALID', 'code'),
  cash_out_code_too_small: () =>
    new AppError(400, agentMessages.codeTooSmall, 'CASH_OUT_CODE_TOO_SMALL', 'code'),
  cash_out_code_locked: () => new AppError(429, agentMessages.codeLocked, 'CASH_OUT_CODE_LOCKED', 'code'),
  // Money requests (docs/requests.md).
  request_to_self: () => new AppError(400, moneyRequestMessages.requestToSelf, undefined, 'payerId'),
  request_payer_not_found: () => new AppError(404, moneyRequestMessages.payerNotFound, undefined, 'payerId'),
  request_payer_blocked: () =>
    new AppError(400, moneyRequestMessages.payerBlocked, 'PAYER_BLOCKED', 'payerId'),
  request_blocked: () =>
    new AppError(403, moneyRequestMessages.blockedByPayer, 'REQUESTS_BLOCKED', 'payerId'),
  request_too_many_open: () => new AppError(409, moneyRequestMessages.tooManyOpen, 'TOO_MANY_OPEN_REQUESTS'),
  request_not_found: () => new AppError(404, moneyRequestMessages.notFound),
  request_paid: () => new AppError(409, moneyRequestMessages.alreadyPaid, 'REQUEST_PAID'),
  request_declined: () => new AppError(409, moneyRequestMessages.alreadyDeclined, 'REQUEST_DECLINED'),
  request_cancelled: () => new AppError(409, moneyRequestMessages.alreadyCancelled, 'REQUEST_CANCELLED'),
  request_expired: () => new AppError(409, moneyRequestMessages.expired, 'REQUEST_EXPIRED'),
};

/** The AppError of a reason, checked against the status the function gave it. */
function refusalOf(status: number, reason: string, detail: unknown): AppError {
  const refuse = REFUSALS[reason];
  if (refuse === undefined) throw new Error(`unknown money refusal ${status} ${reason}`);
  const refusal = refuse(typeof detail === 'object' && detail !== null ? (detail as Detail) : {});
  if (refusal.status !== status) {
    throw new Error(`money refusal ${reason} given as ${status}, answered as ${refusal.status}`);
  }
  return refusal;
}

/** The AppError a refusal raised by a money function stands for; undefined for any other error. */
export function moneyRefusalOf(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const raised = current as RaisedError;
    if (typeof raised.code === 'string' && REFUSAL_STATE.test(raised.code)) {
      const detail: unknown = typeof raised.detail === 'string' ? JSON.parse(raised.detail) : {};
      return refusalOf(Number(raised.code.slice(2)), String(raised.message), detail);
    }
    current = raised.cause;
  }
  return undefined;
}

/** The AppError of a refusal a money function returned rather than raised; undefined for an answer. */
export function returnedRefusalOf(result: {
  status: number;
  refused?: string | undefined;
}): AppError | undefined {
  return result.refused === undefined ? undefined : refusalOf(result.status, result.refused, {});
}
