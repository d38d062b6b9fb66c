// The Send Money screen over mocked GraphQL: ready, a blocked wallet, the wallet loading, and failing to load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockedResponses } from '../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../test/apollo-mocks';
import { SearchUsersQuery } from '../../components/UserSearchPanel';
import { CurrentUserDocument } from '../../lib/session';
import { sampleWallet } from '../../money/fixtures';
import { SendMoneyPage, SendMoneyWalletQuery } from './SendMoneyPage';

const wallet = sampleWallet();

const signedIn = {
  request: { query: CurrentUserDocument },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: wallet.userId,
        name: 'Alice Rahman',
        email: 'alice@wallet.local',
        phone: '01712345678',
        role: 'USER',
        isEmailVerified: true,
        isApproved: true,
        createdAt: '2026-01-05T15:00:00.000Z',
        updatedAt: '2026-01-05T15:00:00.000Z',
      },
    },
  },
  maxUsageCount: 99,
};

const search = {
  request: { query: SearchUsersQuery, variables: { search: 'bo', limit: 20 } },
  result: {
    data: {
      searchUsers: [
        {
          __typename: 'UserMatch',
          id: 'c0a80101-0000-4000-8000-0000000000b2',
          name: 'Bob Karim',
          maskedEmail: 'bo•••@wallet.local',
          maskedPhone: '•••••••5678',
        },
      ],
    },
  },
  delay: 300,
  maxUsageCount: 99,
};

function walletAnswer(answer: typeof wallet): MockedResponses[number] {
  return {
    request: { query: SendMoneyWalletQuery },
    result: { data: { myWallet: answer } },
    delay: 10,
    maxUsageCount: 99,
  };
}

const meta = {
  title: 'Features/SendMoney/SendMoneyPage',
  component: SendMoneyPage,
  parameters: { layout: 'padded' },
  decorators: [withApolloMocks([signedIn, walletAnswer(wallet), search])],
} satisfies Meta<typeof SendMoneyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type "bo" in the search to see a match. */
export const Default: Story = {};

export const BlockedWallet: Story = {
  decorators: [withApolloMocks([signedIn, walletAnswer(sampleWallet({ isBlocked: true }))])],
};

export const Loading: Story = {
  decorators: [
    withApolloMocks([
      signedIn,
      {
        request: { query: SendMoneyWalletQuery },
        result: { data: { myWallet: wallet } },
        delay: Number.POSITIVE_INFINITY,
      },
    ]),
  ],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      signedIn,
      {
        request: { query: SendMoneyWalletQuery },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };
