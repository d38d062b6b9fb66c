// All Transactions' cards (SPEC.md §2, docs/admin.md): Total Transactions, Completed, Pending and Total Amount
// (of the completed ones, fees not included), computed by the server over every matching movement.
import { formatMoney } from '@wallet/common/money';
import { DollarIcon } from '../../../components/icons';
import { SummaryCards } from '../../../components/SummaryCards';
import type { AdminTransactionsQuery } from '../../../gql/graphql';
import { transactionCountFigures } from '../../../money/HistorySummary';

export type AdminTransactionSummaryFigures = AdminTransactionsQuery['transactions']['summary'];

interface AdminTransactionSummaryProps {
  summary?: AdminTransactionSummaryFigures | undefined;
  loading?: boolean;
}

export function AdminTransactionSummary({ summary, loading = false }: AdminTransactionSummaryProps) {
  return (
    <SummaryCards
      loading={loading && !summary}
      figures={[
        ...transactionCountFigures(summary),
        { label: 'Total Amount', icon: DollarIcon, value: summary && formatMoney(summary.completedAmount) },
      ]}
    />
  );
}
