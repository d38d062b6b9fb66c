// A wallet's state: Active, Blocked, Closed, and all in dark.
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

/** The owner closed the account: the wallet can never be unblocked. */
export const Closed: Story = { args: { isBlocked: true, isClosed: true } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <WalletStatusBadge isBlocked={false} />
      <WalletStatusBadge isBlocked />
      <WalletStatusBadge isBlocked isClosed />
    </div>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
