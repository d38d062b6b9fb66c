// My History's table (SPEC.md §2): id (last 8), description, the other party, type, status, signed amount, date, View.
import styled from 'styled-components';
import { AmountText } from '../../components/AmountText';
import { Button } from '../../components/Button';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, TableFrame } from '../../components/Table';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { formatDateTime } from '../../lib/format-date';
import { TransactionFieldsFragment } from '../wallet/fragments';
import { counterpartyName, shortTransactionId, transactionTypeLabel } from '../wallet/transaction-display';

const Mono = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

interface TransactionTableProps {
  transactions: readonly FragmentType<typeof TransactionFieldsFragment>[];
  onView: (id: string) => void;
  /** The table is being refreshed (a new page or filter): it stays, marked busy. */
  busy?: boolean;
}

export function TransactionTable({ transactions: refs, onView, busy = false }: TransactionTableProps) {
  const transactions = getFragmentData(TransactionFieldsFragment, refs);
  return (
    <TableFrame label="Transaction history">
      <Table aria-busy={busy || undefined}>
        <VisuallyHidden as="caption">Transaction history</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Description</th>
            <th scope="col">Recipient / Sender</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col" data-align="end">
              Amount
            </th>
            <th scope="col">Date</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => {
            const shortId = shortTransactionId(transaction.id);
            const party = counterpartyName(transaction);
            return (
              <tr key={transaction.id}>
                <td>
                  <Mono title={transaction.id}>{shortId}</Mono>
                </td>
                <td>{transaction.description ?? <Muted>No description</Muted>}</td>
                <td>{party ?? <Muted>—</Muted>}</td>
                <td>{transactionTypeLabel(transaction.type)}</td>
                <td>
                  <StatusBadge status={transaction.status} />
                </td>
                <td data-align="end">
                  <AmountText amount={transaction.amount} direction={transaction.direction} />
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
