// Send money (docs/money.md): sender → receiver, completed; the receiver is a verified person with the user role.
import { formatCents } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { isUuid } from '../db/uuid';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import type { MoneyOperation } from '../ledger/money-route';
import { parseAmountCents } from '../ledger/amount';
import type { LockedWallet } from '../ledger/locked-wallets';
import { lockWalletsOfUsers, WALLET_NOT_FOUND_MESSAGE } from '../ledger/locked-wallets';
import type { MoneyContext } from '../ledger/money-context';
import type { Transaction } from '../ledger/money-transaction';
import { balanceAfter, postJournal } from '../ledger/post-journal';
import { assertWithinLimits, countersAfterDebit, limitsOfRole } from '../ledger/spending-limits';
import type { Receipt } from '../mail/receipt-mails';
import { moneyAnswer } from './money-answer';

export interface SendRequest {
  senderUserId: string;
  receiverUserId: string;
  amountCents: number;
  idempotencyKey: string | null;
  description: string | null;
}

export interface SentMoney {
  journalId: string;
  senderName: string;
  receiverName: string;
  /** Both wallets' balances right after the send. */
  senderBalanceCents: number;
  receiverBalanceCents: number;
}

interface SendInput {
  receiverUserId: string;
  amountCents: number;
}

export function sendMoneyOperation(money: MoneyContext): MoneyOperation<SendInput> {
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
    async run(tx, { person, input, idempotencyKey }) {
      const sent = await sendMoney(tx, money, {
        senderUserId: person.user.id,
        receiverUserId: input.receiverUserId,
        amountCents: input.amountCents,
        idempotencyKey,
        description: null,
      });
      const answer = await moneyAnswer(tx, money, {
        status: 201,
        message: walletMessages.sent(formatCents(input.amountCents), sent.receiverName),
        journalId: sent.journalId,
        userId: person.user.id,
      });
      return { ...answer, receipts: sendReceipts(person.user.id, input, sent) };
    },
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

/** sender −a, receiver +a, both wallets locked in id order by one query. */
export async function sendMoney(
  tx: Transaction,
  money: MoneyContext,
  request: SendRequest,
): Promise<SentMoney> {
  const locked = await lockWalletsOfUsers(
    tx,
    [request.senderUserId, request.receiverUserId],
    money.timeZoneLimits,
  );
  const sender = locked.find((wallet) => wallet.userId === request.senderUserId);
  const receiver = locked.find((wallet) => wallet.userId === request.receiverUserId);
  if (sender === undefined) throw new AppError(404, WALLET_NOT_FOUND_MESSAGE);
  if (sender.isBlocked) throw new AppError(403, walletMessages.walletBlocked, 'WALLET_BLOCKED');
  const payee = checkReceiver(receiver);
  if (request.amountCents > sender.balanceCents) {
    throw new AppError(
      400,
      walletMessages.insufficientBalance(sender.balanceCents),
      'INSUFFICIENT_BALANCE',
      'amount',
    );
  }
  assertWithinLimits(sender, limitsOfRole(money.limits, sender.ownerRole), request.amountCents);
  const posted = await postJournal(
    tx,
    money,
    {
      kind: 'send',
      status: 'completed',
      amountCents: request.amountCents,
      feeCents: 0,
      method: null,
      initiatedBy: request.senderUserId,
      fromWalletId: sender.id,
      toWalletId: payee.id,
      idempotencyKey: request.idempotencyKey,
      description: request.description,
    },
    {
      lines: [
        { walletId: sender.id, amountCents: -request.amountCents },
        { walletId: payee.id, amountCents: request.amountCents },
      ],
      locked,
      counters: { walletId: sender.id, set: countersAfterDebit(sender, request.amountCents) },
    },
  );
  return {
    journalId: posted.journalId,
    senderName: sender.ownerName,
    receiverName: payee.ownerName,
    senderBalanceCents: balanceAfter(posted, sender.id),
    receiverBalanceCents: balanceAfter(posted, payee.id),
  };
}

/** The sender's (to whom) and the receiver's (from whom). */
function sendReceipts(senderUserId: string, input: SendInput, sent: SentMoney): Receipt[] {
  const movement = { journalId: sent.journalId, amountCents: input.amountCents };
  return [
    {
      ...movement,
      kind: 'send',
      userId: senderUserId,
      counterpartyName: sent.receiverName,
      balanceCents: sent.senderBalanceCents,
    },
    {
      ...movement,
      kind: 'receive',
      userId: input.receiverUserId,
      counterpartyName: sent.senderName,
      balanceCents: sent.receiverBalanceCents,
    },
  ];
}

function checkReceiver(receiver: LockedWallet | undefined): LockedWallet {
  // A closed account is no one to send to, whatever its wallet's blocked flag says (docs/security.md).
  if (
    receiver === undefined ||
    receiver.ownerRole !== 'user' ||
    !receiver.ownerEmailVerified ||
    receiver.ownerClosed
  ) {
    throw new AppError(404, walletMessages.receiverNotFound, undefined, 'receiverId');
  }
  if (receiver.isBlocked) {
    throw new AppError(400, walletMessages.receiverBlocked, 'RECEIVER_BLOCKED', 'receiverId');
  }
  return receiver;
}
