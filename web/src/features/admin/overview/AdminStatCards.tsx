// The admin overview's four cards (SPEC.md §2, DESIGN.md §9 item 2): Total Users, Total Agents, Transaction Count
// and Total Volume, each with its trend against last month computed by the server; skeletons while loading.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { ChartIcon, DollarIcon, StoreIcon, UsersIcon } from '../../../components/icons';
import { SummaryCards } from '../../../components/SummaryCards';
import { getFragmentData } from '../../../gql';
import type { FragmentType } from '../../../gql';
import { formatCount } from '../../../lib/format-count';
import { AdminOverview_AdminStatsFragment } from './admin-stats-fragment';
import { trendLine } from './trend';
import type { TrendLine, TrendTone } from './trend';

const Trend = styled.span<{ $tone: TrendTone }>`
  color: ${({ theme, $tone }) =>
    $tone === 'up' ? theme.colors.success : $tone === 'down' ? theme.colors.danger : theme.colors.textMuted};
`;

function TrendText({ line }: { line: TrendLine }) {
  return <Trend $tone={line.tone}>{line.text}</Trend>;
}

interface AdminStatCardsProps {
  stats?: FragmentType<typeof AdminOverview_AdminStatsFragment> | undefined;
  loading?: boolean;
}

export function AdminStatCards({ stats: statsRef, loading = false }: AdminStatCardsProps) {
  const stats = getFragmentData(AdminOverview_AdminStatsFragment, statsRef);
  const cards = [
    { label: 'Total Users', icon: UsersIcon, trend: stats?.totalUsers, format: formatCount },
    { label: 'Total Agents', icon: StoreIcon, trend: stats?.totalAgents, format: formatCount },
    { label: 'Transaction Count', icon: ChartIcon, trend: stats?.transactionCount, format: formatCount },
    {
      label: 'Total Volume',
      icon: DollarIcon,
      trend: stats?.totalVolume,
      format: (value: number | string) => formatMoney(String(value)),
    },
  ];
  return (
    <SummaryCards
      loading={loading && !stats}
      minColumnWidth="13rem"
      // "+$7,795.50 this month, none last month" takes three lines in half a phone's width.
      detailPhoneLines={3}
      figures={cards.map(({ label, icon, trend, format }) => ({
        label,
        icon,
        value: trend ? format(trend.total) : undefined,
        detail: trend ? <TrendText line={trendLine(trend, format)} /> : null,
      }))}
    />
  );
}
