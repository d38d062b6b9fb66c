// Manage agents' table (SPEC.md §2): the agent, their standing, wallet balance with spending, created, last updated,
// and the actions: Suspend (approved) or Approve (pending or suspended), and View Details.
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Table, TableFrame } from '../../../components/Table';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { FragmentType } from '../../../gql';
import type { AgentStatus } from '../../../gql/graphql';
import { AccountWalletBadge, AgentStatusBadge } from '../AccountStatusBadges';
import { DateCell, PersonCell } from '../admin-table-cells';
import type { AdminUserFieldsFragment } from '../admin-user-fragment';
import { readAdminUser } from '../admin-user-fragment';
import { WalletBalanceCell } from '../user-wallet-display';
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

/** The decision a row offers: suspend an approved agent, approve anyone else. */
export function decisionFor(status: AgentStatus): AgentDecision {
  return status === 'APPROVED' ? 'suspend' : 'approve';
}

interface AgentsTableProps {
  agents: readonly FragmentType<typeof AdminUserFieldsFragment>[];
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
    <TableFrame label="Agent list">
      <Table aria-busy={busy || undefined}>
        <VisuallyHidden as="caption">Agent list</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Agent</th>
            <th scope="col">Status</th>
            <th scope="col">Wallet Balance</th>
            <th scope="col">Created</th>
            <th scope="col">Last Updated</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {refs.map((ref) => {
            const { user: agent, wallet } = readAdminUser(ref);
            const status = agent.agentStatus ?? (agent.isApproved ? 'APPROVED' : 'PENDING');
            const decision = decisionFor(status);
            const deciding = busyId === agent.id;
            return (
              <tr key={agent.id}>
                <td>
                  <PersonCell name={agent.name} email={agent.email} phone={agent.phone} />
                </td>
                <td>
                  <Badges>
                    <AgentStatusBadge status={status} />
                    {wallet?.isBlocked ? <AccountWalletBadge isBlocked /> : null}
                  </Badges>
                </td>
                <td>
                  <WalletBalanceCell wallet={wallet} />
                </td>
                <td>
                  <DateCell iso={agent.createdAt} />
                </td>
                <td>
                  <DateCell iso={agent.updatedAt} />
                </td>
                <td>
                  <Actions>
                    <Button
                      size="sm"
                      variant={decision === 'suspend' ? 'secondary' : 'primary'}
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableFrame>
  );
}
