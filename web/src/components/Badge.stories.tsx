// A state pill: each tone, with an icon, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones } from './Badge';
import { CheckIcon, LockIcon } from './icons';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Active' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = { args: { icon: CheckIcon, children: 'Completed' } };

export const Blocked: Story = { args: { tone: 'danger', icon: LockIcon, children: 'Blocked' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
