// Turning two-factor sign-in off (docs/settings.md): the password and a current code (from the app, or a recovery
// code), so a session left open somewhere cannot turn it off alone.
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { PASSWORD_LENGTH_MAX, authValidationMessages } from '@wallet/common/auth';
import { TOTP_DIGITS } from '@wallet/common/settings';
import { twoFactorCodeSchema } from '@wallet/common/settings-forms';
import { Dialog } from '../../components/Dialog';
import { FormGrid } from '../../components/form/FormGrid';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormTextField } from '../../components/form/FormTextField';
import { graphql } from '../../gql';
import { validateWithSchema } from '../../lib/final-form-yup';
import { notify } from '../../lib/notify';
import { DialogFormActions } from './DialogFormActions';
import { settingsRefusal } from './settings-refusals';

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      message
      settings {
        ...SettingsPage_Settings
      }
    }
  }
`);

export const DISABLE_FAILURE_MESSAGE = 'Failed to turn off two-factor sign-in';
export const DISABLE_TITLE = 'Turn off two-factor sign-in';
/** The longest code the field takes: a recovery code with its dash. */
const CODE_LENGTH_MAX = 11;

interface DisableValues {
  password?: string;
  code?: string;
}

const validate = validateWithSchema<DisableValues>(
  yup.object({
    password: yup.string().default('').required(authValidationMessages.passwordRequired),
    code: twoFactorCodeSchema,
  }),
);

export function DisableTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const [disableTwoFactor] = useMutation(DisableTwoFactorMutation);

  const onSubmit = async (values: DisableValues) => {
    try {
      const result = await disableTwoFactor({
        variables: { input: { password: values.password ?? '', code: (values.code ?? '').trim() } },
      });
      notify.success(result.data?.disableTwoFactor.message ?? DISABLE_TITLE);
      onClose();
      return undefined;
    } catch (error) {
      return settingsRefusal(error, DISABLE_FAILURE_MESSAGE, ['password', 'code']);
    }
  };

  return (
    <Form<DisableValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <Dialog
          open
          title={DISABLE_TITLE}
          description="Signing in will ask only for your password again. Your recovery codes stop working."
          onClose={() => (submitting ? undefined : onClose())}
        >
          <FormGrid noValidate aria-label={DISABLE_TITLE} onSubmit={(event) => void handleSubmit(event)}>
            <FormPasswordField
              name="password"
              label="Password"
              autoComplete="current-password"
              maxLength={PASSWORD_LENGTH_MAX}
              disabled={submitting}
              requiredField
            />
            <FormTextField
              name="code"
              label="Authentication code"
              hint={`The ${TOTP_DIGITS}-digit code from your app, or one of your recovery codes.`}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={CODE_LENGTH_MAX}
              disabled={submitting}
              requiredField
            />
            <DialogFormActions submitLabel="Turn off" busyLabel="Turning off..." onCancel={onClose} />
          </FormGrid>
        </Dialog>
      )}
    </Form>
  );
}
