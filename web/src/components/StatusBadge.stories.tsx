// A movement's status: each value as a badge and as an icon with its label, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge, StatusIcon, transactionStatuses } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  subcomponents: { StatusIcon },
  args: { status: 'COMPLETED' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Pending: Story = { args: { status: 'PENDING' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {transactionStatuses.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        {transactionStatuses.map((status) => (
          <StatusIcon key={status} status={status} />
        ))}
      </div>
    </div>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
