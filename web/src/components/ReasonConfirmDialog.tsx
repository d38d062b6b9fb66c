// The question before an audited admin action (DESIGN.md §9 item 13): what will happen, the details asked about, and
// an optional reason for the audit log, refused on the spot when it is over the limit.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AUDIT_REASON_LENGTH_MAX, agentMessages } from '@wallet/common/agents';
import { ConfirmDialog } from './ConfirmDialog';
import { TextField } from './TextField';

/** The reason's problem, if any: over AUDIT_REASON_LENGTH_MAX once trimmed. */
export function reasonError(reason: string): string | undefined {
  return reason.trim().length > AUDIT_REASON_LENGTH_MAX ? agentMessages.reasonTooLong : undefined;
}

interface ReasonConfirmDialogProps {
  /** The question, e.g. "Block wallet?". */
  title: string;
  /** What will happen. */
  description: ReactNode;
  /** What is asked about (a DetailList), above the reason. */
  children?: ReactNode;
  /** The confirm button's words; say the action. */
  confirmLabel: string;
  /** The confirm button's words while the action runs. */
  busyLabel: string;
  /** Under the reason box: where the reason goes and its limit. */
  reasonHint: string;
  /** The action is running: the buttons wait and the reason cannot change. */
  busy?: boolean;
  /** With the reason trimmed ("" when none was given). */
  onConfirm: (reason: string) => void;
  /** Cancel, Escape or the backdrop, when not busy. */
  onCancel: () => void;
}

/**
 * The question before an audited admin action (block a wallet, approve or suspend an agent): what will
 * happen, the details asked about, and an optional reason for the audit log. A reason over the limit is
 * refused on the spot and the dialog stays open.
 *
 * It is open while rendered: render it with a key per question, so a new question starts with an empty
 * reason.
 */
export function ReasonConfirmDialog({
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  reasonHint,
  busy = false,
  onConfirm,
  onCancel,
}: ReasonConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const error = reasonError(reason);
  return (
    <ConfirmDialog
      open
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (error) {
          setShowError(true);
          return;
        }
        onConfirm(reason.trim());
      }}
    >
      {children}
      <TextField
        multiline
        label="Reason"
        optionalField
        hint={reasonHint}
        value={reason}
        rows={3}
        disabled={busy}
        error={showError ? error : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
