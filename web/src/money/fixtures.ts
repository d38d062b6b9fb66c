// Sample wallets and movements for stories and tests, shaped exactly as the bff answers (with __typename).
import { makeFragmentData } from '../gql';
import type { TransactionFieldsFragment, WalletFieldsFragment } from '../gql/graphql';
import {
  TransactionFieldsFragment as TransactionFieldsDocument,
  WalletFieldsFragment as WalletFieldsDocument,
} from './fragments';

export type SampleWallet = WalletFieldsFragment & { __typename: 'Wallet' };
export type SampleTransaction = TransactionFieldsFragment & { __typename: 'Transaction' };

export function sampleWallet(overrides: Partial<WalletFieldsFragment> = {}): SampleWallet {
  return {
    __typename: 'Wallet',
    id: 'c0a80101-0000-4000-8000-00000000a11e',
    userId: 'c0a80101-0000-4000-8000-0000000000a1',
    balance: '1234.50',
    isBlocked: false,
    dailySpentAmount: '20.00',
    dailyTransactionCount: 1,
    monthlySpentAmount: '145.75',
    monthlyTransactionCount: 4,
    lastDailyReset: '2026-11-21T00:00:00.000Z',
    lastMonthlyReset: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-11-21T22:04:00.000Z',
    ...overrides,
    limits: {
      __typename: 'WalletLimits',
      dailyAmount: '10000.00',
      dailyCount: 50,
      monthlyAmount: '50000.00',
      monthlyCount: 500,
      dailyRemainingAmount: '9980.00',
      dailyRemainingCount: 49,
      monthlyRemainingAmount: '49854.25',
      monthlyRemainingCount: 496,
      ...overrides.limits,
    } as WalletFieldsFragment['limits'],
  };
}

let sequence = 0;

export function sampleTransaction(overrides: Partial<TransactionFieldsFragment> = {}): SampleTransaction {
  sequence += 1;
  return {
    __typename: 'Transaction',
    id: `7d3f2a10-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'SEND',
    direction: 'DEBIT',
    status: 'COMPLETED',
    amount: '25.00',
    fee: '0.00',
    commission: '0.00',
    refunded: '0.00',
    method: null,
    description: null,
    sender: {
      __typename: 'TransactionParty',
      id: 'c0a80101-0000-4000-8000-0000000000a1',
      name: 'Alice Rahman',
    },
    recipient: {
      __typename: 'TransactionParty',
      id: 'c0a80101-0000-4000-8000-0000000000b2',
      name: 'Bob Karim',
    },
    createdAt: '2026-11-21T22:04:00.000Z',
    updatedAt: '2026-11-21T22:04:00.000Z',
    settledAt: null,
    failureReason: null,
    reverses: null,
    reversedBy: [],
    ...overrides,
  } as SampleTransaction;
}

/** A varied history: sent, received, a pending and a completed withdrawal, a deposit, a failed send. */
export function sampleHistory(): SampleTransaction[] {
  const alice = {
    __typename: 'TransactionParty',
    id: 'c0a80101-0000-4000-8000-0000000000a1',
    name: 'Alice Rahman',
  };
  const bob = {
    __typename: 'TransactionParty',
    id: 'c0a80101-0000-4000-8000-0000000000b2',
    name: 'Bob Karim',
  };
  return [
    sampleTransaction({
      id: '7d3f2a10-0000-4000-8000-00000000w1d1',
      type: 'WITHDRAW',
      status: 'PENDING',
      amount: '100.00',
      fee: '2.50',
      method: 'BANK',
      recipient: null,
      sender: alice,
      createdAt: '2026-11-21T22:10:00.000Z',
      updatedAt: '2026-11-21T22:10:00.000Z',
    }),
    sampleTransaction({
      id: '7d3f2a10-0000-4000-8000-00000000s3nd',
      description: 'Dinner',
      createdAt: '2026-11-21T22:04:00.000Z',
      sender: alice,
      recipient: bob,
    }),
    sampleTransaction({
      id: '7d3f2a10-0000-4000-8000-0000000rec01',
      type: 'RECEIVE',
      direction: 'CREDIT',
      amount: '60.00',
      description: 'Rent share',
      sender: bob,
      recipient: alice,
      createdAt: '2026-11-20T18:30:00.000Z',
      updatedAt: '2026-11-20T18:30:00.000Z',
    }),
    sampleTransaction({
      id: '7d3f2a10-0000-4000-8000-000000depo01',
      type: 'DEPOSIT',
      direction: 'CREDIT',
      amount: '500.00',
      sender: null,
      recipient: alice,
      createdAt: '2026-11-19T09:00:00.000Z',
      updatedAt: '2026-11-19T09:00:00.000Z',
    }),
    sampleTransaction({
      id: '7d3f2a10-0000-4000-8000-000000wd0002',
      type: 'WITHDRAW',
      status: 'COMPLETED',
      amount: '40.00',
      fee: '3.00',
      method: 'CARD',
      recipient: null,
      sender: alice,
      createdAt: '2026-11-18T11:00:00.000Z',
      updatedAt: '2026-11-18T11:00:05.000Z',
      settledAt: '2026-11-18T11:00:05.000Z',
    }),
    sampleTransaction({
      id: '7d3f2a10-0000-4000-8000-000000fa1led',
      type: 'WITHDRAW',
      status: 'FAILED',
      amount: '75.00',
      fee: '2.50',
      refunded: '77.50',
      method: 'BANK',
      recipient: null,
      sender: alice,
      failureReason: 'The bank refused the payout',
      createdAt: '2026-11-17T08:00:00.000Z',
      updatedAt: '2026-11-17T08:00:05.000Z',
      settledAt: '2026-11-17T08:00:05.000Z',
    }),
  ] as SampleTransaction[];
}

export function walletRef(wallet: WalletFieldsFragment) {
  return makeFragmentData(wallet, WalletFieldsDocument);
}

export function transactionRef(transaction: TransactionFieldsFragment) {
  return makeFragmentData(transaction, TransactionFieldsDocument);
}

/** The user's own controls on sampleWallet (docs/freeze-and-limits.md): not frozen, the platform's limits. */
export function sampleWalletControls(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'WalletControls' as const,
    isFrozen: false,
    frozenAt: null,
    platformDailyAmount: '10000.00',
    platformMonthlyAmount: '50000.00',
    personalDailyAmount: null,
    personalMonthlyAmount: null,
    pendingDailyAmount: null,
    pendingDailyAt: null,
    pendingMonthlyAmount: null,
    pendingMonthlyAt: null,
    ...overrides,
  };
}
