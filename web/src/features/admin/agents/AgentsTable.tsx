// Manage agents' table (SPEC.md §2): the agent, their standing, wallet balance with spending, created, last updated,
// and the actions: Suspend (approved) or Approve (pending or suspended), and View Details.
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { DataTable } from '../../../components/DataTable';
import type { FragmentType } from '../../../gql';
import type {
  AdminUserDetails_UserFragment as AdminUserDetails_User,
  AgentStatus,
} from '../../../gql/graphql';
import { AccountWalletBadge, AgentStatusBadge } from '../AccountStatusBadges';
import { createdColumn, lastUpdatedColumn, personColumn, walletBalanceColumn } from '../admin-table-cells';
import type { AdminUserDetails_UserFragment } from '../admin-user-fragment';
import { readAdminUser } from '../admin-user-fragment';
import type { AgentDecision, DecidedAgent } from './use-agent-decision';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

/** An agent's standing: agentStatus, or isApproved when the server sends none. */
function standingOf(agent: Pick<AdminUserDetails_User, 'agentStatus' | 'isApproved'>): AgentStatus {
  return agent.agentStatus ?? (agent.isApproved ? 'APPROVED' : 'PENDING');
}

/** The decision a row offers: suspend an approved agent, approve anyone else. */
export function decisionFor(status: AgentStatus): AgentDecision {
  return status === 'APPROVED' ? 'suspend' : 'approve';
}

interface AgentsTableProps {
  agents: readonly FragmentType<typeof AdminUserDetails_UserFragment>[];
  onDecide: (agent: DecidedAgent, decision: AgentDecision) => void;
  onView: (id: string) => void;
  /** The agent whose decision is being sent: their buttons wait. */
  busyId?: string | null;
  /** Another page is on its way: the table stays, marked busy. */
  busy?: boolean;
}

export function AgentsTable({
  agents: refs,
  onDecide,
  onView,
  busyId = null,
  busy = false,
}: AgentsTableProps) {
  return (
    <DataTable
      label="Agent list"
      caption="Agent list"
      rows={refs.map(readAdminUser)}
      rowKey={({ user }) => user.id}
      busy={busy}
      columns={[
        personColumn('Agent'),
        {
          header: 'Status',
          card: 'status',
          cell: ({ user: agent, wallet }) => (
            <Badges>
              <AgentStatusBadge status={standingOf(agent)} />
              {wallet?.isBlocked ? <AccountWalletBadge isBlocked /> : null}
            </Badges>
          ),
        },
        walletBalanceColumn,
        createdColumn,
        lastUpdatedColumn,
        {
          header: 'Actions',
          card: 'action',
          cell: ({ user: agent }) => {
            const decision = decisionFor(standingOf(agent));
            const deciding = busyId === agent.id;
            return (
              <Actions>
                <Button
                  size="sm"
                  variant={decision === 'suspend' ? 'danger' : 'primary'}
                  aria-label={`${decision === 'suspend' ? 'Suspend' : 'Approve'} ${agent.name}`}
                  disabled={deciding}
                  aria-busy={deciding || undefined}
                  onClick={() => onDecide({ id: agent.id, name: agent.name }, decision)}
                >
                  {decision === 'suspend' ? 'Suspend' : 'Approve'}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`View Details of ${agent.name}`}
                  onClick={() => onView(agent.id)}
                >
                  View Details
                </Button>
              </Actions>
            );
          },
        },
      ]}
    />
  );
}
