// The admin Disputes queue over mocked GraphQL: a queue, nothing reported, loading and failing; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { DISPUTES_PAGE_SIZE, DisputesPage, DisputesPageQuery } from './DisputesPage';
import { sampleDisputePage, sampleDisputes } from './fixtures';

const variables = { status: null, reason: null, page: 1, limit: DISPUTES_PAGE_SIZE };

function queueAnswer(items = sampleDisputes()): MockedResponses[number] {
  return {
    request: { query: DisputesPageQuery, variables },
    result: { data: sampleDisputePage(items) },
    delay: 10,
    maxUsageCount: 99,
  };
}

const meta: Meta<typeof DisputesPage> = {
  title: 'Admin/Disputes',
  component: DisputesPage,
  parameters: { route: '/admin/disputes' },
  decorators: [withApolloMocks([queueAnswer()])],
};

export default meta;
type Story = StoryObj<typeof DisputesPage>;

/** An open and an investigating dispute; each offers its next statuses. */
export const Default: Story = {};

export const Empty: Story = {
  decorators: [withApolloMocks([queueAnswer([])])],
};

export const Loading: Story = {
  decorators: [withApolloMocks([{ ...queueAnswer(), delay: Number.POSITIVE_INFINITY }])],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: DisputesPageQuery, variables },
        result: graphQLErrorResult('The disputes service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };
