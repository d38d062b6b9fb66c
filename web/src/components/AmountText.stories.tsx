// A signed amount: money out (red, minus), money in (green, plus), large, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountText } from './AmountText';

const meta = {
  title: 'Components/AmountText',
  component: AmountText,
  args: { amount: '25.00', direction: 'DEBIT' },
} satisfies Meta<typeof AmountText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Credit: Story = { args: { amount: '1234.50', direction: 'CREDIT' } };

export const Large: Story = { args: { amount: '1000000.00', direction: 'CREDIT', size: 'lg' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <AmountText amount="0.01" direction="DEBIT" />
      <AmountText amount="25.00" direction="CREDIT" />
      <AmountText amount="1234.50" direction="DEBIT" size="lg" />
    </div>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
