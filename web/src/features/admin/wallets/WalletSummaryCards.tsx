// All Wallets' five cards (SPEC.md §2, DESIGN.md §9 item 3): Total Wallets, Active, Blocked, Balance and Avg
// Balance, all computed by the server over every wallet that matches the filters, not one page.
import { formatMoney } from '@wallet/common/money';
import { CheckIcon, DollarIcon, LockIcon, WalletIcon, ChartIcon } from '../../../components/icons';
import { SummaryCards } from '../../../components/SummaryCards';
import type { AdminWalletsQuery } from '../../../gql/graphql';
import { formatCount } from '../../../lib/format-count';

export type WalletSummaryFigures = AdminWalletsQuery['wallets']['summary'];

interface WalletSummaryCardsProps {
  summary?: WalletSummaryFigures | undefined;
  loading?: boolean;
}

export function WalletSummaryCards({ summary, loading = false }: WalletSummaryCardsProps) {
  return (
    <SummaryCards
      loading={loading && !summary}
      minColumnWidth="11rem"
      figures={[
        { label: 'Total Wallets', icon: WalletIcon, value: summary && formatCount(summary.totalWallets) },
        { label: 'Active', icon: CheckIcon, value: summary && formatCount(summary.activeWallets) },
        { label: 'Blocked', icon: LockIcon, value: summary && formatCount(summary.blockedWallets) },
        { label: 'Balance', icon: DollarIcon, value: summary && formatMoney(summary.totalBalance) },
        { label: 'Avg Balance', icon: ChartIcon, value: summary && formatMoney(summary.averageBalance) },
      ]}
    />
  );
}
