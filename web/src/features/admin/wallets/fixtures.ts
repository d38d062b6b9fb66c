// Sample wallets as an admin lists them, and the list's answer, shaped exactly as the bff answers (__typename).
import type { WalletTable_WalletFragment, Role } from '../../../gql/graphql';
import { samplePagination } from '../user-fixtures';

export type SampleAdminWallet = WalletTable_WalletFragment & { __typename: 'Wallet' };

interface Owner {
  id: string;
  name: string;
  email: string;
  role: Role;
  isClosed: boolean;
}

export function sampleAdminWallet(
  suffix: string,
  owner: Owner | null,
  overrides: Partial<Omit<WalletTable_WalletFragment, 'user'>> = {},
): SampleAdminWallet {
  return {
    __typename: 'Wallet',
    id: `c0a80101-0000-4000-8000-${suffix.padStart(12, '0')}`,
    balance: '1234.50',
    isBlocked: false,
    dailySpentAmount: '20.00',
    dailyTransactionCount: 1,
    monthlySpentAmount: '145.75',
    monthlyTransactionCount: 4,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-11-21T22:04:00.000Z',
    user: owner ? { __typename: 'User', ...owner } : null,
    ...overrides,
  } as SampleAdminWallet;
}

export const owners = {
  alice: {
    id: 'c0a80101-0000-4000-8000-0000000000a1',
    name: 'Alice Rahman',
    email: 'alice@wallet.local',
    role: 'USER',
    isClosed: false,
  },
  maya: {
    id: 'c0a80101-0000-4000-8000-0000000000c3',
    name: 'Maya Thompson',
    email: 'maya@wallet.local',
    role: 'AGENT',
    isClosed: false,
  },
  rita: {
    id: 'c0a80101-0000-4000-8000-0000000000ad',
    name: 'Rita Admin',
    email: 'rita@wallet.local',
    role: 'ADMIN',
    isClosed: false,
  },
} as const satisfies Record<string, Owner>;

/** Alice (active), Maya the agent (blocked), Rita the admin (empty wallet). */
export function sampleAdminWallets(): SampleAdminWallet[] {
  return [
    sampleAdminWallet('a11e', owners.alice),
    sampleAdminWallet('c3c3', owners.maya, {
      balance: '9920.60',
      isBlocked: true,
      dailySpentAmount: '0.00',
      dailyTransactionCount: 0,
      monthlySpentAmount: '2210.00',
      monthlyTransactionCount: 17,
      createdAt: '2026-02-10T09:30:00.000Z',
    }),
    sampleAdminWallet('adad', owners.rita, {
      balance: '0.00',
      dailySpentAmount: '0.00',
      dailyTransactionCount: 0,
      monthlySpentAmount: '0.00',
      monthlyTransactionCount: 0,
      createdAt: '2025-12-01T08:00:00.000Z',
    }),
  ];
}

export interface WalletSummaryCounts {
  totalWallets: number;
  activeWallets: number;
  blockedWallets: number;
  totalBalance: string;
  averageBalance: string;
}

export const sampleWalletSummary: WalletSummaryCounts = {
  totalWallets: 45,
  activeWallets: 41,
  blockedWallets: 4,
  totalBalance: '56789.10',
  averageBalance: '1261.98',
};

/** The `wallets` answer for one page. */
export function walletPage(
  items: SampleAdminWallet[],
  { page = 1, totalItems = items.length, summary = sampleWalletSummary } = {},
) {
  return {
    __typename: 'WalletPage' as const,
    items,
    pagination: samplePagination(page, totalItems),
    summary: { __typename: 'WalletSummary' as const, ...summary },
  };
}
