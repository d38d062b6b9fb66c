// The answer of every money call: the transaction as the caller sees it and their wallet afterwards, both read
// inside the operation's transaction so they show exactly what it wrote.
import type { MoneyAnswer } from '../ledger/money-route';
import type { Transaction } from '../ledger/money-transaction';
import type { LimitsConfig } from '../ledger/spending-limits';
import { findTransactionForViewer } from '../transactions/transaction-view';
import { findWalletJsonOfUser } from './wallet-view';

export async function moneyAnswer(
  tx: Transaction,
  config: LimitsConfig,
  answer: { status: number; message: string; journalId: string; userId: string },
): Promise<MoneyAnswer> {
  const transaction = await findTransactionForViewer(tx, answer.journalId, answer.userId);
  const wallet = await findWalletJsonOfUser(tx, answer.userId, config);
  if (transaction === undefined || wallet === undefined) {
    throw new Error(
      `journal ${answer.journalId} or the wallet of ${answer.userId} is not readable after posting`,
    );
  }
  return { status: answer.status, message: answer.message, data: { transaction, wallet } };
}
