// /agent/overview (SPEC.md §2, DESIGN.md §9 item 4): the period tabs over the agent's real figures from the
// server (four cards, quick statistics) and the 10 latest movements; never sample data.
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Columns, Page, PageHeader, PageLead, Stack } from '../../../components/DashboardPage';
import { RetryAlert } from '../../../components/RetryAlert';
import { getFragmentData, graphql } from '../../../gql';
import { LiveUpdates } from '../../../money/LiveUpdates';
import type { StatsPeriod } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';
import { AgentOverview_AgentStatsFragment } from './agent-stats-fragment';
import { AgentRecentTransactions } from './AgentRecentTransactions';
import { AgentStatCards } from './AgentStatCards';
import { PeriodTabs, periodTabId } from './PeriodTabs';
import { QuickStats } from './QuickStats';

export const AgentOverviewStatsQuery = graphql(`
  query AgentOverviewStats($period: StatsPeriod!) {
    agentStats(period: $period) {
      id
      ...AgentOverview_AgentStats
    }
  }
`);

export const AgentRecentTransactionsQuery = graphql(`
  query AgentRecentTransactions($limit: Int!) {
    myTransactions(page: 1, limit: $limit) {
      items {
        id
        ...TransactionFields
      }
    }
  }
`);

/** The period's figures, read once for the cards and the quick statistics. */
function useAgentStats(period: StatsPeriod) {
  return useQuery(AgentOverviewStatsQuery, {
    variables: { period },
    // A cash in elsewhere changes the figures: show the cached ones, then the fresh ones.
    fetchPolicy: 'cache-and-network',
  });
}

type StatsQueryResult = ReturnType<typeof useAgentStats>;

/** SPEC.md §9: the agent overview shows 10. */
export const AGENT_RECENT_COUNT = 10;
export const AGENT_STATS_ERROR = 'Failed to load your figures';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const periodPhrases: Readonly<Record<StatsPeriod, string>> = {
  TODAY: 'today',
  WEEK: 'in the last 7 days',
  MONTH: 'in the last 30 days',
};

/** The cards for the period, or the refusal when the figures could not be read. */
function StatsPanel({ period, query }: { period: StatsPeriod; query: StatsQueryResult }) {
  const { data, loading, error, refetch } = query;
  const stats = data?.agentStats;
  const totalTransactions = getFragmentData(AgentOverview_AgentStatsFragment, stats)?.totalTransactions;

  if (!stats && !loading && error) {
    return (
      <RetryAlert title={AGENT_STATS_ERROR} onRetry={refetch}>
        {serverMessage(error, 'Please try again in a moment.')}
      </RetryAlert>
    );
  }
  return (
    <Stack>
      <AgentStatCards stats={stats} loading={loading} />
      {totalTransactions === 0 ? <PageLead>{`No transactions ${periodPhrases[period]}.`}</PageLead> : null}
    </Stack>
  );
}

function RecentSection() {
  const { data, loading, error, refetch } = useQuery(AgentRecentTransactionsQuery, {
    variables: { limit: AGENT_RECENT_COUNT },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AgentRecentTransactions
      transactions={data?.myTransactions.items}
      loading={loading}
      errorMessage={error ? serverMessage(error, 'Please try again in a moment.') : null}
      onRetry={() => void refetch().catch(() => undefined)}
    />
  );
}

interface AgentOverviewProps {
  /** The signed-in agent's name, for the welcome. */
  name: string;
  /** The period shown first (stories). */
  initialPeriod?: StatsPeriod;
}

export function AgentOverview({ name, initialPeriod = 'TODAY' }: AgentOverviewProps) {
  const [period, setPeriod] = useState<StatsPeriod>(initialPeriod);
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const quickStatsId = `${idPrefix}-quick-stats`;
  const statsQuery = useAgentStats(period);
  const stats = statsQuery.data?.agentStats;
  const statsFailed = !stats && !statsQuery.loading && Boolean(statsQuery.error);

  return (
    <Page width="wide">
      <title>Agent Overview · Wallet</title>
      <PageHeader title="Welcome back!" lead={`Signed in as ${name} (Agent)`} />
      {/* A cash in or out goes to the top of the latest movements live; the figures are read again. */}
      <LiveUpdates />
      <Toolbar>
        <PeriodTabs
          value={period}
          onChange={setPeriod}
          idPrefix={idPrefix}
          panelId={panelId}
          alsoControls={quickStatsId}
        />
      </Toolbar>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={periodTabId(idPrefix, period)}
        // The panel's first content is not focusable: the panel itself takes focus after the tabs.
        tabIndex={0}
      >
        <StatsPanel period={period} query={statsQuery} />
      </div>
      {/* The latest movements before the period's statistics: on a phone they come right after the cards. */}
      <Columns>
        <RecentSection />
        {statsFailed ? null : <QuickStats id={quickStatsId} stats={stats} loading={statsQuery.loading} />}
      </Columns>
    </Page>
  );
}
