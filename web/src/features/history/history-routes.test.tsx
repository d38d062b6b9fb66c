// The money routes through the real route tree and Apollo client: /user/wallet, /user/my-history and
// /agent/my-history open their pages; admins have no own history.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyLoad, renderRouteAs, resetRouteTest } from '../../test/render-route';
import type { SignedInRole } from '../../test/render-route';
import { sampleHistory, sampleWallet } from '../../money/fixtures';

/** The route tree at `path`, signed in as Alice, with her wallet and settled history. */
function renderAs(role: SignedInRole, path: string) {
  return renderRouteAs(path, {
    role,
    answers: {
      MyWalletPage: { myWallet: sampleWallet() },
      MyHistory: {
        myTransactions: {
          __typename: 'TransactionPage',
          items: sampleHistory().filter((transaction) => transaction.status !== 'PENDING'),
          pagination: {
            __typename: 'Pagination',
            currentPage: 1,
            totalPages: 1,
            totalItems: 5,
            itemsPerPage: 10,
          },
          summary: {
            __typename: 'TransactionSummary',
            totalCount: 5,
            completedCount: 4,
            pendingCount: 0,
            failedCount: 1,
            cancelledCount: 0,
            totalIn: '560.00',
            totalOut: '68.00',
          },
        },
      },
    },
  });
}

afterEach(resetRouteTest);

describe('money routes', () => {
  it('when a user opens /user/my-history, then their history shows', async () => {
    renderAs('USER', '/user/my-history');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My History' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('Dinner', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when an agent opens /agent/my-history, then their own history shows', async () => {
    renderAs('AGENT', '/agent/my-history');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My History' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('Rent share', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when a user opens /user/wallet, then My Wallet shows their balance', async () => {
    renderAs('USER', '/user/wallet');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Wallet' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByText('$1,234.50', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when an admin opens /admin/my-history, then there is no such page', async () => {
    renderAs('ADMIN', '/admin/my-history');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, lazyLoad),
    ).toBeInTheDocument();
  });
});
