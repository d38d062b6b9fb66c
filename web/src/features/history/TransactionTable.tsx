// My History's table (SPEC.md §2): id (last 8), description, the other party, type, status, signed amount (with the
// refund and net change of a cancelled or failed withdrawal), date, View.
import styled from 'styled-components';
import { DataTable } from '../../components/DataTable';
import { CellText } from '../../components/Table';
import { TransactionAmount } from '../../components/TransactionAmount';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import type { TransactionFieldsFragment as TransactionFields } from '../../gql/graphql';
import { TransactionFieldsFragment } from '../../money/fragments';
import { counterpartyName } from '../../money/transaction-display';
import {
  dateColumn,
  shortIdColumn,
  statusColumn,
  typeColumn,
  viewColumn,
} from '../../money/transaction-columns';

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
          card: 'detail',
          cell: (transaction) =>
            transaction.description ? (
              <CellText>{transaction.description}</CellText>
            ) : (
              <Muted>No description</Muted>
            ),
        },
        {
          header: 'Recipient / Sender',
          card: 'title',
          cell: (transaction) => {
            const name = counterpartyName(transaction);
            return name ? <CellText $widthMax="12rem">{name}</CellText> : <Muted>—</Muted>;
          },
        },
        typeColumn(onView),
        statusColumn(),
        {
          header: 'Amount',
          align: 'end',
          card: 'amount',
          cell: ({ amount, fee, refunded, direction }) => (
            <TransactionAmount amount={amount} fee={fee} refunded={refunded} direction={direction} />
          ),
        },
        dateColumn(),
        viewColumn(onView),
      ]}
    />
  );
}
