// /user/my-history and /agent/my-history: filters, the CSV statement, summary, the table and pages of the
// signed-in person's movements; View opens the details. While a shown movement is pending, the list refreshes
// every 3 seconds.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { Button } from '../../components/Button';
import { Page, PageHeader, Panel, PanelFooter, PanelTitle } from '../../components/DashboardPage';
import { ClockIcon } from '../../components/icons';
import { ListStates } from '../../components/ListStates';
import { Pagination } from '../../components/Pagination';
import { RetryAlert } from '../../components/RetryAlert';
import { StateMessage } from '../../components/StateMessage';
import { getFragmentData, graphql } from '../../gql';
import { transactionCount } from '../../lib/format-count';
import { serverMessage } from '../../lib/graphql-errors';
import { useAddressState } from '../../lib/use-address-state';
import { usePagedList } from '../../lib/use-paged-list';
import { useCancelWithdrawal } from '../../money/use-cancel-withdrawal';
import { useTransaction } from '../../money/use-transaction';
import { TransactionFieldsFragment } from '../../money/fragments';
import { usePollWhilePending } from '../../money/use-poll-while-pending';
import { HistoryFilters } from '../../money/HistoryFilters';
import type { HistoryFilterValues } from '../../money/HistoryFilters';
import { historyFilter, historySearch, readHistoryParams } from '../../money/history-search-params';
import { HistorySummary } from '../../money/HistorySummary';
import { StatementDownload } from './StatementDownload';
import { TransactionDetailsDialog } from '../../money/TransactionDetailsDialog';
import { TransactionDisputes } from './TransactionDisputes';
import { TransactionTable } from './TransactionTable';

export const MyHistoryQuery = graphql(`
  query MyHistory($filter: TransactionFilter, $page: Int, $limit: Int) {
    myTransactions(filter: $filter, page: $page, limit: $limit) {
      items {
        id
        ...TransactionFields
      }
      pagination {
        ...PagedList_Pagination
      }
      summary {
        ...HistorySummary_TransactionSummary
      }
    }
  }
`);

export const HISTORY_ERROR_MESSAGE = 'Error loading transaction history';

/**
 * The dialog reads its movement from the cache, so it stays current while the list polls or pages change; a
 * reversal's original (or a reversal) on another page is read from the server.
 */
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
  const cancelWithdrawal = useCancelWithdrawal();
  return (
    <TransactionDetailsDialog
      transaction={transaction}
      onClose={onClose}
      cancelling={cancelWithdrawal.cancellingId === id}
      onCancelWithdrawal={cancelWithdrawal.cancel}
      onOpenTransaction={onOpen}
    >
      {transaction ? <TransactionDisputes transactionId={transaction.id} /> : null}
    </TransactionDetailsDialog>
  );
}

export function MyHistoryPage() {
  const [params, setParams] = useAddressState(readHistoryParams, historySearch);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const filter = historyFilter(params);

  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useQuery(
    MyHistoryQuery,
    {
      variables: { filter, page: params.page, limit: PAGE_SIZE_DEFAULT },
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: false,
    },
  );
  const list = (data ?? previousData)?.myTransactions;
  const items = list?.items ?? [];
  usePollWhilePending(getFragmentData(TransactionFieldsFragment, items), { startPolling, stopPolling });

  const { pagination, pages } = usePagedList({
    params,
    setParams,
    current: data?.myTransactions.pagination,
    shown: list?.pagination,
  });

  const onFilters = (filters: HistoryFilterValues) => setParams({ ...filters, page: 1 });
  const filtered = Boolean(filter);

  return (
    <Page width="wide">
      <title>My History · Wallet</title>
      <PageHeader
        title="My History"
        lead="Every movement of your wallet: money in, money out, and where it stands."
      />
      <HistoryFilters type={params.type} status={params.status} onChange={onFilters} />
      <StatementDownload filters={{ type: params.type, status: params.status }} />
      {error && !list ? (
        <RetryAlert title={HISTORY_ERROR_MESSAGE} onRetry={refetch}>
          {serverMessage(error, 'Please check your connection and try again.')}
        </RetryAlert>
      ) : (
        <>
          <HistorySummary summary={list?.summary} loading={loading} />
          <Panel aria-labelledby="history-table-title">
            <PanelTitle id="history-table-title">Transactions</PanelTitle>
            <ListStates
              items={list?.items}
              loadingTitle="Loading transactions..."
              empty={
                <StateMessage
                  kind="empty"
                  icon={ClockIcon}
                  title="No transactions found"
                  action={
                    filtered ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onFilters({ type: null, status: null })}
                      >
                        Clear filters
                      </Button>
                    ) : null
                  }
                >
                  {filtered ? 'Try another type or status.' : 'Money you add, send or receive shows up here.'}
                </StateMessage>
              }
            >
              {(items) => <TransactionTable transactions={items} onView={setSelectedId} busy={loading} />}
            </ListStates>
            {pagination && pages ? (
              <PanelFooter>
                <Pagination {...pages} />
                <p>{`Page ${pagination.currentPage} of ${pagination.totalPages} · ${transactionCount(pagination.totalItems)}`}</p>
              </PanelFooter>
            ) : null}
          </Panel>
        </>
      )}
      {selectedId ? (
        <SelectedTransactionDialog
          key={selectedId}
          id={selectedId}
          onClose={() => setSelectedId(null)}
          onOpen={setSelectedId}
        />
      ) : null}
    </Page>
  );
}
