// The e-mail field of the sign-in screens (sign in, sign up, verify, forgot password), bound to the form's `email`.
import type { FieldValidator } from 'final-form';
import { EMAIL_LENGTH_MAX } from '@wallet/common/auth';
import { FormTextField } from '../../components/form/FormTextField';

interface EmailFieldProps {
  disabled?: boolean;
  /** For a form without a schema of its own. */
  validate?: FieldValidator<string>;
  /** Focus the field when the screen opens (sign in: the e-mail is what the person came to type). */
  autoFocus?: boolean;
}

export function EmailField({ disabled, validate, autoFocus }: EmailFieldProps) {
  return (
    <FormTextField
      name="email"
      validate={validate}
      label="Email"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_LENGTH_MAX}
      disabled={disabled}
      autoFocus={autoFocus}
    />
  );
}
