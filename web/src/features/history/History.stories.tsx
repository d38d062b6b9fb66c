// My History's pieces: filters, summary (loading and figures), the table, and the details dialog for a completed
// send, a pending withdrawal (with cancel) and a failed one; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../components/Button';
import type { TransactionFieldsFragment } from '../../gql/graphql';
import { sampleHistory, transactionRef } from '../../money/fixtures';
import { HistoryFilters } from '../../money/HistoryFilters';
import type { HistoryFilterValues } from '../../money/HistoryFilters';
import { makeFragmentData } from '../../gql';
import { HistorySummary, HistorySummary_TransactionSummaryFragment } from '../../money/HistorySummary';
import { TransactionDetailsDialog } from '../../money/TransactionDetailsDialog';
import { TransactionTable } from './TransactionTable';

const history = sampleHistory();
const summary = makeFragmentData(
  {
    totalCount: 23,
    completedCount: 18,
    pendingCount: 1,
    failedCount: 3,
    cancelledCount: 1,
    totalIn: '2560.00',
    totalOut: '1043.50',
  },
  HistorySummary_TransactionSummaryFragment,
);

function transactionAt(index: number): TransactionFieldsFragment {
  const transaction = history[index];
  if (!transaction) throw new Error(`no sample transaction ${index}`);
  return transaction;
}

/** The dialog renders in a portal; the button keeps something in the story's own frame and reopens it. */
function DetailsStory({
  transaction,
  cancellable = false,
}: {
  transaction: TransactionFieldsFragment;
  cancellable?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View details</Button>
      <TransactionDetailsDialog
        transaction={open ? transaction : null}
        onClose={() => setOpen(false)}
        onCancelWithdrawal={cancellable ? () => Promise.resolve() : undefined}
      />
    </>
  );
}

const meta: Meta = {
  title: 'History/My history',
  parameters: { route: '/user/my-history' },
};

export default meta;
type Story = StoryObj;

export const Filters: Story = {
  render: function FiltersStory() {
    const [filters, setFilters] = useState<HistoryFilterValues>({ type: null, status: null });
    return <HistoryFilters {...filters} onChange={setFilters} />;
  },
};

export const FiltersChosen: Story = {
  render: () => <HistoryFilters type="WITHDRAW" status="PENDING" onChange={() => undefined} />,
};

export const Summary: Story = { render: () => <HistorySummary summary={summary} /> };

export const SummaryLoading: Story = { render: () => <HistorySummary loading /> };

export const SummaryDark: Story = { ...Summary, globals: { theme: 'dark' } };

export const Table: Story = {
  render: () => <TransactionTable transactions={history.map(transactionRef)} onView={() => undefined} />,
};

export const TableDark: Story = { ...Table, globals: { theme: 'dark' } };

export const DetailsCompleted: Story = { render: () => <DetailsStory transaction={transactionAt(1)} /> };

export const DetailsPendingWithdrawal: Story = {
  render: () => <DetailsStory transaction={transactionAt(0)} cancellable />,
};

export const DetailsFailed: Story = { render: () => <DetailsStory transaction={transactionAt(5)} /> };

export const DetailsDark: Story = { ...DetailsPendingWithdrawal, globals: { theme: 'dark' } };
