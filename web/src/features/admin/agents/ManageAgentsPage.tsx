// /admin/agent-block-unblock, "Manage agents" (SPEC.md §2): the search (kept in the address), figures over every
// matching agent (the server's summary), the agents' rows, Approve or Suspend after a confirmation with an optional
// reason, View Details, and pages.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { Page, PageHeader, Panel, PanelHeader, PanelTitle } from '../../../components/DashboardPage';
import { AlertIcon, CheckIcon, ClockIcon, StoreIcon } from '../../../components/icons';
import { ListStates } from '../../../components/ListStates';
import { Pagination } from '../../../components/Pagination';
import { RetryAlert } from '../../../components/RetryAlert';
import { StateMessage } from '../../../components/StateMessage';
import { SummaryCards } from '../../../components/SummaryCards';
import { graphql } from '../../../gql';
import { formatCount } from '../../../lib/format-count';
import { serverMessage } from '../../../lib/graphql-errors';
import { useAddressState } from '../../../lib/use-address-state';
import { usePagedList } from '../../../lib/use-paged-list';
import { AdminUserDetailsDialog } from '../AdminUserDetailsDialog';
import { PeopleSearchField } from '../PeopleSearchField';
import { useSearchBox } from '../use-search-box';
import { readUsersParams, searchVariable, usersSearch } from '../users/users-search-params';
import { AgentDecisionDialog } from './AgentDecisionDialog';
import { AgentsTable } from './AgentsTable';
import { useAgentDecision } from './use-agent-decision';
import type { AgentDecision, DecidedAgent } from './use-agent-decision';

export const ManageAgentsQuery = graphql(`
  query ManageAgents($search: String, $page: Int, $limit: Int) {
    users(role: AGENT, search: $search, page: $page, limit: $limit) {
      items {
        id
        ...AdminUserDetails_User
      }
      pagination {
        ...PagedList_Pagination
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

/** The agents' list takes a search and a page: any role in the address is dropped with the next change. */
const readAgentsParams = (search: URLSearchParams) => ({ ...readUsersParams(search), role: null });

export function ManageAgentsPage() {
  const [params, setParams] = useAddressState(readAgentsParams, usersSearch);
  const { page, search } = params;
  const [typed, setTyped] = useSearchBox(search, (next) =>
    setParams({ ...params, search: next, page: 1 }, { replace: true }),
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pending, setPending] = useState<{ agent: DecidedAgent; decision: AgentDecision } | null>(null);
  const { decide, busyId } = useAgentDecision();

  const { data, previousData, loading, error, refetch } = useQuery(ManageAgentsQuery, {
    variables: { ...searchVariable(search), page, limit: PAGE_SIZE_DEFAULT },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.users;
  const items = list?.items ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const { pages } = usePagedList({
    params,
    setParams,
    current: data?.users.pagination,
    shown: list?.pagination,
  });

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
  const figure = (value: number | undefined) => (value === undefined ? undefined : formatCount(value));

  return (
    <Page width="wide">
      <title>Manage agents · Wallet</title>
      <PageHeader title="Manage agents" lead="Approve agents so they can serve customers, or suspend them." />
      {error && !list ? (
        <RetryAlert title={AGENTS_ERROR_MESSAGE} onRetry={refetch}>
          {serverMessage(error, 'Please check your connection and try again.')}
        </RetryAlert>
      ) : (
        <>
          <SummaryCards
            loading={busy}
            figures={[
              { label: 'Total Agents', icon: StoreIcon, value: figure(summary?.total) },
              { label: 'Approved', icon: CheckIcon, value: figure(summary?.approved) },
              {
                label: 'Pending',
                icon: ClockIcon,
                value: figure(summary?.pending),
                detail: 'awaiting approval',
              },
              { label: 'Blocked', icon: AlertIcon, value: figure(summary?.suspended), detail: 'suspended' },
            ]}
          />
          <Panel aria-labelledby="agents-table-title">
            <PanelHeader>
              <PanelTitle id="agents-table-title">Agents</PanelTitle>
              <PeopleSearchField value={typed} onChange={setTyped} />
            </PanelHeader>
            <ListStates
              items={list?.items}
              loadingTitle="Loading agents..."
              empty={
                <StateMessage kind="empty" icon={StoreIcon} title="No agents found">
                  {search ? 'Try another search.' : 'Agents who sign up show here, waiting for approval.'}
                </StateMessage>
              }
            >
              {(agents) => (
                <AgentsTable
                  agents={agents}
                  busyId={busyId}
                  busy={loading}
                  onView={setSelectedId}
                  onDecide={(agent, decision) => setPending({ agent, decision })}
                />
              )}
            </ListStates>
            {pages ? <Pagination {...pages} /> : null}
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
