// The agent overview over mocked GraphQL — figures for today and this week, an agent with no movements yet, a
// pending agent, loading and failing — and its pieces (period tabs, cards, quick statistics, recent list).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { StatsPeriod } from '../../../gql/graphql';
import { makeFragmentData } from '../../../gql';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { transactionRef } from '../../../money/fixtures';
import { emptyAgentStats, flow, sampleAgentHistory, sampleAgentStats } from '../fixtures';
import type { SampleAgentStats } from '../fixtures';
import { AgentOverview_AgentStatsFragment } from './agent-stats-fragment';
import {
  AGENT_RECENT_COUNT,
  AgentOverview,
  AgentOverviewStatsQuery,
  AgentRecentTransactionsQuery,
} from './AgentOverview';
import { AgentRecentTransactions } from './AgentRecentTransactions';
import { AgentStatCards } from './AgentStatCards';
import { PeriodTabs } from './PeriodTabs';
import { QuickStats } from './QuickStats';

function statsAnswer(stats: SampleAgentStats): MockedResponses[number] {
  return {
    request: { query: AgentOverviewStatsQuery, variables: { period: stats.period } },
    result: { data: { agentStats: stats } },
    delay: 10,
    maxUsageCount: 99,
  };
}

function recentAnswer(items = sampleAgentHistory()): MockedResponses[number] {
  return {
    request: { query: AgentRecentTransactionsQuery, variables: { limit: AGENT_RECENT_COUNT } },
    result: { data: { myTransactions: { __typename: 'TransactionPage', items } } },
    delay: 10,
    maxUsageCount: 99,
  };
}

const everyPeriod = [
  statsAnswer(sampleAgentStats('TODAY')),
  statsAnswer(
    sampleAgentStats('WEEK', {
      cashIn: flow('1850.00', 9),
      cashOut: flow('420.00', 4),
      send: flow('75.00', 1),
      totalTransactions: 15,
      successRate: 93,
      totalVolume: '2345.00',
      averageTransaction: '167.50',
      commissionEarned: '11.35',
    }),
  ),
  statsAnswer(
    sampleAgentStats('MONTH', {
      cashIn: flow('7300.00', 31),
      cashOut: flow('2210.00', 17),
      totalTransactions: 52,
      successRate: 96,
      totalVolume: '9510.00',
      averageTransaction: '190.20',
      commissionEarned: '47.55',
    }),
  ),
];

const stats = makeFragmentData(sampleAgentStats('TODAY'), AgentOverview_AgentStatsFragment);

const meta: Meta<typeof AgentOverview> = {
  title: 'Agent/Overview',
  component: AgentOverview,
  args: { name: 'Maya Thompson' },
  parameters: { route: '/agent/overview' },
  decorators: [withApolloMocks([...everyPeriod, recentAnswer()])],
};

export default meta;
type Story = StoryObj<typeof AgentOverview>;

/** Switch the tabs to see each period's figures. */
export const Default: Story = {};

export const ThisWeek: Story = { args: { initialPeriod: 'WEEK' } };

export const Empty: Story = {
  decorators: [
    withApolloMocks([
      statsAnswer(emptyAgentStats('TODAY')),
      statsAnswer(emptyAgentStats('WEEK')),
      statsAnswer(emptyAgentStats('MONTH')),
      recentAnswer([]),
    ]),
  ],
};

export const PendingAgent: Story = {
  decorators: [
    withApolloMocks([statsAnswer(sampleAgentStats('TODAY', { isApproved: false })), recentAnswer([])]),
  ],
};

export const Loading: Story = {
  decorators: [
    withApolloMocks([
      { ...statsAnswer(sampleAgentStats('TODAY')), delay: Number.POSITIVE_INFINITY },
      { ...recentAnswer(), delay: Number.POSITIVE_INFINITY },
    ]),
  ],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: AgentOverviewStatsQuery, variables: { period: 'TODAY' } },
        result: graphQLErrorResult('The stats service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
      {
        request: { query: AgentRecentTransactionsQuery, variables: { limit: AGENT_RECENT_COUNT } },
        result: graphQLErrorResult('The history service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Tabs: Story = {
  render: function TabsStory() {
    const [period, setPeriod] = useState<StatsPeriod>('TODAY');
    return (
      <>
        <PeriodTabs value={period} onChange={setPeriod} idPrefix="story" panelId="story-panel" />
        <div role="tabpanel" id="story-panel" aria-labelledby={`story-tab-${period.toLowerCase()}`}>
          {`Figures for ${period.toLowerCase()}`}
        </div>
      </>
    );
  },
};

export const Cards: Story = { render: () => <AgentStatCards stats={stats} /> };

export const CardsLoading: Story = { render: () => <AgentStatCards loading /> };

export const Statistics: Story = { render: () => <QuickStats stats={stats} /> };

export const StatisticsLoading: Story = { render: () => <QuickStats loading /> };

export const StatisticsDark: Story = { ...Statistics, globals: { theme: 'dark' } };

export const Recent: Story = {
  render: () => <AgentRecentTransactions transactions={sampleAgentHistory().map(transactionRef)} />,
};

export const RecentLoading: Story = { render: () => <AgentRecentTransactions loading /> };

export const RecentEmpty: Story = { render: () => <AgentRecentTransactions transactions={[]} /> };

export const RecentError: Story = {
  render: () => (
    <AgentRecentTransactions errorMessage="The history service is unavailable." onRetry={() => undefined} />
  ),
};
