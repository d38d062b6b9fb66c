// The question before approving or suspending an agent (DESIGN.md §9 item 13): who, what follows, and an
// optional reason (at most 500 characters) for the audit log.
import { useState } from 'react';
import { AUDIT_REASON_LENGTH_MAX, agentMessages } from '@wallet/common/agents';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField } from '../../../components/TextField';
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

export function reasonError(reason: string): string | undefined {
  return reason.trim().length > AUDIT_REASON_LENGTH_MAX ? agentMessages.reasonTooLong : undefined;
}

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
  // Keyed by agent and decision: a new question starts with an empty reason.
  return (
    <OpenDecision
      key={`${pending.decision}:${pending.agent.id}`}
      {...pending}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

function OpenDecision({
  agent,
  decision,
  busy,
  onConfirm,
  onCancel,
}: { agent: DecidedAgent; decision: AgentDecision } & Omit<AgentDecisionDialogProps, 'pending'>) {
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const text = texts[decision];
  const error = reasonError(reason);
  return (
    <ConfirmDialog
      open
      title={text.title}
      description={text.effect(agent.name)}
      confirmLabel={text.confirm}
      busyLabel={text.busy}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (error) {
          setShowError(true);
          return;
        }
        onConfirm(reason);
      }}
    >
      <TextField
        multiline
        label="Reason"
        optionalField
        hint={`Kept in the audit log with your name and the time. At most ${AUDIT_REASON_LENGTH_MAX} characters.`}
        value={reason}
        disabled={busy}
        error={showError ? error : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
