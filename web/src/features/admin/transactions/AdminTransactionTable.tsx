// All Transactions' table (SPEC.md §2): "#" and the id's last 8 with the description, type, status, amount, who
// made it (name and e-mail, or "Unknown" and "No email"), created, and View for the details.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { Button } from '../../../components/Button';
import { StatusBadge } from '../../../components/StatusBadge';
import { Table, TableFrame } from '../../../components/Table';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { getFragmentData, graphql } from '../../../gql';
import type { FragmentType } from '../../../gql';
import { formatDateTime } from '../../../lib/format-date';
import { TransactionFieldsFragment } from '../../wallet/fragments';
import { shortTransactionId, transactionTypeLabel } from '../../wallet/transaction-display';

export const AdminTransactionRowFragment = graphql(`
  fragment AdminTransactionRow on Transaction {
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

const Strong = styled.span`
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

const NoWrap = styled.span`
  white-space: nowrap;
`;

interface AdminTransactionTableProps {
  transactions: readonly FragmentType<typeof AdminTransactionRowFragment>[];
  onView: (id: string) => void;
  /** The table is being refreshed (a new page or filter): it stays, marked busy. */
  busy?: boolean;
}

export function AdminTransactionTable({
  transactions: refs,
  onView,
  busy = false,
}: AdminTransactionTableProps) {
  const rows = getFragmentData(AdminTransactionRowFragment, refs);
  return (
    <TableFrame label="Transactions table">
      <Table aria-busy={busy || undefined}>
        <VisuallyHidden as="caption">All transactions</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Transaction</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col" data-align="end">
              Amount
            </th>
            <th scope="col">User</th>
            <th scope="col">Created</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const transaction = getFragmentData(TransactionFieldsFragment, row);
            const shortId = shortTransactionId(transaction.id);
            return (
              <tr key={transaction.id}>
                <td>
                  <Stack>
                    <Mono title={transaction.id}>{`#${shortId}`}</Mono>
                    {transaction.description ? (
                      <span>{transaction.description}</span>
                    ) : (
                      <Muted>No description</Muted>
                    )}
                  </Stack>
                </td>
                <td>{transactionTypeLabel(transaction.type)}</td>
                <td>
                  <StatusBadge status={transaction.status} />
                </td>
                <td data-align="end">
                  <Amount>{formatMoney(transaction.amount)}</Amount>
                </td>
                <td>
                  <Stack>
                    <Strong>{row.user?.name ?? 'Unknown'}</Strong>
                    <Muted>{row.user?.email ?? 'No email'}</Muted>
                  </Stack>
                </td>
                <td>
                  <NoWrap>{formatDateTime(transaction.createdAt)}</NoWrap>
                </td>
                <td>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`View transaction ${shortId}`}
                    onClick={() => onView(transaction.id)}
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
  );
}
