// A TextField bound to a react-final-form field: its value and events, and the message fieldErrorOf picks.
import type { FieldValidator } from 'final-form';
import { Field } from 'react-final-form';
import { fieldErrorOf } from '../../lib/final-form-yup';
import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';

/** The field's own props, less what the form supplies (value, events, error). */
export type FormBoundProps<Props> = Omit<
  Props,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
> & {
  name: string;
  /** A check of this field alone, beside the form's own validate. */
  validate?: FieldValidator<string>;
};

export type FormTextFieldProps = FormBoundProps<Extract<TextFieldProps, { multiline?: false }>>;

/**
 * A TextField bound to a react-final-form field by `name`: its value, events, and the message fieldErrorOf
 * picks (the field's validation once touched, or the server's answer for that field). Takes every TextField
 * prop except those the form supplies.
 */
export function FormTextField({ name, validate, ...props }: FormTextFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <TextField {...input} value={input.value ?? ''} {...props} error={fieldErrorOf(meta)} />
      )}
    </Field>
  );
}
