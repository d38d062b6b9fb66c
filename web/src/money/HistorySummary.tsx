// My History's summary cards: figures over every matching movement (not one page), from TransactionPage.summary.
import { formatMoney } from '@wallet/common/money';
import { ChartIcon, CheckIcon, ClockIcon, DollarIcon, TransferIcon } from '../components/icons';
import { SummaryCards } from '../components/SummaryCards';
import type { SummaryFigure } from '../components/SummaryCards';
import { formatCount } from '../lib/format-count';
import type { TransactionSummary } from './money-cache';

type TransactionCounts = Pick<TransactionSummary, 'totalCount' | 'completedCount' | 'pendingCount'>;

/** The counts every transaction summary opens with (My History, All Transactions): total, completed, pending. */
export function transactionCountFigures(summary: TransactionCounts | undefined): SummaryFigure[] {
  return [
    { label: 'Total Transactions', icon: ChartIcon, value: summary && formatCount(summary.totalCount) },
    { label: 'Completed', icon: CheckIcon, value: summary && formatCount(summary.completedCount) },
    { label: 'Pending', icon: ClockIcon, value: summary && formatCount(summary.pendingCount) },
  ];
}

interface HistorySummaryProps {
  summary?: TransactionSummary | undefined;
  loading?: boolean;
}

export function HistorySummary({ summary, loading = false }: HistorySummaryProps) {
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
