// Add money (docs/money.md): money arriving from a bank or card, funding → the person's own wallet, completed;
// from an agent with a userId, a cash in to that user (docs/agents.md).
import { agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import { formatCents } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import type { CashContext } from '../agents/cash-context';
import { cashIn, cashReceipts } from '../agents/cash-in';
import { assertAgentCaller, parseCashUserId } from '../agents/cash-parties';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import type { MoneyOperation } from '../ledger/money-route';
import { parseAmountCents } from '../ledger/amount';
import { lockWalletsOfUsers } from '../ledger/locked-wallets';
import type { LockedWallet } from '../ledger/locked-wallets';
import type { MoneyContext } from '../ledger/money-context';
import type { Transaction } from '../ledger/money-transaction';
import { balanceAfter, postJournal } from '../ledger/post-journal';
import type { Receipt } from '../mail/receipt-mails';
import { moneyAnswer } from './money-answer';
import { WALLET_NOT_FOUND_MESSAGE } from './wallet-view';

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

type AddMoneyInput =
  { kind: 'deposit'; amountCents: number } | { kind: 'cash_in'; userId: string; amountCents: number };

/** SPEC.md §7: the same call with a userId is an agent's cash in (docs/agents.md). */
export function addMoneyOperation(cash: CashContext): MoneyOperation<AddMoneyInput> {
  return {
    parse(request, person) {
      const body = jsonObjectBody(request);
      if (body.userId === undefined || body.userId === null) {
        // An admin's wallet holds no money of its own: an admin adds money to no one's wallet.
        if (person.user.role === 'admin') throw new AppError(403, authMessages.forbidden);
        return { kind: 'deposit', amountCents: parseAmountCents(body.amount) };
      }
      assertAgentCaller(person);
      const userId = parseCashUserId(body.userId);
      return { kind: 'cash_in', userId, amountCents: parseAmountCents(body.amount) };
    },
    async run(tx, { person, input, idempotencyKey }) {
      if (input.kind === 'cash_in') {
        const moved = await cashIn(tx, cash, {
          agentUserId: person.user.id,
          userId: input.userId,
          amountCents: input.amountCents,
          idempotencyKey,
          description: null,
        });
        const answer = await moneyAnswer(tx, cash, {
          status: 201,
          message: agentMessages.cashedIn(formatCents(input.amountCents), moved.userName),
          journalId: moved.journalId,
          userId: person.user.id,
        });
        return { ...answer, receipts: cashReceipts('cash_in', moved) };
      }
      const deposited = await deposit(tx, cash, {
        userId: person.user.id,
        amountCents: input.amountCents,
        idempotencyKey,
        description: null,
      });
      const answer = await moneyAnswer(tx, cash, {
        status: 201,
        message: walletMessages.moneyAdded,
        journalId: deposited.journalId,
        userId: person.user.id,
      });
      const receipt: Receipt = {
        kind: 'deposit',
        userId: person.user.id,
        journalId: deposited.journalId,
        amountCents: input.amountCents,
        balanceCents: deposited.balanceCents,
      };
      return { ...answer, receipts: [receipt] };
    },
  };
}

/** funding −a, wallet +a. */
export async function deposit(
  tx: Transaction,
  money: MoneyContext,
  request: DepositRequest,
): Promise<Deposited> {
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
  return { journalId: posted.journalId, balanceCents: balanceAfter(posted, wallet.id) };
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
