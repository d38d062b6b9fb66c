// Sample reversal proposals for the Reversals page's tests and stories: one waiting, one approved, one rejected.
const ADA = {
  __typename: 'TransactionParty' as const,
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Ada Admin',
};
const BEA = {
  __typename: 'TransactionParty' as const,
  id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Bea Admin',
};
const ALICE = {
  __typename: 'TransactionParty' as const,
  id: 'u0000000-0000-4000-8000-000000000001',
  name: 'Alice',
};
const BOB = {
  __typename: 'TransactionParty' as const,
  id: 'u0000000-0000-4000-8000-000000000002',
  name: 'Bob',
};

export function sampleReversal(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Reversal' as const,
    id: 'r0000000-0000-4000-8000-000000000001',
    transactionId: 'j0000000-0000-4000-8000-000000000001',
    transactionType: 'SEND' as const,
    transactionAmount: '40.00',
    amount: '40.00',
    commission: '0.00',
    reason: 'Sent to the wrong person',
    status: 'PROPOSED' as const,
    sender: ALICE,
    recipient: BOB,
    proposedBy: ADA,
    decidedBy: null,
    decisionReason: null,
    reversalTransactionId: null,
    createdAt: '2026-11-26T21:04:05.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export function sampleReversals() {
  return [
    sampleReversal(),
    sampleReversal({
      id: 'r0000000-0000-4000-8000-000000000002',
      amount: '10.00',
      status: 'APPROVED',
      decidedBy: BEA,
      decisionReason: 'Checked with both',
      reversalTransactionId: 'j0000000-0000-4000-8000-000000000009',
      decidedAt: '2026-11-26T22:00:00.000Z',
    }),
    sampleReversal({
      id: 'r0000000-0000-4000-8000-000000000003',
      status: 'REJECTED',
      decidedBy: BEA,
      decisionReason: 'The send was right',
      decidedAt: '2026-11-26T22:10:00.000Z',
    }),
  ];
}

export function reversalsPage(items: ReturnType<typeof sampleReversal>[]) {
  return {
    reversals: {
      __typename: 'ReversalPage' as const,
      items,
      pagination: { __typename: 'Pagination' as const, totalItems: items.length },
    },
  };
}
