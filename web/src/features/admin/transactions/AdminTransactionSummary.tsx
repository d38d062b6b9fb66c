// All Transactions' cards (SPEC.md §2, docs/admin.md): Total Transactions, Completed, Pending and Total Amount
// (of the completed ones, fees not included), computed by the server over every matching movement.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { ChartIcon, CheckIcon, ClockIcon, DollarIcon } from '../../../components/icons';
import { StatCard } from '../../../components/StatCard';
import type { AdminTransactionsQuery } from '../../../gql/graphql';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
`;

const count = new Intl.NumberFormat('en-US');

export type AdminTransactionSummaryFigures = AdminTransactionsQuery['transactions']['summary'];

interface AdminTransactionSummaryProps {
  summary?: AdminTransactionSummaryFigures | undefined;
  loading?: boolean;
}

export function AdminTransactionSummary({ summary, loading = false }: AdminTransactionSummaryProps) {
  return (
    <Grid aria-busy={(loading && !summary) || undefined}>
      <StatCard
        label="Total Transactions"
        icon={ChartIcon}
        loading={!summary}
        value={summary ? count.format(summary.totalCount) : undefined}
      />
      <StatCard
        label="Completed"
        icon={CheckIcon}
        loading={!summary}
        value={summary ? count.format(summary.completedCount) : undefined}
      />
      <StatCard
        label="Pending"
        icon={ClockIcon}
        loading={!summary}
        value={summary ? count.format(summary.pendingCount) : undefined}
      />
      <StatCard
        label="Total Amount"
        icon={DollarIcon}
        loading={!summary}
        value={summary ? formatMoney(summary.completedAmount) : undefined}
      />
    </Grid>
  );
}
