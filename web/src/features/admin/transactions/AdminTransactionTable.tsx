// All Transactions' table (SPEC.md §2): "#" and the id's last 8 with the description, type, status, amount, who
// made it (name and e-mail, or "Unknown" and "No email"), created, and View for the details.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { DataTable } from '../../../components/DataTable';
import { CellText } from '../../../components/Table';
import { getFragmentData, graphql } from '../../../gql';
import type { FragmentType } from '../../../gql';
import { dateColumn, statusColumn, typeColumn, viewColumn } from '../../../money/transaction-columns';
import { TransactionFieldsFragment } from '../../../money/fragments';
import { shortTransactionId } from '../../../money/transaction-display';
import { PersonCell } from '../admin-table-cells';

export const AdminTransactionTable_TransactionFragment = graphql(`
  fragment AdminTransactionTable_Transaction on Transaction {
    id
    ...TransactionFields
    user {
      id
      name
      email
    }
  }
`);

const Stack = styled.div`
  display: grid;
  gap: 0.125rem;
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

interface AdminTransactionTableProps {
  transactions: readonly FragmentType<typeof AdminTransactionTable_TransactionFragment>[];
  onView: (id: string) => void;
  /** The table is being refreshed (a new page or filter): it stays, marked busy. */
  busy?: boolean;
}

export function AdminTransactionTable({
  transactions: refs,
  onView,
  busy = false,
}: AdminTransactionTableProps) {
  // The movement's own fields, and who made it.
  const rows = getFragmentData(AdminTransactionTable_TransactionFragment, refs).map((row) => ({
    ...getFragmentData(TransactionFieldsFragment, row),
    user: row.user,
  }));
  return (
    <DataTable
      label="Transactions table"
      caption="All transactions"
      rows={rows}
      rowKey={(transaction) => transaction.id}
      busy={busy}
      columns={[
        {
          header: 'Transaction',
          card: 'detail',
          cell: (transaction) => (
            <Stack>
              <Mono title={transaction.id}>{`#${shortTransactionId(transaction.id)}`}</Mono>
              {transaction.description ? (
                <CellText>{transaction.description}</CellText>
              ) : (
                <Muted>No description</Muted>
              )}
            </Stack>
          ),
        },
        typeColumn(onView),
        statusColumn(),
        {
          header: 'Amount',
          align: 'end',
          card: 'amount',
          cell: (transaction) => <Amount>{formatMoney(transaction.amount)}</Amount>,
        },
        {
          header: 'User',
          card: 'title',
          cell: ({ user }) => <PersonCell name={user?.name ?? 'Unknown'} email={user?.email ?? 'No email'} />,
        },
        dateColumn('Created'),
        viewColumn(onView, 'Actions'),
      ]}
    />
  );
}
