// Withdraw (docs/money.md): wallet → payouts_pending (amount) and fees (fee), pending until the payout
// processor settles it or its owner cancels it.
import { WITHDRAWAL_FEE_CENTS, WITHDRAWAL_MIN_CENTS } from '@wallet/common/constants';
import { formatCents } from '@wallet/common/money';
import type { WithdrawMethod } from '@wallet/common/wallet';
import { WITHDRAW_METHODS, walletMessages } from '@wallet/common/wallet';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import { lockOwnWallet } from '../ledger/locked-wallets';
import type { MoneyOperation } from '../ledger/money-route';
import { parseAmountCents } from '../ledger/amount';
import type { MoneyContext } from '../ledger/money-context';
import type { Transaction } from '../ledger/money-transaction';
import { postJournal } from '../ledger/post-journal';
import { assertWithinLimits, countersAfterDebit, limitsOfRole } from '../ledger/spending-limits';
import { moneyAnswer } from '../wallets/money-answer';

export interface WithdrawRequest {
  userId: string;
  amountCents: number;
  method: WithdrawMethod;
  idempotencyKey: string | null;
  description: string | null;
}

interface WithdrawInput {
  amountCents: number;
  method: WithdrawMethod;
}

export function withdrawOperation(money: MoneyContext): MoneyOperation<WithdrawInput> {
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
    async run(tx, { person, input, idempotencyKey }) {
      const journalId = await withdraw(tx, money, {
        userId: person.user.id,
        ...input,
        idempotencyKey,
        description: null,
      });
      return moneyAnswer(tx, money, {
        status: 201,
        message: walletMessages.withdrawalInitiated(formatCents(input.amountCents)),
        journalId,
        userId: person.user.id,
      });
    },
  };
}

/** wallet −(a+f), payouts_pending +a, fees +f; status pending. Returns the journal id. */
export async function withdraw(
  tx: Transaction,
  money: MoneyContext,
  request: WithdrawRequest,
): Promise<string> {
  const wallet = await lockOwnWallet(tx, money, request.userId);
  const feeCents = WITHDRAWAL_FEE_CENTS[request.method];
  // Everything that leaves the wallet counts toward the limits, the fee included: the limits bound what a
  // stolen session could take out, and the fee is taken out too.
  const debitCents = request.amountCents + feeCents;
  if (request.amountCents > wallet.balanceCents) {
    throw new AppError(
      400,
      walletMessages.insufficientBalance(wallet.balanceCents),
      'INSUFFICIENT_BALANCE',
      'amount',
    );
  }
  if (debitCents > wallet.balanceCents) {
    throw new AppError(
      400,
      walletMessages.insufficientForFee(feeCents, wallet.balanceCents),
      'INSUFFICIENT_BALANCE',
      'amount',
    );
  }
  assertWithinLimits(wallet, limitsOfRole(money.limits, wallet.ownerRole), debitCents);
  const posted = await postJournal(
    tx,
    money,
    {
      kind: 'withdraw',
      status: 'pending',
      amountCents: request.amountCents,
      feeCents,
      method: request.method,
      initiatedBy: request.userId,
      fromWalletId: wallet.id,
      toWalletId: null,
      idempotencyKey: request.idempotencyKey,
      description: request.description,
    },
    {
      lines: [
        { walletId: wallet.id, amountCents: -debitCents },
        { platform: 'payouts_pending', amountCents: request.amountCents },
        { platform: 'fees', amountCents: feeCents },
      ],
      locked: [wallet],
      counters: { walletId: wallet.id, set: countersAfterDebit(wallet, debitCents) },
    },
  );
  return posted.journalId;
}
