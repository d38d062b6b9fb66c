// Add money (docs/money.md): money arriving from a bank or card, funding → the person's own wallet, completed.
import { walletMessages } from '@wallet/common/wallet';
import type { SignedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import type { MoneyOperation } from '../idempotency/idempotent-route';
import { parseAmountCents } from '../ledger/amount';
import { lockWalletsOfUsers } from '../ledger/locked-wallets';
import type { LockedWallet } from '../ledger/locked-wallets';
import type { MoneyContext } from '../ledger/money-context';
import type { Transaction } from '../ledger/money-transaction';
import { postJournal } from '../ledger/post-journal';
import { moneyAnswer } from './money-answer';
import { WALLET_NOT_FOUND_MESSAGE } from './wallet-view';

export interface DepositRequest {
  userId: string;
  amountCents: number;
  idempotencyKey: string | null;
  description: string | null;
}

/** SPEC.md §7: the same call with a userId is an agent's cash in, which is its own operation (not built yet). */
export const CASH_IN_NOT_AVAILABLE_MESSAGE = 'Cash in is not available yet';

export function addMoneyOperation(money: MoneyContext): MoneyOperation<{ amountCents: number }> {
  return {
    parse(request, person) {
      const body = jsonObjectBody(request);
      if (body.userId !== undefined && body.userId !== null) refuseCashIn(person);
      return { amountCents: parseAmountCents(body.amount) };
    },
    async run(tx, { person, input, idempotencyKey }) {
      const journalId = await deposit(tx, money, {
        userId: person.user.id,
        amountCents: input.amountCents,
        idempotencyKey,
        description: null,
      });
      return moneyAnswer(tx, money, {
        status: 201,
        message: walletMessages.moneyAdded,
        journalId,
        userId: person.user.id,
      });
    },
  };
}

function refuseCashIn(person: SignedIn): never {
  // Only an approved agent may name another wallet; a pending or suspended agent never gets this far.
  if (person.user.role !== 'agent' || !person.user.isApproved) {
    throw new AppError(403, walletMessages.cashInNotAllowed, undefined, 'userId');
  }
  throw new AppError(400, CASH_IN_NOT_AVAILABLE_MESSAGE, undefined, 'userId');
}

/** funding −a, wallet +a. Returns the journal id. */
export async function deposit(
  tx: Transaction,
  money: MoneyContext,
  request: DepositRequest,
): Promise<string> {
  const wallet = await lockOwnWallet(tx, money, request.userId);
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
  return posted.journalId;
}

/** The caller's own wallet, locked, and refused when it is blocked. */
export async function lockOwnWallet(
  tx: Transaction,
  money: MoneyContext,
  userId: string,
): Promise<LockedWallet> {
  const [wallet] = await lockWalletsOfUsers(tx, [userId], money.timeZoneLimits);
  if (wallet === undefined) throw new AppError(404, WALLET_NOT_FOUND_MESSAGE);
  if (wallet.isBlocked) throw new AppError(403, walletMessages.walletBlocked, 'WALLET_BLOCKED');
  return wallet;
}
