// The admin's overview, All Wallets and All Transactions through the real route tree and Apollo client: each
// opens for an admin (its own lazy chunk), and a user sent there lands on /unauthorized.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyLoad, renderRouteAs, resetRouteTest } from '../../test/render-route';
import type { SignedInRole } from '../../test/render-route';
import { sampleAdminStats } from './overview/fixtures';
import { adminTransactionPage, sampleAdminTransactions } from './transactions/fixtures';
import { sampleAdminWallets, walletPage } from './wallets/fixtures';

/** The route tree at `path`, signed in as Rita, with the admin pages' answers. */
function renderAs(role: SignedInRole, path: string) {
  return renderRouteAs(path, {
    role,
    person: { id: 'c0a80101-0000-4000-8000-0000000000ad', name: 'Rita Admin', email: 'rita@wallet.local' },
    answers: {
      AdminOverview: { adminStats: sampleAdminStats() },
      AdminWallets: { wallets: walletPage(sampleAdminWallets()) },
      AdminTransactions: { transactions: adminTransactionPage(sampleAdminTransactions()) },
    },
  }).router;
}

afterEach(resetRouteTest);

describe('admin pages', () => {
  it('when an admin opens /admin, then the overview shows the platform figures', async () => {
    const router = renderAs('ADMIN', '/admin');

    expect(await screen.findByText('Signed in as Rita Admin (Admin)', {}, lazyLoad)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/overview');
    expect(await screen.findByText('+20% from last month', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when an admin opens /admin/all-wallets, then All Wallets lists the wallets', async () => {
    renderAs('ADMIN', '/admin/all-wallets?status=blocked');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Wallets' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('Maya Thompson', {}, lazyLoad)).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('BLOCKED');
  });

  it('when an admin opens /admin/all-transaction, then All Transactions lists the movements', async () => {
    renderAs('ADMIN', '/admin/all-transaction');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Transactions' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('Dinner', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when a user opens /admin/all-wallets, then they land on /unauthorized', async () => {
    const router = renderAs('USER', '/admin/all-wallets');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You are not authorized to access this page' },
        lazyLoad,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});
