// An on/off setting that takes effect at once: its label and description beside a switch (role="switch",
// aria-checked; a button, so Space and Enter flip it and it is in the Tab order).
import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.button`
  flex: none;
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

const Thumb = styled.span`
  position: absolute;
  top: 0.125rem;
  left: 0.125rem;
  width: 1.125rem;
  height: 1.125rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: transform ${({ theme }) => theme.transitions.fast};

  [aria-checked='true'] > & {
    transform: translateX(1.25rem);
    background: ${({ theme }) => theme.colors.onPrimary};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export interface SwitchProps {
  /** The switch's accessible name. */
  label: string;
  /** What turning it on means, read after the name. */
  description?: ReactNode;
  /** On or off now; the owner keeps it. */
  checked: boolean;
  /** The switch was flipped; receives the new state. */
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * An on/off setting that takes effect at once, such as a notification preference: its label and description
 * beside a switch. It is a button with role="switch", so it is in the Tab order and Space or Enter flips it.
 * For a choice that a form submits later, use CheckboxField.
 */
export function Switch({ label, description, checked, onChange, disabled = false }: SwitchProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <Row>
      <Text>
        <Label id={labelId}>{label}</Label>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
      </Text>
      <Track
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <Thumb aria-hidden="true" />
      </Track>
    </Row>
  );
}
