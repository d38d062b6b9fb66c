// The shell every form that moves money out shares (Send Money, Withdraw, Cash In, Cash Out): the form with its
// fields disabled while blocked or sending, the form's own refusal, the submit button with its busy label, and the
// confirmation dialog the money waits in (money/use-confirmed-send.ts). Each form brings its fields and details.
import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FormRenderProps } from 'react-final-form';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormGrid } from '../components/form/FormGrid';
import { FormSubmitError } from '../components/form/FormSubmitError';
import { SubmitButton } from '../components/form/SubmitButton';
import { MoneyFormFields } from './MoneyFormFields';
import type { ConfirmedSend } from './use-confirmed-send';

export interface MoneyFormShellProps<Values extends object, Details> {
  /** The form's accessible name ("Send money"). */
  label: string;
  onSubmit: (values: Values, form: FormApi<Values>) => Promise<SubmissionErrors | undefined>;
  validate?: (values: Values) => ValidationErrors | Promise<ValidationErrors>;
  initialValues?: Partial<Values>;
  /** The wallet the money leaves: a blocked one says so and keeps every field disabled. */
  isBlocked: boolean;
  /** From useConfirmedSend: what waits to be confirmed, and whether it is on its way. */
  confirmation: Pick<ConfirmedSend<Details>, 'pending' | 'sending' | 'dialog'>;
  submitLabel: string;
  /** The submit waits for more (Withdraw below its minimum). */
  submitDisabled?: (values: Values) => boolean;
  /** "Sending...": on the submit and the confirm button while the money moves. */
  busyLabel: string;
  confirm: { title: string; description: string; confirmLabel: string };
  /** The fields, given the form's state (values, `form.change`). */
  children: (form: FormRenderProps<Values>) => ReactNode;
  /** What the dialog asks about. */
  details: (pending: Details) => ReactNode;
  /** Shown under the fields (an agent's commission after a cash in). */
  footer?: ReactNode;
}

export function MoneyFormShell<Values extends object, Details>({
  label,
  onSubmit,
  validate,
  initialValues,
  isBlocked,
  confirmation,
  submitLabel,
  submitDisabled,
  busyLabel,
  confirm,
  children,
  details,
  footer,
}: MoneyFormShellProps<Values, Details>) {
  const { sending, pending, dialog } = confirmation;
  return (
    <>
      <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {(formProps) => (
          <FormGrid noValidate aria-label={label} onSubmit={(event) => void formProps.handleSubmit(event)}>
            <MoneyFormFields isBlocked={isBlocked} sending={sending}>
              {children(formProps)}
              <FormSubmitError />
              <div>
                <SubmitButton
                  disabled={submitDisabled?.(formProps.values)}
                  busy={sending}
                  busyLabel={busyLabel}
                >
                  {submitLabel}
                </SubmitButton>
              </div>
            </MoneyFormFields>
            {footer}
          </FormGrid>
        )}
      </Form>
      <ConfirmDialog {...dialog} {...confirm} busyLabel={busyLabel}>
        {pending ? details(pending) : null}
      </ConfirmDialog>
    </>
  );
}
