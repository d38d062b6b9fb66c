// /admin/all-transaction (SPEC.md §2, DESIGN.md §9 item 5, docs/admin.md): every movement on the platform, once
// each, filtered by kind and status in the address; cards over every match; View opens the real details.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { Page, PageHeader, Panel, PanelFooter, PanelTitle } from '../../../components/DashboardPage';
import { ClockIcon } from '../../../components/icons';
import { ListStates } from '../../../components/ListStates';
import { Pagination } from '../../../components/Pagination';
import { RetryAlert } from '../../../components/RetryAlert';
import { StateMessage } from '../../../components/StateMessage';
import { graphql } from '../../../gql';
import { transactionCount } from '../../../lib/format-count';
import { serverMessage } from '../../../lib/graphql-errors';
import { useAddressState } from '../../../lib/use-address-state';
import { usePagedList } from '../../../lib/use-paged-list';
import { HistoryFilters } from '../../../money/HistoryFilters';
import type { HistoryFilterValues } from '../../../money/HistoryFilters';
import { TransactionDetailsDialog } from '../../../money/TransactionDetailsDialog';
import { useTransaction } from '../../../money/use-transaction';
import {
  adminTransactionFilter,
  adminTransactionSearch,
  adminTypeOptions,
  readAdminTransactionParams,
} from './admin-transaction-search-params';
import { proposeReversalAction } from '../propose-reversal-action';
import { AdminTransactionSummary } from './AdminTransactionSummary';
import { AdminTransactionTable } from './AdminTransactionTable';

export const AdminTransactionsQuery = graphql(`
  query AdminTransactions($filter: AdminTransactionFilter, $page: Int, $limit: Int) {
    transactions(filter: $filter, page: $page, limit: $limit) {
      items {
        id
        ...AdminTransactionTable_Transaction
      }
      pagination {
        ...PagedList_Pagination
      }
      summary {
        totalCount
        completedCount
        pendingCount
        failedCount
        cancelledCount
        completedAmount
      }
    }
  }
`);

export const ADMIN_TRANSACTIONS_ERROR = 'Error loading transactions';

/**
 * The dialog reads its movement from the cache, so it stays as it is while pages or filters change; a reversal's
 * original (or a reversal) on another page is read from the server.
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
  return (
    <TransactionDetailsDialog
      transaction={transaction}
      onClose={onClose}
      actions={proposeReversalAction}
      onOpenTransaction={onOpen}
    />
  );
}

export function AllTransactionsPage() {
  const [params, setParams] = useAddressState(readAdminTransactionParams, adminTransactionSearch);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const filter = adminTransactionFilter(params);

  const { data, previousData, loading, error, refetch } = useQuery(AdminTransactionsQuery, {
    variables: { filter, page: params.page, limit: PAGE_SIZE_DEFAULT },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.transactions;
  const { pagination, pages } = usePagedList({
    params,
    setParams,
    current: data?.transactions.pagination,
    shown: list?.pagination,
  });

  const onFilters = (filters: HistoryFilterValues) => setParams({ ...filters, page: 1 });
  const filtered = Boolean(filter);

  return (
    <Page width="wide">
      <title>All Transactions · Wallet</title>
      <PageHeader
        title="All Transactions"
        lead="Every movement on the platform, once each, with who made it."
      />
      <HistoryFilters
        type={params.type}
        status={params.status}
        onChange={onFilters}
        typeOptions={adminTypeOptions}
      />
      {error && !list ? (
        <RetryAlert title={ADMIN_TRANSACTIONS_ERROR} onRetry={refetch}>
          {serverMessage(error, 'Please check your connection and try again.')}
        </RetryAlert>
      ) : (
        <>
          <AdminTransactionSummary summary={list?.summary} loading={loading} />
          <Panel aria-labelledby="admin-transactions-title">
            <PanelTitle id="admin-transactions-title">Transactions</PanelTitle>
            <ListStates
              items={list?.items}
              loadingTitle="Loading transactions..."
              empty={
                <StateMessage kind="empty" icon={ClockIcon} title="No transactions found">
                  {filtered
                    ? 'Try another type or status.'
                    : 'Movements show up here as people use their wallets.'}
                </StateMessage>
              }
            >
              {(items) => (
                <AdminTransactionTable transactions={items} onView={setSelectedId} busy={loading} />
              )}
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
