// Add money (docs/money.md): money arriving from a bank or card, funding → the person's own wallet, completed.
// The same call from an agent with a userId is a cash in (agents/add-money-operation.ts, docs/agents.md).
import type { MoneyContext } from '../ledger/money-context';
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
