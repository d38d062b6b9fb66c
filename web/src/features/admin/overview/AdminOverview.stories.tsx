// The admin overview over mocked GraphQL — figures with trends up and down, an empty platform, loading and
// failing — and its pieces (trend cards, recent movements, platform summary), light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFragmentData } from '../../../gql';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { AdminOverview_AdminStatsFragment } from './admin-stats-fragment';
import { AdminOverview, AdminOverviewQuery } from './AdminOverview';
import {
  AdminRecentTransactions_TransactionFragment,
  AdminRecentTransactions,
} from './AdminRecentTransactions';
import { AdminStatCards } from './AdminStatCards';
import { emptyAdminStats, sampleAdminStats, sampleRecentTransactions } from './fixtures';
import type { SampleAdminStats } from './fixtures';
import { PlatformSummary } from './PlatformSummary';

function statsAnswer(stats: SampleAdminStats = sampleAdminStats()): MockedResponses[number] {
  return {
    request: { query: AdminOverviewQuery },
    result: { data: { adminStats: stats } },
    delay: 10,
    maxUsageCount: 99,
  };
}

const stats = makeFragmentData(sampleAdminStats(), AdminOverview_AdminStatsFragment);
const recent = sampleRecentTransactions().map((transaction) =>
  makeFragmentData(transaction, AdminRecentTransactions_TransactionFragment),
);

const meta: Meta<typeof AdminOverview> = {
  title: 'Admin/Overview',
  component: AdminOverview,
  args: { name: 'Rita Admin' },
  parameters: { route: '/admin/overview' },
  decorators: [withApolloMocks([statsAnswer()])],
};

export default meta;
type Story = StoryObj<typeof AdminOverview>;

export const Default: Story = {};

export const Empty: Story = { decorators: [withApolloMocks([statsAnswer(emptyAdminStats())])] };

export const Loading: Story = {
  decorators: [withApolloMocks([{ ...statsAnswer(), delay: Number.POSITIVE_INFINITY }])],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: AdminOverviewQuery },
        result: graphQLErrorResult('The stats service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Cards: Story = { render: () => <AdminStatCards stats={stats} /> };

export const CardsLoading: Story = { render: () => <AdminStatCards loading /> };

export const CardsDark: Story = { ...Cards, globals: { theme: 'dark' } };

export const Recent: Story = { render: () => <AdminRecentTransactions transactions={recent} /> };

export const RecentLoading: Story = { render: () => <AdminRecentTransactions loading /> };

export const RecentEmpty: Story = { render: () => <AdminRecentTransactions transactions={[]} /> };

export const RecentDark: Story = { ...Recent, globals: { theme: 'dark' } };

export const Summary: Story = { render: () => <PlatformSummary stats={stats} /> };

export const SummaryLoading: Story = { render: () => <PlatformSummary loading /> };
