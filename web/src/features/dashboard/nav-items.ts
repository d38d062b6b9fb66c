// Each role's sidebar (SPEC.md §2): a Dashboard group with the overview, a Management group with the rest;
// the guided tour's steps point at the items marked with a tour target (money, history, profile).
import { paths } from '../../lib/paths';
import type { UserRole } from '../../lib/paths';
import {
  BankIcon,
  ChartIcon,
  ClockIcon,
  DollarIcon,
  QrCodeIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  StoreIcon,
  TransferIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '../../components/icons';
import type { SidebarGroup } from '../../components/Sidebar';

export const sidebarGroups: Readonly<Record<UserRole, readonly SidebarGroup[]>> = {
  user: [
    { label: 'Dashboard', items: [{ to: paths.user.overview, label: 'Overview', icon: ChartIcon }] },
    {
      label: 'Management',
      items: [
        { to: paths.user.wallet, label: 'My Wallet', icon: WalletIcon, tourTarget: 'wallet-section' },
        { to: paths.user.sendMoney, label: 'Send Money', icon: SendIcon },
        { to: paths.user.receive, label: 'Receive', icon: DollarIcon },
        { to: paths.user.requests, label: 'Requests', icon: TransferIcon },
        { to: paths.user.withdraw, label: 'Withdraw', icon: BankIcon },
        { to: paths.user.history, label: 'My History', icon: ClockIcon, tourTarget: 'transactions-section' },
        {
          to: paths.user.updateProfile,
          label: 'Update Profile',
          icon: UserIcon,
          tourTarget: 'profile-management',
        },
        { to: paths.user.settings, label: 'Settings', icon: SettingsIcon },
      ],
    },
  ],
  agent: [
    { label: 'Dashboard', items: [{ to: paths.agent.overview, label: 'Overview', icon: ChartIcon }] },
    {
      label: 'Management',
      items: [
        { to: paths.agent.cashIn, label: 'Cash In', icon: DollarIcon, tourTarget: 'wallet-section' },
        { to: paths.agent.cashOut, label: 'Cash Out', icon: TransferIcon },
        { to: paths.agent.counterCode, label: 'Counter code', icon: QrCodeIcon },
        { to: paths.agent.history, label: 'My History', icon: ClockIcon, tourTarget: 'transactions-section' },
        {
          to: paths.agent.updateUser,
          label: 'Update Profile',
          icon: UserIcon,
          tourTarget: 'profile-management',
        },
        { to: paths.agent.settings, label: 'Settings', icon: SettingsIcon },
      ],
    },
  ],
  admin: [
    { label: 'Dashboard', items: [{ to: paths.admin.overview, label: 'Overview', icon: ChartIcon }] },
    {
      label: 'Management',
      items: [
        { to: paths.admin.allWallets, label: 'All Wallets', icon: WalletIcon, tourTarget: 'wallet-section' },
        { to: paths.admin.allUsers, label: 'All Users', icon: UsersIcon },
        { to: paths.admin.manageAgents, label: 'Manage agents', icon: StoreIcon },
        {
          to: paths.admin.allTransactions,
          label: 'All Transactions',
          icon: ShieldIcon,
          tourTarget: 'transactions-section',
        },
        { to: paths.admin.ledger, label: 'Ledger', icon: BankIcon },
        { to: paths.admin.disputes, label: 'Disputes', icon: ShieldIcon },
        { to: paths.admin.reversals, label: 'Reversals', icon: ShieldIcon },
        {
          to: paths.admin.updateUser,
          label: 'Update Profile',
          icon: UserIcon,
          tourTarget: 'profile-management',
        },
        { to: paths.admin.settings, label: 'Settings', icon: SettingsIcon },
      ],
    },
  ],
};
