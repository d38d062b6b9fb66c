// All Wallets' five cards (SPEC.md §2, DESIGN.md §9 item 3): Total Wallets, Active, Blocked, Balance and Avg
// Balance, all computed by the server over every wallet that matches the filters, not one page.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { CheckIcon, DollarIcon, LockIcon, WalletIcon, ChartIcon } from '../../../components/icons';
import { StatCard } from '../../../components/StatCard';
import type { AdminWalletsQuery } from '../../../gql/graphql';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
`;

const count = new Intl.NumberFormat('en-US');

export type WalletSummaryFigures = AdminWalletsQuery['wallets']['summary'];

interface WalletSummaryCardsProps {
  summary?: WalletSummaryFigures | undefined;
  loading?: boolean;
}

export function WalletSummaryCards({ summary, loading = false }: WalletSummaryCardsProps) {
  const busy = loading && !summary;
  return (
    <Grid aria-busy={busy || undefined}>
      <StatCard
        label="Total Wallets"
        icon={WalletIcon}
        loading={!summary}
        value={summary ? count.format(summary.totalWallets) : undefined}
      />
      <StatCard
        label="Active"
        icon={CheckIcon}
        loading={!summary}
        value={summary ? count.format(summary.activeWallets) : undefined}
      />
      <StatCard
        label="Blocked"
        icon={LockIcon}
        loading={!summary}
        value={summary ? count.format(summary.blockedWallets) : undefined}
      />
      <StatCard
        label="Balance"
        icon={DollarIcon}
        loading={!summary}
        value={summary ? formatMoney(summary.totalBalance) : undefined}
      />
      <StatCard
        label="Avg Balance"
        icon={ChartIcon}
        loading={!summary}
        value={summary ? formatMoney(summary.averageBalance) : undefined}
      />
    </Grid>
  );
}
