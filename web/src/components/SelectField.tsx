// A labelled native select with its error wired up, styled like TextField.
import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  align-content: start;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Select = styled.select<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  /** The visible label. */
  label: string;
  /** The choices in order. */
  options: readonly SelectOption[];
  /** A first, empty choice ("Select a role"). */
  placeholder?: string;
  /** Shown under the select and read with it; marks it invalid. */
  error?: string | undefined;
};

/**
 * A labelled native select with its error tied to it, styled like TextField. Native, so it works with the
 * keyboard, screen readers and phones' own pickers. Use it for a short fixed list of choices (a role, a
 * status filter).
 */
export function SelectField({ label, options, placeholder, error, id, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Select
        {...props}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
