// Sample disputes for stories and tests, shaped exactly as the bff answers (with __typename).
import type { DisputesPage_DisputeFragment } from '../../../gql/graphql';
import { sampleTransaction } from '../../../money/fixtures';

type Fields = DisputesPage_DisputeFragment;

type SampleDispute = Omit<Fields, ' $fragmentName' | 'transaction' | 'reporter' | 'notes' | 'reversals'> & {
  __typename: 'Dispute';
  reporter: Fields['reporter'] & { __typename: 'TransactionParty' };
  notes: (Fields['notes'][number] & { __typename: 'DisputeNote' })[];
  reversals: (Fields['reversals'][number] & { __typename: 'Reversal' })[];
  transaction: ReturnType<typeof sampleTransaction> | null;
};

export function sampleDispute(overrides: Partial<SampleDispute> = {}): SampleDispute {
  const transaction = sampleTransaction({ amount: '40.00' });
  return {
    __typename: 'Dispute',
    id: '5e1c0d20-0000-4000-8000-000000000001',
    transactionId: transaction.id,
    reason: 'WRONG_RECIPIENT',
    note: 'I meant to send this to Bobby, not Bob.',
    status: 'OPEN',
    reporter: {
      __typename: 'TransactionParty',
      id: 'c0a80101-0000-4000-8000-0000000000a1',
      name: 'Alice Rahman',
    },
    transaction,
    notes: [
      {
        __typename: 'DisputeNote',
        status: 'OPEN',
        note: 'I meant to send this to Bobby, not Bob.',
        authorRole: 'REPORTER',
        authorName: 'Alice Rahman',
        createdAt: '2026-11-22T09:15:00.000Z',
      },
    ],
    reversals: [],
    createdAt: '2026-11-22T09:15:00.000Z',
    updatedAt: '2026-11-22T09:15:00.000Z',
    ...overrides,
  };
}

export function sampleDisputePage(items: SampleDispute[]) {
  return {
    disputes: {
      __typename: 'DisputePage',
      items,
      pagination: {
        __typename: 'Pagination',
        currentPage: 1,
        totalPages: items.length === 0 ? 0 : 1,
        totalItems: items.length,
      },
    },
  };
}

export const sampleDisputes = (): SampleDispute[] => [
  sampleDispute(),
  sampleDispute({
    id: '5e1c0d20-0000-4000-8000-000000000002',
    reason: 'NOT_RECEIVED',
    note: null,
    status: 'INVESTIGATING',
    reporter: {
      __typename: 'TransactionParty',
      id: 'c0a80101-0000-4000-8000-0000000000b2',
      name: 'Bob Karim',
    },
    notes: [
      {
        __typename: 'DisputeNote',
        status: 'OPEN',
        note: null,
        authorRole: 'REPORTER',
        authorName: 'Bob Karim',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
      {
        __typename: 'DisputeNote',
        status: 'INVESTIGATING',
        note: 'Asked the agent for the receipt.',
        authorRole: 'ADMIN',
        authorName: 'Administrator',
        createdAt: '2026-11-21T12:30:00.000Z',
      },
    ],
    reversals: [
      {
        __typename: 'Reversal',
        id: '4b2e9c30-0000-4000-8000-000000000001',
        amount: '40.00',
        status: 'PROPOSED',
        createdAt: '2026-11-21T12:40:00.000Z',
      },
    ],
  }),
];
