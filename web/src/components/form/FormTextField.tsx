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
      {({ input, meta }) => {
        // A field the page focused by itself was not chosen by the person: leaving it as it was (pristine) is no
        // mistake, so its message waits for a submit. Otherwise tapping a link under it (Sign up, Forgot
        // password?) blurs it, the message pushes the link down mid-tap and the tap lands on nothing.
        const quiet = props.autoFocus === true && meta.pristine === true && meta.submitFailed !== true;
        return (
          <TextField
            {...input}
            value={input.value ?? ''}
            {...props}
            error={quiet ? undefined : fieldErrorOf(meta)}
          />
        );
      }}
    </Field>
  );
}
