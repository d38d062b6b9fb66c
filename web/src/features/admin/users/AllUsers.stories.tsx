// All Users over mocked GraphQL — the list (pick a role to filter), several pages, nobody found, loading and
// failing — and its table on its own; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Role } from '../../../gql/graphql';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { adminUserRef, sampleAgents, sampleUserPage, sampleUsers } from '../user-fixtures';
import type { SampleAdminUser } from '../user-fixtures';
import { AllUsersPage, AllUsersQuery } from './AllUsersPage';
import { UsersTable } from './UsersTable';

function usersAnswer(
  items: SampleAdminUser[],
  {
    role = null,
    page = 1,
    totalItems = items.length,
  }: { role?: Role | null; page?: number; totalItems?: number } = {},
): MockedResponses[number] {
  return {
    request: { query: AllUsersQuery, variables: { role, page, limit: 10 } },
    result: { data: { users: sampleUserPage(items, { page, totalItems }) } },
    delay: 10,
    maxUsageCount: 99,
  };
}

const users = sampleUsers();
const everyRole = [
  usersAnswer(users),
  usersAnswer(
    users.filter((user) => user.role === 'USER'),
    { role: 'USER' },
  ),
  usersAnswer(sampleAgents(), { role: 'AGENT' }),
  usersAnswer(
    users.filter((user) => user.role === 'ADMIN'),
    { role: 'ADMIN' },
  ),
];

const meta: Meta<typeof AllUsersPage> = {
  title: 'Admin/All users',
  component: AllUsersPage,
  parameters: { route: '/admin/all-users' },
  decorators: [withApolloMocks(everyRole)],
};

export default meta;
type Story = StoryObj<typeof AllUsersPage>;

/** Pick a role to filter; View opens the User Details dialog. */
export const Default: Story = {};

export const ManyPages: Story = {
  decorators: [withApolloMocks([usersAnswer(users, { totalItems: 64 })])],
};

export const Empty: Story = {
  decorators: [withApolloMocks([usersAnswer([])])],
};

export const Loading: Story = {
  decorators: [withApolloMocks([{ ...usersAnswer(users), delay: Number.POSITIVE_INFINITY }])],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: AllUsersQuery, variables: { role: null, page: 1, limit: 10 } },
        result: graphQLErrorResult('The users service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Table: Story = {
  render: () => <UsersTable users={users.map(adminUserRef)} onView={() => undefined} />,
};

export const TableDark: Story = { ...Table, globals: { theme: 'dark' } };
