// A wallet's state: Active, Blocked, and both in dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletStatusBadge } from './WalletStatusBadge';

const meta = {
  title: 'Components/WalletStatusBadge',
  component: WalletStatusBadge,
  args: { isBlocked: false },
} satisfies Meta<typeof WalletStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const Blocked: Story = { args: { isBlocked: true } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <WalletStatusBadge isBlocked={false} />
      <WalletStatusBadge isBlocked />
    </div>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
