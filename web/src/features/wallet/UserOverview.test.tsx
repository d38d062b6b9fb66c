// The user's overview (SPEC.md §2): loading and failure texts, "Welcome back!", the balance card, Quick Actions
// and the 5 latest movements with their labels, signed amounts and states; admins keep their welcome.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format-date';
import { CurrentUserDocument } from '../../lib/session';
import { OverviewPage } from '../../app/OverviewPage';
import { sampleHistory, sampleTransaction, sampleWallet } from '../../money/fixtures';
import type { SampleTransaction } from '../../money/fixtures';
import { renderMoneyScreen } from '../../test/render-money-screen';
import {
  RECENT_TRANSACTIONS_COUNT,
  RecentTransactionsQuery,
  UserOverview,
  UserOverviewWalletQuery,
} from './UserOverview';

const walletMock: MockLink.MockedResponse = {
  request: { query: UserOverviewWalletQuery },
  result: { data: { myWallet: sampleWallet() } },
  delay: 5,
};

function recentMock(items: SampleTransaction[]): MockLink.MockedResponse {
  return {
    request: { query: RecentTransactionsQuery, variables: { limit: RECENT_TRANSACTIONS_COUNT } },
    result: { data: { myTransactions: { __typename: 'TransactionPage', items }, myWallet: sampleWallet() } },
    delay: 5,
  };
}

function signedInAs(role: 'USER' | 'ADMIN') {
  const cache = createCache();
  const me = {
    __typename: 'User',
    id: 'c0a80101-0000-4000-8000-0000000000a1',
    name: role === 'USER' ? 'Alice Rahman' : 'Sam Admin',
    email: role === 'USER' ? 'alice@wallet.local' : 'admin@wallet.local',
    phone: '01712345678',
    role,
    isEmailVerified: true,
    isApproved: true,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
  } as const;
  cache.writeQuery({ query: CurrentUserDocument, data: { me } });
  return cache;
}

describe('UserOverview', () => {
  it('when the wallet loads, then the welcome, balance card, quick actions and the latest movements show', async () => {
    const history = sampleHistory().slice(0, 5);
    renderMoneyScreen(<OverviewPage />, {
      cache: signedInAs('USER'),
      mocks: [walletMock, recentMock(history)],
    });

    expect(screen.getByText('Loading your wallet...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Alice Rahman')).toBeInTheDocument();

    const balance = screen.getByRole('region', { name: 'Available balance' });
    expect(balance).toHaveTextContent('$1,234.50');
    expect(within(balance).getByText('Active')).toBeInTheDocument();
    expect(balance).toHaveTextContent('$20.00');
    expect(balance).toHaveTextContent('1 transaction today');
    expect(balance).toHaveTextContent('$145.75');
    expect(balance).toHaveTextContent('4 transactions this month');

    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Send Money' })).toHaveAttribute(
      'href',
      '/user/send-money',
    );
    expect(within(actions).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/user/withdraw');
    expect(within(actions).getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/user/my-history',
    );

    const recent = screen.getByRole('region', { name: 'Recent Transactions' });
    expect(await within(recent).findAllByRole('listitem')).toHaveLength(5);
    const [pendingWithdrawal, dinner, rent, deposit] = within(recent).getAllByRole('listitem');
    expect(pendingWithdrawal).toHaveTextContent('Withdrawn');
    expect(pendingWithdrawal).toHaveTextContent('Transaction 00w1d1');
    expect(pendingWithdrawal).toHaveTextContent('-$100.00');
    expect(pendingWithdrawal).toHaveTextContent('Pending');
    expect(pendingWithdrawal).toHaveTextContent(formatDateTime('2026-11-21T22:10:00.000Z'));
    expect(dinner).toHaveTextContent('Sent');
    expect(dinner).toHaveTextContent('Dinner');
    expect(dinner).toHaveTextContent('-$25.00');
    expect(dinner).toHaveTextContent('Completed');
    expect(rent).toHaveTextContent('Received');
    expect(rent).toHaveTextContent('+$60.00');
    expect(deposit).toHaveTextContent('Deposited');
    expect(deposit).toHaveTextContent('+$500.00');
    expect(within(recent).getByRole('link', { name: 'View All Transactions' })).toHaveAttribute(
      'href',
      '/user/my-history',
    );
  });

  it('when a debit and a credit show, then the debit is red with a minus and the credit green with a plus', async () => {
    const debit = sampleTransaction({ amount: '5.00' });
    const credit = sampleTransaction({ type: 'RECEIVE', direction: 'CREDIT', amount: '7.00' });
    renderMoneyScreen(<UserOverview name="Alice Rahman" />, {
      mocks: [walletMock, recentMock([debit, credit])],
    });

    const minus = await screen.findByText('-$5.00');
    const plus = screen.getByText('+$7.00');
    expect(getComputedStyle(minus).color).not.toBe(getComputedStyle(plus).color);
  });

  it('when there are no movements yet, then "No transactions yet" shows', async () => {
    renderMoneyScreen(<UserOverview name="Alice Rahman" />, { mocks: [walletMock, recentMock([])] });

    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('when the movements are on their way, then "Loading transactions..." shows', async () => {
    renderMoneyScreen(<UserOverview name="Alice Rahman" />, {
      mocks: [walletMock, { ...recentMock([]), delay: Number.POSITIVE_INFINITY }],
    });

    expect(await screen.findByText('Loading transactions...')).toBeInTheDocument();
  });

  it('when the wallet cannot be loaded, then "Failed to load wallet" offers Try Again, which reloads the page', async () => {
    const reloadPage = vi.fn();
    renderMoneyScreen(<UserOverview name="Alice Rahman" reloadPage={reloadPage} />, {
      mocks: [{ request: { query: UserOverviewWalletQuery }, error: new Error('Network down') }],
    });

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load wallet');
    expect(failure).toHaveTextContent('Unable to fetch your wallet information.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    expect(reloadPage).toHaveBeenCalledOnce();
  });

  // Agents have their own overview (features/agent/overview); admins keep the welcome until theirs arrives.
  it('when an admin opens the overview, then their welcome card shows and no wallet is asked for', async () => {
    renderMoneyScreen(<OverviewPage />, { cache: signedInAs('ADMIN') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Sam Admin (Admin)')).toBeInTheDocument();
    expect(screen.queryByText('Loading your wallet...')).not.toBeInTheDocument();
  });
});
