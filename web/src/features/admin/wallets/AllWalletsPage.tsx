// /admin/all-wallets (SPEC.md §2, DESIGN.md §9 items 3 and 13): every wallet, searched, filtered and sorted by the
// server with the choices in the address; summary cards over every match; Block/Unblock after a confirmation.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import {
  Page,
  PageHeader,
  PageLead,
  Panel,
  PanelFooter,
  PanelTitle,
} from '../../../components/DashboardPage';
import { WalletIcon } from '../../../components/icons';
import { ListStates } from '../../../components/ListStates';
import { Pagination } from '../../../components/Pagination';
import { RetryAlert } from '../../../components/RetryAlert';
import { StateMessage } from '../../../components/StateMessage';
import { graphql } from '../../../gql';
import type { WalletSortField, WalletStatusFilter } from '../../../gql/graphql';
import { countOf, formatCount } from '../../../lib/format-count';
import { useAddressState } from '../../../lib/use-address-state';
import { usePagedList } from '../../../lib/use-paged-list';
import { useSearchBox } from '../use-search-box';
import { BlockWalletDialog } from './BlockWalletDialog';
import { useSetWalletBlocked } from './use-set-wallet-blocked';
import {
  defaultWalletListParams,
  isFiltered,
  nextSort,
  readWalletListParams,
  walletListInput,
  walletListSearch,
} from './wallet-search-params';
import { WalletFilters } from './WalletFilters';
import { WalletSummaryCards } from './WalletSummaryCards';
import { WalletTable } from './WalletTable';
import type { AdminWallet } from './WalletTable';

export const AdminWalletsQuery = graphql(`
  query AdminWallets($input: WalletListInput) {
    wallets(input: $input) {
      items {
        id
        ...WalletTable_Wallet
      }
      pagination {
        ...PagedList_Pagination
      }
      summary {
        totalWallets
        activeWallets
        blockedWallets
        totalBalance
        averageBalance
      }
    }
  }
`);

const Lines = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
`;

/** "Showing 11 to 20 of 45 wallets". */
export function showingRange(page: number, perPage: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);
  return `Showing ${formatCount(first)} to ${formatCount(last)} of ${countOf(total, 'wallet', 'wallets')}`;
}

/** SPEC.md §2: a new page starts at the top; smoothly, unless the reader asked for less motion. */
function scrollToTop() {
  const lessMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: lessMotion ? 'auto' : 'smooth' });
}

export function AllWalletsPage() {
  const [params, setParams] = useAddressState(readWalletListParams, walletListSearch);

  // The box shows what is typed at once; the address (and so the query) follows once typing pauses.
  const [typed, setTyped] = useSearchBox(params.search, (search) =>
    setParams({ ...params, search, page: 1 }, { replace: true }),
  );

  const { data, previousData, loading, error, refetch } = useQuery(AdminWalletsQuery, {
    variables: { input: walletListInput(params) },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.wallets;
  const { pagination } = usePagedList({
    params,
    setParams,
    current: data?.wallets.pagination,
    shown: list?.pagination,
  });

  const [target, setTarget] = useState<AdminWallet | null>(null);
  const { setBlocked, busy } = useSetWalletBlocked();
  const confirmBlock = async (reason: string) => {
    if (!target) return;
    const changed = await setBlocked(target.id, !target.isBlocked, reason);
    if (!changed) return;
    setTarget(null);
    // The row already shows the answer; the summary's counts come from the server.
    await refetch().catch(() => undefined);
  };

  const onSort = (field: WalletSortField) => setParams({ ...params, ...nextSort(params, field), page: 1 });
  const onStatus = (status: WalletStatusFilter) => setParams({ ...params, status, page: 1 });
  const onClear = () => {
    setTyped('');
    setParams(defaultWalletListParams);
  };
  const onPage = (page: number) => {
    setParams({ ...params, page });
    scrollToTop();
  };
  const filtered = isFiltered(params);

  return (
    <Page width="wide">
      <title>All Wallets · Wallet</title>
      <PageHeader title="All Wallets" lead="Manage and monitor all user wallets" />
      {error && !list ? null : <WalletSummaryCards summary={list?.summary} loading={loading} />}
      <WalletFilters
        search={typed}
        status={params.status}
        onSearchChange={setTyped}
        onStatusChange={onStatus}
        onClear={onClear}
      />
      {error && !list ? (
        <RetryAlert title="Failed to load wallets" onRetry={refetch}>
          Unable to fetch wallet information.
        </RetryAlert>
      ) : (
        <Panel aria-labelledby="wallet-details-title">
          <div>
            <PanelTitle id="wallet-details-title">Wallet Details</PanelTitle>
            <PageLead>Detailed information about all user wallets</PageLead>
          </div>
          <ListStates
            items={list?.items}
            loadingTitle="Loading wallets..."
            empty={
              <StateMessage kind="empty" icon={WalletIcon} title="No wallets found">
                {filtered ? 'Try adjusting your search or filters.' : 'No wallets are currently available.'}
              </StateMessage>
            }
          >
            {(wallets) => (
              <WalletTable
                wallets={wallets}
                sortBy={params.sortBy}
                sortOrder={params.sortOrder}
                onSort={onSort}
                onToggleBlocked={setTarget}
                busy={loading}
              />
            )}
          </ListStates>
          {pagination && pagination.totalItems > 0 ? (
            <PanelFooter>
              <Lines>
                <p>{showingRange(pagination.currentPage, pagination.itemsPerPage, pagination.totalItems)}</p>
                <p>{`Page ${pagination.currentPage} of ${pagination.totalPages}`}</p>
              </Lines>
              <Pagination
                currentPage={Math.min(params.page, pagination.totalPages)}
                totalPages={pagination.totalPages}
                onPageChange={onPage}
              />
            </PanelFooter>
          ) : null}
        </Panel>
      )}
      <BlockWalletDialog
        wallet={target}
        busy={busy}
        onConfirm={(reason) => void confirmBlock(reason)}
        onCancel={() => setTarget(null)}
      />
    </Page>
  );
}
