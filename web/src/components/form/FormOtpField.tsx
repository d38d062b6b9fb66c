// An OtpInput bound to a react-final-form field. Its message shows only once a submit failed: the slots are
// typed one by one, so "touched" says nothing about whether the code is finished.
import { Field } from 'react-final-form';
import { fieldErrorOf } from '../../lib/final-form-yup';
import { OtpInput } from '../OtpInput';
import type { OtpInputProps } from '../OtpInput';
import type { FormBoundProps } from './FormTextField';

export type FormOtpFieldProps = FormBoundProps<OtpInputProps>;

/**
 * An OtpInput bound to a react-final-form field by `name`. Its message shows only after a submit failed: the
 * slots are typed one by one, so leaving one says nothing about whether the code is finished.
 */
export function FormOtpField({ name, validate, ...props }: FormOtpFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <OtpInput
          value={input.value ?? ''}
          onChange={input.onChange}
          {...props}
          error={meta.submitFailed ? fieldErrorOf({ ...meta, touched: true }) : undefined}
        />
      )}
    </Field>
  );
}
