// The User Details dialog (a user, an approved agent, a suspended agent with a blocked wallet, an admin without a
// wallet) and the account status badges in every state; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { AccountStatusBadges, AgentStatusBadge, EmailStatusBadge } from './AccountStatusBadges';
import { AdminUserDetailsDialog } from './AdminUserDetailsDialog';
import { adminUserRef, sampleAdminAgent, sampleAdminUser, sampleUsers } from './user-fixtures';
import type { SampleAdminUser } from './user-fixtures';
import { sampleWallet } from '../../money/fixtures';

/** The dialog renders in a portal; the button keeps something in the story's own frame and reopens it. */
function DetailsStory({ user }: { user: SampleAdminUser }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View</Button>
      <AdminUserDetailsDialog user={open ? adminUserRef(user) : null} onClose={() => setOpen(false)} />
    </>
  );
}

const suspendedAgent = sampleAdminAgent(3, 'SUSPENDED', {
  name: 'Lina Chowdhury',
  isEmailVerified: false,
  phone: '',
  wallet: sampleWallet({ id: 'c0a80101-0000-4000-8000-00030000fa11', isBlocked: true, balance: '12.00' }),
});

const meta: Meta = {
  title: 'Admin/User details',
  parameters: { route: '/admin/all-users' },
};

export default meta;
type Story = StoryObj;

export const Default: Story = { render: () => <DetailsStory user={sampleAdminUser()} /> };

export const ApprovedAgent: Story = {
  render: () => <DetailsStory user={sampleAdminAgent(1, 'APPROVED', { name: 'Maya Thompson' })} />,
};

export const SuspendedAgentBlockedWallet: Story = { render: () => <DetailsStory user={suspendedAgent} /> };

export const AdminWithoutWallet: Story = {
  render: () => <DetailsStory user={sampleUsers()[2] as SampleAdminUser} />,
};

export const Dark: Story = { ...SuspendedAgentBlockedWallet, globals: { theme: 'dark' } };

export const StatusBadges: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <EmailStatusBadge isEmailVerified />
      <EmailStatusBadge isEmailVerified={false} />
      <AgentStatusBadge status="APPROVED" />
      <AgentStatusBadge status="PENDING" />
      <AgentStatusBadge status="SUSPENDED" />
      <AccountStatusBadges isEmailVerified agentStatus={null} walletBlocked={false} />
      <AccountStatusBadges isEmailVerified={false} agentStatus="SUSPENDED" walletBlocked />
      <AccountStatusBadges
        isEmailVerified
        agentStatus="PENDING"
        walletBlocked={false}
        walletWhenActive={false}
      />
      <AccountStatusBadges isEmailVerified agentStatus={null} walletBlocked={null} />
    </div>
  ),
};

export const StatusBadgesDark: Story = { ...StatusBadges, globals: { theme: 'dark' } };
