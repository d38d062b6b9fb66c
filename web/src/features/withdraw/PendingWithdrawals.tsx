// The person's withdrawals still waiting for the payout processor, each cancellable; polled every 3 s while any
// is pending, so a settled one leaves the list (and a refunded failure shows in the balance) without a reload.
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { withdrawMethodLabels } from '@wallet/common/wallet';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { StatusBadge } from '../../components/StatusBadge';
import { getFragmentData, graphql } from '../../gql';
import type { WithdrawMethod } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format-date';
import { serverMessage } from '../../lib/graphql-errors';
import { TransactionFieldsFragment } from '../../money/fragments';
import { usePollWhilePending } from '../../money/use-poll-while-pending';
import { useCancelWithdrawal } from '../../money/use-cancel-withdrawal';

export const PENDING_WITHDRAWALS_LIMIT = 50;
export const NO_PENDING_WITHDRAWALS = 'No pending withdrawals';
export const PENDING_WITHDRAWALS_LOADING = 'Loading pending withdrawals...';
export const PENDING_WITHDRAWALS_ERROR = 'Failed to load pending withdrawals';

// The wallet rides along: a failed payout is refunded, and the next poll shows the balance with it.
export const PendingWithdrawalsQuery = graphql(`
  query PendingWithdrawals($limit: Int!) {
    myWallet {
      id
      ...WalletFields
    }
    myTransactions(filter: { type: WITHDRAW, status: PENDING }, page: 1, limit: $limit) {
      items {
        id
        status
        ...TransactionFields
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
      summary {
        totalCount
        completedCount
        pendingCount
        failedCount
        cancelledCount
        totalIn
        totalOut
      }
    }
  }
`);

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const What = styled.div`
  display: grid;
  gap: 0.125rem;
`;

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const methodKeys: Readonly<Record<WithdrawMethod, 'bank' | 'card'>> = { BANK: 'bank', CARD: 'card' };

export function PendingWithdrawals() {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(PendingWithdrawalsQuery, {
    variables: { limit: PENDING_WITHDRAWALS_LIMIT },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const { cancel, cancellingId } = useCancelWithdrawal();

  // A cancelled one is CANCELLED in the cache at once (normalized); the next poll drops it from the list.
  const pending = (data?.myTransactions.items ?? [])
    .map((item) => getFragmentData(TransactionFieldsFragment, item))
    .filter((transaction) => transaction.status === 'PENDING');
  usePollWhilePending(pending, { startPolling, stopPolling });

  return (
    <Panel aria-labelledby="pending-withdrawals-title">
      <PanelTitle id="pending-withdrawals-title" size="lg">
        Pending withdrawals
      </PanelTitle>
      {!data && loading ? (
        <Note role="status">{PENDING_WITHDRAWALS_LOADING}</Note>
      ) : !data && error ? (
        <Alert
          tone="danger"
          title={PENDING_WITHDRAWALS_ERROR}
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              Try Again
            </Button>
          }
        >
          {serverMessage(error, 'Please try again.')}
        </Alert>
      ) : pending.length > 0 ? (
        <List>
          {pending.map((transaction) => {
            const method = transaction.method ? withdrawMethodLabels[methodKeys[transaction.method]] : null;
            const amount = formatMoney(transaction.amount);
            const busy = cancellingId === transaction.id;
            return (
              <Item key={transaction.id}>
                <What>
                  <Amount>{amount}</Amount>
                  <Meta>
                    {[method, `fee ${formatMoney(transaction.fee)}`, formatDateTime(transaction.createdAt)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Meta>
                </What>
                <Actions>
                  <StatusBadge status={transaction.status} />
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Cancel withdrawal of ${amount}`}
                    disabled={cancellingId !== null}
                    aria-busy={busy || undefined}
                    onClick={() => void cancel(transaction.id)}
                  >
                    {busy ? 'Cancelling...' : 'Cancel'}
                  </Button>
                </Actions>
              </Item>
            );
          })}
        </List>
      ) : (
        <Note>{NO_PENDING_WITHDRAWALS}</Note>
      )}
    </Panel>
  );
}
