// All Transactions over mocked GraphQL — the list, filtered from the address, empty, loading and failing — and
// its pieces (summary cards, table), light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFragmentData } from '../../../gql';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { AdminTransactionSummary } from './AdminTransactionSummary';
import { AdminTransactionTable_TransactionFragment, AdminTransactionTable } from './AdminTransactionTable';
import { AdminTransactionsQuery, AllTransactionsPage } from './AllTransactionsPage';
import { adminTransactionPage, sampleAdminTransactions, sampleAdminTransactionSummary } from './fixtures';
import type { SampleAdminTransaction } from './fixtures';

type Filter = { type?: string; status?: string } | null;

function listAnswer(items: SampleAdminTransaction[], filter: Filter = null, totalItems = items.length) {
  return {
    request: { query: AdminTransactionsQuery, variables: { filter, page: 1, limit: 10 } },
    result: { data: { transactions: adminTransactionPage(items, { totalItems }) } },
    delay: 10,
    maxUsageCount: 99,
  } satisfies MockedResponses[number];
}

const transactions = sampleAdminTransactions();
const rows = transactions.map((transaction) =>
  makeFragmentData(transaction, AdminTransactionTable_TransactionFragment),
);

const meta: Meta<typeof AllTransactionsPage> = {
  title: 'Admin/All Transactions',
  component: AllTransactionsPage,
  parameters: { route: '/admin/all-transaction' },
  decorators: [withApolloMocks([listAnswer(transactions, null, 25)])],
};

export default meta;
type Story = StoryObj<typeof AllTransactionsPage>;

/** Five of 25 movements; press View for the details. */
export const Default: Story = {};

export const FilteredFromAddress: Story = {
  parameters: { route: '/admin/all-transaction?type=withdraw&status=pending' },
  decorators: [
    withApolloMocks([
      listAnswer(
        transactions.filter(
          (transaction) => transaction.type === 'WITHDRAW' && transaction.status === 'PENDING',
        ),
        { type: 'WITHDRAW', status: 'PENDING' },
      ),
    ]),
  ],
};

export const Empty: Story = { decorators: [withApolloMocks([listAnswer([])])] };

export const Loading: Story = {
  decorators: [withApolloMocks([{ ...listAnswer(transactions), delay: Number.POSITIVE_INFINITY }])],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: AdminTransactionsQuery, variables: { filter: null, page: 1, limit: 10 } },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Summary: Story = {
  render: () => <AdminTransactionSummary summary={sampleAdminTransactionSummary} />,
};

export const SummaryLoading: Story = { render: () => <AdminTransactionSummary loading /> };

export const Table: Story = {
  render: () => <AdminTransactionTable transactions={rows} onView={() => undefined} />,
};

export const TableDark: Story = { ...Table, globals: { theme: 'dark' } };
