// Approving or suspending an agent (SPEC.md §2 "Manage agents", §8): the mutation, then a toast with the outcome;
// the reason goes to the audit log (DESIGN.md §9 item 13).
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { adminMessages } from '@wallet/common/admin';
import { agentMessages } from '@wallet/common/agents';
import { graphql } from '../../../gql';
import { serverMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/notify';

export const ApproveAgentMutation = graphql(`
  mutation ApproveAgent($input: AgentDecisionInput!) {
    approveAgent(input: $input) {
      message
      user {
        id
        name
        isApproved
      }
    }
  }
`);

export const SuspendAgentMutation = graphql(`
  mutation SuspendAgent($input: AgentDecisionInput!) {
    suspendAgent(input: $input) {
      message
      user {
        id
        name
        isApproved
      }
    }
  }
`);

export type AgentDecision = 'approve' | 'suspend';

export interface DecidedAgent {
  id: string;
  name: string;
}

export interface AgentDecisionRunner {
  /** Never rejects: true when it went through; the outcome is told by a toast either way. */
  decide: (agent: DecidedAgent, decision: AgentDecision, reason: string) => Promise<boolean>;
  /** The agent being decided on right now. */
  busyId: string | null;
}

export function useAgentDecision(): AgentDecisionRunner {
  const [approveAgent] = useMutation(ApproveAgentMutation);
  const [suspendAgent] = useMutation(SuspendAgentMutation);
  const [busyId, setBusyId] = useState<string | null>(null);

  const decide = useCallback(
    async (agent: DecidedAgent, decision: AgentDecision, reason: string) => {
      const trimmed = reason.trim();
      const variables = { input: { agentId: agent.id, ...(trimmed ? { reason: trimmed } : {}) } };
      setBusyId(agent.id);
      try {
        if (decision === 'approve') {
          const result = await approveAgent({ variables });
          notify.success(agentMessages.approved(result.data?.approveAgent.user.name ?? agent.name));
        } else {
          const result = await suspendAgent({ variables });
          notify.success(agentMessages.suspended(result.data?.suspendAgent.user.name ?? agent.name));
        }
        return true;
      } catch (error) {
        notify.error(
          serverMessage(
            error,
            decision === 'approve' ? adminMessages.approveFailed : adminMessages.suspendFailed,
          ),
        );
        return false;
      } finally {
        setBusyId(null);
      }
    },
    [approveAgent, suspendAgent],
  );

  return { decide, busyId };
}
