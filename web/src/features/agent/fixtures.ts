// Sample agent figures, the signed-in agent and an agent's movements for stories and tests, shaped exactly as
// the bff answers (with __typename). Never shown by the app itself.
import type { AgentOverview_AgentStatsFragment, StatsPeriod } from '../../gql/graphql';
import { sampleTransaction } from '../../money/fixtures';
import type { SampleTransaction } from '../../money/fixtures';

export const sampleAgentId = 'c0a80101-0000-4000-8000-0000000000c3';
export const sampleCustomerId = 'c0a80101-0000-4000-8000-0000000000a1';

export const sampleAgent = {
  __typename: 'User',
  id: sampleAgentId,
  name: 'Maya Thompson',
  email: 'agent@wallet.local',
  phone: '01712345679',
  role: 'AGENT',
  isEmailVerified: true,
  isApproved: true,
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
} as const;

/** A user as the search finds them. */
export const sampleCustomerMatch = {
  __typename: 'UserMatch',
  id: sampleCustomerId,
  name: 'Alice Rahman',
  maskedEmail: 'al•••@wallet.local',
  maskedPhone: '•••••••5678',
} as const;

export type SampleAgentStats = AgentOverview_AgentStatsFragment & { __typename: 'AgentStats' };

/** A FlowTotal as the bff answers it. */
export function flow(amount: string, count: number) {
  return { __typename: 'FlowTotal', amount, count } as const;
}

export function sampleAgentStats(
  period: StatsPeriod = 'TODAY',
  overrides: Partial<AgentOverview_AgentStatsFragment> = {},
): SampleAgentStats {
  return {
    __typename: 'AgentStats',
    id: `agent-stats:${period.toLowerCase()}`,
    period,
    cashIn: flow('100.00', 1),
    cashOut: flow('20.00', 1),
    send: flow('0.00', 0),
    walletBalance: '9920.60',
    totalTransactions: 3,
    successRate: 100,
    totalVolume: '120.00',
    averageTransaction: '40.00',
    commissionEarned: '0.60',
    isApproved: true,
    memberSince: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

/** Figures of a period without a single movement. */
export function emptyAgentStats(period: StatsPeriod = 'TODAY'): SampleAgentStats {
  const none = flow('0.00', 0);
  return sampleAgentStats(period, {
    cashIn: none,
    cashOut: none,
    send: none,
    totalTransactions: 0,
    successRate: 0,
    totalVolume: '0.00',
    averageTransaction: '0.00',
    commissionEarned: '0.00',
  });
}

const agentParty = { __typename: 'TransactionParty', id: sampleAgentId, name: 'Maya Thompson' } as const;
const customerParty = { __typename: 'TransactionParty', id: sampleCustomerId, name: 'Alice Rahman' } as const;

/** As the agent sees them: a cash in (debit), a cash out (credit) and a float top-up. */
export function sampleAgentHistory(): SampleTransaction[] {
  return [
    sampleTransaction({
      id: '7d3f2a10-0000-4000-8000-0000000ca5h1',
      type: 'CASH_IN',
      direction: 'DEBIT',
      amount: '100.00',
      commission: '0.50',
      sender: agentParty,
      recipient: customerParty,
      createdAt: '2026-11-21T22:10:00.000Z',
      updatedAt: '2026-11-21T22:10:00.000Z',
    }),
    sampleTransaction({
      id: '7d3f2a10-0000-4000-8000-0000000ca5h2',
      type: 'CASH_OUT',
      direction: 'CREDIT',
      amount: '20.00',
      commission: '0.10',
      sender: customerParty,
      recipient: agentParty,
      createdAt: '2026-11-21T21:00:00.000Z',
      updatedAt: '2026-11-21T21:00:00.000Z',
    }),
    sampleTransaction({
      id: '7d3f2a10-0000-4000-8000-0000000f10a7',
      type: 'DEPOSIT',
      direction: 'CREDIT',
      amount: '10000.00',
      sender: null,
      recipient: agentParty,
      description: 'Float top-up',
      createdAt: '2026-11-20T09:00:00.000Z',
      updatedAt: '2026-11-20T09:00:00.000Z',
    }),
  ];
}
