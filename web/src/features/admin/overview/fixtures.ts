// Sample admin figures for the overview's stories and tests, shaped exactly as the bff answers (with __typename).
import type { TransactionStatus, TransactionType } from '../../../gql/graphql';

export const countTrend = (
  total: number,
  thisMonth: number,
  lastMonth: number,
  changePercent: number | null,
) => ({
  __typename: 'CountTrend' as const,
  total,
  thisMonth,
  lastMonth,
  changePercent,
});

export const dayActivity = (transactionCount: number, volume: string) => ({
  __typename: 'DayActivity' as const,
  transactionCount,
  volume,
});

function recentTransaction(
  suffix: string,
  type: TransactionType,
  status: TransactionStatus,
  amount: string,
  createdAt: string,
  user: { id: string; name: string } | null,
  description: string | null = null,
) {
  return {
    __typename: 'Transaction' as const,
    id: `7d3f2a10-0000-4000-8000-${suffix.padStart(12, '0')}`,
    type,
    status,
    amount,
    description,
    createdAt,
    user: user ? { __typename: 'User' as const, ...user } : null,
  };
}

const alice = { id: 'c0a80101-0000-4000-8000-0000000000a1', name: 'Alice Rahman' };
const maya = { id: 'c0a80101-0000-4000-8000-0000000000c3', name: 'Maya Thompson' };

export function sampleRecentTransactions() {
  return [
    recentTransaction('s3nd', 'SEND', 'COMPLETED', '25.00', '2026-11-21T22:04:00.000Z', alice, 'Dinner'),
    recentTransaction('w1d1', 'WITHDRAW', 'PENDING', '100.00', '2026-11-21T21:10:00.000Z', alice),
    recentTransaction('ca5h', 'CASH_IN', 'COMPLETED', '500.00', '2026-11-21T18:00:00.000Z', maya),
    recentTransaction('fa1l', 'WITHDRAW', 'FAILED', '75.00', '2026-11-20T08:00:00.000Z', alice),
    recentTransaction('dep0', 'DEPOSIT', 'CANCELLED', '1200.00', '2026-11-19T09:00:00.000Z', null),
  ];
}

function baseAdminStats() {
  return {
    __typename: 'AdminStats' as const,
    id: 'admin-stats',
    totalUsers: countTrend(120, 12, 10, 20),
    totalAgents: countTrend(8, 1, 0, null),
    transactionCount: countTrend(5400, 300, 400, -25),
    totalVolume: {
      __typename: 'MoneyTrend' as const,
      total: '123456.78',
      thisMonth: '2000.00',
      lastMonth: '1000.00',
      changePercent: 100 as number | null,
    },
    recentTransactionCount: 310,
    recentVolume: '2100.50',
    completionRate: 97,
    today: dayActivity(12, '1234.56'),
    activeUsers: 118,
    recentTransactions: sampleRecentTransactions(),
  };
}

export type SampleAdminStats = ReturnType<typeof baseAdminStats>;

export function sampleAdminStats(overrides: Partial<SampleAdminStats> = {}): SampleAdminStats {
  return { ...baseAdminStats(), ...overrides };
}

/** A platform with nobody and nothing yet. */
export function emptyAdminStats() {
  return sampleAdminStats({
    totalUsers: countTrend(0, 0, 0, null),
    totalAgents: countTrend(0, 0, 0, null),
    transactionCount: countTrend(0, 0, 0, null),
    totalVolume: {
      __typename: 'MoneyTrend' as const,
      total: '0.00',
      thisMonth: '0.00',
      lastMonth: '0.00',
      changePercent: null,
    },
    recentTransactionCount: 0,
    recentVolume: '0.00',
    completionRate: 0,
    today: dayActivity(0, '0.00'),
    activeUsers: 0,
    recentTransactions: [],
  });
}
