// /verify's two steps: Confirm sends a code to the e-mail; then the 6-slot code, Submit, and a timed resend.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { emailSchema } from '@wallet/common/auth';
import { RESEND_COUNTDOWN_SECONDS } from '@wallet/common/constants';
import { paths } from '../../lib/paths';
import { FormGrid } from '../../components/form/FormGrid';
import { FormOtpField } from '../../components/form/FormOtpField';
import { FormSubmitError } from '../../components/form/FormSubmitError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { otpDigits } from '../../components/OtpInput';
import { ResendCodeButton } from '../../components/ResendCodeButton';
import { graphql } from '../../gql';
import { toSubmissionErrors } from '../../lib/final-form-yup';
import { serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import { useCountdown } from '../../lib/use-countdown';
import { InlineRow } from './AuthShell';
import { EmailField } from './EmailField';
import { otpError } from './otp-field';

export const SendVerificationCodeMutation = graphql(`
  mutation SendVerificationCode($email: String!) {
    sendVerificationCode(email: $email) {
      message
    }
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($email: String!, $otp: String!) {
    verifyEmail(email: $email, otp: $otp) {
      message
    }
  }
`);

const SEND_FAILURE_MESSAGE = 'Failed to send the verification code';
const VERIFY_FAILURE_MESSAGE = 'Failed to verify your email';

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

function emailError(value: string | undefined): string | undefined {
  try {
    emailSchema.validateSync(value ?? '');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

interface VerifyEmailFlowProps {
  initialEmail?: string;
  /** Start on the code step (stories). */
  initialStep?: 'confirm' | 'code';
}

export function VerifyEmailFlow({ initialEmail = '', initialStep = 'confirm' }: VerifyEmailFlowProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(initialStep);
  const [email, setEmail] = useState(initialEmail.trim());
  const [sendCode, { loading: sending }] = useMutation(SendVerificationCodeMutation);
  const [verifyEmail] = useMutation(VerifyEmailMutation);
  const { secondsLeft, restart } = useCountdown(RESEND_COUNTDOWN_SECONDS, {
    autoStart: initialStep === 'code',
  });

  const send = async (address: string): Promise<string | undefined> => {
    try {
      const result = await sendCode({ variables: { email: address } });
      notify.success(result.data?.sendVerificationCode.message ?? 'Verification code sent');
      setEmail(address);
      setStep('code');
      restart();
      return undefined;
    } catch (error) {
      const message = serverMessage(error, SEND_FAILURE_MESSAGE);
      notify.error(message);
      return message;
    }
  };

  if (step === 'confirm') {
    return (
      <Form<{ email?: string }>
        // Each step is its own form: without distinct keys React would hand this step's final-form instance
        // to the next step, whose missing initialValues then re-initialize it with `values: undefined`.
        key="confirm"
        onSubmit={async (values) => {
          const failure = await send(emailSchema.cast(values.email ?? ''));
          return failure ? { [FORM_ERROR]: failure } : undefined;
        }}
        initialValues={{ email }}
      >
        {({ handleSubmit, submitting }) => (
          <FormGrid noValidate aria-label="Confirm your email" onSubmit={(event) => void handleSubmit(event)}>
            <Note>We will send a 6-digit code to this address.</Note>
            <EmailField validate={emailError} disabled={submitting} />
            <FormSubmitError />
            <SubmitButton size="lg" fullWidth disabled={submitting} busy={submitting} busyLabel="Sending...">
              Confirm
            </SubmitButton>
          </FormGrid>
        )}
      </Form>
    );
  }

  return (
    <Form<{ otp?: string }>
      key="code"
      onSubmit={async (values) => {
        try {
          const result = await verifyEmail({ variables: { email, otp: otpDigits(values.otp ?? '') } });
          notify.success(result.data?.verifyEmail.message ?? 'Email verified successfully');
          await navigate(paths.login, { state: { email } });
          return undefined;
        } catch (error) {
          const errors = toSubmissionErrors(error, VERIFY_FAILURE_MESSAGE);
          notify.error(String(errors?.[FORM_ERROR] ?? VERIFY_FAILURE_MESSAGE));
          return errors;
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <FormGrid noValidate aria-label="Enter your code" onSubmit={(event) => void handleSubmit(event)}>
          <Note>
            Enter the 6-digit code we sent to <strong>{email}</strong>.
          </Note>
          <FormOtpField name="otp" validate={otpError} disabled={submitting} autoFocus />
          <FormSubmitError />
          <SubmitButton size="lg" fullWidth disabled={submitting} busy={submitting} busyLabel="Verifying...">
            Submit
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
