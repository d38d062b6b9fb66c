// What an agent's counter code opens for a user (docs/pay-links.md): an approved agent with the cash-out code form,
// a code naming no approved agent, no code at all, checking, and a failed check; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { payLinkMessages } from '@wallet/common/pay-links';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { AgentCounterPage, CounterAgentQuery } from './AgentCounterPage';

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

const counterAgentMock = (result: object, delay = 10) => ({
  request: { query: CounterAgentQuery, variables: { handle: agentId } },
  result,
  delay,
  maxUsageCount: 99,
});

const meta = {
  title: 'Features/AgentCounter/AgentCounterPage',
  component: AgentCounterPage,
  parameters: { layout: 'padded', route: `/user/agent-counter?agent=${agentId}` },
  decorators: [
    withApolloMocks([
      counterAgentMock({
        data: { counterAgent: { __typename: 'CounterAgent', id: agentId, name: agent.name } },
      }),
    ]),
  ],
} satisfies Meta<typeof AgentCounterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user scanned an approved agent's code: the agent is named, and the cash-out code form follows. */
export const Default: Story = {};

/** Opened without a code: how to get here. */
export const Empty: Story = { parameters: { route: '/user/agent-counter' } };

export const Loading: Story = {
  decorators: [withApolloMocks([counterAgentMock({ data: null }, Number.POSITIVE_INFINITY)])],
};

/** The code names no approved agent (forged, suspended, closed): a warning. */
export const NotAnAgent: Story = {
  decorators: [
    withApolloMocks([counterAgentMock(graphQLErrorResult(payLinkMessages.counterUnknown, 'NOT_FOUND'))]),
  ],
};

/** The check itself failed: try again. */
export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      counterAgentMock(graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR')),
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkNotAnAgent: Story = { ...NotAnAgent, globals: { theme: 'dark' } };
