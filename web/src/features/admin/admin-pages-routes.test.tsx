// The admin's overview, All Wallets and All Transactions through the real route tree and Apollo client: each
// opens for an admin (its own lazy chunk), and a user sent there lands on /unauthorized.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../app/router';
import { appApolloClient } from '../../lib/apollo-client';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { sampleAdminStats } from './overview/fixtures';
import { adminTransactionPage, sampleAdminTransactions } from './transactions/fixtures';
import { sampleAdminWallets, walletPage } from './wallets/fixtures';

const lazyLoad = { timeout: 10_000 };

type Role = 'USER' | 'ADMIN';

/** A stand-in bff: answers each operation by name, as the real one would shape it. */
function stubBff(role: Role) {
  const answers: Record<string, unknown> = {
    CurrentUser: {
      me: {
        __typename: 'User',
        id: 'c0a80101-0000-4000-8000-0000000000ad',
        name: 'Rita Admin',
        email: 'rita@wallet.local',
        phone: '01712345670',
        role,
        isEmailVerified: true,
        isApproved: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    },
    AdminOverview: { adminStats: sampleAdminStats() },
    AdminWallets: { wallets: walletPage(sampleAdminWallets()) },
    AdminTransactions: { transactions: adminTransactionPage(sampleAdminTransactions()) },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? init.body : '{}';
      const { operationName } = JSON.parse(body) as { operationName: string };
      return Promise.resolve(
        new Response(JSON.stringify({ data: answers[operationName] ?? null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <ThemePreferenceProvider persist={false}>
      <RouterProvider router={router} />
    </ThemePreferenceProvider>,
  );
  return router;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await appApolloClient.clearStore();
});

describe('admin pages', () => {
  it('when an admin opens /admin, then the overview shows the platform figures', async () => {
    stubBff('ADMIN');
    const router = renderAt('/admin');

    expect(await screen.findByText('Signed in as Rita Admin (Admin)', {}, lazyLoad)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/overview');
    expect(await screen.findByText('+20% from last month', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when an admin opens /admin/all-wallets, then All Wallets lists the wallets', async () => {
    stubBff('ADMIN');
    renderAt('/admin/all-wallets?status=blocked');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Wallets' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('Maya Thompson', {}, lazyLoad)).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('BLOCKED');
  });

  it('when an admin opens /admin/all-transaction, then All Transactions lists the movements', async () => {
    stubBff('ADMIN');
    renderAt('/admin/all-transaction');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Transactions' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('Dinner', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when a user opens /admin/all-wallets, then they land on /unauthorized', async () => {
    stubBff('USER');
    const router = renderAt('/admin/all-wallets');

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
