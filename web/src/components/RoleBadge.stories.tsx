// A person's role: User, Agent, Admin, all three together, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RoleBadge } from './RoleBadge';

const meta = {
  title: 'Components/RoleBadge',
  component: RoleBadge,
  args: { role: 'USER' },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Agent: Story = { args: { role: 'AGENT' } };

export const Admin: Story = { args: { role: 'ADMIN' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <RoleBadge role="USER" />
      <RoleBadge role="AGENT" />
      <RoleBadge role="ADMIN" />
    </div>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
