// The dashboard sidebar on its own: expanded, icon-only, active item by path, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartIcon, SettingsIcon, UserIcon, WalletIcon } from './icons';
import { Sidebar, SidebarProvider, SidebarTrigger } from './Sidebar';
import type { SidebarGroup } from './Sidebar';

const groups: SidebarGroup[] = [
  { label: 'Dashboard', items: [{ to: '/user/overview', label: 'Overview', icon: ChartIcon }] },
  {
    label: 'Management',
    items: [
      { to: '/user/wallet', label: 'My Wallet', icon: WalletIcon },
      { to: '/user/update-profile', label: 'Update Profile', icon: UserIcon },
      { to: '/user/settings', label: 'Settings', icon: SettingsIcon },
    ],
  },
];

function SidebarDemo({ defaultOpen }: { defaultOpen: boolean }) {
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <div style={{ display: 'flex', minHeight: '24rem' }}>
        <Sidebar groups={groups} label="User dashboard" />
        <div style={{ padding: '1rem' }}>
          <SidebarTrigger />
          <p>Press Ctrl/Cmd+B to toggle.</p>
        </div>
      </div>
    </SidebarProvider>
  );
}

const meta = {
  title: 'Components/Sidebar',
  component: SidebarDemo,
  subcomponents: { Sidebar, SidebarProvider, SidebarTrigger },
  args: { defaultOpen: true },
  parameters: { layout: 'fullscreen', route: '/user/overview' },
} satisfies Meta<typeof SidebarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};

export const Collapsed: Story = { args: { defaultOpen: false } };

export const ProfileActive: Story = { parameters: { route: '/user/update-profile' } };

export const Dark: Story = { globals: { theme: 'dark' } };
