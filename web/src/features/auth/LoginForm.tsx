// Sign in: e-mail, password, remember me; SPEC.md §8's answers to each refusal; success goes to the dashboard. An
// account with two-factor sign-in is asked for its code in a second step (docs/settings.md).
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { authMessages, loginSchema } from '@wallet/common/auth';
import { settingsMessages } from '@wallet/common/settings';
import { paths } from '../../lib/paths';
import { CheckboxField } from '../../components/CheckboxField';
import { FormGrid } from '../../components/form/FormGrid';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { graphql } from '../../gql';
import { validateWithSchema } from '../../lib/final-form-yup';
import { serverErrorCode, serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import { roleOf, writeSession } from '../../lib/session';
import { InlineRow } from './AuthShell';
import { EmailField } from './EmailField';
import { landingPathFor, readAuthState, verifyPathFor } from './redirects';
import { TwoFactorSignInStep } from './TwoFactorSignInStep';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        id
        name
        email
        phone
        role
        isEmailVerified
        isApproved
        createdAt
        updatedAt
      }
    }
  }
`);

export const LOGIN_FAILURE_MESSAGE = 'Failed to sign in. Please try again.';

export interface LoginFormValues {
  email?: string;
  password?: string;
  rememberMe?: boolean;
}

const validate = validateWithSchema<LoginFormValues>(loginSchema);

interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Refusals of a code that the second step shows on its field. */
const codeRefusals = new Set<string>([
  settingsMessages.invalidTwoFactorCode,
  settingsMessages.codeFormat,
  settingsMessages.codeOrRecoveryFormat,
]);

const TextLink = styled(Link)`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { email: knownEmail, from } = readAuthState(location.state);
  const [login] = useMutation(LoginMutation, {
    // The session is known at once: the guards and the navbar read `me` from the cache.
    update(cache, { data }) {
      if (data) writeSession(cache, data.login.user);
    },
  });

  // Set once the password was right but a two-factor code is needed: the second step signs in with these again.
  const [awaitingCode, setAwaitingCode] = useState<Credentials | null>(null);
  const [initialValues, setInitialValues] = useState<LoginFormValues>({ email: knownEmail });

  /** Signs in and goes to the dashboard; throws the refusal. */
  const signIn = async (credentials: Credentials, twoFactorCode?: string) => {
    const result = await login({
      variables: { input: twoFactorCode === undefined ? credentials : { ...credentials, twoFactorCode } },
    });
    const user = result.data?.login.user;
    if (!user) throw new Error('login answered without a user');
    await navigate(landingPathFor(roleOf(user.role), from), { replace: true });
  };

  /** SPEC.md §8's answer to a refusal: a toast; an unverified account goes on to /verify (the promise). */
  const reportRefusal = (error: unknown, email: string): Promise<void> | undefined => {
    const message = serverMessage(error, LOGIN_FAILURE_MESSAGE);
    const code = serverErrorCode(error);
    if (message === authMessages.agentNotApproved) {
      notify.error(message);
    } else if (message === authMessages.notVerified) {
      notify.error(authMessages.notVerified);
      return Promise.resolve(navigate(verifyPathFor(email), { state: { email } }));
    } else if (code === 'UNAUTHENTICATED') {
      notify.error(authMessages.invalidCredentials);
    } else {
      notify.error(message);
    }
    return undefined;
  };

  const onSubmit = async (values: LoginFormValues) => {
    const { email, password } = loginSchema.cast(values);
    const credentials = { email, password, rememberMe: Boolean(values.rememberMe) };
    try {
      await signIn(credentials);
    } catch (error) {
      // Not a refusal: the password was right, the account wants its second factor too.
      if (serverMessage(error, '') === settingsMessages.twoFactorRequired) {
        setAwaitingCode(credentials);
        return undefined;
      }
      // Awaited only when it navigates: the form is ready again in the same tick as the toast.
      const leaving = reportRefusal(error, email);
      if (leaving) await leaving;
    }
    return undefined;
  };

  const onSubmitCode = async (twoFactorCode: string) => {
    if (!awaitingCode) return undefined;
    try {
      await signIn(awaitingCode, twoFactorCode);
      return undefined;
    } catch (error) {
      const message = serverMessage(error, LOGIN_FAILURE_MESSAGE);
      if (codeRefusals.has(message)) return { twoFactorCode: message };
      const leaving = reportRefusal(error, awaitingCode.email);
      if (leaving) await leaving;
      return undefined;
    }
  };

  if (awaitingCode) {
    return (
      <TwoFactorSignInStep
        onSubmit={onSubmitCode}
        onBack={() => {
          setInitialValues(awaitingCode);
          setAwaitingCode(null);
        }}
      />
    );
  }

  return (
    <Form<LoginFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <FormGrid noValidate aria-label="Sign in" onSubmit={(event) => void handleSubmit(event)}>
          <EmailField disabled={submitting} autoFocus />
          <FormPasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            disabled={submitting}
          />
          <InlineRow>
            <Field<boolean> name="rememberMe" type="checkbox">
              {({ input }) => (
                <CheckboxField
                  name={input.name}
                  checked={Boolean(input.checked)}
                  onChange={input.onChange}
                  label="Remember me"
                  disabled={submitting}
                />
              )}
            </Field>
            <TextLink to={paths.forgotPassword}>Forgot password?</TextLink>
          </InlineRow>
          <SubmitButton size="lg" fullWidth disabled={submitting} busy={submitting} busyLabel="Signing in...">
            Sign in
          </SubmitButton>
        </FormGrid>
      )}
    </Form>
  );
}

export function LoginFooter() {
  return (
    <>
      Don&apos;t have an account? <TextLink to={paths.register}>Sign up</TextLink>
    </>
  );
}
