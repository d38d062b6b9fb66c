// The landing page's figures: with data, loading, empty (a new platform), failed, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFragmentData } from '../../../gql';
import { STATS_ERROR_MESSAGE, StatsSection, StatsSection_PublicStatsFragment } from './StatsSection';

const stats = makeFragmentData(
  { totalUsers: 12480, totalAgents: 312, totalTransactions: 98215, totalVolume: '4821937.50' },
  StatsSection_PublicStatsFragment,
);

const meta = {
  title: 'Features/Public/StatsSection',
  component: StatsSection,
  args: { stats },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { stats: undefined, loading: true } };

export const Empty: Story = {
  args: {
    stats: makeFragmentData(
      { totalUsers: 0, totalAgents: 0, totalTransactions: 0, totalVolume: '0.00' },
      StatsSection_PublicStatsFragment,
    ),
  },
};

export const ErrorState: Story = {
  args: { stats: undefined, errorMessage: STATS_ERROR_MESSAGE, onRetry: () => undefined },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkLoading: Story = { ...Loading, globals: { theme: 'dark' } };
