// All Wallets' table "Wallet Details" (SPEC.md §2): the owner (name, e-mail, role), wallet id, balance, status,
// daily and monthly spending with their counts, created, and Block or Unblock; User, Balance and Created sort.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { Button } from '../../../components/Button';
import { ChevronDownIcon } from '../../../components/icons';
import { RoleBadge } from '../../../components/RoleBadge';
import { Table, TableFrame } from '../../../components/Table';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { WalletStatusBadge } from '../../../components/WalletStatusBadge';
import { getFragmentData, graphql } from '../../../gql';
import type { FragmentType } from '../../../gql';
import type {
  AdminWalletFieldsFragment as AdminWalletFields,
  SortOrder,
  WalletSortField,
} from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';

export const AdminWalletFieldsFragment = graphql(`
  fragment AdminWalletFields on Wallet {
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
    }
  }
`);

export type AdminWallet = AdminWalletFields;

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

const Mono = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
  overflow-wrap: anywhere;
`;

const NoWrap = styled.span`
  white-space: nowrap;
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
  return `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
}

interface SortableHeaderProps {
  field: WalletSortField;
  label: string;
  sortBy: WalletSortField;
  sortOrder: SortOrder;
  onSort: (field: WalletSortField) => void;
  align?: 'end';
}

function SortableHeader({ field, label, sortBy, sortOrder, onSort, align }: SortableHeaderProps) {
  const state = sortBy === field ? (sortOrder === 'ASC' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={state} data-align={align}>
      <SortButton type="button" onClick={() => onSort(field)}>
        {label}
        <SortIcon size={14} aria-hidden="true" $state={state} />
      </SortButton>
    </th>
  );
}

interface WalletTableProps {
  wallets: readonly FragmentType<typeof AdminWalletFieldsFragment>[];
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
  const wallets = getFragmentData(AdminWalletFieldsFragment, refs);
  const sorting = { sortBy, sortOrder, onSort };
  return (
    <TableFrame label="Wallets table">
      <Table aria-busy={busy || undefined}>
        <VisuallyHidden as="caption">Wallet Details</VisuallyHidden>
        <thead>
          <tr>
            <SortableHeader field="NAME" label="User" {...sorting} />
            <th scope="col">Wallet ID</th>
            <SortableHeader field="BALANCE" label="Balance" align="end" {...sorting} />
            <th scope="col">Status</th>
            <th scope="col">Daily Spending</th>
            <th scope="col">Monthly Spending</th>
            <SortableHeader field="CREATED_AT" label="Created" {...sorting} />
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {wallets.map((wallet) => {
            const owner = wallet.user?.name ?? 'Unknown';
            return (
              <tr key={wallet.id}>
                <td>
                  <Stack>
                    <Strong>{owner}</Strong>
                    <Muted>{wallet.user?.email ?? 'No email'}</Muted>
                    {wallet.user ? <RoleBadge role={wallet.user.role} /> : null}
                  </Stack>
                </td>
                <td>
                  <Mono>{wallet.id}</Mono>
                </td>
                <td data-align="end">
                  <Strong>{formatMoney(wallet.balance)}</Strong>
                </td>
                <td>
                  <WalletStatusBadge isBlocked={wallet.isBlocked} />
                </td>
                <td>
                  <Stack>
                    <Strong>{formatMoney(wallet.dailySpentAmount)}</Strong>
                    <Muted>{transactionCount(wallet.dailyTransactionCount)}</Muted>
                  </Stack>
                </td>
                <td>
                  <Stack>
                    <Strong>{formatMoney(wallet.monthlySpentAmount)}</Strong>
                    <Muted>{transactionCount(wallet.monthlyTransactionCount)}</Muted>
                  </Stack>
                </td>
                <td>
                  <NoWrap>{formatDateTime(wallet.createdAt)}</NoWrap>
                </td>
                <td>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${wallet.isBlocked ? 'Unblock' : 'Block'} wallet of ${owner}`}
                    onClick={() => onToggleBlocked(wallet)}
                  >
                    {wallet.isBlocked ? 'Unblock' : 'Block'}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableFrame>
  );
}
