// The admin Reversals page over mocked GraphQL: proposals of every status, none, loading and failing; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { reversalsPage, sampleReversals } from './fixtures';
import { ReversalsPage, ReversalsPageQuery } from './ReversalsPage';

const variables = { status: 'PROPOSED', page: 1, limit: PAGE_SIZE_DEFAULT };

function listAnswer(items = sampleReversals()): MockedResponses[number] {
  return {
    request: { query: ReversalsPageQuery, variables },
    result: { data: reversalsPage(items) },
    delay: 10,
    maxUsageCount: 99,
  };
}

const meta: Meta<typeof ReversalsPage> = {
  title: 'Admin/Reversals',
  component: ReversalsPage,
  parameters: { route: '/admin/reversals' },
  decorators: [withApolloMocks([listAnswer()])],
};

export default meta;
type Story = StoryObj<typeof ReversalsPage>;

/** A proposal waiting for a decision, one approved and one rejected. */
export const Default: Story = {};

export const Empty: Story = {
  decorators: [withApolloMocks([listAnswer([])])],
};

export const Loading: Story = {
  decorators: [withApolloMocks([{ ...listAnswer(), delay: Number.POSITIVE_INFINITY }])],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: ReversalsPageQuery, variables },
        result: graphQLErrorResult('The reversals service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };
