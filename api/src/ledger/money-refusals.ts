// The refusals a money function raises (SQLSTATE WL4xx, a reason as the message, figures as JSON in DETAIL), turned
// into the AppErrors the api has always answered: same status, message, code and field (docs/money.md, Refusals).
import {
  addMoneyLimitMessage,
  limitAmountMessage,
  limitCountMessage,
  walletMessages,
} from '@wallet/common/wallet';
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
};

/** The AppError a refusal raised by a money function stands for; undefined for any other error. */
export function moneyRefusalOf(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const raised = current as RaisedError;
    if (typeof raised.code === 'string' && REFUSAL_STATE.test(raised.code)) {
      const reason = String(raised.message);
      const refuse = REFUSALS[reason];
      if (refuse === undefined) throw new Error(`unknown money refusal ${raised.code} ${reason}`);
      const detail: unknown = typeof raised.detail === 'string' ? JSON.parse(raised.detail) : {};
      const refusal = refuse(typeof detail === 'object' && detail !== null ? (detail as Detail) : {});
      if (refusal.status !== Number(raised.code.slice(2))) {
        throw new Error(`money refusal ${reason} raised as ${raised.code}, answered as ${refusal.status}`);
      }
      return refusal;
    }
    current = raised.cause;
  }
  return undefined;
}
