// An agent's counter code to print (docs/pay-links.md): ready, loading, failed; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrentUserDocument } from '../../../lib/session';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { CounterCodeCard } from './CounterCodeCard';
import { CounterCodePage } from './CounterCodePage';

const agentId = 'c0a80101-0000-4000-8000-0000000000a7';
const agent = {
  __typename: 'User',
  id: agentId,
  name: 'Corner Shop Agent',
  email: 'agent@wallet.local',
  phone: '01712345678',
  role: 'AGENT',
  isEmailVerified: true,
  isApproved: true,
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

const meta = {
  title: 'Features/Agent/CounterCodePage',
  component: CounterCodePage,
  parameters: { layout: 'padded' },
  decorators: [
    withApolloMocks([
      { request: { query: CurrentUserDocument }, result: { data: { me: agent } }, maxUsageCount: 99 },
    ]),
  ],
} satisfies Meta<typeof CounterCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code to print, with its link and downloads. */
export const Default: Story = {};

/** The card alone, as on a wide screen (nothing to be empty: the code always names the agent). */
export const Card: Story = {
  render: () => <CounterCodeCard agentId={agentId} name={agent.name} origin="https://wallet.example" />,
};

export const Loading: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: CurrentUserDocument },
        result: { data: { me: agent } },
        delay: Number.POSITIVE_INFINITY,
      },
    ]),
  ],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: CurrentUserDocument },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkCard: Story = { ...Card, globals: { theme: 'dark' } };
