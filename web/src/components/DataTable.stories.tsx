// A table from its columns: a few rows with an amount column and a hidden-header action, sorted, busy, empty, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountText } from './AmountText';
import { Button } from './Button';
import { DataTable } from './DataTable';
import type { DataColumn } from './DataTable';
import { StatusBadge } from './StatusBadge';
import { VisuallyHidden } from './VisuallyHidden';

interface SampleRow {
  id: string;
  description: string;
  status: 'COMPLETED' | 'PENDING';
  amount: string;
  direction: 'DEBIT' | 'CREDIT';
}

const rows: SampleRow[] = [
  { id: 'a1', description: 'Dinner', status: 'COMPLETED', amount: '25.00', direction: 'DEBIT' },
  { id: 'b2', description: 'Salary', status: 'PENDING', amount: '1500.00', direction: 'CREDIT' },
];

function columns(sorted: boolean): DataColumn<SampleRow>[] {
  return [
    { header: 'Description', cell: (row) => row.description, ...(sorted ? { sort: 'ascending' } : {}) },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: 'Amount',
      align: 'end',
      cell: (row) => <AmountText amount={row.amount} direction={row.direction} />,
    },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (row) => (
        <Button variant="secondary" size="sm" aria-label={`View ${row.description}`}>
          View
        </Button>
      ),
    },
  ];
}

function SampleTable({
  empty = false,
  sorted = false,
  busy = false,
}: {
  empty?: boolean;
  sorted?: boolean;
  busy?: boolean;
}) {
  return (
    <DataTable
      label="Transactions"
      caption="Transactions"
      columns={columns(sorted)}
      rows={empty ? [] : rows}
      rowKey={(row) => row.id}
      busy={busy}
    />
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

export const Empty: Story = { args: { empty: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
