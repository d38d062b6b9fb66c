// Manage agents over mocked GraphQL — the list (Approve or Suspend asks first, then a toast), several pages, no
// agents, loading and failing — and its table and the confirmation on their own; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { adminUserRef, sampleAgents, sampleUserPage } from '../user-fixtures';
import type { SampleAdminUser } from '../user-fixtures';
import { AgentDecisionDialog } from './AgentDecisionDialog';
import { AgentsTable } from './AgentsTable';
import { ManageAgentsPage, ManageAgentsQuery } from './ManageAgentsPage';
import { ApproveAgentMutation, SuspendAgentMutation } from './use-agent-decision';
import type { AgentDecision } from './use-agent-decision';

const agents = sampleAgents();
const summary = { total: 23, approved: 15, pending: 6, suspended: 2 };

function agentsAnswer(
  items: SampleAdminUser[],
  { totalItems = items.length, agentSummary = summary } = {},
): MockedResponses[number] {
  return {
    request: { query: ManageAgentsQuery, variables: { page: 1, limit: 10 } },
    result: { data: { users: sampleUserPage(items, { totalItems, summary: agentSummary }) } },
    delay: 10,
    maxUsageCount: 99,
  };
}

/** Approving or suspending any sample agent, with or without the reason "Checked". */
const decisions: MockedResponses = agents.flatMap((agent) =>
  (['approve', 'suspend'] as const).flatMap((decision) =>
    [{ agentId: agent.id }, { agentId: agent.id, reason: 'Checked' }].map((input) => ({
      request: {
        query: decision === 'approve' ? ApproveAgentMutation : SuspendAgentMutation,
        variables: { input },
      },
      result: {
        data: {
          [decision === 'approve' ? 'approveAgent' : 'suspendAgent']: {
            __typename: 'UserPayload',
            message: 'ok',
            user: { __typename: 'User', id: agent.id, name: agent.name, isApproved: decision === 'approve' },
          },
        },
      },
      delay: 400,
      maxUsageCount: 99,
    })),
  ),
);

const meta: Meta<typeof ManageAgentsPage> = {
  title: 'Admin/Manage agents',
  component: ManageAgentsPage,
  parameters: { route: '/admin/agent-block-unblock' },
  decorators: [withApolloMocks([agentsAnswer(agents, { totalItems: 23 }), ...decisions])],
};

export default meta;
type Story = StoryObj<typeof ManageAgentsPage>;

/** Approve or Suspend asks first; View Details opens the User Details dialog. */
export const Default: Story = {};

export const Empty: Story = {
  decorators: [
    withApolloMocks([
      agentsAnswer([], { agentSummary: { total: 0, approved: 0, pending: 0, suspended: 0 } }),
    ]),
  ],
};

export const Loading: Story = {
  decorators: [withApolloMocks([{ ...agentsAnswer(agents), delay: Number.POSITIVE_INFINITY }])],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: ManageAgentsQuery, variables: { page: 1, limit: 10 } },
        result: graphQLErrorResult('The users service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Table: Story = {
  render: () => (
    <AgentsTable agents={agents.map(adminUserRef)} onDecide={() => undefined} onView={() => undefined} />
  ),
};

export const TableDeciding: Story = {
  render: () => (
    <AgentsTable
      agents={agents.map(adminUserRef)}
      busyId={agents[0]?.id ?? null}
      onDecide={() => undefined}
      onView={() => undefined}
    />
  ),
};

export const TableDark: Story = { ...Table, globals: { theme: 'dark' } };

/** The dialog renders in a portal; the button keeps something in the story's own frame and reopens it. */
function DecisionStory({ decision, busy = false }: { decision: AgentDecision; busy?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{decision === 'approve' ? 'Approve' : 'Suspend'}</Button>
      <AgentDecisionDialog
        pending={open ? { agent: { id: 'agent-1', name: 'Maya Thompson' }, decision } : null}
        busy={busy}
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

export const ApproveQuestion: Story = { render: () => <DecisionStory decision="approve" /> };

export const SuspendQuestion: Story = { render: () => <DecisionStory decision="suspend" /> };

export const QuestionBusy: Story = { render: () => <DecisionStory decision="suspend" busy /> };

export const QuestionDark: Story = { ...SuspendQuestion, globals: { theme: 'dark' } };
