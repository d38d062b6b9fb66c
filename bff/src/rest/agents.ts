// The agents' calls of the api (docs/agents.md): cash in, cash out, the user's cash-out code, agent figures, approval.
import { agentMessages } from '@wallet/common/agents';
import type { StatsPeriod } from '@wallet/common/agents';
import { notFoundError } from '../errors';
import type { RestClient } from './client';
import { isApiId } from './client';
import type { RestUser, RestUserResult } from './users';
import type { RestMoneyResult } from './wallets';
import { moneyToRestDollars, postMoney } from './wallets';
import type { AgentStatsJson, CashOutCodeJson, FlowTotalJson } from '@wallet/common/agents-json';

/** A sum of completed movements in dollars and how many there were. */
export type RestFlowTotal = FlowTotalJson;

/** GET /stats/agent?period=: the signed-in agent's figures for the period; amounts in dollars. */
export type RestAgentStats = AgentStatsJson;

/** POST /wallets/cash-out-code: the plain code, shown only in this answer, and the most it lets an agent take. */
export type RestCashOutCode = CashOutCodeJson;

export interface RestCashInInput {
  userId: string;
  /** The Money scalar's decimal string, e.g. "10.50". */
  amount: string;
  idempotencyKey: string;
}

export interface RestCashOutInput {
  userId: string;
  amount: string;
  code: string;
  idempotencyKey: string;
}

export interface RestCashOutCodeInput {
  maxAmount: string;
  idempotencyKey: string;
}

export interface RestAgentDecisionInput {
  agentId: string;
  /** Kept in the audit log; left out of the body when not given. */
  reason?: string | undefined;
}

/** An approved agent moves float into a user's wallet; the wallet in the answer is the agent's. */
export function cashIn(rest: RestClient, input: RestCashInInput): Promise<RestMoneyResult> {
  return postMoney(
    rest,
    'wallets/add-money',
    { userId: input.userId, amount: moneyToRestDollars(input.amount) },
    input.idempotencyKey,
  );
}

/** An approved agent takes money from a user's wallet with the code the user created; the wallet is the agent's. */
export function cashOut(rest: RestClient, input: RestCashOutInput): Promise<RestMoneyResult> {
  return postMoney(
    rest,
    'wallets/cash-out',
    { userId: input.userId, amount: moneyToRestDollars(input.amount), code: input.code },
    input.idempotencyKey,
  );
}

/** A user makes a code for an agent to cash out up to maxAmount; a new code replaces the old one. */
export async function createCashOutCode(
  rest: RestClient,
  input: RestCashOutCodeInput,
): Promise<RestCashOutCode> {
  const { data } = await rest.post<RestCashOutCode>(
    'wallets/cash-out-code',
    { amount: moneyToRestDollars(input.maxAmount) },
    { idempotencyKey: input.idempotencyKey },
  );
  return data;
}

export async function fetchAgentStats(rest: RestClient, period: StatsPeriod): Promise<RestAgentStats> {
  const { data } = await rest.get<RestAgentStats>('stats/agent', { searchParams: { period } });
  return data;
}

async function decideOnAgent(
  rest: RestClient,
  decision: 'approve-agent' | 'suspend-agent',
  { agentId, reason }: RestAgentDecisionInput,
): Promise<RestUserResult> {
  // The id goes into the path; anything but the api's kind of id cannot name an agent, as the api would say.
  if (!isApiId(agentId)) {
    throw notFoundError(agentMessages.userNotFound);
  }
  const { message, data } = await rest.patch<RestUser>(
    `users/${decision}/${agentId}`,
    reason === undefined ? {} : { reason },
  );
  return { message, user: data };
}

/** An admin lets an agent sign in and work. */
export function approveAgent(rest: RestClient, input: RestAgentDecisionInput): Promise<RestUserResult> {
  return decideOnAgent(rest, 'approve-agent', input);
}

/** An admin stops an agent: the api ends their sessions at once and keeps their wallet. */
export function suspendAgent(rest: RestClient, input: RestAgentDecisionInput): Promise<RestUserResult> {
  return decideOnAgent(rest, 'suspend-agent', input);
}
