// Cash out (docs/agents.md): with the code the user created, an approved agent takes money from the user's wallet
// within the user's balance and limits, and earns a commission — user −a, agent +a, commissions −c, agent +c.
import { agentMessages } from '@wallet/common/agents';
import { formatCents } from '@wallet/common/money';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import type { MoneyOperation } from '../ledger/money-route';
import { parseAmountCents } from '../ledger/amount';
import type { Transaction } from '../ledger/money-transaction';
import { postJournal } from '../ledger/post-journal';
import { assertWithinLimits, countersAfterDebit, limitsOfRole } from '../ledger/spending-limits';
import { moneyAnswer } from '../wallets/money-answer';
import type { CashMoved, CashRequest } from './cash-in';
import { cashMoved, cashReceipts } from './cash-in';
import type { CashContext } from './cash-context';
import { countCodeGuess, parseTypedCode, useCashOutCode } from './cash-out-codes';
import {
  assertAgentCaller,
  commissionLines,
  holdAgentApproval,
  lockCashParties,
  parseCashUserId,
} from './cash-parties';
import { cappedCommissionCents } from './commission-cap';

interface CashOutInput {
  userId: string;
  amountCents: number;
  code: string;
}

export function cashOutOperation(cash: CashContext): MoneyOperation<CashOutInput> {
  return {
    parse(request, person) {
      assertAgentCaller(person);
      const body = jsonObjectBody(request);
      const userId = parseCashUserId(body.userId);
      const amountCents = parseAmountCents(body.amount);
      return { userId, amountCents, code: parseTypedCode(body.code) };
    },
    // A wrong code must stay counted although the refusal rolls the cash out back.
    beforeTransaction: (db, { input }) => countCodeGuess(db, cash, input),
    async run(tx, { person, input, idempotencyKey }) {
      const moved = await cashOut(tx, cash, {
        agentUserId: person.user.id,
        userId: input.userId,
        amountCents: input.amountCents,
        code: input.code,
        idempotencyKey,
        description: null,
      });
      const answer = await moneyAnswer(tx, cash, {
        status: 201,
        message: agentMessages.cashedOut(formatCents(input.amountCents), moved.userName),
        journalId: moved.journalId,
        userId: person.user.id,
      });
      return { ...answer, receipts: cashReceipts('cash_out', moved) };
    },
  };
}

/** The code is checked before the user's balance and limits, so without it an agent learns nothing of them. */
export async function cashOut(
  tx: Transaction,
  cash: CashContext,
  request: CashRequest & { code: string },
): Promise<CashMoved> {
  await holdAgentApproval(tx, request.agentUserId);
  const { agent, user, locked } = await lockCashParties(tx, cash.timeZoneLimits, request);
  await useCashOutCode(tx, cash, {
    userId: user.userId,
    code: request.code,
    amountCents: request.amountCents,
  });
  if (request.amountCents > user.balanceCents) {
    throw new AppError(400, agentMessages.userBalanceShort, 'INSUFFICIENT_BALANCE', 'amount');
  }
  // Money leaving the user's wallet counts toward the user's limits, not the agent's.
  assertWithinLimits(user, limitsOfRole(cash.limits, user.ownerRole), request.amountCents, 'user');
  const commission = await cappedCommissionCents(tx, cash, agent, request.amountCents);
  const posted = await postJournal(
    tx,
    cash,
    {
      kind: 'cash_out',
      status: 'completed',
      amountCents: request.amountCents,
      feeCents: 0,
      commissionCents: commission,
      method: null,
      initiatedBy: request.agentUserId,
      fromWalletId: user.id,
      toWalletId: agent.id,
      idempotencyKey: request.idempotencyKey,
      description: request.description,
    },
    {
      lines: [
        { walletId: user.id, amountCents: -request.amountCents },
        { walletId: agent.id, amountCents: request.amountCents },
        ...commissionLines(agent.id, commission),
      ],
      locked,
      counters: { walletId: user.id, set: countersAfterDebit(user, request.amountCents) },
    },
  );
  return cashMoved(posted, { agent, user, amountCents: request.amountCents, commissionCents: commission });
}
