// The overview's latest movements (SPEC.md §2): type label, description or "Transaction" and the id's last 6,
// date and time, the signed amount (a refunded withdrawal's refund and net too) and the status; loading, empty and
// failure states; View All.
import { paths } from '../../lib/paths';
import { Alert } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import { Panel, PanelHeader, PanelTitle } from '../../components/DashboardPage';
import { ArrowRightIcon, ClockIcon } from '../../components/icons';
import { StateMessage } from '../../components/StateMessage';
import { StatusIcon } from '../../components/StatusBadge';
import { TransactionAmount } from '../../components/TransactionAmount';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { formatDateTime } from '../../lib/format-date';
import { TransactionFieldsFragment } from '../../money/fragments';
import { transactionTitle, transactionTypeLabel } from '../../money/transaction-display';
import {
  TransactionFigures,
  TransactionItem,
  TransactionLine,
  TransactionList,
  TransactionMuted,
  TransactionTypeLabel,
  TransactionWhat,
} from '../../money/transaction-list-styles';

export const RECENT_TRANSACTIONS_ERROR = 'Error loading transaction history';

interface RecentTransactionsProps {
  transactions?: readonly FragmentType<typeof TransactionFieldsFragment>[] | undefined;
  loading?: boolean;
  /** The message to show when the list could not be loaded. */
  errorMessage?: string | null | undefined;
}

export function RecentTransactions({
  transactions: refs,
  loading = false,
  errorMessage,
}: RecentTransactionsProps) {
  const transactions = getFragmentData(TransactionFieldsFragment, refs);
  return (
    <Panel aria-labelledby="recent-transactions-title">
      <PanelHeader>
        <PanelTitle id="recent-transactions-title">Recent Transactions</PanelTitle>
        <ButtonLink to={paths.user.history} variant="ghost" size="sm">
          View All Transactions
          <ArrowRightIcon />
        </ButtonLink>
      </PanelHeader>
      {transactions ? (
        transactions.length === 0 ? (
          <StateMessage kind="empty" icon={ClockIcon} title="No transactions yet">
            Money you add, send or receive shows up here.
          </StateMessage>
        ) : (
          <TransactionList>
            {transactions.map((transaction) => (
              <TransactionItem key={transaction.id}>
                <TransactionWhat>
                  <TransactionTypeLabel>{transactionTypeLabel(transaction.type)}</TransactionTypeLabel>
                  <TransactionLine title={transactionTitle(transaction)}>
                    {transactionTitle(transaction)}
                  </TransactionLine>
                  <TransactionMuted>{formatDateTime(transaction.createdAt)}</TransactionMuted>
                </TransactionWhat>
                <TransactionFigures>
                  <TransactionAmount
                    amount={transaction.amount}
                    fee={transaction.fee}
                    refunded={transaction.refunded}
                    direction={transaction.direction}
                  />
                  <StatusIcon status={transaction.status} />
                </TransactionFigures>
              </TransactionItem>
            ))}
          </TransactionList>
        )
      ) : loading ? (
        <StateMessage kind="loading" title="Loading transactions..." />
      ) : errorMessage ? (
        <Alert tone="danger" title={RECENT_TRANSACTIONS_ERROR}>
          {errorMessage}
        </Alert>
      ) : null}
    </Panel>
  );
}
