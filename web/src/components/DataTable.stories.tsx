// A table from its columns: a few rows with an amount column and a hidden-header action, sorted, busy, empty, dark;
// and the same columns as a phone's list of cards (default, loading, empty, error, a long name, light and dark).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountText } from './AmountText';
import { Button } from './Button';
import { DataTable } from './DataTable';
import type { DataColumn, DataTableLayout } from './DataTable';
import { ListStates } from './ListStates';
import { RetryAlert } from './RetryAlert';
import { StateMessage } from './StateMessage';
import { StatusBadge } from './StatusBadge';
import { VisuallyHidden } from './VisuallyHidden';

interface SampleRow {
  id: string;
  description: string;
  party: string;
  date: string;
  status: 'COMPLETED' | 'PENDING';
  amount: string;
  direction: 'DEBIT' | 'CREDIT';
}

const rows: SampleRow[] = [
  {
    id: 'a1',
    description: 'Dinner',
    party: 'Bob Karim',
    date: 'Nov 21, 2026, 10:04 PM',
    status: 'COMPLETED',
    amount: '25.00',
    direction: 'DEBIT',
  },
  {
    id: 'b2',
    description: 'Salary',
    party: 'Acme Payroll',
    date: 'Nov 20, 2026, 9:00 AM',
    status: 'PENDING',
    amount: '1500.00',
    direction: 'CREDIT',
  },
];

/** A 60-character name without a space and a long description: the card breaks them rather than the page. */
const longRow: SampleRow = {
  id: 'c3',
  description: 'Rent for the flat on the corner of a street with a very long name indeed',
  party: `Bartholomew${'x'.repeat(37)}Featherstone`,
  date: 'Nov 19, 2026, 6:30 PM',
  status: 'COMPLETED',
  amount: '12500.00',
  direction: 'DEBIT',
};

function columns(sorted: boolean): DataColumn<SampleRow>[] {
  return [
    {
      header: 'Description',
      cell: (row) => row.description,
      ...(sorted ? { sort: 'ascending' } : {}),
    },
    { header: 'Party', card: 'title', cell: (row) => row.party },
    { header: 'Status', card: 'status', cell: (row) => <StatusBadge status={row.status} /> },
    { header: 'Date', cell: (row) => row.date },
    {
      header: 'Amount',
      align: 'end',
      card: 'amount',
      cell: (row) => <AmountText amount={row.amount} direction={row.direction} />,
    },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      card: 'action',
      cell: (row) => (
        <Button variant="secondary" size="sm" aria-label={`View ${row.description}`}>
          View
        </Button>
      ),
    },
  ];
}

type SampleState = 'rows' | 'loading' | 'empty' | 'error';

function SampleTable({
  sorted = false,
  busy = false,
  layout = 'table',
  state = 'rows',
  long = false,
}: {
  sorted?: boolean;
  busy?: boolean;
  /** `cards` is the phone's look, whatever the canvas's width. */
  layout?: DataTableLayout;
  /** As a list page shows it: its rows, loading, an empty answer or a failure (ListStates, RetryAlert). */
  state?: SampleState;
  /** Adds a row with a 60-character name. */
  long?: boolean;
}) {
  if (state === 'error') {
    return (
      <RetryAlert title="Error loading transactions" onRetry={() => undefined}>
        Please check your connection and try again.
      </RetryAlert>
    );
  }
  const items = state === 'loading' ? undefined : state === 'empty' ? [] : long ? [...rows, longRow] : rows;
  return (
    <ListStates
      items={items}
      loadingTitle="Loading transactions..."
      empty={
        <StateMessage kind="empty" title="No transactions found">
          Money you add, send or receive shows up here.
        </StateMessage>
      }
    >
      {(shown) => (
        <DataTable
          label="Transactions"
          caption="Transactions"
          columns={columns(sorted)}
          rows={shown}
          rowKey={(row) => row.id}
          busy={busy}
          layout={layout}
        />
      )}
    </ListStates>
  );
}

const meta = {
  title: 'Components/DataTable',
  component: SampleTable,
  subcomponents: { DataTable },
} satisfies Meta<typeof SampleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sorted: Story = { args: { sorted: true } };

export const Busy: Story = { args: { busy: true } };

export const Empty: Story = { args: { state: 'empty' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** The phone's look (below 768 px): one card a row, the party and amount on top, the action at the foot. */
export const Cards: Story = { args: { layout: 'cards' } };

export const CardsSorted: Story = { args: { layout: 'cards', sorted: true } };

export const CardsBusy: Story = { args: { layout: 'cards', busy: true } };

export const CardsLoading: Story = { args: { layout: 'cards', state: 'loading' } };

export const CardsEmpty: Story = { args: { layout: 'cards', state: 'empty' } };

export const CardsError: Story = { args: { layout: 'cards', state: 'error' } };

export const CardsLongName: Story = { args: { layout: 'cards', long: true } };

export const CardsDark: Story = { args: { layout: 'cards', long: true }, globals: { theme: 'dark' } };
