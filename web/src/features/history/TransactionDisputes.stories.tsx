// A transaction's reported problems in its details, over mocked GraphQL: one under investigation, none yet (with
// "Report a problem"), loading and failing; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockedResponses } from '../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../test/apollo-mocks';
import { MyTransactionDisputesQuery, TransactionDisputes } from './TransactionDisputes';

const transactionId = '7d3f2a10-0000-4000-8000-000000000001';

function answer(items: unknown[]): MockedResponses[number] {
  return {
    request: { query: MyTransactionDisputesQuery, variables: { transactionId } },
    result: { data: { myDisputes: { __typename: 'DisputePage', items } } },
    delay: 10,
    maxUsageCount: 99,
  };
}

const investigating = {
  __typename: 'Dispute',
  id: '5e1c0d20-0000-4000-8000-000000000001',
  reason: 'WRONG_RECIPIENT',
  note: 'I meant to send this to Bobby, not Bob.',
  status: 'INVESTIGATING',
  notes: [
    {
      __typename: 'DisputeNote',
      status: 'OPEN',
      note: 'I meant to send this to Bobby, not Bob.',
      authorRole: 'REPORTER',
      createdAt: '2026-11-22T09:15:00.000Z',
    },
    {
      __typename: 'DisputeNote',
      status: 'INVESTIGATING',
      note: 'We asked Bob about it.',
      authorRole: 'ADMIN',
      createdAt: '2026-11-22T11:00:00.000Z',
    },
  ],
  createdAt: '2026-11-22T09:15:00.000Z',
};

const meta: Meta<typeof TransactionDisputes> = {
  title: 'History/TransactionDisputes',
  component: TransactionDisputes,
  args: { transactionId },
  decorators: [withApolloMocks([answer([investigating])])],
};

export default meta;
type Story = StoryObj<typeof TransactionDisputes>;

/** A report under investigation, with its history. */
export const Default: Story = {};

/** Nothing reported yet: the button opens the form. */
export const Empty: Story = {
  decorators: [withApolloMocks([answer([])])],
};

export const Loading: Story = {
  decorators: [withApolloMocks([{ ...answer([]), delay: Number.POSITIVE_INFINITY }])],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: MyTransactionDisputesQuery, variables: { transactionId } },
        result: graphQLErrorResult('The disputes service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };
