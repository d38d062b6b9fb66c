// The agent overview (SPEC.md §2, DESIGN.md §9 item 4): the server's figures for the chosen period in the four
// cards and the quick statistics, accessible period tabs, the 10 latest movements with their commission, and
// honest loading, failure and empty states.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo';
import { CurrentUserDocument } from '../../../lib/session';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { OverviewPage } from '../../../app/OverviewPage';
import type { SampleTransaction } from '../../../money/fixtures';
import { renderMoneyScreen } from '../../../test/render-money-screen';
import { emptyAgentStats, flow, sampleAgent, sampleAgentHistory, sampleAgentStats } from '../fixtures';
import type { SampleAgentStats } from '../fixtures';
import {
  AGENT_RECENT_COUNT,
  AgentOverview,
  AgentOverviewStatsQuery,
  AgentRecentTransactionsQuery,
} from './AgentOverview';

function statsMock(stats: SampleAgentStats): MockLink.MockedResponse {
  return {
    request: { query: AgentOverviewStatsQuery, variables: { period: stats.period } },
    result: { data: { agentStats: stats } },
    delay: 5,
  };
}

function recentMock(items: SampleTransaction[]): MockLink.MockedResponse {
  return {
    request: { query: AgentRecentTransactionsQuery, variables: { limit: AGENT_RECENT_COUNT } },
    result: { data: { myTransactions: { __typename: 'TransactionPage', items } } },
    delay: 5,
  };
}

function renderOverview(mocks: MockLink.MockedResponse[]) {
  return renderMoneyScreen(<AgentOverview name="Maya Thompson" />, { mocks });
}

/** The value of a labelled figure: the dd after the dt with that text. */
function figure(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

describe('AgentOverview', () => {
  it("when today's figures load, then the four cards and the quick statistics show them", async () => {
    renderOverview([statsMock(sampleAgentStats('TODAY')), recentMock(sampleAgentHistory())]);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Cash In')).toHaveTextContent('$100.00'));
    expect(figure('Cash In')).toHaveTextContent('1 transaction');
    expect(figure('Cash Out')).toHaveTextContent('$20.00');
    expect(figure('Send Money')).toHaveTextContent('$0.00');
    expect(figure('Send Money')).toHaveTextContent('0 transactions');
    expect(figure('Wallet Balance')).toHaveTextContent('$9,920.60');

    expect(figure('Total Transactions')).toHaveTextContent('3');
    expect(figure('Success Rate')).toHaveTextContent('100%');
    expect(figure('Total Volume')).toHaveTextContent('$120.00');
    expect(figure('Average Transaction')).toHaveTextContent('$40.00');
    expect(figure('Commission Earned')).toHaveTextContent('$0.60');
    expect(figure('Agent Status')).toHaveTextContent('Approved');
    expect(figure('Member Since')).toHaveTextContent('Jan 5, 2026');
  });

  it('when the latest movements load, then each shows its type, counterparty, signed amount, commission and status', async () => {
    renderOverview([statsMock(sampleAgentStats('TODAY')), recentMock(sampleAgentHistory())]);

    const recent = screen.getByRole('region', { name: 'Recent Transactions' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Cash In');
    expect(items[0]).toHaveTextContent('Alice Rahman');
    expect(items[0]).toHaveTextContent('-$100.00');
    expect(items[0]).toHaveTextContent('+$0.50 commission');
    expect(items[0]).toHaveTextContent('Completed');
    expect(items[1]).toHaveTextContent('Cash Out');
    expect(items[1]).toHaveTextContent('+$20.00');
    expect(items[2]).toHaveTextContent('Deposited');
    expect(items[2]).toHaveTextContent('Float top-up');
    expect(items[2]).not.toHaveTextContent('commission');
    expect(within(recent).getByRole('link', { name: 'View All Transactions' })).toHaveAttribute(
      'href',
      '/agent/my-history',
    );
  });

  it('when a period tab is chosen by click or arrow keys, then its figures are asked for and shown', async () => {
    renderOverview([
      statsMock(sampleAgentStats('TODAY')),
      // Back on Today, the cached figures show at once and fresh ones are asked for.
      statsMock(sampleAgentStats('TODAY')),
      recentMock(sampleAgentHistory()),
      statsMock(sampleAgentStats('WEEK', { cashIn: flow('700.00', 7) })),
      statsMock(sampleAgentStats('MONTH', { cashIn: flow('3000.00', 30) })),
    ]);

    const tabs = screen.getByRole('tablist', { name: 'Period' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Today', 'This Week', 'This Month']);
    const today = within(tabs).getByRole('tab', { name: 'Today' });
    expect(today).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Today' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Cash In')).toHaveTextContent('$100.00'));

    await userEvent.click(within(tabs).getByRole('tab', { name: 'This Week' }));
    expect(within(tabs).getByRole('tab', { name: 'This Week' })).toHaveAttribute('aria-selected', 'true');
    expect(today).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'This Week' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Cash In')).toHaveTextContent('$700.00'));
    expect(figure('Cash In')).toHaveTextContent('7 transactions');

    await userEvent.keyboard('{ArrowRight}');
    const month = within(tabs).getByRole('tab', { name: 'This Month' });
    expect(month).toHaveFocus();
    expect(month).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(figure('Cash In')).toHaveTextContent('$3,000.00'));

    await userEvent.keyboard('{Home}');
    expect(today).toHaveFocus();
    expect(today).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(figure('Cash In')).toHaveTextContent('$100.00'));
    expect(today).toHaveAttribute('tabindex', '0');
    expect(month).toHaveAttribute('tabindex', '-1');
  });

  it('when the agent has no movements, then the empty states say so and nothing is made up', async () => {
    renderOverview([statsMock(emptyAgentStats('TODAY')), recentMock([])]);

    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(await screen.findByText('No transactions today.')).toBeInTheDocument();
    expect(figure('Cash In')).toHaveTextContent('$0.00');
    expect(figure('Success Rate')).toHaveTextContent('0%');
    const recent = screen.getByRole('region', { name: 'Recent Transactions' });
    expect(within(recent).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('when the agent is not approved, then the status reads Pending', async () => {
    renderOverview([statsMock(sampleAgentStats('TODAY', { isApproved: false })), recentMock([])]);

    await waitFor(() => expect(figure('Agent Status')).toHaveTextContent('Pending'));
  });

  it('when the figures are loading, then skeletons and the loading text show', async () => {
    renderOverview([statsMock(sampleAgentStats('TODAY')), recentMock([])]);

    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    expect(figure('Cash In')).not.toHaveTextContent('$');
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('when the figures fail to load, then the failure shows and Try Again brings them', async () => {
    renderOverview([
      {
        request: { query: AgentOverviewStatsQuery, variables: { period: 'TODAY' } },
        result: graphQLErrorResult('The stats service is down', 'SERVICE_UNAVAILABLE'),
        delay: 5,
      },
      recentMock([]),
      statsMock(sampleAgentStats('TODAY')),
    ]);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load your figures');
    expect(failure).toHaveTextContent('The stats service is down');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(figure('Cash In')).toHaveTextContent('$100.00'));
    expect(screen.queryByText('Failed to load your figures')).not.toBeInTheDocument();
  });

  it('when the latest movements fail to load, then that failure shows with Try Again', async () => {
    renderOverview([
      statsMock(sampleAgentStats('TODAY')),
      {
        request: { query: AgentRecentTransactionsQuery, variables: { limit: AGENT_RECENT_COUNT } },
        error: new Error('Network down'),
        delay: 5,
      },
      recentMock(sampleAgentHistory()),
    ]);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Error loading transaction history');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    const recent = screen.getByRole('region', { name: 'Recent Transactions' });
    expect(await within(recent).findAllByRole('listitem')).toHaveLength(3);
  });

  it('when a signed-in agent opens /agent/overview, then the agent overview is shown', async () => {
    const cache = createCache();
    cache.writeQuery({ query: CurrentUserDocument, data: { me: sampleAgent } });
    renderMoneyScreen(<OverviewPage />, {
      cache,
      mocks: [statsMock(sampleAgentStats('TODAY')), recentMock(sampleAgentHistory())],
    });

    expect(await screen.findByText('Signed in as Maya Thompson (Agent)')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Period' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Wallet Balance')).toHaveTextContent('$9,920.60'));
  });
});
