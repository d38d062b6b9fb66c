// The landing page's live figures on their own (the part of HomePage that asks the bff): loaded, loading, empty,
// failed, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { HomePageQuery } from './home-query';
import { HomeStats } from './HomeStats';

function statsMock(
  totals: { totalUsers: number; totalAgents: number; totalTransactions: number; totalVolume: string },
  delay?: number,
): MockedResponses {
  return [
    {
      request: { query: HomePageQuery },
      result: { data: { publicStats: { __typename: 'PublicStats', id: 'public', ...totals } } },
      ...(delay === undefined ? {} : { delay }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

const loaded = { totalUsers: 12480, totalAgents: 312, totalTransactions: 98215, totalVolume: '4821937.50' };

const meta = {
  title: 'Features/Public/HomeStats',
  component: HomeStats,
  parameters: { layout: 'fullscreen' },
  decorators: [withApolloMocks(statsMock(loaded))],
} satisfies Meta<typeof HomeStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  decorators: [withApolloMocks(statsMock(loaded, Number.POSITIVE_INFINITY))],
};

export const Empty: Story = {
  decorators: [
    withApolloMocks(statsMock({ totalUsers: 0, totalAgents: 0, totalTransactions: 0, totalVolume: '0.00' })),
  ],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: HomePageQuery },
        result: graphQLErrorResult('The wallet api is unavailable: timeout', 'INTERNAL_SERVER_ERROR'),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };
