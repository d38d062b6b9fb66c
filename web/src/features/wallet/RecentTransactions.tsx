// The overview's latest movements (SPEC.md §2): type label, description or "Transaction" and the id's last 6,
// date and time, the signed amount and the status; loading, empty and failure states; View All.
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { Alert } from '../../components/Alert';
import { AmountText } from '../../components/AmountText';
import { ButtonLink } from '../../components/Button';
import { Panel, PanelHeader, PanelTitle } from '../../components/DashboardPage';
import { ArrowRightIcon, ClockIcon } from '../../components/icons';
import { StateMessage } from '../../components/StateMessage';
import { StatusIcon } from '../../components/StatusBadge';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { formatDateTime } from '../../lib/format-date';
import { TransactionFieldsFragment } from './fragments';
import { transactionTitle, transactionTypeLabel } from './transaction-display';

export const RECENT_TRANSACTIONS_ERROR = 'Error loading transaction history';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.sm} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const What = styled.div`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
`;

const TypeLabel = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Line = styled.p`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figures = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

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
          <List>
            {transactions.map((transaction) => (
              <Item key={transaction.id}>
                <What>
                  <TypeLabel>{transactionTypeLabel(transaction.type)}</TypeLabel>
                  <Line>{transactionTitle(transaction)}</Line>
                  <When>{formatDateTime(transaction.createdAt)}</When>
                </What>
                <Figures>
                  <AmountText amount={transaction.amount} direction={transaction.direction} />
                  <StatusIcon status={transaction.status} />
                </Figures>
              </Item>
            ))}
          </List>
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
