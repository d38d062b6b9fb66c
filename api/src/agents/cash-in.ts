// Cash in (docs/agents.md): an approved agent moves float into a user's wallet and earns a commission from the
// platform — agent −a, user +a, commissions −c, agent +c — in one completed journal. The amount counts toward the
// agent's daily and monthly limits; the commission stops at the agent's daily cap.
import { agentMessages } from '@wallet/common/agents';
import type { LockedWallet } from '../ledger/locked-wallets';
import type { Transaction } from '../ledger/money-transaction';
import { AppError } from '../http/app-error';
import type { PostedJournal } from '../ledger/post-journal';
import { balanceAfter, postJournal } from '../ledger/post-journal';
import { assertWithinLimits, countersAfterDebit, limitsOfRole } from '../ledger/spending-limits';
import type { Receipt } from '../mail/receipt-mails';
import type { MoneyContext } from '../ledger/money-context';
import { commissionLines, holdAgentApproval, lockCashParties } from './cash-parties';
import type { CommissionTerms } from './commission-cap';
import { cappedCommissionCents } from './commission-cap';

export interface CashRequest {
  agentUserId: string;
  userId: string;
  amountCents: number;
  idempotencyKey: string | null;
  description: string | null;
}

export interface CashMoved {
  journalId: string;
  amountCents: number;
  commissionCents: number;
  userId: string;
  userName: string;
  agentUserId: string;
  agentName: string;
  /** Both wallets' balances right after the journal. */
  userBalanceCents: number;
  agentBalanceCents: number;
}

export async function cashIn(
  tx: Transaction,
  cash: MoneyContext & CommissionTerms,
  request: CashRequest,
): Promise<CashMoved> {
  await holdAgentApproval(tx, request.agentUserId);
  const { agent, user, locked } = await lockCashParties(tx, cash.timeZoneLimits, request);
  // The commission arrives in this same journal, but it is not float to pay this cash in with.
  if (request.amountCents > agent.balanceCents) {
    throw new AppError(
      400,
      agentMessages.insufficientFloat(agent.balanceCents),
      'INSUFFICIENT_FLOAT',
      'amount',
    );
  }
  // Float leaving the agent's wallet counts toward the agent's own daily and monthly limits, as a send does.
  assertWithinLimits(agent, limitsOfRole(cash.limits, agent.ownerRole), request.amountCents);
  const commission = await cappedCommissionCents(tx, cash, agent, request.amountCents);
  const posted = await postJournal(
    tx,
    cash,
    {
      kind: 'cash_in',
      status: 'completed',
      amountCents: request.amountCents,
      feeCents: 0,
      commissionCents: commission,
      method: null,
      initiatedBy: request.agentUserId,
      fromWalletId: agent.id,
      toWalletId: user.id,
      idempotencyKey: request.idempotencyKey,
      description: request.description,
    },
    {
      lines: [
        { walletId: agent.id, amountCents: -request.amountCents },
        { walletId: user.id, amountCents: request.amountCents },
        ...commissionLines(agent.id, commission),
      ],
      locked,
      counters: { walletId: agent.id, set: countersAfterDebit(agent, request.amountCents) },
    },
  );
  return cashMoved(posted, { agent, user, amountCents: request.amountCents, commissionCents: commission });
}

/** What a cash in or cash out leaves behind, read from its own postings. */
export function cashMoved(
  posted: PostedJournal,
  moved: { agent: LockedWallet; user: LockedWallet; amountCents: number; commissionCents: number },
): CashMoved {
  const { agent, user } = moved;
  return {
    journalId: posted.journalId,
    amountCents: moved.amountCents,
    commissionCents: moved.commissionCents,
    userId: user.userId,
    userName: user.ownerName,
    agentUserId: agent.userId,
    agentName: agent.ownerName,
    userBalanceCents: balanceAfter(posted, user.id),
    agentBalanceCents: balanceAfter(posted, agent.id),
  };
}

/** The user's receipt (from or to which agent) and the agent's (which user, and the commission earned). */
export function cashReceipts(kind: 'cash_in' | 'cash_out', moved: CashMoved): Receipt[] {
  const movement = { journalId: moved.journalId, amountCents: moved.amountCents };
  return [
    {
      ...movement,
      kind: kind === 'cash_in' ? 'cash_in_user' : 'cash_out_user',
      userId: moved.userId,
      counterpartyName: moved.agentName,
      balanceCents: moved.userBalanceCents,
    },
    {
      ...movement,
      kind: kind === 'cash_in' ? 'cash_in_agent' : 'cash_out_agent',
      userId: moved.agentUserId,
      counterpartyName: moved.userName,
      commissionCents: moved.commissionCents,
      balanceCents: moved.agentBalanceCents,
    },
  ];
}
