// Turning two-factor sign-in on (docs/settings.md): startTwoFactorSetup gives a secret, shown as a QR code and as
// text; the first code from the app turns it on (enableTwoFactor); then the ten recovery codes, shown this once,
// stay on screen until the person says they have saved them.
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import * as yup from 'yup';
import { TOTP_DIGITS, settingsMessages } from '@wallet/common/settings';
import { totpCodeSchema } from '@wallet/common/settings-forms';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormGrid } from '../../components/form/FormGrid';
import { FormTextField } from '../../components/form/FormTextField';
import { Skeleton } from '../../components/Skeleton';
import { graphql } from '../../gql';
import { validateWithSchema } from '../../lib/final-form-yup';
import { serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import { copyToClipboard } from './copy-to-clipboard';
import { DialogFormActions } from './DialogFormActions';
import { RecoveryCodes } from './RecoveryCodes';
import { settingsRefusal } from './settings-refusals';
import { DialogActions, SettingNote } from './settings-styles';

export const StartTwoFactorSetupMutation = graphql(`
  mutation StartTwoFactorSetup {
    startTwoFactorSetup {
      secret
      otpauthUrl
    }
  }
`);

export const EnableTwoFactorMutation = graphql(`
  mutation EnableTwoFactor($code: String!) {
    enableTwoFactor(code: $code) {
      message
      recoveryCodes
      settings {
        ...SettingsPage_Settings
      }
    }
  }
`);

export const SETUP_FAILURE_MESSAGE = 'Failed to start the two-factor setup';
export const ENABLE_FAILURE_MESSAGE = 'Failed to turn on two-factor sign-in';
export const ENABLE_TITLE = 'Turn on two-factor sign-in';
export const RECOVERY_CODES_TITLE = 'Save your recovery codes';
export const CODES_SAVED_LABEL = 'I have saved these codes';

const codeFormSchema = yup.object({ code: totpCodeSchema });
const validate = validateWithSchema<CodeValues>(codeFormSchema);

interface CodeValues {
  code?: string;
}

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** Dark on white in both themes: authenticator apps read QR codes that way round. */
const QrFrame = styled.div`
  justify-self: start;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
  line-height: 0;
`;

const SecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Secret = styled.code`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.md};
  word-spacing: 0.25em;
  overflow-wrap: anywhere;
`;

/** The base32 secret in groups of four, as people copy it by hand. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

export function EnableTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const [startSetup, setup] = useMutation(StartTwoFactorSetupMutation);
  const [enableTwoFactor] = useMutation(EnableTwoFactorMutation);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const started = useRef(false);

  const start = () => void startSetup().catch(() => undefined);
  useEffect(() => {
    // Once per dialog: each setup replaces the secret, so a second call would outdate the QR code shown.
    if (started.current) return;
    started.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async (values: CodeValues) => {
    try {
      const result = await enableTwoFactor({ variables: { code: (values.code ?? '').trim() } });
      const answer = result.data?.enableTwoFactor;
      if (!answer) throw new Error('enableTwoFactor answered without data');
      notify.success(answer.message);
      setRecoveryCodes(answer.recoveryCodes);
      return undefined;
    } catch (error) {
      return settingsRefusal(error, ENABLE_FAILURE_MESSAGE, ['code']);
    }
  };

  if (recoveryCodes) {
    return (
      <Dialog
        open
        title={RECOVERY_CODES_TITLE}
        description="Each code signs you in once if you cannot use your authenticator app. They are shown only now: keep them somewhere safe."
        // Shown once: only the button below closes, so Escape or a stray click cannot lose them.
        onClose={() => undefined}
        footer={<Button onClick={onClose}>{CODES_SAVED_LABEL}</Button>}
      >
        <RecoveryCodes codes={recoveryCodes} />
      </Dialog>
    );
  }

  const secret = setup.data?.startTwoFactorSetup;
  return (
    <Form<CodeValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <Dialog open title={ENABLE_TITLE} onClose={() => (submitting ? undefined : onClose())}>
          {secret ? (
            <Steps>
              <Step>
                <SettingNote>
                  Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).
                </SettingNote>
                <QrFrame role="img" aria-label="QR code for your authenticator app">
                  <QRCodeSVG value={secret.otpauthUrl} size={176} marginSize={0} aria-hidden="true" />
                </QrFrame>
              </Step>
              <Step>
                <SettingNote>Or type this key into the app:</SettingNote>
                <SecretRow>
                  <Secret aria-label="Setup key">{groupSecret(secret.secret)}</Secret>
                  <Button variant="secondary" size="sm" onClick={() => void copyToClipboard(secret.secret)}>
                    Copy key
                  </Button>
                </SecretRow>
              </Step>
              <Step>
                <FormGrid
                  noValidate
                  aria-label="Confirm two-factor sign-in"
                  onSubmit={(event) => void handleSubmit(event)}
                >
                  <FormTextField
                    name="code"
                    label="Authentication code"
                    hint={`The ${TOTP_DIGITS}-digit code the app shows now.`}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={TOTP_DIGITS}
                    disabled={submitting}
                    requiredField
                    // Shown once the key has arrived (the dialog opened on its placeholder): typing can start.
                    autoFocus
                  />
                  <DialogFormActions submitLabel="Turn on" busyLabel="Turning on..." onCancel={onClose} />
                </FormGrid>
              </Step>
            </Steps>
          ) : setup.error ? (
            <>
              <Alert tone="danger">{serverMessage(setup.error, SETUP_FAILURE_MESSAGE)}</Alert>
              <DialogActions>
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                {/* Already on needs no retry: the page shows it once the dialog closes. */}
                {serverMessage(setup.error, '') === settingsMessages.twoFactorAlreadyOn ? null : (
                  <Button onClick={start}>Try Again</Button>
                )}
              </DialogActions>
            </>
          ) : (
            <div role="status" aria-label="Preparing your setup key">
              <Skeleton shape="rect" width="12rem" height="12rem" />
            </div>
          )}
        </Dialog>
      )}
    </Form>
  );
}
