// The groups of facts an admin reads about one person (SPEC.md §2 "User Details dialog"): basic information,
// account status, wallet information, timestamps (with seconds) and system ids; the dialog and /user/{id} share them.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import type { DetailItem } from '../../components/DetailList';
import { RoleBadge } from '../../components/RoleBadge';
import type { AdminUserDetails_UserFragment, WalletFieldsFragment } from '../../gql/graphql';
import { formatDateTimeWithSeconds } from '../../lib/format-date';
import {
  AccountClosedBadge,
  AccountWalletBadge,
  AgentStatusBadge,
  EmailStatusBadge,
} from './AccountStatusBadges';
import { NO_WALLET_TEXT, spentText } from './user-wallet-display';

const Mono = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const none = '—';

type Wallet = WalletFieldsFragment | null;

export function basicInformationItems(user: AdminUserDetails_UserFragment): DetailItem[] {
  return [
    { label: 'Name', value: user.name },
    { label: 'Role', value: <RoleBadge role={user.role} /> },
    { label: 'Email', value: user.email },
    { label: 'Phone', value: user.phone || 'Not set' },
  ];
}

export function accountStatusItems(user: AdminUserDetails_UserFragment, wallet: Wallet): DetailItem[] {
  return [
    ...(user.isClosed ? [{ label: 'Account', value: <AccountClosedBadge /> }] : []),
    { label: 'Email', value: <EmailStatusBadge isEmailVerified={user.isEmailVerified} /> },
    ...(user.agentStatus ? [{ label: 'Agent', value: <AgentStatusBadge status={user.agentStatus} /> }] : []),
    { label: 'Wallet', value: wallet ? <AccountWalletBadge isBlocked={wallet.isBlocked} /> : NO_WALLET_TEXT },
  ];
}

export function walletInformationItems(wallet: WalletFieldsFragment): DetailItem[] {
  return [
    { label: 'Current balance', value: formatMoney(wallet.balance), emphasis: true },
    { label: 'Daily spent', value: spentText(wallet.dailySpentAmount, wallet.dailyTransactionCount) },
    { label: 'Monthly spent', value: spentText(wallet.monthlySpentAmount, wallet.monthlyTransactionCount) },
  ];
}

function when(iso: string | undefined): string {
  return iso ? formatDateTimeWithSeconds(iso) : none;
}

export function timestampItems(user: AdminUserDetails_UserFragment, wallet: Wallet): DetailItem[] {
  return [
    { label: 'Account created', value: when(user.createdAt) },
    { label: 'Last updated', value: when(user.updatedAt) },
    { label: 'Wallet created', value: when(wallet?.createdAt) },
    { label: 'Wallet updated', value: when(wallet?.updatedAt) },
    { label: 'Last daily reset', value: when(wallet?.lastDailyReset) },
    { label: 'Last monthly reset', value: when(wallet?.lastMonthlyReset) },
  ];
}

export function systemIdItems(user: AdminUserDetails_UserFragment, wallet: Wallet): DetailItem[] {
  return [
    { label: 'User ID', value: <Mono>{user.id}</Mono> },
    { label: 'Wallet ID', value: wallet ? <Mono>{wallet.id}</Mono> : none },
  ];
}
