// The landing page's figures come from publicStats: skeletons while loading, then US-formatted values or an error.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo';
import { ThemePreferenceProvider } from '../../../lib/ThemePreferenceProvider';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { HomePage, HomePageQuery } from './HomePage';
import { STATS_ERROR_MESSAGE } from './StatsSection';

/** The figures' part of the page is lazy: its first load transforms modules on the fly in Vitest. */
const lazyStats = { timeout: 10_000 };

const figures = { totalUsers: 12480, totalAgents: 312, totalTransactions: 98215, totalVolume: '4821937.50' };

const statsResult = { data: { publicStats: { __typename: 'PublicStats', id: 'public', ...figures } } };

function renderHome(mocks: MockLink.MockedResponse[]) {
  return render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </MockedProvider>
    </ThemePreferenceProvider>,
  );
}

function statsSection() {
  return screen.getByRole('region', { name: 'Trusted by a growing community' });
}

describe('HomePage statistics', () => {
  it('when the figures are loading, then skeletons stand in and the wait is announced', () => {
    renderHome([{ request: { query: HomePageQuery }, result: statsResult, delay: Number.POSITIVE_INFINITY }]);

    expect(within(statsSection()).getAllByTestId('skeleton')).toHaveLength(4);
    expect(within(statsSection()).getByRole('status')).toHaveTextContent('Loading the latest figures');
  });

  it('when the figures arrive, then users, agents, transactions and volume show in US format', async () => {
    renderHome([{ request: { query: HomePageQuery }, result: statsResult, delay: 5 }]);

    expect(await screen.findByText('12,480', {}, lazyStats)).toBeInTheDocument();
    const section = statsSection();
    const valueOf = (label: string) => within(section).getByText(label).nextElementSibling;
    expect(valueOf('Happy users')).toHaveTextContent('12,480');
    expect(valueOf('Trusted agents')).toHaveTextContent('312');
    expect(valueOf('Transactions')).toHaveTextContent('98,215');
    expect(valueOf('Total volume')).toHaveTextContent('$4,821,937.50');
    expect(within(section).queryByTestId('skeleton')).not.toBeInTheDocument();
  });

  it('when the figures cannot be loaded, then an error says so and Try again fetches them again', async () => {
    renderHome([
      {
        request: { query: HomePageQuery },
        result: graphQLErrorResult('The wallet api is unavailable: timeout', 'INTERNAL_SERVER_ERROR'),
        delay: 5,
      },
      { request: { query: HomePageQuery }, result: statsResult, delay: 5 },
    ]);

    expect(await screen.findByRole('alert', {}, lazyStats)).toHaveTextContent(STATS_ERROR_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('$4,821,937.50')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server explains the failure, then its message is shown', async () => {
    renderHome([
      {
        request: { query: HomePageQuery },
        result: graphQLErrorResult('Too many requests, please slow down.', 'TOO_MANY_REQUESTS'),
        delay: 5,
      },
    ]);

    expect(await screen.findByRole('alert', {}, lazyStats)).toHaveTextContent(
      'Too many requests, please slow down.',
    );
  });

  it('when nobody has signed up yet, then zeros show with an invitation', async () => {
    renderHome([
      {
        request: { query: HomePageQuery },
        result: {
          data: {
            publicStats: {
              __typename: 'PublicStats',
              id: 'public',
              totalUsers: 0,
              totalAgents: 0,
              totalTransactions: 0,
              totalVolume: '0.00',
            },
          },
        },
        delay: 5,
      },
    ]);

    expect(await screen.findByText('$0.00', {}, lazyStats)).toBeInTheDocument();
    expect(screen.getByText(/be one of our first customers/)).toBeInTheDocument();
  });
});
