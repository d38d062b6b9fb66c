// Finding a person: matches, one chosen, searching, nobody found, a failed search, nothing typed, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withApolloMocks } from '../test/apollo-mocks';
import { graphQLErrorResult } from '../test/apollo-mocks';
import { SearchUsersQuery, UserSearchPanel } from './UserSearchPanel';

const matches = [
  {
    __typename: 'UserMatch',
    id: 'c0a80101-0000-4000-8000-0000000000b2',
    name: 'Bob Karim',
    maskedEmail: 'bo•••@wallet.local',
    maskedPhone: '•••••••5678',
  },
  {
    __typename: 'UserMatch',
    id: 'c0a80101-0000-4000-8000-0000000000b3',
    name: 'Bobby Hasan',
    maskedEmail: 'bo•••@example.com',
    maskedPhone: '•••••••9012',
  },
];

const searchFor = (search: string) => ({
  query: SearchUsersQuery,
  variables: { search, limit: 20 },
});

const meta = {
  title: 'Components/UserSearchPanel',
  component: UserSearchPanel,
  args: { label: 'Search receiver', initialSearch: 'bo', onSelect: () => undefined },
  render: function UserSearchPanelStory(args) {
    const [selectedId, setSelectedId] = useState(args.selectedId);
    return (
      <div style={{ maxWidth: '28rem' }}>
        <UserSearchPanel {...args} selectedId={selectedId} onSelect={(match) => setSelectedId(match.id)} />
      </div>
    );
  },
  decorators: [
    withApolloMocks([
      { request: searchFor('bo'), result: { data: { searchUsers: matches } }, delay: 20, maxUsageCount: 99 },
      {
        request: searchFor('waiting'),
        result: { data: { searchUsers: matches } },
        delay: Number.POSITIVE_INFINITY,
      },
      { request: searchFor('zz'), result: { data: { searchUsers: [] } }, delay: 20 },
      {
        request: searchFor('error'),
        result: graphQLErrorResult('Too many requests, please slow down.', 'TOO_MANY_REQUESTS'),
        delay: 20,
      },
    ]),
  ],
} satisfies Meta<typeof UserSearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { selectedId: matches[0]?.id } };

export const Loading: Story = { args: { initialSearch: 'waiting' } };

export const Empty: Story = { args: { initialSearch: 'zz' } };

export const ErrorState: Story = { args: { initialSearch: 'error' } };

export const NothingTyped: Story = { args: { initialSearch: '' } };

export const Dark: Story = { globals: { theme: 'dark' } };
