// POST /wallets/add-money (SPEC.md §7): a deposit to the caller's own wallet, or — from an agent naming a userId —
// a cash in to that user (docs/agents.md). It decides between wallets' deposit and the agent's cash in, so it lives
// above both.
import { agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import { formatCents } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import { parseAmountCents } from '../ledger/amount';
import type { MoneyOperation } from '../ledger/money-route';
import type { Receipt } from '../mail/receipt-mails';
import { deposit } from '../wallets/add-money';
import { moneyAnswer } from '../wallets/money-answer';
import type { CashContext } from './cash-context';
import { cashIn, cashReceipts } from './cash-in';
import { assertAgentCaller, parseCashUserId } from './cash-parties';

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
