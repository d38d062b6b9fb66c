// /user/send-money and /user/withdraw through the real route tree: each page loads lazily for a signed-in user.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyLoad, renderRouteAs, resetRouteTest } from '../../test/render-route';
import { sampleWallet } from '../../money/fixtures';

/** The route tree at `path`, signed in as Alice with her wallet and no pending withdrawals. */
function renderAsUser(path: string) {
  const wallet = sampleWallet();
  return renderRouteAs(path, {
    role: 'USER',
    person: { id: wallet.userId },
    answers: {
      SendMoneyWallet: { myWallet: wallet },
      WithdrawWallet: { myWallet: wallet },
      PendingWithdrawals: {
        myWallet: wallet,
        myTransactions: {
          __typename: 'TransactionPage',
          items: [],
          pagination: {
            __typename: 'Pagination',
            currentPage: 1,
            totalPages: 0,
            totalItems: 0,
            itemsPerPage: 50,
          },
          summary: {
            __typename: 'TransactionSummary',
            totalCount: 0,
            completedCount: 0,
            pendingCount: 0,
            failedCount: 0,
            cancelledCount: 0,
            totalIn: '0.00',
            totalOut: '0.00',
          },
        },
      },
    },
  });
}

afterEach(resetRouteTest);

describe('money routes', () => {
  it('when a user opens /user/send-money, then the Send Money page shows with its form', async () => {
    renderAsUser('/user/send-money');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Send Money' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Send money' }, lazyLoad)).toBeInTheDocument();
  });

  it('when a user opens /user/withdraw, then the Withdraw Money page shows with its form', async () => {
    renderAsUser('/user/withdraw');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Withdraw Money' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Withdraw money' }, lazyLoad)).toBeInTheDocument();
  });
});
