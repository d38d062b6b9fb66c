// A labelled text input or textarea with its hint and error wired up for assistive tech.
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  align-content: start;
`;

const LabelRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xxs};
  align-items: baseline;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const OptionalMark = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  /* Greyed as well as faded, so a field of a blocked wallet reads as out of use even on a white card. */
  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

const Input = styled.input<{ $invalid: boolean; $withTrailing?: boolean }>`
  ${controlStyles}
  padding-right: ${({ $withTrailing }) => ($withTrailing ? '3rem' : undefined)};
`;

const ControlRow = styled.div`
  position: relative;

  > :last-child:not(input) {
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.spacing.xxs};
    transform: translateY(-50%);
  }
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 8rem;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

interface OwnProps {
  /** The visible label; it names the control. */
  label: string;
  /** Shown under the control and linked to it; marks the control invalid. */
  error?: string | undefined;
  /** Marks the control invalid without a message of its own (a form-level message names it). */
  invalid?: boolean;
  /** A line under the label's control, read with it (the format expected, a limit). */
  hint?: string;
  /** Marks the field as needed (asterisk + aria-required) without the browser's own validation. */
  requiredField?: boolean;
  /** Labels optional fields "(optional)" instead. */
  optionalField?: boolean;
  /** A control inside the input's right edge (a show/hide button); inputs only. */
  trailing?: ReactNode;
}

type InputProps = OwnProps & { multiline?: false } & Omit<ComponentPropsWithRef<'input'>, 'children'>;
type TextAreaProps = OwnProps & { multiline: true } & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;
export type TextFieldProps = InputProps | TextAreaProps;

/**
 * A labelled text input, or a textarea with `multiline`, with its hint and error tied to it for assistive
 * tech (aria-describedby, aria-invalid). Use it for every free-text field so labels, hints and errors look
 * and read the same. It takes the native input's (or textarea's) props as well. Mark a needed field with
 * `requiredField` rather than `required`, so the form's own messages show instead of the browser's. In a
 * react-final-form form, use FormTextField.
 */
export function TextField(props: TextFieldProps) {
  const generatedId = useId();
  const {
    label,
    error,
    invalid = false,
    hint,
    requiredField = false,
    optionalField = false,
    id = generatedId,
    trailing,
  } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const controlProps = {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': requiredField || undefined,
    $invalid: Boolean(error) || invalid,
  };

  return (
    <Field>
      <LabelRow>
        <Label htmlFor={id}>{label}</Label>
        {/* Outside the label so the control's name stays exactly the label; aria-required says it. */}
        {requiredField ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        {optionalField ? <OptionalMark>(optional)</OptionalMark> : null}
      </LabelRow>
      {props.multiline ? (
        <TextArea {...withoutOwnProps(props)} {...controlProps} />
      ) : trailing ? (
        <ControlRow>
          <Input {...withoutOwnProps(props)} {...controlProps} $withTrailing />
          {trailing}
        </ControlRow>
      ) : (
        <Input {...withoutOwnProps(props)} {...controlProps} />
      )}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}

function withoutOwnProps<P extends TextFieldProps>(props: P) {
  const {
    label: _label,
    error: _error,
    invalid: _invalid,
    hint: _hint,
    requiredField: _requiredField,
    optionalField: _optionalField,
    multiline: _multiline,
    trailing: _trailing,
    ...rest
  } = props;
  return rest;
}
