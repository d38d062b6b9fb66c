// All Wallets' table "Wallet Details" (SPEC.md §2): the owner (name, e-mail, role), wallet id, balance, status,
// daily and monthly spending with their counts, created, and Block or Unblock; User, Balance and Created sort.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { Button } from '../../../components/Button';
import { DataTable } from '../../../components/DataTable';
import type { DataColumn } from '../../../components/DataTable';
import { DateTimeText } from '../../../components/DateTimeText';
import { ChevronDownIcon } from '../../../components/icons';
import { RoleBadge } from '../../../components/RoleBadge';
import { WalletStatusBadge } from '../../../components/WalletStatusBadge';
import { getFragmentData, graphql } from '../../../gql';
import type { FragmentType } from '../../../gql';
import type {
  WalletTable_WalletFragment as WalletTable_Wallet,
  SortOrder,
  WalletSortField,
} from '../../../gql/graphql';
import { countOf } from '../../../lib/format-count';
import { PersonCell } from '../admin-table-cells';

export const WalletTable_WalletFragment = graphql(`
  fragment WalletTable_Wallet on Wallet {
    id
    balance
    isBlocked
    dailySpentAmount
    dailyTransactionCount
    monthlySpentAmount
    monthlyTransactionCount
    createdAt
    updatedAt
    user {
      id
      name
      email
      role
      isClosed
    }
  }
`);

export type AdminWallet = WalletTable_Wallet;

const Stack = styled.div`
  display: grid;
  gap: 0.125rem;
  justify-items: start;
`;

const Strong = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// A wallet id (36 characters) in two even lines rather than a column of fragments.
const Mono = styled.span`
  display: inline-block;
  min-width: 19ch;
  max-width: 19ch;
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
  word-break: break-all;
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const SortIcon = styled(ChevronDownIcon)<{ $state: 'ascending' | 'descending' | 'none' }>`
  opacity: ${({ $state }) => ($state === 'none' ? 0.4 : 1)};
  transform: ${({ $state }) => ($state === 'ascending' ? 'rotate(180deg)' : 'none')};
`;

/** "1 transaction", "3 transactions". */
function transactionCount(count: number): string {
  return countOf(count, 'transaction', 'transactions');
}

interface Sorting {
  sortBy: WalletSortField;
  sortOrder: SortOrder;
  onSort: (field: WalletSortField) => void;
}

/** A column the rows can be sorted by: its header is a button, and it says how the rows are sorted now. */
function sortableColumn(
  field: WalletSortField,
  label: string,
  { sortBy, sortOrder, onSort }: Sorting,
  column: Omit<DataColumn<AdminWallet>, 'header' | 'sort' | 'label'>,
): DataColumn<AdminWallet> {
  const state = sortBy === field ? (sortOrder === 'ASC' ? 'ascending' : 'descending') : 'none';
  return {
    ...column,
    label,
    sort: state,
    header: (
      <SortButton type="button" onClick={() => onSort(field)}>
        {label}
        <SortIcon size={14} aria-hidden="true" $state={state} />
      </SortButton>
    ),
  };
}

interface WalletTableProps {
  wallets: readonly FragmentType<typeof WalletTable_WalletFragment>[];
  sortBy: WalletSortField;
  sortOrder: SortOrder;
  onSort: (field: WalletSortField) => void;
  /** Block or Unblock was pressed on this wallet. */
  onToggleBlocked: (wallet: AdminWallet) => void;
  /** The table is being refreshed (a new page, filter or sort): it stays, marked busy. */
  busy?: boolean;
}

export function WalletTable({
  wallets: refs,
  sortBy,
  sortOrder,
  onSort,
  onToggleBlocked,
  busy = false,
}: WalletTableProps) {
  const sorting = { sortBy, sortOrder, onSort };
  const owner = (wallet: AdminWallet) => wallet.user?.name ?? 'Unknown';
  return (
    <DataTable
      label="Wallets table"
      caption="Wallet Details"
      rows={getFragmentData(WalletTable_WalletFragment, refs)}
      rowKey={(wallet) => wallet.id}
      busy={busy}
      columns={[
        sortableColumn('NAME', 'User', sorting, {
          card: 'title',
          cell: (wallet) => (
            <PersonCell name={owner(wallet)} email={wallet.user?.email ?? 'No email'}>
              {wallet.user ? <RoleBadge role={wallet.user.role} /> : null}
            </PersonCell>
          ),
        }),
        { header: 'Wallet ID', cell: (wallet) => <Mono>{wallet.id}</Mono> },
        sortableColumn('BALANCE', 'Balance', sorting, {
          align: 'end',
          card: 'amount',
          cell: (wallet) => <Strong>{formatMoney(wallet.balance)}</Strong>,
        }),
        {
          header: 'Status',
          card: 'status',
          cell: (wallet) => (
            <WalletStatusBadge isBlocked={wallet.isBlocked} isClosed={wallet.user?.isClosed ?? false} />
          ),
        },
        {
          header: 'Daily Spending',
          cell: (wallet) => (
            <Stack>
              <Strong>{formatMoney(wallet.dailySpentAmount)}</Strong>
              <Muted>{transactionCount(wallet.dailyTransactionCount)}</Muted>
            </Stack>
          ),
        },
        {
          header: 'Monthly Spending',
          cell: (wallet) => (
            <Stack>
              <Strong>{formatMoney(wallet.monthlySpentAmount)}</Strong>
              <Muted>{transactionCount(wallet.monthlyTransactionCount)}</Muted>
            </Stack>
          ),
        },
        sortableColumn('CREATED_AT', 'Created', sorting, {
          cell: (wallet) => <DateTimeText iso={wallet.createdAt} />,
        }),
        {
          header: 'Actions',
          card: 'action',
          // A closed account's wallet stays blocked for good (the api refuses to unblock it): nothing to offer.
          cell: (wallet) =>
            wallet.user?.isClosed ? (
              <Muted>Closed</Muted>
            ) : (
              <Button
                variant={wallet.isBlocked ? 'secondary' : 'danger'}
                size="sm"
                aria-label={`${wallet.isBlocked ? 'Unblock' : 'Block'} wallet of ${owner(wallet)}`}
                onClick={() => onToggleBlocked(wallet)}
              >
                {wallet.isBlocked ? 'Unblock' : 'Block'}
              </Button>
            ),
        },
      ]}
    />
  );
}
