// /admin/agent-block-unblock, "Manage agents" (SPEC.md §2): figures over every agent (the server's summary), the
// agents' rows, Approve or Suspend after a confirmation with an optional reason, View Details, and pages.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Page, PageHeader, Panel, PanelTitle } from '../../../components/DashboardPage';
import { AlertIcon, CheckIcon, ClockIcon, StoreIcon } from '../../../components/icons';
import { Pagination } from '../../../components/Pagination';
import { StatCard } from '../../../components/StatCard';
import { StateMessage } from '../../../components/StateMessage';
import { graphql } from '../../../gql';
import { serverMessage } from '../../../lib/graphql-errors';
import { AdminUserDetailsDialog } from '../AdminUserDetailsDialog';
import { readUsersParams, usersSearch } from '../users/users-search-params';
import { AgentDecisionDialog } from './AgentDecisionDialog';
import { AgentsTable } from './AgentsTable';
import { useAgentDecision } from './use-agent-decision';
import type { AgentDecision, DecidedAgent } from './use-agent-decision';

export const ManageAgentsQuery = graphql(`
  query ManageAgents($page: Int, $limit: Int) {
    users(role: AGENT, page: $page, limit: $limit) {
      items {
        id
        ...AdminUserFields
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
      summary {
        total
        approved
        pending
        suspended
      }
    }
  }
`);

export const AGENTS_ERROR_MESSAGE = 'Error loading agents';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
`;

const counts = new Intl.NumberFormat('en-US');

export function ManageAgentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page } = readUsersParams(searchParams);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pending, setPending] = useState<{ agent: DecidedAgent; decision: AgentDecision } | null>(null);
  const { decide, busyId } = useAgentDecision();

  const { data, previousData, loading, error, refetch } = useQuery(ManageAgentsQuery, {
    variables: { page, limit: PAGE_SIZE_DEFAULT },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.users;
  const items = list?.items ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  // A page past the end (an old link): go to the last page there is.
  const totalPages = data?.users.pagination.totalPages ?? 0;
  const pastTheEnd = totalPages >= 1 && page > totalPages;
  useEffect(() => {
    if (!pastTheEnd) return;
    setSearchParams(usersSearch({ role: null, page: totalPages }), { replace: true });
  }, [pastTheEnd, totalPages, setSearchParams]);

  const confirm = async (reason: string) => {
    if (!pending) return;
    const done = await decide(pending.agent, pending.decision, reason);
    if (!done) return;
    setPending(null);
    // The row's standing and the figures are counted by the server: ask again rather than guess.
    await refetch().catch(() => undefined);
  };

  const busy = loading && !list;
  const summary = list?.summary;
  const figure = (value: number | undefined) => (value === undefined ? undefined : counts.format(value));

  return (
    <Page width="wide">
      <title>Manage agents · Wallet</title>
      <PageHeader title="Manage agents" lead="Approve agents so they can serve customers, or suspend them." />
      {error && !list ? (
        <Alert
          tone="danger"
          title={AGENTS_ERROR_MESSAGE}
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch().catch(() => undefined)}>
              Try Again
            </Button>
          }
        >
          {serverMessage(error, 'Please check your connection and try again.')}
        </Alert>
      ) : (
        <>
          <Figures aria-busy={busy || undefined}>
            <StatCard label="Total Agents" icon={StoreIcon} loading={busy} value={figure(summary?.total)} />
            <StatCard label="Approved" icon={CheckIcon} loading={busy} value={figure(summary?.approved)} />
            <StatCard
              label="Pending"
              icon={ClockIcon}
              loading={busy}
              value={figure(summary?.pending)}
              detail="awaiting approval"
            />
            <StatCard
              label="Blocked"
              icon={AlertIcon}
              loading={busy}
              value={figure(summary?.suspended)}
              detail="suspended"
            />
          </Figures>
          <Panel aria-labelledby="agents-table-title">
            <PanelTitle id="agents-table-title">Agents</PanelTitle>
            {!list ? (
              <StateMessage kind="loading" title="Loading agents..." />
            ) : items.length === 0 ? (
              <StateMessage kind="empty" icon={StoreIcon} title="No agents found">
                Agents who sign up show here, waiting for approval.
              </StateMessage>
            ) : (
              <AgentsTable
                agents={items}
                busyId={busyId}
                busy={loading}
                onView={setSelectedId}
                onDecide={(agent, decision) => setPending({ agent, decision })}
              />
            )}
            {list && list.pagination.totalPages > 1 ? (
              <Pagination
                currentPage={Math.min(page, list.pagination.totalPages)}
                totalPages={list.pagination.totalPages}
                onPageChange={(next) => setSearchParams(usersSearch({ role: null, page: next }))}
              />
            ) : null}
          </Panel>
        </>
      )}
      <AgentDecisionDialog
        pending={pending}
        busy={pending !== null && busyId === pending.agent.id}
        onCancel={() => setPending(null)}
        onConfirm={(reason) => void confirm(reason)}
      />
      <AdminUserDetailsDialog user={selected} onClose={() => setSelectedId(null)} />
    </Page>
  );
}
