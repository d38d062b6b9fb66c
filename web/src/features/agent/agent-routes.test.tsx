// /agent/overview, /agent/cash-in and /agent/cash-out through the real route tree: each page loads lazily for a
// signed-in agent; a user sent to an agent page is refused.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyLoad, renderRouteAs, resetRouteTest } from '../../test/render-route';
import { sampleWallet } from '../../money/fixtures';
import { sampleAgent, sampleAgentHistory, sampleAgentStats } from './fixtures';

/** The route tree at `path`, signed in as Maya (an agent, or a user for the refusals), with her figures. */
function renderAs(role: 'AGENT' | 'USER', path: string) {
  return renderRouteAs(path, {
    role,
    person: sampleAgent,
    answers: {
      AgentFloat: { myWallet: sampleWallet({ userId: sampleAgent.id }) },
      AgentOverviewStats: { agentStats: sampleAgentStats('TODAY') },
      AgentRecentTransactions: {
        myTransactions: { __typename: 'TransactionPage', items: sampleAgentHistory() },
      },
    },
  });
}

// The app's one client outlives a test: forget who was signed in.
afterEach(resetRouteTest);

describe('agent routes', () => {
  it('when an agent opens /agent/cash-in, then the Cash In page shows with its form', async () => {
    renderAs('AGENT', '/agent/cash-in');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cash In' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Cash in' }, lazyLoad)).toBeInTheDocument();
  });

  it('when an agent opens /agent/cash-out, then the Cash Out page shows with its form', async () => {
    renderAs('AGENT', '/agent/cash-out');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cash Out' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Cash out' }, lazyLoad)).toBeInTheDocument();
  });

  it('when an agent opens /agent/overview, then the period tabs and their figures show', async () => {
    renderAs('AGENT', '/agent/overview');

    expect(await screen.findByRole('tablist', { name: 'Period' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByText('$9,920.60', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when a user opens /agent/cash-in, then they are sent to /unauthorized', async () => {
    const { router } = renderAs('USER', '/agent/cash-in');

    expect(
      await screen.findByText('You are not authorized to access this page', {}, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});
