// Cash in (docs/agents.md): an approved agent moves float into a user's wallet and earns a commission from the
// platform — agent −a, user +a, commissions −c, agent +c — in one completed journal.
import { agentMessages } from '@wallet/common/agents';
import type { Transaction } from '../ledger/money-transaction';
import { AppError } from '../http/app-error';
import { postJournal } from '../ledger/post-journal';
import type { AgentTerms } from './cash-context';
import type { MoneyContext } from '../ledger/money-context';
import { commissionLines, holdAgentApproval, lockCashParties } from './cash-parties';
import { commissionCents } from './commission';

export interface CashRequest {
  agentUserId: string;
  userId: string;
  amountCents: number;
  idempotencyKey: string | null;
  description: string | null;
}

export interface CashMoved {
  journalId: string;
  userName: string;
  commissionCents: number;
}

export async function cashIn(
  tx: Transaction,
  cash: MoneyContext & Pick<AgentTerms, 'agentCommissionPpm'>,
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
  const commission = commissionCents(request.amountCents, cash.agentCommissionPpm);
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
    },
  );
  return { journalId: posted.journalId, userName: user.ownerName, commissionCents: commission };
}
