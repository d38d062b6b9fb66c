// A movement's amount: money out, money in, and a cancelled withdrawal's debit, refund and net 0.00; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransactionAmount } from './TransactionAmount';

const meta = {
  title: 'Components/TransactionAmount',
  component: TransactionAmount,
  args: { amount: '25.00', fee: '0.00', refunded: '0.00', direction: 'DEBIT' },
} satisfies Meta<typeof TransactionAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Credit: Story = { args: { amount: '1234.50', direction: 'CREDIT' } };

/** A $20.00 bank withdrawal cancelled: $22.50 left with the fee, $22.50 came back. */
export const Refunded: Story = { args: { amount: '20.00', fee: '2.50', refunded: '22.50' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'end', width: '12rem' }}>
      <TransactionAmount amount="25.00" fee="0.00" refunded="0.00" direction="DEBIT" />
      <TransactionAmount amount="40.00" fee="3.00" refunded="0.00" direction="DEBIT" />
      <TransactionAmount amount="1234.50" fee="0.00" refunded="0.00" direction="CREDIT" />
      <TransactionAmount amount="20.00" fee="2.50" refunded="22.50" direction="DEBIT" />
    </div>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
