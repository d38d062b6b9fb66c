// A modal dialog: over the page, focus kept inside (Tab wraps), Escape and the backdrop close it, and focus
// goes back to where it was. Rendered into document.body so no parent's overflow or stacking clips it.
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { cardStyles } from './Card';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  /* Above the navbar and menus, below the toasts (which report what the dialog did). */
  z-index: ${({ theme }) => theme.zIndices.menu + 50};
  display: grid;
  /* Centred by the panel's auto margins: a panel taller than the screen then scrolls from its top. */
  justify-items: center;
  align-items: start;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;
`;

const Panel = styled.div<{ $width: DialogWidth }>`
  ${cardStyles}
  width: 100%;
  margin-block: auto;
  max-width: ${({ $width }) => ($width === 'md' ? '32rem' : '44rem')};
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Description = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export type DialogWidth = 'md' | 'lg';

export interface DialogProps {
  /** Shown while true; nothing is rendered while false. */
  open: boolean;
  /** The dialog's heading and accessible name. */
  title: string;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Escape, the backdrop or a close button asked to close; the owner decides (and may ignore it while busy). */
  onClose: () => void;
  children?: ReactNode;
  /** The actions row at the bottom (buttons). */
  footer?: ReactNode;
  /** What gets focus when the dialog opens; by default the first focusable element, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `lg` for details with a table or a long list. */
  width?: DialogWidth;
  /** role="alertdialog" for questions that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal window over the page for a task or details that need the person's attention before they go on.
 * Focus moves into it when it opens and stays inside while it is open; Escape and a click on the backdrop ask
 * to close it; focus goes back to where it was when it closes. The owner decides what closing means
 * (`onClose`), and may ignore it while busy.
 *
 * For a yes/no question before an action, use ConfirmDialog, which is built on it.
 */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  description,
  onClose,
  children,
  footer,
  initialFocusRef,
  width = 'md',
  role = 'dialog',
}: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // The opener may be gone (a submitted form re-rendered); then focus stays where the page puts it.
      if (opener?.isConnected) opener.focus();
    };
    // Only on open and close: later renders must not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $width={width}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>
  );
}
