// Sign-in's second step for an account with two-factor sign-in (docs/settings.md): the code from the authenticator
// app, or a recovery code instead; Back returns to the e-mail and password.
import { useState } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import styled from 'styled-components';
import * as yup from 'yup';
import { TOTP_DIGITS, settingsMessages } from '@wallet/common/settings';
import { totpCodeSchema, twoFactorCodeSchema } from '@wallet/common/settings-forms';
import { Button } from '../../components/Button';
import { FormGrid } from '../../components/form/FormGrid';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { validateWithSchema } from '../../lib/final-form-yup';
import { keepFocusOnPress } from '../../lib/keep-focus-on-press';

export const USE_RECOVERY_CODE_LABEL = 'Use a recovery code';
export const USE_APP_CODE_LABEL = 'Use the code from your app';
export const RECOVERY_CODE_PROMPT =
  'Enter one of the recovery codes you saved when you turned two-factor sign-in on.';
/** The longest recovery code as typed: two groups of five with the dash. */
const RECOVERY_CODE_LENGTH_MAX = 11;

export interface TwoFactorStepValues {
  twoFactorCode?: string;
}

const validateAppCode = validateWithSchema<TwoFactorStepValues>(
  yup.object({ twoFactorCode: totpCodeSchema }),
);
// A recovery code, though a 6-digit code typed here is fine too: the api takes either.
const validateRecoveryCode = validateWithSchema<TwoFactorStepValues>(
  yup.object({ twoFactorCode: twoFactorCodeSchema }),
);

const Prompt = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
`;

interface TwoFactorSignInStepProps {
  /** Signs in with the code; a refusal of the code comes back as the field's error. */
  onSubmit: (twoFactorCode: string) => Promise<SubmissionErrors | undefined>;
  onBack: () => void;
}

export function TwoFactorSignInStep({ onSubmit, onBack }: TwoFactorSignInStepProps) {
  const [recovery, setRecovery] = useState(false);
  return (
    // Keyed by the kind of code: switching starts an empty field with its own rules.
    <Form<TwoFactorStepValues>
      key={recovery ? 'recovery' : 'app'}
      onSubmit={(values) => onSubmit((values.twoFactorCode ?? '').trim())}
      validate={recovery ? validateRecoveryCode : validateAppCode}
    >
      {({ handleSubmit, submitting }) => (
        <FormGrid noValidate aria-label="Two-factor sign-in" onSubmit={(event) => void handleSubmit(event)}>
          <Prompt>{recovery ? RECOVERY_CODE_PROMPT : settingsMessages.twoFactorRequired}</Prompt>
          {recovery ? (
            <FormTextField
              name="twoFactorCode"
              label="Recovery code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={RECOVERY_CODE_LENGTH_MAX}
              disabled={submitting}
              autoFocus
            />
          ) : (
            <FormTextField
              name="twoFactorCode"
              label="Authentication code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TOTP_DIGITS}
              disabled={submitting}
              autoFocus
            />
          )}
          <SubmitButton size="lg" fullWidth disabled={submitting} busy={submitting} busyLabel="Verifying...">
            Verify
          </SubmitButton>
          <Row>
            <Button
              variant="ghost"
              size="sm"
              onMouseDown={keepFocusOnPress}
              onClick={onBack}
              disabled={submitting}
            >
              Back
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onMouseDown={keepFocusOnPress}
              onClick={() => setRecovery((on) => !on)}
              disabled={submitting}
            >
              {recovery ? USE_APP_CODE_LABEL : USE_RECOVERY_CODE_LABEL}
            </Button>
          </Row>
        </FormGrid>
      )}
    </Form>
  );
}
