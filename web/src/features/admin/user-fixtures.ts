// Sample people as an admin reads them (users, agents in each standing, an admin without a wallet), audit entries
// and list pages, for stories and tests; shaped exactly as the bff answers (with __typename).
import { makeFragmentData } from '../../gql';
import type { AdminUserDetails_UserFragment, AgentStatus, AuditAction } from '../../gql/graphql';
import { sampleWallet } from '../../money/fixtures';
import type { SampleWallet } from '../../money/fixtures';
import { AdminUserDetails_UserFragment as AdminUserFieldsDocument } from './admin-user-fragment';

export type SampleAdminUser = Omit<AdminUserDetails_UserFragment, 'wallet'> & {
  __typename: 'User';
  wallet: SampleWallet | null;
};

export const sampleUserId = 'c0a80101-0000-4000-8000-0000000000a1';

export function sampleAdminUser(
  overrides: Partial<Omit<SampleAdminUser, '__typename'>> = {},
): SampleAdminUser {
  const id = overrides.id ?? sampleUserId;
  return {
    __typename: 'User',
    id,
    name: 'Alice Rahman',
    email: 'alice@wallet.local',
    phone: '01712345678',
    role: 'USER',
    isEmailVerified: true,
    isApproved: true,
    isClosed: false,
    agentStatus: null,
    createdAt: '2026-01-05T15:00:07.000Z',
    updatedAt: '2026-11-20T09:15:42.000Z',
    wallet: sampleWallet({ userId: id }),
    ...overrides,
  };
}

const agentStatusApproval: Readonly<Record<AgentStatus, boolean>> = {
  APPROVED: true,
  PENDING: false,
  SUSPENDED: false,
};

/** An agent in the given standing, numbered so each has its own id, name and e-mail. */
export function sampleAdminAgent(
  number: number,
  agentStatus: AgentStatus,
  overrides: Partial<Omit<SampleAdminUser, '__typename'>> = {},
): SampleAdminUser {
  const id = `c0a80101-0000-4000-8000-${String(number).padStart(4, '0')}0000a9e7`;
  return sampleAdminUser({
    id,
    name: `Agent ${number}`,
    email: `agent${number}@wallet.local`,
    role: 'AGENT',
    agentStatus,
    isApproved: agentStatusApproval[agentStatus],
    wallet: sampleWallet({
      id: `c0a80101-0000-4000-8000-${String(number).padStart(4, '0')}0000fa11`,
      userId: id,
    }),
    ...overrides,
  });
}

/** A user, a pending agent, an admin without a wallet, and a user whose e-mail is unverified and wallet blocked. */
export function sampleUsers(): SampleAdminUser[] {
  return [
    sampleAdminUser(),
    sampleAdminAgent(1, 'PENDING', {
      name: 'Maya Thompson',
      email: 'maya@wallet.local',
      createdAt: '2026-11-02T10:00:00.000Z',
    }),
    sampleAdminUser({
      id: 'c0a80101-0000-4000-8000-0000000ad111',
      name: 'Ada Admin',
      email: 'admin@wallet.local',
      role: 'ADMIN',
      wallet: null,
    }),
    sampleAdminUser({
      id: 'c0a80101-0000-4000-8000-0000000000b2',
      name: 'Bob Karim',
      email: 'bob@wallet.local',
      phone: '',
      isEmailVerified: false,
      wallet: sampleWallet({
        id: 'c0a80101-0000-4000-8000-00000000b10c',
        userId: 'c0a80101-0000-4000-8000-0000000000b2',
        isBlocked: true,
        balance: '0.00',
        dailySpentAmount: '0.00',
        dailyTransactionCount: 0,
        monthlySpentAmount: '0.00',
        monthlyTransactionCount: 0,
      }),
    }),
  ];
}

/** An approved, a pending and a suspended agent. */
export function sampleAgents(): SampleAdminUser[] {
  return [
    sampleAdminAgent(1, 'APPROVED', { name: 'Maya Thompson' }),
    sampleAdminAgent(2, 'PENDING', { name: 'Omar Faruk' }),
    sampleAdminAgent(3, 'SUSPENDED', { name: 'Lina Chowdhury' }),
  ];
}

export function adminUserRef(user: SampleAdminUser) {
  return makeFragmentData(user as AdminUserDetails_UserFragment, AdminUserFieldsDocument);
}

export function samplePagination(page: number, totalItems: number, itemsPerPage = 10) {
  return {
    __typename: 'Pagination',
    currentPage: page,
    totalPages: Math.ceil(totalItems / itemsPerPage),
    totalItems,
    itemsPerPage,
  } as const;
}

export function sampleUserSummary(
  overrides: Partial<
    Record<'total' | 'verified' | 'approved' | 'pending' | 'suspended' | 'blocked', number>
  > = {},
) {
  return {
    __typename: 'UserSummary',
    total: 4,
    verified: 3,
    approved: 0,
    pending: 1,
    suspended: 0,
    blocked: 1,
    ...overrides,
  } as const;
}

/** A user page as `users` answers it. */
export function sampleUserPage(
  items: SampleAdminUser[],
  {
    page = 1,
    totalItems = items.length,
    summary = {},
  }: { page?: number; totalItems?: number; summary?: Parameters<typeof sampleUserSummary>[0] } = {},
) {
  return {
    __typename: 'UserPage',
    items,
    pagination: samplePagination(page, totalItems),
    summary: sampleUserSummary({ total: totalItems, ...summary }),
  } as const;
}

export const sampleAdminActor = {
  __typename: 'User',
  id: 'c0a80101-0000-4000-8000-0000000ad111',
  name: 'Ada Admin',
} as const;

let auditSequence = 0;

export function sampleAuditEntry(
  action: AuditAction,
  overrides: { reason?: string | null; createdAt?: string; actor?: typeof sampleAdminActor | null } = {},
) {
  auditSequence += 1;
  return {
    __typename: 'AuditEntry',
    id: `a0d17000-0000-4000-8000-${String(auditSequence).padStart(12, '0')}`,
    action,
    actor: sampleAdminActor,
    reason: null,
    createdAt: '2026-11-20T09:15:42.000Z',
    ...overrides,
  } as const;
}
