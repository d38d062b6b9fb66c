// A password input with a show/hide button inside it; the button names what it will do ("Show password").
import { useState } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

const ToggleButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.heading};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export type PasswordFieldProps = Omit<Extract<TextFieldProps, { multiline?: false }>, 'type' | 'trailing'> & {
  /** What the toggle calls the field: "Show {fieldName}". Defaults to the label in lower case. */
  fieldName?: string;
  /** Start with the password visible (stories). */
  initiallyVisible?: boolean;
};

/**
 * A password input with a button inside it that shows or hides what was typed. The button says what it will
 * do ("Show password", "Hide new password"), so give `fieldName` where several password fields share a form.
 * It takes every TextField prop except `type` and `trailing`. In a react-final-form form, use
 * FormPasswordField.
 */
export function PasswordField({ fieldName, initiallyVisible = false, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(initiallyVisible);
  const name = fieldName ?? props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <ToggleButton
          type="button"
          aria-label={visible ? `Hide ${name}` : `Show ${name}`}
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
          disabled={props.disabled}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </ToggleButton>
      }
    />
  );
}
