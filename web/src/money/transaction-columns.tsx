// The columns every transaction table shows alike (My History, All Transactions, a person's admin page): the short
// id, type, status, date and View, each with its place on a phone's card (the type heads it, View at its foot).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import type { DataColumn } from '../components/DataTable';
import { DateTimeText } from '../components/DateTimeText';
import { StatusBadge } from '../components/StatusBadge';
import { VisuallyHidden } from '../components/VisuallyHidden';
import type { TransactionFieldsFragment as TransactionFields } from '../gql/graphql';
import { ReversalRowNote } from './ReversalLinks';
import { shortTransactionId, transactionTypeLabel } from './transaction-display';

type TransactionRow = Pick<TransactionFields, 'id' | 'type' | 'status' | 'createdAt'>;
type LinkedRow = TransactionRow & Pick<TransactionFields, 'amount' | 'reverses' | 'reversedBy'>;

const TypeCell = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  justify-items: start;
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** The id's last 8 characters; the whole id on hover. */
export function shortIdColumn<Row extends TransactionRow>(): DataColumn<Row> {
  return {
    header: 'ID',
    card: 'detail',
    cell: (transaction) => <Mono title={transaction.id}>{shortTransactionId(transaction.id)}</Mono>,
  };
}

/** The type; a reversal reads "Reversal of #…" and a reversed movement "Reversed", each opening the other's details. */
export function typeColumn<Row extends LinkedRow>(onView: (id: string) => void): DataColumn<Row> {
  return {
    header: 'Type',
    card: 'title',
    cell: (transaction) => (
      <TypeCell>
        {transactionTypeLabel(transaction.type)}
        <ReversalRowNote transaction={transaction} onView={onView} />
      </TypeCell>
    ),
  };
}

export function statusColumn<Row extends TransactionRow>(): DataColumn<Row> {
  return {
    header: 'Status',
    card: 'status',
    cell: (transaction) => <StatusBadge status={transaction.status} />,
  };
}

export function dateColumn<Row extends TransactionRow>(header = 'Date'): DataColumn<Row> {
  return { header, card: 'detail', cell: (transaction) => <DateTimeText iso={transaction.createdAt} /> };
}

/** View for the details; the header is for screen readers only unless one is given. */
export function viewColumn<Row extends TransactionRow>(
  onView: (id: string) => void,
  header: ReactNode = <VisuallyHidden>Actions</VisuallyHidden>,
): DataColumn<Row> {
  return {
    header,
    card: 'action',
    cell: (transaction) => (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`View transaction ${shortTransactionId(transaction.id)}`}
        onClick={() => onView(transaction.id)}
      >
        View
      </Button>
    ),
  };
}
