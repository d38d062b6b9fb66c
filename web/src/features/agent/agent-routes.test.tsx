// /agent/overview, /agent/cash-in and /agent/cash-out through the real route tree: each page loads lazily for a
// signed-in agent; a user sent to an agent page is refused.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../app/router';
import { appApolloClient } from '../../lib/apollo-client';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { sampleWallet } from '../wallet/fixtures';
import { sampleAgent, sampleAgentHistory, sampleAgentStats } from './fixtures';

const lazyLoad = { timeout: 10_000 };

function signedInAs(role: 'AGENT' | 'USER') {
  const answers: Record<string, unknown> = {
    CurrentUser: { me: { ...sampleAgent, role } },
    AgentFloat: { myWallet: sampleWallet({ userId: sampleAgent.id }) },
    AgentOverviewStats: { agentStats: sampleAgentStats('TODAY') },
    AgentRecentTransactions: {
      myTransactions: { __typename: 'TransactionPage', items: sampleAgentHistory() },
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

afterEach(async () => {
  vi.unstubAllGlobals();
  // The app's one client outlives a test: forget who was signed in.
  await appApolloClient.clearStore();
});

describe('agent routes', () => {
  it('when an agent opens /agent/cash-in, then the Cash In page shows with its form', async () => {
    signedInAs('AGENT');
    renderAt('/agent/cash-in');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cash In' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Cash in' }, lazyLoad)).toBeInTheDocument();
  });

  it('when an agent opens /agent/cash-out, then the Cash Out page shows with its form', async () => {
    signedInAs('AGENT');
    renderAt('/agent/cash-out');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cash Out' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Cash out' }, lazyLoad)).toBeInTheDocument();
  });

  it('when an agent opens /agent/overview, then the period tabs and their figures show', async () => {
    signedInAs('AGENT');
    renderAt('/agent/overview');

    expect(await screen.findByRole('tablist', { name: 'Period' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByText('$9,920.60', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when a user opens /agent/cash-in, then they are sent to /unauthorized', async () => {
    signedInAs('USER');
    const router = renderAt('/agent/cash-in');

    expect(
      await screen.findByText('You are not authorized to access this page', {}, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});
