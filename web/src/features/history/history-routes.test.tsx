// The money routes through the real route tree and Apollo client: /user/wallet, /user/my-history and
// /agent/my-history open their pages; admins have no own history.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../app/router';
import { appApolloClient } from '../../lib/apollo-client';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { sampleHistory, sampleWallet } from '../wallet/fixtures';

const lazyLoad = { timeout: 10_000 };

type Role = 'USER' | 'AGENT' | 'ADMIN';

function me(role: Role) {
  return {
    __typename: 'User',
    id: 'c0a80101-0000-4000-8000-0000000000a1',
    name: 'Alice Rahman',
    email: 'alice@wallet.local',
    phone: '01712345678',
    role,
    isEmailVerified: true,
    isApproved: true,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
  };
}

/** A stand-in bff: answers each operation by name, as the real one would shape it. */
function stubBff(role: Role) {
  const answers: Record<string, unknown> = {
    CurrentUser: { me: me(role) },
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

describe('money routes', () => {
  it('when a user opens /user/my-history, then their history shows', async () => {
    stubBff('USER');
    renderAt('/user/my-history');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My History' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('Dinner', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when an agent opens /agent/my-history, then their own history shows', async () => {
    stubBff('AGENT');
    renderAt('/agent/my-history');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My History' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('Rent share', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when a user opens /user/wallet, then My Wallet shows their balance', async () => {
    stubBff('USER');
    renderAt('/user/wallet');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Wallet' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByText('$1,234.50', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when an admin opens /admin/my-history, then there is no such page', async () => {
    stubBff('ADMIN');
    renderAt('/admin/my-history');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, lazyLoad),
    ).toBeInTheDocument();
  });
});
