// A checkbox with its label beside it (the label may hold links) and an error wired up.
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Box = styled.input`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin-top: 0.125rem;
  accent-color: ${({ theme }) => theme.colors.primary};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  /** What ticking it means; it may hold links. */
  label: ReactNode;
  /** Shown under it and read with the box; marks it invalid. */
  error?: string | undefined;
};

/**
 * One checkbox with its label beside it, such as the terms of service or "Remember me". The label may hold
 * links. The error is tied to the box (aria-describedby), so it is read with it. For an on/off setting that
 * takes effect at once, use Switch.
 */
export function CheckboxField({ label, error, id, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const errorId = `${boxId}-error`;
  return (
    <Field>
      <Row>
        <Box
          {...props}
          id={boxId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={boxId}>{label}</label>
      </Row>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
