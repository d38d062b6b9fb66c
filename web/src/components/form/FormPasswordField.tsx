// A PasswordField bound to a react-final-form field: its value and events, and the message fieldErrorOf picks.
import { Field } from 'react-final-form';
import { fieldErrorOf } from '../../lib/final-form-yup';
import { PasswordField } from '../PasswordField';
import type { PasswordFieldProps } from '../PasswordField';
import type { FormBoundProps } from './FormTextField';

export type FormPasswordFieldProps = FormBoundProps<PasswordFieldProps>;

/**
 * A PasswordField bound to a react-final-form field by `name`: its value, events and message. Takes every
 * PasswordField prop except those the form supplies.
 */
export function FormPasswordField({ name, validate, ...props }: FormPasswordFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <PasswordField {...input} value={input.value ?? ''} {...props} error={fieldErrorOf(meta)} />
      )}
    </Field>
  );
}
