// Change password: current, new (with the requirements list) and confirmation; cleared after success.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { PASSWORD_LENGTH_MAX, authMessages, changePasswordSchema } from '@wallet/common/auth';
import { FormGrid } from '../../components/form/FormGrid';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormSubmitError } from '../../components/form/FormSubmitError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { graphql } from '../../gql';
import { toSubmissionErrors, validateWithSchema } from '../../lib/final-form-yup';
import { notify } from '../../lib/notify';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

export const CHANGE_PASSWORD_FAILURE_MESSAGE = 'Failed to change password';

interface ChangePasswordValues {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const validate = validateWithSchema<ChangePasswordValues>(changePasswordSchema);

const fields = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

export function ChangePasswordForm() {
  const [changePassword] = useMutation(ChangePasswordMutation);

  const onSubmit = async (values: ChangePasswordValues, form: FormApi<ChangePasswordValues>) => {
    try {
      await changePassword({
        variables: {
          input: { currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '' },
        },
      });
      notify.success(authMessages.passwordChanged);
      form.restart();
      return undefined;
    } catch (error) {
      const errors = toSubmissionErrors(error, CHANGE_PASSWORD_FAILURE_MESSAGE);
      notify.error(String(errors?.[FORM_ERROR] ?? CHANGE_PASSWORD_FAILURE_MESSAGE));
      return errors;
    }
  };

  return (
    <Form<ChangePasswordValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, values }) => (
        <FormGrid noValidate aria-label="Change password" onSubmit={(event) => void handleSubmit(event)}>
          {fields.map((field) => (
            <div key={field.name} style={{ display: 'grid', gap: '0.75rem' }}>
              <FormPasswordField
                name={field.name}
                label={field.label}
                autoComplete={field.autoComplete}
                maxLength={PASSWORD_LENGTH_MAX}
                disabled={submitting}
              />
              {field.name === 'newPassword' ? (
                <PasswordChecklist password={values.newPassword ?? ''} />
              ) : null}
            </div>
          ))}
          <FormSubmitError />
          <div>
            <SubmitButton disabled={submitting} busy={submitting} busyLabel="Changing...">
              Change password
            </SubmitButton>
          </div>
        </FormGrid>
      )}
    </Form>
  );
}
