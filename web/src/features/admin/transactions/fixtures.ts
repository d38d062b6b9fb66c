// Sample rows of the admin's transaction list (a movement as its initiator sees it, with who that is) and the
// list's answer, shaped exactly as the bff answers (with __typename).
import { sampleTransaction } from '../../../money/fixtures';
import type { SampleTransaction } from '../../../money/fixtures';
import { samplePagination } from '../user-fixtures';

export type SampleAdminTransaction = Omit<SampleTransaction, ' $fragmentName'> & {
  user: { __typename: 'User'; id: string; name: string; email: string } | null;
};

const alice = {
  __typename: 'User' as const,
  id: 'c0a80101-0000-4000-8000-0000000000a1',
  name: 'Alice Rahman',
  email: 'alice@wallet.local',
};
const maya = {
  __typename: 'User' as const,
  id: 'c0a80101-0000-4000-8000-0000000000c3',
  name: 'Maya Thompson',
  email: 'maya@wallet.local',
};
const party = (user: typeof alice) => ({
  __typename: 'TransactionParty' as const,
  id: user.id,
  name: user.name,
});

/** A send, a pending withdrawal, an agent's cash in, a deposit, and a failed withdrawal of someone unknown. */
export function sampleAdminTransactions(): SampleAdminTransaction[] {
  return [
    {
      ...sampleTransaction({
        id: '7d3f2a10-0000-4000-8000-00000000s3nd',
        description: 'Dinner',
        sender: party(alice),
        createdAt: '2026-11-21T22:04:00.000Z',
      }),
      user: alice,
    },
    {
      ...sampleTransaction({
        id: '7d3f2a10-0000-4000-8000-00000000w1d1',
        type: 'WITHDRAW',
        status: 'PENDING',
        amount: '100.00',
        fee: '2.50',
        method: 'BANK',
        sender: party(alice),
        recipient: null,
        createdAt: '2026-11-21T21:10:00.000Z',
        updatedAt: '2026-11-21T21:10:00.000Z',
      }),
      user: alice,
    },
    {
      ...sampleTransaction({
        id: '7d3f2a10-0000-4000-8000-00000000ca5h',
        type: 'CASH_IN',
        amount: '500.00',
        commission: '2.50',
        description: 'Float top-up for Alice',
        sender: party(maya),
        recipient: party(alice),
        createdAt: '2026-11-21T18:00:00.000Z',
        updatedAt: '2026-11-21T18:00:00.000Z',
      }),
      user: maya,
    },
    {
      ...sampleTransaction({
        id: '7d3f2a10-0000-4000-8000-000000depo01',
        type: 'DEPOSIT',
        direction: 'CREDIT',
        amount: '1200.00',
        sender: null,
        recipient: party(alice),
        createdAt: '2026-11-19T09:00:00.000Z',
        updatedAt: '2026-11-19T09:00:00.000Z',
      }),
      user: alice,
    },
    {
      ...sampleTransaction({
        id: '7d3f2a10-0000-4000-8000-000000fa1led',
        type: 'WITHDRAW',
        status: 'FAILED',
        amount: '75.00',
        fee: '2.50',
        refunded: '77.50',
        method: 'CARD',
        recipient: null,
        failureReason: 'The bank refused the payout',
        createdAt: '2026-11-17T08:00:00.000Z',
        updatedAt: '2026-11-17T08:00:05.000Z',
        settledAt: '2026-11-17T08:00:05.000Z',
      }),
      user: null,
    },
  ];
}

export interface AdminTransactionSummaryCounts {
  totalCount: number;
  completedCount: number;
  pendingCount: number;
  failedCount: number;
  cancelledCount: number;
  completedAmount: string;
}

export const sampleAdminTransactionSummary: AdminTransactionSummaryCounts = {
  totalCount: 5400,
  completedCount: 5210,
  pendingCount: 12,
  failedCount: 150,
  cancelledCount: 28,
  completedAmount: '123456.78',
};

/** The `transactions` answer for one page. */
export function adminTransactionPage(
  items: SampleAdminTransaction[],
  { page = 1, totalItems = items.length, summary = sampleAdminTransactionSummary } = {},
) {
  return {
    __typename: 'AdminTransactionPage' as const,
    items,
    pagination: samplePagination(page, totalItems),
    summary: { __typename: 'AdminTransactionSummary' as const, ...summary },
  };
}
