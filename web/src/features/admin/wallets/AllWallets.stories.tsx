// All Wallets over mocked GraphQL — the list, a filtered view from the address, empty (with and without filters),
// loading and failing — and its pieces (cards, filters, table, the block and unblock questions), light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import type { WalletStatusFilter } from '../../../gql/graphql';
import { makeFragmentData } from '../../../gql';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { AdminWalletsQuery, AllWalletsPage } from './AllWalletsPage';
import { BlockWalletDialog } from './BlockWalletDialog';
import { sampleAdminWallets, sampleWalletSummary, walletPage } from './fixtures';
import type { SampleAdminWallet } from './fixtures';
import { defaultWalletListParams, walletListInput } from './wallet-search-params';
import type { WalletListParams } from './wallet-search-params';
import { WalletFilters } from './WalletFilters';
import { WalletSummaryCards } from './WalletSummaryCards';
import { WalletTable_WalletFragment, WalletTable } from './WalletTable';

function listAnswer(
  items: SampleAdminWallet[],
  params: Partial<WalletListParams> = {},
  totalItems = items.length,
): MockedResponses[number] {
  const full = { ...defaultWalletListParams, ...params };
  return {
    request: { query: AdminWalletsQuery, variables: { input: walletListInput(full) } },
    result: { data: { wallets: walletPage(items, { page: full.page, totalItems }) } },
    delay: 10,
    maxUsageCount: 99,
  };
}

const wallets = sampleAdminWallets();
const walletRefs = wallets.map((wallet) => makeFragmentData(wallet, WalletTable_WalletFragment));

/** The dialog renders in a portal; the button keeps something in the story's own frame and reopens it. */
function QuestionStory({ wallet }: { wallet: SampleAdminWallet }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ask again</Button>
      <BlockWalletDialog
        wallet={open ? wallet : null}
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const meta: Meta<typeof AllWalletsPage> = {
  title: 'Admin/All Wallets',
  component: AllWalletsPage,
  parameters: { route: '/admin/all-wallets' },
  decorators: [withApolloMocks([listAnswer(wallets, {}, 25)])],
};

export default meta;
type Story = StoryObj<typeof AllWalletsPage>;

/** Three of 25 wallets; page 2 has no answer in this story. */
export const Default: Story = {};

export const FilteredFromAddress: Story = {
  parameters: { route: '/admin/all-wallets?search=maya&status=blocked&sortBy=balance&sortOrder=asc' },
  decorators: [
    withApolloMocks([
      listAnswer(
        wallets.filter((wallet) => wallet.isBlocked),
        { search: 'maya', status: 'BLOCKED', sortBy: 'BALANCE', sortOrder: 'ASC' },
      ),
    ]),
  ],
};

export const Empty: Story = { decorators: [withApolloMocks([listAnswer([])])] };

export const EmptyFiltered: Story = {
  parameters: { route: '/admin/all-wallets?status=blocked' },
  decorators: [withApolloMocks([listAnswer([], { status: 'BLOCKED' })])],
};

export const Loading: Story = {
  decorators: [withApolloMocks([{ ...listAnswer(wallets), delay: Number.POSITIVE_INFINITY }])],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: AdminWalletsQuery, variables: { input: walletListInput(defaultWalletListParams) } },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const SummaryCards: Story = { render: () => <WalletSummaryCards summary={sampleWalletSummary} /> };

export const SummaryCardsLoading: Story = { render: () => <WalletSummaryCards loading /> };

export const Filters: Story = {
  render: function FiltersStory() {
    const [search, setSearch] = useState('');
    const [status, setStatus] = useState<WalletStatusFilter>('ALL');
    return (
      <WalletFilters
        search={search}
        status={status}
        onSearchChange={setSearch}
        onStatusChange={setStatus}
        onClear={() => {
          setSearch('');
          setStatus('ALL');
        }}
      />
    );
  },
};

export const Table: Story = {
  render: () => (
    <WalletTable
      wallets={walletRefs}
      sortBy="CREATED_AT"
      sortOrder="DESC"
      onSort={() => undefined}
      onToggleBlocked={() => undefined}
    />
  ),
};

export const TableDark: Story = { ...Table, globals: { theme: 'dark' } };

export const BlockQuestion: Story = {
  render: () => <QuestionStory wallet={wallets[0] as SampleAdminWallet} />,
};

export const UnblockQuestion: Story = {
  render: () => <QuestionStory wallet={wallets[1] as SampleAdminWallet} />,
};

export const BlockQuestionDark: Story = { ...BlockQuestion, globals: { theme: 'dark' } };
