// The overview's welcome card for each role, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WelcomeCard } from './WelcomeCard';

const meta = {
  title: 'Dashboard/WelcomeCard',
  component: WelcomeCard,
  args: {
    user: {
      name: 'Alice Rahman',
      email: 'alice@wallet.local',
      role: 'user',
      isApproved: true,
      createdAt: '2026-01-05T15:00:00.000Z',
    },
  },
} satisfies Meta<typeof WelcomeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const User: Story = {};

export const PendingAgent: Story = {
  args: {
    user: {
      name: 'Maya Thompson',
      email: 'agent@wallet.local',
      role: 'agent',
      isApproved: false,
      createdAt: '2026-02-10T09:30:00.000Z',
    },
  },
};

export const Admin: Story = {
  args: {
    user: {
      name: 'Admin',
      email: 'admin@wallet.local',
      role: 'admin',
      isApproved: true,
      createdAt: '2025-12-01T08:00:00.000Z',
    },
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
