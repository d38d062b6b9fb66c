// An AmountField bound to a react-final-form field: the amount as typed, its events, and the message
// fieldErrorOf picks.
import { Field } from 'react-final-form';
import { fieldErrorOf } from '../../lib/final-form-yup';
import { AmountField } from '../AmountField';
import type { AmountFieldProps } from '../AmountField';
import type { FormBoundProps } from './FormTextField';

export type FormAmountFieldProps = FormBoundProps<AmountFieldProps>;

/**
 * An AmountField bound to a react-final-form field by `name`: the value as typed, its events, and the message
 * the form's validation or the server's answer gives it. Takes every AmountField prop except those the form
 * supplies.
 */
export function FormAmountField({ name, validate, ...props }: FormAmountFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <AmountField
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
          {...props}
          error={fieldErrorOf(meta)}
        />
      )}
    </Field>
  );
}
