// The admin overview (SPEC.md §2, DESIGN.md §9 item 2): the four cards with the server's trends (up in green,
// down in red, a plain line when last month had none), the latest 5 movements with their status dots, the
// 30-day Platform Summary, skeletons while loading, and a failure with Try Again.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo';
import { formatDateTime } from '../../../lib/format-date';
import { CurrentUserDocument } from '../../../lib/session';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { OverviewPage } from '../../../app/OverviewPage';
import { renderMoneyScreen } from '../../../test/render-money-screen';
import {
  ADMIN_OVERVIEW_ERROR,
  AdminOverview,
  AdminOverviewQuery,
  PlatformActivitySubscription,
} from './AdminOverview';
import { countTrend, dayActivity, emptyAdminStats, sampleAdminStats } from './fixtures';
import type { SampleAdminStats } from './fixtures';

function statsMock(stats: SampleAdminStats = sampleAdminStats(), delay = 5): MockLink.MockedResponse {
  return { request: { query: AdminOverviewQuery }, result: { data: { adminStats: stats } }, delay };
}

function renderOverview(mocks: MockLink.MockedResponse[]) {
  return renderMoneyScreen(<AdminOverview name="Rita Admin" />, { mocks, route: '/admin/overview' });
}

/** The value of a labelled figure: the dd after the dt with that text. */
function figure(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

describe('AdminOverview', () => {
  it('when the figures load, then the four cards show each total with its trend from last month', async () => {
    renderOverview([statsMock()]);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Total Users')).toHaveTextContent('120'));
    expect(figure('Total Users')).toHaveTextContent('+20% from last month');
    expect(figure('Total Agents')).toHaveTextContent('8');
    expect(figure('Total Agents')).toHaveTextContent('+1 this month, none last month');
    expect(figure('Transaction Count')).toHaveTextContent('5,400');
    expect(figure('Transaction Count')).toHaveTextContent('-25% from last month');
    expect(figure('Total Volume')).toHaveTextContent('$123,456.78');
    expect(figure('Total Volume')).toHaveTextContent('+100% from last month');
  });

  it('when a figure fell since last month, then its trend is red, and a rise is green', async () => {
    renderOverview([statsMock()]);

    const fall = await screen.findByText('-25% from last month');
    expect(fall).toHaveStyle({ color: 'rgb(185, 28, 28)' });
    expect(screen.getByText('+20% from last month')).toHaveStyle({ color: 'rgb(21, 128, 61)' });
  });

  it('when the figures load, then the Platform Summary shows the last 30 days and the active users', async () => {
    renderOverview([statsMock()]);

    const summary = await screen.findByRole('region', { name: 'Platform Summary' });
    expect(within(summary).getByText('Last 30 days')).toBeInTheDocument();
    await waitFor(() => expect(figure('Recent Transactions')).toHaveTextContent('310'));
    expect(figure('Recent Volume')).toHaveTextContent('$2,100.50');
    expect(figure('Completion Rate')).toHaveTextContent('97%');
    expect(figure('Active Users')).toHaveTextContent('118');
  });

  it('when the figures load, then today shows the movements and the completed volume since midnight', async () => {
    renderOverview([statsMock()]);

    await waitFor(() => expect(figure('Transactions Today')).toHaveTextContent('12'));
    const today = screen.getByLabelText('Today, since midnight');
    expect(figure('Volume Today')).toHaveTextContent('$1,234.56');
    expect(
      within(today)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Transactions Today', 'Volume Today']);
  });

  it('when the latest movements load, then each shows a status dot, its type, who, amount and date', async () => {
    renderOverview([statsMock()]);

    const recent = screen.getByRole('region', { name: 'Recent Transactions' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    const [send, pending, cashIn, failed, cancelled] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(send).getByRole('img', { name: 'Completed' })).toHaveStyle({
      background: 'rgb(21, 128, 61)',
    });
    expect(send).toHaveTextContent('Sent');
    expect(send).toHaveTextContent('Alice Rahman · Dinner');
    expect(send).toHaveTextContent('$25.00');
    expect(send).toHaveTextContent(formatDateTime('2026-11-21T22:04:00.000Z'));
    expect(within(pending).getByRole('img', { name: 'Pending' })).toHaveStyle({
      background: 'rgb(161, 98, 7)',
    });
    expect(cashIn).toHaveTextContent('Cash In');
    expect(cashIn).toHaveTextContent('Maya Thompson');
    expect(cashIn).toHaveTextContent('$500.00');
    expect(within(failed).getByRole('img', { name: 'Failed' })).toHaveStyle({
      background: 'rgb(185, 28, 28)',
    });
    expect(within(cancelled).getByRole('img', { name: 'Cancelled' })).toHaveStyle({
      background: 'rgb(185, 28, 28)',
    });
    expect(cancelled).toHaveTextContent('Unknown');
    expect(within(recent).getByRole('link', { name: 'View All Transactions' })).toHaveAttribute(
      'href',
      '/admin/all-transaction',
    );
  });

  it('when the figures are still loading, then four skeleton cards show and no figure yet', async () => {
    renderOverview([statsMock(sampleAdminStats(), 200)]);

    const cards = screen.getByText('Total Users', { selector: 'dt' }).closest('dl') as HTMLElement;
    expect(cards).toHaveAttribute('aria-busy', 'true');
    expect(
      within(cards).getAllByText(/^(Total Users|Total Agents|Transaction Count|Total Volume)$/),
    ).toHaveLength(4);
    expect(within(cards).getAllByTestId('skeleton')).toHaveLength(8);
    expect(cards).not.toHaveTextContent('120');

    await waitFor(() => expect(figure('Total Users')).toHaveTextContent('120'));
    expect(cards).not.toHaveAttribute('aria-busy');
  });

  it('when a movement happens on the platform, then the live figures replace the cards without a reload', async () => {
    const live: MockLink.MockedResponse = {
      request: { query: PlatformActivitySubscription },
      result: {
        data: {
          platformActivity: sampleAdminStats({
            transactionCount: countTrend(5401, 301, 400, -25),
            today: dayActivity(13, '1259.56'),
          }),
        },
      },
      delay: 50,
    };
    renderOverview([statsMock(), live]);

    await waitFor(() => expect(figure('Transaction Count')).toHaveTextContent('5,401'));
    expect(figure('Total Users')).toHaveTextContent('120');
    expect(figure('Transactions Today')).toHaveTextContent('13');
    expect(figure('Volume Today')).toHaveTextContent('$1,259.56');
  });

  it('when the platform is empty, then the trends say so and the recent list is empty', async () => {
    renderOverview([statsMock(emptyAdminStats())]);

    await waitFor(() => expect(figure('Total Volume')).toHaveTextContent('$0.00'));
    expect(screen.getAllByText('None this month or last month')).toHaveLength(4);
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
    expect(figure('Completion Rate')).toHaveTextContent('0%');
  });

  it('when the figures cannot be loaded, then the failure shows with Try Again, which loads them', async () => {
    renderOverview([
      {
        request: { query: AdminOverviewQuery },
        result: graphQLErrorResult('The stats service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 5,
      },
      statsMock(),
    ]);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(ADMIN_OVERVIEW_ERROR);
    expect(failure).toHaveTextContent('The stats service is unavailable');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(figure('Total Users')).toHaveTextContent('120'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when an admin opens the overview page, then it is the admin overview', async () => {
    const cache = createCache();
    cache.writeQuery({
      query: CurrentUserDocument,
      data: {
        me: {
          id: 'c0a80101-0000-4000-8000-0000000000ad',
          name: 'Rita Admin',
          email: 'rita@wallet.local',
          phone: '01712345670',
          role: 'ADMIN',
          isEmailVerified: true,
          isApproved: true,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    renderMoneyScreen(<OverviewPage />, { cache, mocks: [statsMock()], route: '/admin/overview' });

    expect(await screen.findByText('Signed in as Rita Admin (Admin)')).toBeInTheDocument();
    await waitFor(() => expect(figure('Total Users')).toHaveTextContent('120'));
  });
});
