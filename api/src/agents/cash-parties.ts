// The two sides of a cash in or cash out (docs/agents.md): the caller must be an agent and name a user, checked before
// the database is asked; the approval, the wallets and their refusals are the database's (money_cash_parties in
// api/drizzle/0015_cash_functions.sql). And the answer both give the agent, shaped from the facts their function
// returned or kept with the key.
import { agentMessages } from '@wallet/common/agents';
import { formatCents } from '@wallet/common/money';
import { isUuid } from '../db/uuid';
import type { SignedIn } from '../http/access';
import { AppError } from '../http/app-error';
import type { MoneyAnswer } from '../ledger/money-route';
import { transactionJson } from '../transactions/transaction-view';
import type { WalletFacts } from '../wallets/send-money';
import { limitsConfigOfFacts, walletOfFacts } from '../wallets/send-money';

/** Users and admins are refused before any work; a pending or suspended agent never gets this far (sessions.ts). */
export function assertAgentCaller(person: SignedIn): void {
  if (person.user.role !== 'agent') throw new AppError(403, agentMessages.agentsOnly, 'AGENTS_ONLY');
}

/** Missing or blank → 400; anything that is not a UUID cannot name anyone → 404, as an unknown id does. */
export function parseCashUserId(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new AppError(400, agentMessages.userIdRequired, 'VALIDATION_FAILED', 'userId');
  }
  if (typeof value !== 'string' || !isUuid(value.trim())) {
    throw new AppError(404, agentMessages.userNotFound, undefined, 'userId');
  }
  // UUIDs compare case-insensitively in SQL; the lower-case form is what the database gives back.
  return value.trim().toLowerCase();
}

/** The facts wallet_cash_in and wallet_cash_out answer with (and keep with the key): times are epoch milliseconds. */
export interface CashFacts {
  form: 'cash_in' | 'cash_out';
  journalId: string;
  createdAt: number;
  updatedAt: number;
  amountCents: number;
  commissionCents: number;
  description: string | null;
  /** The agent's wallet right after the movement. */
  agent: WalletFacts;
  user: { userId: string; name: string; walletId: string };
  dayStart: number;
  monthStart: number;
  /** The agent's limits: [daily amount, daily count, monthly amount, monthly count]. */
  limits: [number, number, number, number];
}

/**
 * The agent's answer, from the facts alone: the transaction as the agent sees it (cash in a debit, cash out a credit,
 * with the commission earned) and the agent's wallet, the same shapes as GET /transactions/:id and
 * GET /wallets/my-wallet.
 */
export function cashAnswer(
  form: CashFacts['form'],
  facts: CashFacts,
  timeZoneLimits: string,
): Pick<MoneyAnswer, 'message' | 'data'> {
  if (facts.form !== form) throw new Error(`a ${form} answer cannot be made of ${String(facts.form)} facts`);
  const { agent, user } = facts;
  const agentSide = { walletId: agent.walletId, userId: agent.userId, name: agent.name };
  const userSide = { walletId: user.walletId, userId: user.userId, name: user.name };
  const [from, to] = form === 'cash_in' ? [agentSide, userSide] : [userSide, agentSide];
  const transaction = transactionJson(
    {
      id: facts.journalId,
      kind: form,
      status: 'completed',
      amountCents: facts.amountCents,
      feeCents: 0,
      commissionCents: facts.commissionCents,
      initiatedBy: agent.userId,
      method: null,
      description: facts.description,
      fromWalletId: from.walletId,
      toWalletId: to.walletId,
      fromUserId: from.userId,
      fromUserName: from.name,
      fromUserEmail: null,
      toUserId: to.userId,
      toUserName: to.name,
      toUserEmail: null,
      createdAt: new Date(facts.createdAt),
      updatedAt: new Date(facts.updatedAt),
      settledAt: null,
      failureReason: null,
    },
    agent.userId,
  );
  const amount = formatCents(facts.amountCents);
  return {
    message:
      form === 'cash_in'
        ? agentMessages.cashedIn(amount, user.name)
        : agentMessages.cashedOut(amount, user.name),
    data: {
      transaction,
      wallet: walletOfFacts(agent, facts, limitsConfigOfFacts(facts.limits, timeZoneLimits)),
    },
  };
}
