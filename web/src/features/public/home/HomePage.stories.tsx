// The whole landing page against mocked GraphQL: figures loaded, loading, empty, failed, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApolloMocks } from '../../../test/apollo-mocks';
import {
  emptyHomeStats,
  homeStatsErrorMock,
  homeStatsMock,
  loadedHomeStats,
} from '../../../test/home-stats-mocks';
import { HomePage } from './HomePage';

const meta = {
  title: 'Features/Public/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApolloMocks(homeStatsMock(loadedHomeStats))],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  decorators: [withApolloMocks(homeStatsMock(loadedHomeStats, Number.POSITIVE_INFINITY))],
};

export const Empty: Story = {
  decorators: [withApolloMocks(homeStatsMock(emptyHomeStats))],
};

export const ErrorState: Story = {
  decorators: [withApolloMocks(homeStatsErrorMock)],
};

export const Dark: Story = { globals: { theme: 'dark' } };
