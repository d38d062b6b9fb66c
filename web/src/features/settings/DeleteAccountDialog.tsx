// Closing the signed-in person's account (docs/settings.md): a warning that it cannot be undone and the password.
// The api's refusal (a balance left, a pending withdrawal, the last admin, a wrong password) shows in the dialog;
// on success the session is over: the cache is forgotten and the person lands on the sign-in page.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { PASSWORD_LENGTH_MAX, authValidationMessages } from '@wallet/common/auth';
import { settingsMessages } from '@wallet/common/settings';
import { paths } from '../../lib/paths';
import { Dialog } from '../../components/Dialog';
import { FormGrid } from '../../components/form/FormGrid';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { graphql } from '../../gql';
import { validateWithSchema } from '../../lib/final-form-yup';
import { notify } from '../../lib/notify';
import { sessionChanged } from '../../lib/apollo';
import { writeSession } from '../../lib/session';
import { DialogFormActions } from './DialogFormActions';
import { settingsRefusal } from './settings-refusals';

export const CloseAccountMutation = graphql(`
  mutation CloseAccount($password: String!) {
    closeAccount(password: $password) {
      message
    }
  }
`);

export const CLOSE_ACCOUNT_FAILURE_MESSAGE = 'Failed to delete your account';
export const DELETE_ACCOUNT_TITLE = 'Delete your account?';

interface DeleteAccountValues {
  password?: string;
}

const validate = validateWithSchema<DeleteAccountValues>(
  yup.object({ password: yup.string().default('').required(authValidationMessages.passwordRequired) }),
);

export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [closeAccount] = useMutation(CloseAccountMutation);

  const onSubmit = async (values: DeleteAccountValues) => {
    try {
      await closeAccount({ variables: { password: values.password ?? '' } });
    } catch (error) {
      return settingsRefusal(error, CLOSE_ACCOUNT_FAILURE_MESSAGE, ['password']);
    }
    notify.success(settingsMessages.accountClosed);
    sessionChanged();
    // As at logout: leave the protected page first, so its guard does not send the person to /login with a
    // "from" to come back to, then forget everything cached about them.
    await navigate(paths.login, { replace: true });
    await client.clearStore();
    writeSession(client.cache, null);
    return undefined;
  };

  return (
    <Form<DeleteAccountValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <Dialog
          open
          role="alertdialog"
          title={DELETE_ACCOUNT_TITLE}
          description="This cannot be undone. You will be signed out and cannot sign in again, and this e-mail address cannot be used for a new account. Your transaction records are kept."
          onClose={() => (submitting ? undefined : onClose())}
        >
          <FormGrid noValidate aria-label="Delete account" onSubmit={(event) => void handleSubmit(event)}>
            <FormPasswordField
              name="password"
              label="Password"
              hint="To confirm it is you."
              autoComplete="current-password"
              maxLength={PASSWORD_LENGTH_MAX}
              disabled={submitting}
              requiredField
            />
            <DialogFormActions submitLabel="Delete account" busyLabel="Deleting..." onCancel={onClose} />
          </FormGrid>
        </Dialog>
      )}
    </Form>
  );
}
