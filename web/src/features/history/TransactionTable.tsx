// My History's table (SPEC.md §2): id (last 8), description, the other party, type, status, signed amount, date, View.
import styled from 'styled-components';
import { AmountText } from '../../components/AmountText';
import { DataTable } from '../../components/DataTable';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import type { TransactionFieldsFragment as TransactionFields } from '../../gql/graphql';
import { TransactionFieldsFragment } from '../wallet/fragments';
import { counterpartyName } from '../wallet/transaction-display';
import { dateColumn, shortIdColumn, statusColumn, typeColumn, viewColumn } from './transaction-columns';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface TransactionTableProps {
  transactions: readonly FragmentType<typeof TransactionFieldsFragment>[];
  onView: (id: string) => void;
  /** The table is being refreshed (a new page or filter): it stays, marked busy. */
  busy?: boolean;
}

export function TransactionTable({ transactions: refs, onView, busy = false }: TransactionTableProps) {
  return (
    <DataTable<TransactionFields>
      label="Transaction history"
      caption="Transaction history"
      rows={getFragmentData(TransactionFieldsFragment, refs)}
      rowKey={(transaction) => transaction.id}
      busy={busy}
      columns={[
        shortIdColumn(),
        {
          header: 'Description',
          cell: (transaction) => transaction.description ?? <Muted>No description</Muted>,
        },
        {
          header: 'Recipient / Sender',
          cell: (transaction) => counterpartyName(transaction) ?? <Muted>—</Muted>,
        },
        typeColumn(),
        statusColumn(),
        {
          header: 'Amount',
          align: 'end',
          cell: (transaction) => <AmountText amount={transaction.amount} direction={transaction.direction} />,
        },
        dateColumn(),
        viewColumn(onView),
      ]}
    />
  );
}
