// The dashboard frame for each role: expanded and icon-only sidebar, the mobile sheet, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../components/Button';
import { DashboardLayout } from './DashboardLayout';
import { WelcomeCard } from './WelcomeCard';

const people = {
  user: { name: 'Alice Rahman', email: 'alice@wallet.local', role: 'user' },
  agent: { name: 'Maya Thompson', email: 'agent@wallet.local', role: 'agent' },
  admin: { name: 'Admin', email: 'admin@wallet.local', role: 'admin' },
} as const;

const meta = {
  title: 'Dashboard/DashboardLayout',
  component: DashboardLayout,
  args: {
    user: people.user,
    onLogout: () => undefined,
    defaultSidebarOpen: true,
    children: (
      <WelcomeCard user={{ ...people.user, isApproved: true, createdAt: '2026-01-05T15:00:00.000Z' }} />
    ),
  },
  parameters: { layout: 'fullscreen', route: '/user/overview' },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const User: Story = {};

export const Agent: Story = {
  args: { user: people.agent },
  parameters: { route: '/agent/overview' },
};

export const Admin: Story = {
  args: { user: people.admin },
  parameters: { route: '/admin/update-user' },
};

/** With an action in the sidebar's footer, above the person (the dashboards put Restart Tour there). */
export const WithSidebarAction: Story = {
  args: {
    sidebarAction: (
      <Button variant="secondary" size="sm" fullWidth>
        Restart Tour
      </Button>
    ),
  },
};

export const Collapsed: Story = { args: { defaultSidebarOpen: false } };

export const Dark: Story = { globals: { theme: 'dark' } };
