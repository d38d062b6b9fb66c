// A question before something that cannot be undone (money leaving a wallet): what will happen, Confirm or Cancel.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  /** Shown while true; the owner opens and closes it. */
  open: boolean;
  /** The question, e.g. "Confirm transfer". */
  title: string;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /** What will happen, e.g. a DetailList of amount, fee and receiver. */
  children?: ReactNode;
  /** The confirm button's words; say the action ("Send money"). */
  confirmLabel?: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  cancelLabel?: string;
  /** The action is running: both buttons wait and Escape does nothing, so it cannot be left half way. */
  busy?: boolean;
  /** Runs the action; set `busy` while it does. */
  onConfirm: () => void;
  /** Cancel, Escape or the backdrop, when not busy. */
  onCancel: () => void;
}

/**
 * The question before something that cannot be undone, such as money leaving a wallet: a title, what will
 * happen (often a DetailList of amount, fee and receiver), then Cancel and Confirm. Cancel has the focus when
 * it opens, so a second Enter after a form's submit does not confirm by accident. While `busy`, neither
 * button nor Escape can close it, so the action is never left half way.
 *
 * For an admin action that is audited with a reason, use ReasonConfirmDialog.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  busyLabel = 'Processing...',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // Cancel first: a second Enter after the form's submit must not confirm by accident.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      description={description}
      onClose={close}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
