// What the tour's popover holds: a modal dialog named by the step's title, its text, "Step n of m", Back (from
// the second step on), Next (Done on the last step) and Close. reactour positions the popover and handles ←, → and Escape; focus moves into
// the dialog when the tour opens and stays there (Tab cycles), and each new step is announced politely.
import type { PopoverContentProps } from '@reactour/tour';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { CloseIcon } from '../../../components/icons';
import { tourStepTitle } from './tour-steps';

const Dialog = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Announced = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding-right: ${({ theme }) => theme.spacing.xl};
`;

const Counter = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.spacing.sm};
  right: ${({ theme }) => theme.spacing.sm};
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.heading};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const Title = styled.h2`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xs};

  /* Back, when there is one, at the start; Next or Done always at the end. */
  & > :first-child:not(:last-child) {
    margin-right: auto;
  }
`;

const KeysHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

const focusableSelector = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export interface TourStepDialogProps {
  title: string;
  text: string;
  /** 1-based. */
  stepNumber: number;
  stepCount: number;
  onBack: () => void;
  onNext: () => void;
  onClose: () => void;
}

/** One step of the tour as a dialog (also shown on its own in stories). */
export function TourStepDialog({
  title,
  text,
  stepNumber,
  stepCount,
  onBack,
  onNext,
  onClose,
}: TourStepDialogProps) {
  const titleId = useId();
  const textId = useId();
  const counterId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const last = stepNumber >= stepCount;

  // The tour opens with the dialog focused, so a screen reader reads its name and text first.
  useEffect(() => {
    dialogRef.current?.focus();
  }, []);

  // Modal: Tab and Shift+Tab stay inside.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const final = focusable[focusable.length - 1];
    if (!first || !final) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      final.focus();
    } else if (!event.shiftKey && active === final) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={`${counterId} ${textId}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {/* A new step replaces these three: announced as a whole without moving focus. */}
      <Announced aria-live="polite" aria-atomic="true">
        <Counter id={counterId}>{`Step ${stepNumber} of ${stepCount}`}</Counter>
        <Title id={titleId}>{title}</Title>
        <Text id={textId}>{text}</Text>
      </Announced>
      <Actions>
        {/* The first step has nowhere to go back to: no Back at all, rather than one that does nothing. */}
        {stepNumber > 1 ? (
          <Button variant="ghost" size="sm" onClick={onBack}>
            Back
          </Button>
        ) : null}
        <Button size="sm" onClick={onNext}>
          {last ? 'Done' : 'Next'}
        </Button>
      </Actions>
      <KeysHint>← → to move between steps, Esc to close.</KeysHint>
      <CloseButton type="button" aria-label="Close tour" onClick={onClose}>
        <CloseIcon size={18} />
      </CloseButton>
    </Dialog>
  );
}

/** reactour's ContentComponent: the current step, with the tour's own state behind the buttons. */
export function TourPopover({ steps, currentStep, setCurrentStep, setIsOpen }: PopoverContentProps) {
  const step = steps[currentStep];
  const text = typeof step?.content === 'string' ? step.content : '';
  const stepCount = steps.length;
  return (
    <TourStepDialog
      title={tourStepTitle(step)}
      text={text}
      stepNumber={currentStep + 1}
      stepCount={stepCount}
      onBack={() => setCurrentStep(Math.max(currentStep - 1, 0))}
      onNext={() => {
        if (currentStep + 1 >= stepCount) setIsOpen(false);
        else setCurrentStep(currentStep + 1);
      }}
      onClose={() => setIsOpen(false)}
    />
  );
}
