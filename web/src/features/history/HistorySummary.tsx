// My History's summary cards: figures over every matching movement (not one page), from TransactionPage.summary.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { ChartIcon, CheckIcon, ClockIcon, DollarIcon, TransferIcon } from '../../components/icons';
import { StatCard } from '../../components/StatCard';
import type { TransactionSummary } from '../wallet/money-cache';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
`;

const count = new Intl.NumberFormat('en-US');

interface HistorySummaryProps {
  summary?: TransactionSummary | undefined;
  loading?: boolean;
}

export function HistorySummary({ summary, loading = false }: HistorySummaryProps) {
  const busy = loading && !summary;
  return (
    <Grid aria-busy={busy || undefined}>
      <StatCard
        label="Total Transactions"
        icon={ChartIcon}
        loading={busy}
        value={summary ? count.format(summary.totalCount) : undefined}
      />
      <StatCard
        label="Completed"
        icon={CheckIcon}
        loading={busy}
        value={summary ? count.format(summary.completedCount) : undefined}
      />
      <StatCard
        label="Pending"
        icon={ClockIcon}
        loading={busy}
        value={summary ? count.format(summary.pendingCount) : undefined}
      />
      <StatCard
        label="Money In"
        icon={DollarIcon}
        loading={busy}
        value={summary ? formatMoney(summary.totalIn) : undefined}
      />
      <StatCard
        label="Money Out"
        icon={TransferIcon}
        loading={busy}
        value={summary ? formatMoney(summary.totalOut) : undefined}
      />
    </Grid>
  );
}
