// The question before approving or suspending an agent (DESIGN.md §9 item 13): who, what follows, and an
// optional reason (at most 500 characters) for the audit log.
import { AUDIT_REASON_LENGTH_MAX } from '@wallet/common/agents';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import type { AgentDecision, DecidedAgent } from './use-agent-decision';

const texts: Readonly<
  Record<AgentDecision, { title: string; confirm: string; busy: string; effect: (name: string) => string }>
> = {
  approve: {
    title: 'Approve agent?',
    confirm: 'Approve',
    busy: 'Approving...',
    effect: (name) => `${name} will be able to sign in and serve customers (cash in and cash out).`,
  },
  suspend: {
    title: 'Suspend agent?',
    confirm: 'Suspend',
    busy: 'Suspending...',
    effect: (name) =>
      `${name} is signed out at once and cannot sign in or serve customers until approved again. Their wallet is kept.`,
  },
};

interface AgentDecisionDialogProps {
  /** The agent and what to do; null: closed. */
  pending: { agent: DecidedAgent; decision: AgentDecision } | null;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function AgentDecisionDialog({
  pending,
  busy = false,
  onConfirm,
  onCancel,
}: AgentDecisionDialogProps) {
  if (!pending) return null;
  const text = texts[pending.decision];
  return (
    <ReasonConfirmDialog
      // A new question (another agent or decision) starts with an empty reason.
      key={`${pending.decision}:${pending.agent.id}`}
      title={text.title}
      description={text.effect(pending.agent.name)}
      confirmLabel={text.confirm}
      busyLabel={text.busy}
      reasonHint={`Kept in the audit log with your name and the time. At most ${AUDIT_REASON_LENGTH_MAX} characters.`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
