// One person's recent movements on their admin page (DESIGN.md §9 item 6): the latest 10 where their wallet is
// either party, both parties named, and View for the details dialog.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { DataTable } from '../../../components/DataTable';
import { CellText } from '../../../components/Table';
import { Panel, PanelTitle, PageLead } from '../../../components/DashboardPage';
import { ClockIcon } from '../../../components/icons';
import { ListStates } from '../../../components/ListStates';
import { RetryAlert } from '../../../components/RetryAlert';
import { StateMessage } from '../../../components/StateMessage';
import { getFragmentData, graphql } from '../../../gql';
import { formatCount } from '../../../lib/format-count';
import { serverMessage } from '../../../lib/graphql-errors';
import { TransactionDetailsDialog } from '../../../money/TransactionDetailsDialog';
import { proposeReversalAction } from '../propose-reversal-action';
import {
  dateColumn,
  shortIdColumn,
  statusColumn,
  typeColumn,
  viewColumn,
} from '../../../money/transaction-columns';
import { TransactionFieldsFragment } from '../../../money/fragments';
import { useTransaction } from '../../../money/use-transaction';

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

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** From the cache when the list holds it; a reversal's original (or a reversal) further back from the server. */
function SelectedTransactionDialog({
  id,
  onClose,
  onOpen,
}: {
  id: string;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  const { transaction } = useTransaction(id);
  return (
    <TransactionDetailsDialog
      transaction={transaction}
      onClose={onClose}
      actions={proposeReversalAction}
      onOpenTransaction={onOpen}
    />
  );
}

export function UserTransactions({ userId }: { userId: string }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(UserTransactionsQuery, {
    variables: { userId, limit: USER_RECENT_TRANSACTIONS },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.transactions;
  const transactions = page && getFragmentData(TransactionFieldsFragment, page.items);
  const totalItems = page?.pagination.totalItems ?? 0;

  return (
    <Panel aria-labelledby="user-transactions-title">
      <PanelTitle id="user-transactions-title">Recent transactions</PanelTitle>
      {error && !page ? (
        <RetryAlert title={USER_TRANSACTIONS_ERROR_MESSAGE} onRetry={refetch}>
          {serverMessage(error, 'Please check your connection and try again.')}
        </RetryAlert>
      ) : (
        <ListStates
          items={transactions}
          loadingTitle="Loading transactions..."
          empty={
            <StateMessage kind="empty" icon={ClockIcon} title="No transactions found">
              Money this person sends, receives, adds or withdraws shows up here.
            </StateMessage>
          }
        >
          {(rows) => (
            <>
              <PageLead>{`The latest ${formatCount(rows.length)} of ${formatCount(totalItems)}.`}</PageLead>
              <DataTable
                label="Latest transactions"
                caption="Latest transactions"
                rows={rows}
                rowKey={(transaction) => transaction.id}
                busy={loading}
                columns={[
                  shortIdColumn(),
                  typeColumn(setSelectedId),
                  statusColumn(),
                  {
                    header: 'Amount',
                    align: 'end',
                    card: 'amount',
                    cell: (transaction) => <Amount>{formatMoney(transaction.amount)}</Amount>,
                  },
                  {
                    header: 'From',
                    cell: (transaction) =>
                      transaction.sender ? (
                        <CellText $widthMax="12rem">{transaction.sender.name}</CellText>
                      ) : (
                        <Muted>Bank or card</Muted>
                      ),
                  },
                  {
                    header: 'To',
                    cell: (transaction) =>
                      transaction.recipient ? (
                        <CellText $widthMax="12rem">{transaction.recipient.name}</CellText>
                      ) : (
                        <Muted>Bank or card</Muted>
                      ),
                  },
                  dateColumn(),
                  viewColumn(setSelectedId),
                ]}
              />
            </>
          )}
        </ListStates>
      )}
      {selectedId ? (
        <SelectedTransactionDialog
          key={selectedId}
          id={selectedId}
          onClose={() => setSelectedId(null)}
          onOpen={setSelectedId}
        />
      ) : null}
    </Panel>
  );
}
