// The agent overview's quick statistics for the period (SPEC.md §2): total transactions, success rate, total
// volume, average transaction, commission earned, agent status (Approved or Pending) and member since.
import type { ReactNode } from 'react';
import { formatMoney } from '@wallet/common/money';
import { Badge } from '../../../components/Badge';
import { Panel, PanelTitle } from '../../../components/DashboardPage';
import { FactList } from '../../../components/FactList';
import { CheckIcon, ClockIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { getFragmentData } from '../../../gql';
import { formatCount } from '../../../lib/format-count';
import { formatShortDay } from '../../../lib/format-date';
import type { FragmentType } from '../../../gql';
import { AgentOverview_AgentStatsFragment } from './agent-stats-fragment';

export function AgentStatusBadge({ isApproved }: { isApproved: boolean }) {
  return isApproved ? (
    <Badge tone="success" icon={CheckIcon}>
      Approved
    </Badge>
  ) : (
    <Badge tone="warning" icon={ClockIcon}>
      Pending
    </Badge>
  );
}

interface QuickStatsProps {
  stats?: FragmentType<typeof AgentOverview_AgentStatsFragment> | undefined;
  loading?: boolean;
  /** The panel's id, which the period tabs name as one of what they control. */
  id?: string;
}

export function QuickStats({ stats: statsRef, loading = false, id }: QuickStatsProps) {
  const stats = getFragmentData(AgentOverview_AgentStatsFragment, statsRef);
  const busy = loading && !stats;
  const facts: Array<{ label: string; value: ReactNode }> = [
    { label: 'Total Transactions', value: stats && formatCount(stats.totalTransactions) },
    { label: 'Success Rate', value: stats && `${stats.successRate}%` },
    { label: 'Total Volume', value: stats && formatMoney(stats.totalVolume) },
    { label: 'Average Transaction', value: stats && formatMoney(stats.averageTransaction) },
    { label: 'Commission Earned', value: stats && formatMoney(stats.commissionEarned) },
    { label: 'Agent Status', value: stats && <AgentStatusBadge isApproved={stats.isApproved} /> },
    { label: 'Member Since', value: stats && formatShortDay(stats.memberSince) },
  ];
  return (
    <Panel id={id} aria-labelledby="agent-quick-stats-title" aria-busy={busy || undefined}>
      <PanelTitle id="agent-quick-stats-title">Quick Statistics</PanelTitle>
      <FactList>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{busy || fact.value === undefined ? <Skeleton width="8ch" height="1rem" /> : fact.value}</dd>
          </div>
        ))}
      </FactList>
    </Panel>
  );
}
