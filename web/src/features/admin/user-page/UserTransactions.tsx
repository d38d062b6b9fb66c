// One person's recent movements on their admin page (DESIGN.md §9 item 6): the latest 10 where their wallet is
// either party, both parties named, and View for the details dialog.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Panel, PanelTitle, PageLead } from '../../../components/DashboardPage';
import { ClockIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/StateMessage';
import { StatusBadge } from '../../../components/StatusBadge';
import { Table, TableFrame } from '../../../components/Table';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { getFragmentData, graphql } from '../../../gql';
import { formatDateTime } from '../../../lib/format-date';
import { serverMessage } from '../../../lib/graphql-errors';
import { TransactionDetailsDialog } from '../../history/TransactionDetailsDialog';
import { TransactionFieldsFragment } from '../../wallet/fragments';
import { shortTransactionId, transactionTypeLabel } from '../../wallet/transaction-display';

export const USER_RECENT_TRANSACTIONS = 10;

export const UserTransactionsQuery = graphql(`
  query UserTransactions($userId: ID!, $limit: Int) {
    transactions(filter: { userId: $userId }, limit: $limit) {
      items {
        id
        ...TransactionFields
      }
      pagination {
        totalItems
      }
    }
  }
`);

export const USER_TRANSACTIONS_ERROR_MESSAGE = 'Error loading transactions';

const Mono = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NoWrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const counts = new Intl.NumberFormat('en-US');

export function UserTransactions({ userId }: { userId: string }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(UserTransactionsQuery, {
    variables: { userId, limit: USER_RECENT_TRANSACTIONS },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.transactions;
  const transactions = getFragmentData(TransactionFieldsFragment, page?.items ?? []);
  const selected = transactions.find((transaction) => transaction.id === selectedId) ?? null;

  return (
    <Panel aria-labelledby="user-transactions-title">
      <PanelTitle id="user-transactions-title">Recent transactions</PanelTitle>
      {error && !page ? (
        <Alert
          tone="danger"
          title={USER_TRANSACTIONS_ERROR_MESSAGE}
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch().catch(() => undefined)}>
              Try Again
            </Button>
          }
        >
          {serverMessage(error, 'Please check your connection and try again.')}
        </Alert>
      ) : !page ? (
        <StateMessage kind="loading" title="Loading transactions..." />
      ) : transactions.length === 0 ? (
        <StateMessage kind="empty" icon={ClockIcon} title="No transactions found">
          Money this person sends, receives, adds or withdraws shows up here.
        </StateMessage>
      ) : (
        <>
          <PageLead>
            {`The latest ${counts.format(transactions.length)} of ${counts.format(page.pagination.totalItems)}.`}
          </PageLead>
          <TableFrame label="Latest transactions">
            <Table aria-busy={loading || undefined}>
              <VisuallyHidden as="caption">Latest transactions</VisuallyHidden>
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Type</th>
                  <th scope="col">Status</th>
                  <th scope="col" data-align="end">
                    Amount
                  </th>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Date</th>
                  <th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((transaction) => {
                  const shortId = shortTransactionId(transaction.id);
                  return (
                    <tr key={transaction.id}>
                      <td>
                        <Mono title={transaction.id}>{shortId}</Mono>
                      </td>
                      <td>{transactionTypeLabel(transaction.type)}</td>
                      <td>
                        <StatusBadge status={transaction.status} />
                      </td>
                      <td data-align="end">
                        <NoWrap>{formatMoney(transaction.amount)}</NoWrap>
                      </td>
                      <td>{transaction.sender?.name ?? <Muted>Bank or card</Muted>}</td>
                      <td>{transaction.recipient?.name ?? <Muted>Bank or card</Muted>}</td>
                      <td>
                        <NoWrap>{formatDateTime(transaction.createdAt)}</NoWrap>
                      </td>
                      <td>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`View transaction ${shortId}`}
                          onClick={() => setSelectedId(transaction.id)}
                        >
                          View
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableFrame>
        </>
      )}
      <TransactionDetailsDialog transaction={selected} onClose={() => setSelectedId(null)} />
    </Panel>
  );
}
