// /user/send-money and /user/withdraw through the real route tree: each page loads lazily for a signed-in user.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../app/router';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { sampleWallet } from '../wallet/fixtures';

const lazyLoad = { timeout: 10_000 };

function signedInAsUser() {
  const wallet = sampleWallet();
  const answers: Record<string, unknown> = {
    CurrentUser: {
      me: {
        __typename: 'User',
        id: wallet.userId,
        name: 'Alice Rahman',
        email: 'alice@wallet.local',
        phone: '01712345678',
        role: 'USER',
        isEmailVerified: true,
        isApproved: true,
        createdAt: '2026-01-05T15:00:00.000Z',
        updatedAt: '2026-01-05T15:00:00.000Z',
      },
    },
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
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(init.body as string) as { operationName: string };
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('money routes', () => {
  it('when a user opens /user/send-money, then the Send Money page shows with its form', async () => {
    signedInAsUser();
    renderAt('/user/send-money');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Send Money' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Send money' }, lazyLoad)).toBeInTheDocument();
  });

  it('when a user opens /user/withdraw, then the Withdraw Money page shows with its form', async () => {
    signedInAsUser();
    renderAt('/user/withdraw');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Withdraw Money' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Withdraw money' }, lazyLoad)).toBeInTheDocument();
  });
});
