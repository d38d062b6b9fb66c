// An admin's page for one person (/user/{id}) over mocked GraphQL — a user with movements and audit entries, a
// pending agent (Approve asks first), nobody with that id, loading and failing — and its audit log on its own
// (entries, empty, failing); light and dark.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { sampleHistory } from '../../../money/fixtures';
import { ApproveAgentMutation } from '../agents/use-agent-decision';
import {
  sampleAdminAgent,
  sampleAdminUser,
  sampleAuditEntry,
  samplePagination,
  sampleUserId,
} from '../user-fixtures';
import type { SampleAdminUser } from '../user-fixtures';
import { AdminUserPage, AdminUserQuery } from './AdminUserPage';
import { UserAuditLog, UserAuditLogQuery } from './UserAuditLog';
import { UserTransactionsQuery } from './UserTransactions';

const agent = sampleAdminAgent(2, 'PENDING', { name: 'Omar Faruk' });
const unknownId = 'c0a80101-0000-4000-8000-00000000dead';

/** The page reads its id from the address, as under the app's /user/:id route (once, in the meta: nested
 * Routes would match relative to this one). */
const atUserRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/user/:id" element={<Story />} />
  </Routes>
);

function personAnswers(person: SampleAdminUser | null, id = person?.id ?? unknownId): MockedResponses {
  return [
    {
      request: { query: AdminUserQuery, variables: { id } },
      result: { data: { user: person } },
      delay: 10,
      maxUsageCount: 99,
    },
    {
      request: { query: UserTransactionsQuery, variables: { userId: id, limit: 10 } },
      result: {
        data: {
          transactions: {
            __typename: 'AdminTransactionPage',
            items: sampleHistory(),
            pagination: samplePagination(1, 37),
          },
        },
      },
      delay: 10,
      maxUsageCount: 99,
    },
    auditAnswer(id, [
      sampleAuditEntry('WALLET_UNBLOCK', { createdAt: '2026-11-20T09:15:42.000Z' }),
      sampleAuditEntry('WALLET_BLOCK', {
        reason: 'Reported stolen phone',
        createdAt: '2026-11-18T08:00:09.000Z',
      }),
    ]),
  ];
}

function auditAnswer(userId: string, items: ReturnType<typeof sampleAuditEntry>[]): MockedResponses[number] {
  return {
    request: { query: UserAuditLogQuery, variables: { userId, page: 1, limit: 10 } },
    result: {
      data: {
        auditLog: { __typename: 'AuditPage', items, pagination: samplePagination(1, items.length) },
      },
    },
    delay: 10,
    maxUsageCount: 99,
  };
}

const approveAnswer: MockedResponses[number] = {
  request: { query: ApproveAgentMutation, variables: { input: { agentId: agent.id } } },
  result: {
    data: {
      approveAgent: {
        __typename: 'UserPayload',
        message: 'ok',
        user: { __typename: 'User', id: agent.id, name: agent.name, isApproved: true },
      },
    },
  },
  delay: 400,
  maxUsageCount: 99,
};

const meta: Meta<typeof AdminUserPage> = {
  title: 'Admin/User page',
  component: AdminUserPage,
  parameters: { route: `/user/${sampleUserId}` },
  decorators: [atUserRoute, withApolloMocks(personAnswers(sampleAdminUser()))],
};

export default meta;
type Story = StoryObj<typeof AdminUserPage>;

/** View on a movement opens its details. */
export const Default: Story = {};

/** Approve asks first, with an optional reason. */
export const PendingAgent: Story = {
  parameters: { route: `/user/${agent.id}` },
  decorators: [withApolloMocks([...personAnswers(agent), approveAnswer])],
};

export const NotFound: Story = {
  parameters: { route: `/user/${unknownId}` },
  decorators: [withApolloMocks(personAnswers(null))],
};

export const Loading: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: AdminUserQuery, variables: { id: sampleUserId } },
        result: { data: { user: sampleAdminUser() } },
        delay: Number.POSITIVE_INFINITY,
      },
    ]),
  ],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: AdminUserQuery, variables: { id: sampleUserId } },
        result: graphQLErrorResult('The users service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const AuditLog: Story = {
  render: () => <UserAuditLog userId={sampleUserId} />,
};

export const AuditLogEmpty: Story = {
  decorators: [withApolloMocks([auditAnswer(sampleUserId, [])])],
  render: () => <UserAuditLog userId={sampleUserId} />,
};

export const AuditLogError: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: UserAuditLogQuery, variables: { userId: sampleUserId, page: 1, limit: 10 } },
        result: graphQLErrorResult('The audit service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
  render: () => <UserAuditLog userId={sampleUserId} />,
};

export const AuditLogDark: Story = { ...AuditLog, globals: { theme: 'dark' } };
