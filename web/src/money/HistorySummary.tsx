// My History's summary cards: figures over every matching movement (not one page), from TransactionPage.summary.
import { formatMoney } from '@wallet/common/money';
import { ChartIcon, CheckIcon, ClockIcon, DollarIcon, TransferIcon } from '../components/icons';
import { SummaryCards } from '../components/SummaryCards';
import type { SummaryFigure } from '../components/SummaryCards';
import { getFragmentData, graphql } from '../gql';
import type { FragmentType } from '../gql';
import { formatCount } from '../lib/format-count';

/** The figures the cards read: the server counts every matching row and sums the money with its fees. */
export const HistorySummary_TransactionSummaryFragment = graphql(`
  fragment HistorySummary_TransactionSummary on TransactionSummary {
    totalCount
    completedCount
    pendingCount
    failedCount
    cancelledCount
    totalIn
    totalOut
  }
`);

interface TransactionCounts {
  totalCount: number;
  completedCount: number;
  pendingCount: number;
}

/** The counts every transaction summary opens with (My History, All Transactions): total, completed, pending. */
export function transactionCountFigures(summary: TransactionCounts | undefined): SummaryFigure[] {
  return [
    { label: 'Total Transactions', icon: ChartIcon, value: summary && formatCount(summary.totalCount) },
    { label: 'Completed', icon: CheckIcon, value: summary && formatCount(summary.completedCount) },
    { label: 'Pending', icon: ClockIcon, value: summary && formatCount(summary.pendingCount) },
  ];
}

interface HistorySummaryProps {
  summary?: FragmentType<typeof HistorySummary_TransactionSummaryFragment> | undefined;
  loading?: boolean;
}

export function HistorySummary({ summary: summaryRef, loading = false }: HistorySummaryProps) {
  const summary = getFragmentData(HistorySummary_TransactionSummaryFragment, summaryRef);
  return (
    <SummaryCards
      loading={loading && !summary}
      figures={[
        ...transactionCountFigures(summary),
        { label: 'Money In', icon: DollarIcon, value: summary && formatMoney(summary.totalIn) },
        { label: 'Money Out', icon: TransferIcon, value: summary && formatMoney(summary.totalOut) },
      ]}
    />
  );
}
