// A data table in its frame: a few rows, empty, a long description wrapped by CellText, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountText } from './AmountText';
import { StatusBadge } from './StatusBadge';
import { CellText, Table, TableFrame } from './Table';

function SampleTable({ empty = false, long = false }: { empty?: boolean; long?: boolean }) {
  return (
    <TableFrame label="Transactions">
      <Table>
        <caption>Transactions</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Status</th>
            <th scope="col" data-align="end">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={3}>No transactions found</td>
            </tr>
          ) : (
            <>
              <tr>
                <td>
                  <CellText>
                    {long
                      ? 'Dinner with Maximiliana Evangelina Featherstonehaugh-Worthington at the harbour restaurant'
                      : 'Dinner'}
                  </CellText>
                </td>
                <td>
                  <StatusBadge status="COMPLETED" />
                </td>
                <td data-align="end">
                  <AmountText amount="25.00" direction="DEBIT" />
                </td>
              </tr>
              <tr>
                <td>Salary</td>
                <td>
                  <StatusBadge status="PENDING" />
                </td>
                <td data-align="end">
                  <AmountText amount="1500.00" direction="CREDIT" />
                </td>
              </tr>
            </>
          )}
        </tbody>
      </Table>
    </TableFrame>
  );
}

const meta = {
  title: 'Components/Table',
  component: SampleTable,
  subcomponents: { Table, TableFrame, CellText },
} satisfies Meta<typeof SampleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { empty: true } };

export const LongText: Story = { args: { long: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
