// The admin overview's latest movements across the platform (SPEC.md §2): a status dot (green completed, yellow
// pending, red otherwise), the type, who made it, the amount and the date; a link to All Transactions.
import styled from 'styled-components';
import { ADMIN_RECENT_TRANSACTIONS } from '@wallet/common/admin';
import { formatMoney } from '@wallet/common/money';
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../components/Button';
import { Panel, PanelHeader, PanelTitle } from '../../../components/DashboardPage';
import { ArrowRightIcon, ClockIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { StateMessage } from '../../../components/StateMessage';
import { transactionStatusLabels } from '../../../components/StatusBadge';
import { getFragmentData, graphql } from '../../../gql';
import type { FragmentType } from '../../../gql';
import type { TransactionStatus } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { transactionTitle, transactionTypeLabel } from '../../../money/transaction-display';
import {
  TransactionFigures,
  TransactionItem,
  TransactionLine,
  TransactionList,
  TransactionMuted,
  TransactionTypeLabel,
  TransactionWhat,
} from '../../../money/transaction-list-styles';

export const AdminRecentTransactions_TransactionFragment = graphql(`
  fragment AdminRecentTransactions_Transaction on Transaction {
    id
    type
    status
    amount
    description
    createdAt
    user {
      id
      name
    }
  }
`);

export const ADMIN_RECENT_EMPTY = 'No transactions yet';

type DotTone = 'success' | 'warning' | 'danger';

/** SPEC.md §2: green for completed, yellow for pending, red for anything else. */
export function statusDotTone(status: TransactionStatus): DotTone {
  return status === 'COMPLETED' ? 'success' : status === 'PENDING' ? 'warning' : 'danger';
}

const Item = styled(TransactionItem)`
  grid-template-columns: auto minmax(0, 1fr) auto;
`;

const Dot = styled.span<{ $tone: DotTone }>`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Amount = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Who made it and what it was; cut short with an ellipsis on a narrow screen, whole on hover. */
function lineOf(
  transaction: Parameters<typeof transactionTitle>[0] & { user: { name: string } | null },
): string {
  return `${transaction.user?.name ?? 'Unknown'} · ${transactionTitle(transaction)}`;
}

interface AdminRecentTransactionsProps {
  transactions?: readonly FragmentType<typeof AdminRecentTransactions_TransactionFragment>[] | undefined;
  loading?: boolean;
}

export function AdminRecentTransactions({
  transactions: refs,
  loading = false,
}: AdminRecentTransactionsProps) {
  const transactions = getFragmentData(AdminRecentTransactions_TransactionFragment, refs);
  return (
    <Panel aria-labelledby="admin-recent-title" aria-busy={(loading && !transactions) || undefined}>
      <PanelHeader>
        <PanelTitle id="admin-recent-title">Recent Transactions</PanelTitle>
        <ButtonLink to={paths.admin.allTransactions} variant="ghost" size="sm">
          View All Transactions
          <ArrowRightIcon />
        </ButtonLink>
      </PanelHeader>
      {!transactions ? (
        // As many rows as the answer brings, each with the three lines of a real row: nothing below moves.
        <TransactionList aria-hidden="true">
          {Array.from({ length: ADMIN_RECENT_TRANSACTIONS }, (_, index) => (
            <Item key={index}>
              <Skeleton shape="circle" height="0.75rem" />
              <TransactionWhat>
                <TransactionTypeLabel>
                  <Skeleton width="8ch" />
                </TransactionTypeLabel>
                <TransactionLine>
                  <Skeleton width="16ch" height="0.875rem" />
                </TransactionLine>
                <TransactionMuted>
                  <Skeleton width="12ch" height="0.75rem" />
                </TransactionMuted>
              </TransactionWhat>
              <TransactionFigures>
                <Amount>
                  <Skeleton width="7ch" />
                </Amount>
              </TransactionFigures>
            </Item>
          ))}
        </TransactionList>
      ) : transactions.length === 0 ? (
        <StateMessage kind="empty" icon={ClockIcon} title={ADMIN_RECENT_EMPTY}>
          Movements anywhere on the platform show up here.
        </StateMessage>
      ) : (
        <TransactionList>
          {transactions.map((transaction) => (
            <Item key={transaction.id}>
              <Dot
                $tone={statusDotTone(transaction.status)}
                role="img"
                aria-label={transactionStatusLabels[transaction.status]}
                title={transactionStatusLabels[transaction.status]}
              />
              <TransactionWhat>
                <TransactionTypeLabel>{transactionTypeLabel(transaction.type)}</TransactionTypeLabel>
                <TransactionLine title={lineOf(transaction)}>{lineOf(transaction)}</TransactionLine>
                <TransactionMuted>{formatDateTime(transaction.createdAt)}</TransactionMuted>
              </TransactionWhat>
              <TransactionFigures>
                <Amount>{formatMoney(transaction.amount)}</Amount>
              </TransactionFigures>
            </Item>
          ))}
        </TransactionList>
      )}
    </Panel>
  );
}
