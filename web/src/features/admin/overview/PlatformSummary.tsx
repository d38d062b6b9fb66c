// The admin overview's Platform Summary (SPEC.md §2): over the last 30 days the transaction count, the completed
// volume and the completion rate, and how many people are active (verified and approved users and agents).
import type { ReactNode } from 'react';
import { ADMIN_SUMMARY_DAYS } from '@wallet/common/admin';
import { formatMoney } from '@wallet/common/money';
import { Panel, PanelHeader, PanelTitle, PageLead } from '../../../components/DashboardPage';
import { FactList } from '../../../components/FactList';
import { Skeleton } from '../../../components/Skeleton';
import { getFragmentData } from '../../../gql';
import type { FragmentType } from '../../../gql';
import { formatCount } from '../../../lib/format-count';
import { AdminOverview_AdminStatsFragment } from './admin-stats-fragment';

interface PlatformSummaryProps {
  stats?: FragmentType<typeof AdminOverview_AdminStatsFragment> | undefined;
  loading?: boolean;
}

export function PlatformSummary({ stats: statsRef, loading = false }: PlatformSummaryProps) {
  const stats = getFragmentData(AdminOverview_AdminStatsFragment, statsRef);
  const facts: Array<{ label: string; value: ReactNode }> = [
    { label: 'Recent Transactions', value: stats && formatCount(stats.recentTransactionCount) },
    { label: 'Recent Volume', value: stats && formatMoney(stats.recentVolume) },
    { label: 'Completion Rate', value: stats && `${stats.completionRate}%` },
    { label: 'Active Users', value: stats && formatCount(stats.activeUsers) },
  ];
  return (
    <Panel aria-labelledby="platform-summary-title" aria-busy={(loading && !stats) || undefined}>
      <PanelHeader>
        <PanelTitle id="platform-summary-title">Platform Summary</PanelTitle>
        <PageLead>{`Last ${ADMIN_SUMMARY_DAYS} days`}</PageLead>
      </PanelHeader>
      <FactList>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value === undefined ? <Skeleton width="8ch" height="1rem" /> : fact.value}</dd>
          </div>
        ))}
      </FactList>
    </Panel>
  );
}
