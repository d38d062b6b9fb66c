// /forgot-password: the e-mail gets a reset code; then the code, a new password (with its checklist) and its
// confirmation reset the password on the same screen.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { emailRequestSchema, resetPasswordSchema } from '@wallet/common/auth';
import { RESEND_COUNTDOWN_SECONDS } from '@wallet/common/constants';
import { paths } from '../../lib/paths';
import { FormGrid } from '../../components/form/FormGrid';
import { FormOtpField } from '../../components/form/FormOtpField';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormSubmitError } from '../../components/form/FormSubmitError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { otpDigits } from '../../components/OtpInput';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { ResendCodeButton } from '../../components/ResendCodeButton';
import { graphql } from '../../gql';
import { toSubmissionErrors, validateWithSchema } from '../../lib/final-form-yup';
import { serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import { useCountdown } from '../../lib/use-countdown';
import { InlineRow } from './AuthShell';
import { EmailField } from './EmailField';

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

const SEND_FAILURE_MESSAGE = 'Failed to send the reset code';
const RESET_FAILURE_MESSAGE = 'Failed to reset password';

interface ResetValues {
  otp?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const validateEmail = validateWithSchema<{ email?: string }>(emailRequestSchema);

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

interface ForgotPasswordFlowProps {
  initialEmail?: string;
  /** Start on the reset step (stories). */
  initialStep?: 'email' | 'reset';
}

export function ForgotPasswordFlow({ initialEmail = '', initialStep = 'email' }: ForgotPasswordFlowProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(initialStep);
  const [email, setEmail] = useState(initialEmail);
  const [forgotPassword, { loading: sending }] = useMutation(ForgotPasswordMutation);
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const { secondsLeft, restart } = useCountdown(RESEND_COUNTDOWN_SECONDS, {
    autoStart: initialStep === 'reset',
  });

  const send = async (address: string): Promise<string | undefined> => {
    try {
      const result = await forgotPassword({ variables: { email: address } });
      notify.success(result.data?.forgotPassword.message ?? 'Reset code sent');
      setEmail(address);
      setStep('reset');
      restart();
      return undefined;
    } catch (error) {
      const message = serverMessage(error, SEND_FAILURE_MESSAGE);
      notify.error(message);
      return message;
    }
  };

  const validateReset = (values: ResetValues) =>
    validateWithSchema<ResetValues & { email: string }>(resetPasswordSchema)({
      ...values,
      email,
      otp: otpDigits(values.otp ?? ''),
    });

  if (step === 'email') {
    return (
      <Form<{ email?: string }>
        // Each step is its own form: without distinct keys React would hand this step's final-form instance
        // to the next step, whose missing initialValues then re-initialize it with `values: undefined`.
        key="email"
        onSubmit={async (values) => {
          const failure = await send(emailRequestSchema.cast(values).email);
          return failure ? { [FORM_ERROR]: failure } : undefined;
        }}
        validate={validateEmail}
        initialValues={{ email }}
      >
        {({ handleSubmit, submitting }) => (
          <FormGrid
            noValidate
            aria-label="Request a reset code"
            onSubmit={(event) => void handleSubmit(event)}
          >
            <EmailField disabled={submitting} />
            <FormSubmitError />
            <SubmitButton size="lg" fullWidth disabled={submitting} busy={submitting} busyLabel="Sending...">
              Send reset code
            </SubmitButton>
          </FormGrid>
        )}
      </Form>
    );
  }

  return (
    <Form<ResetValues>
      key="reset"
      validate={validateReset}
      onSubmit={async (values) => {
        try {
          const result = await resetPassword({
            variables: {
              input: { email, otp: otpDigits(values.otp ?? ''), newPassword: values.newPassword ?? '' },
            },
          });
          notify.success(
            result.data?.resetPassword.message ?? 'Password reset successfully. Please sign in.',
          );
          await navigate(paths.login, { state: { email } });
          return undefined;
        } catch (error) {
          const errors = toSubmissionErrors(error, RESET_FAILURE_MESSAGE);
          notify.error(String(errors?.[FORM_ERROR] ?? RESET_FAILURE_MESSAGE));
          return errors;
        }
      }}
    >
      {({ handleSubmit, submitting, values }) => (
        <FormGrid noValidate aria-label="Reset your password" onSubmit={(event) => void handleSubmit(event)}>
          <Note>
            Enter the 6-digit code sent to <strong>{email}</strong> and choose a new password.
          </Note>
          <FormOtpField name="otp" disabled={submitting} label="Reset code" />
          <FormPasswordField
            name="newPassword"
            label="New Password"
            autoComplete="new-password"
            disabled={submitting}
          />
          <PasswordChecklist password={values.newPassword ?? ''} />
          <FormPasswordField
            name="confirmPassword"
            label="Confirm New Password"
            autoComplete="new-password"
            disabled={submitting}
          />
          <FormSubmitError />
          <SubmitButton size="lg" fullWidth disabled={submitting} busy={submitting} busyLabel="Resetting...">
            Reset password
          </SubmitButton>
          <InlineRow>
            <span>Didn&apos;t get it?</span>
            <ResendCodeButton secondsLeft={secondsLeft} sending={sending} onResend={() => void send(email)} />
          </InlineRow>
        </FormGrid>
      )}
    </Form>
  );
}
