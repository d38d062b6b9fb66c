// The Withdraw screen over mocked GraphQL: with a pending withdrawal, none pending, loading, and failing to load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphQLErrorResult, withApolloMocks } from '../../test/apollo-mocks';
import type { MockedResponses } from '../../test/apollo-mocks';
import { sampleTransaction, sampleWallet } from '../../money/fixtures';
import type { SampleTransaction } from '../../money/fixtures';
import { WithdrawalPolicyQuery } from './CancelWindowNote';
import { PENDING_WITHDRAWALS_LIMIT, PendingWithdrawalsQuery } from './PendingWithdrawals';
import { WithdrawPage, WithdrawWalletQuery } from './WithdrawPage';

const wallet = sampleWallet();

const pending = sampleTransaction({
  type: 'WITHDRAW',
  status: 'PENDING',
  amount: '100.00',
  fee: '2.50',
  method: 'BANK',
  recipient: null,
});

function pendingAnswer(items: SampleTransaction[], delay = 10): MockedResponses[number] {
  return {
    request: { query: PendingWithdrawalsQuery, variables: { limit: PENDING_WITHDRAWALS_LIMIT } },
    result: {
      data: {
        myWallet: wallet,
        myTransactions: {
          __typename: 'TransactionPage',
          items,
          pagination: {
            __typename: 'Pagination',
            currentPage: 1,
            totalPages: 1,
            totalItems: items.length,
            itemsPerPage: PENDING_WITHDRAWALS_LIMIT,
          },
          summary: {
            __typename: 'TransactionSummary',
            totalCount: items.length,
            completedCount: 0,
            pendingCount: items.length,
            failedCount: 0,
            cancelledCount: 0,
            totalIn: '0.00',
            totalOut: '0.00',
          },
        },
      },
    },
    delay,
    maxUsageCount: 999,
  };
}

const walletAnswer: MockedResponses[number] = {
  request: { query: WithdrawWalletQuery },
  result: { data: { myWallet: wallet } },
  delay: 10,
  maxUsageCount: 99,
};

/** The api's default: a new withdrawal waits five minutes, and can be cancelled until then. */
const policyAnswer: MockedResponses[number] = {
  request: { query: WithdrawalPolicyQuery },
  result: {
    data: {
      withdrawalPolicy: { __typename: 'WithdrawalPolicy', id: 'withdrawals', payoutDelaySeconds: 300 },
    },
  },
  delay: 10,
  maxUsageCount: 99,
};

const meta = {
  title: 'Features/Withdraw/WithdrawPage',
  component: WithdrawPage,
  decorators: [withApolloMocks([walletAnswer, policyAnswer, pendingAnswer([pending])])],
} satisfies Meta<typeof WithdrawPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NothingPending: Story = {
  decorators: [withApolloMocks([walletAnswer, policyAnswer, pendingAnswer([])])],
};

export const Loading: Story = {
  decorators: [
    withApolloMocks([
      { ...walletAnswer, delay: Number.POSITIVE_INFINITY },
      { ...policyAnswer, delay: Number.POSITIVE_INFINITY },
      pendingAnswer([], Number.POSITIVE_INFINITY),
    ]),
  ],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: WithdrawWalletQuery },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 10,
      },
      {
        request: { query: PendingWithdrawalsQuery, variables: { limit: PENDING_WITHDRAWALS_LIMIT } },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 10,
      },
      {
        request: { query: WithdrawalPolicyQuery },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };
