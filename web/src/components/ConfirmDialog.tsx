// A question before something that cannot be undone (money leaving a wallet): what will happen, Confirm or Cancel.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** What will happen, e.g. a DetailList of amount, fee and receiver. */
  children?: ReactNode;
  confirmLabel?: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  cancelLabel?: string;
  /** The action is running: both buttons wait and Escape does nothing, so it cannot be left half way. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

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
