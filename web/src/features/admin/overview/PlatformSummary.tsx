// The admin overview's Platform Summary (SPEC.md §2): over the last 30 days the transaction count, the completed
// volume and the completion rate, and how many people are active (verified and approved users and agents); under
// them, today's movements and completed volume since midnight (the api's TZ_LIMITS day).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ADMIN_SUMMARY_DAYS } from '@wallet/common/admin';
import { formatMoney } from '@wallet/common/money';
import { Panel, PanelHeader, PanelTitle, PageLead } from '../../../components/DashboardPage';
import { FactList } from '../../../components/FactList';
import { Skeleton } from '../../../components/Skeleton';
import { getFragmentData } from '../../../gql';
import type { FragmentType } from '../../../gql';
import { formatCount } from '../../../lib/format-count';
import { AdminOverview_AdminStatsFragment } from './admin-stats-fragment';

type Fact = { label: string; value: ReactNode };

const TodayFacts = styled(FactList)`
  margin-top: ${({ theme }) => theme.spacing.md};
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function factItems(facts: Fact[]) {
  return facts.map((fact) => (
    <div key={fact.label}>
      <dt>{fact.label}</dt>
      <dd>{fact.value === undefined ? <Skeleton width="8ch" height="1rem" /> : fact.value}</dd>
    </div>
  ));
}

interface PlatformSummaryProps {
  stats?: FragmentType<typeof AdminOverview_AdminStatsFragment> | undefined;
  loading?: boolean;
}

export function PlatformSummary({ stats: statsRef, loading = false }: PlatformSummaryProps) {
  const stats = getFragmentData(AdminOverview_AdminStatsFragment, statsRef);
  const facts: Fact[] = [
    { label: 'Recent Transactions', value: stats && formatCount(stats.recentTransactionCount) },
    { label: 'Recent Volume', value: stats && formatMoney(stats.recentVolume) },
    { label: 'Completion Rate', value: stats && `${stats.completionRate}%` },
    { label: 'Active Users', value: stats && formatCount(stats.activeUsers) },
  ];
  const today: Fact[] = [
    { label: 'Transactions Today', value: stats && formatCount(stats.today.transactionCount) },
    { label: 'Volume Today', value: stats && formatMoney(stats.today.volume) },
  ];
  return (
    <Panel aria-labelledby="platform-summary-title" aria-busy={(loading && !stats) || undefined}>
      <PanelHeader>
        <PanelTitle id="platform-summary-title">Platform Summary</PanelTitle>
        <PageLead>{`Last ${ADMIN_SUMMARY_DAYS} days`}</PageLead>
      </PanelHeader>
      <FactList aria-label={`Last ${ADMIN_SUMMARY_DAYS} days`}>{factItems(facts)}</FactList>
      <TodayFacts aria-label="Today, since midnight">{factItems(today)}</TodayFacts>
    </Panel>
  );
}
