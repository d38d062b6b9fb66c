// Sign in: e-mail, password, remember me; SPEC.md §8's answers to each refusal; success goes to the dashboard.
import { useMutation } from '@apollo/client/react';
import { Field, Form } from 'react-final-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { EMAIL_LENGTH_MAX, authMessages, loginSchema } from '@wallet/common/auth';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { graphql } from '../../gql';
import { fieldErrorOf, validateWithSchema } from '../../lib/final-form-yup';
import { serverErrorCode, serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import { CurrentUserDocument, roleOf } from '../../lib/session';
import { FormStack, InlineRow } from './AuthShell';
import { landingPathFor, readAuthState, verifyPathFor } from './redirects';

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
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.login.user } });
    },
  });

  const onSubmit = async (values: LoginFormValues) => {
    const { email, password } = loginSchema.cast(values);
    try {
      const result = await login({
        variables: { input: { email, password, rememberMe: Boolean(values.rememberMe) } },
      });
      const user = result.data?.login.user;
      if (!user) throw new Error('login answered without a user');
      await navigate(landingPathFor(roleOf(user.role), from), { replace: true });
    } catch (error) {
      const message = serverMessage(error, LOGIN_FAILURE_MESSAGE);
      const code = serverErrorCode(error);
      if (message === authMessages.agentNotApproved) {
        notify.error(message);
      } else if (message === authMessages.notVerified) {
        notify.error(authMessages.notVerified);
        await navigate(verifyPathFor(email), { state: { email } });
      } else if (code === 'UNAUTHENTICATED') {
        notify.error(authMessages.invalidCredentials);
      } else {
        notify.error(message);
      }
    }
    return undefined;
  };

  return (
    <Form<LoginFormValues> onSubmit={onSubmit} validate={validate} initialValues={{ email: knownEmail }}>
      {({ handleSubmit, submitting }) => (
        <FormStack noValidate aria-label="Sign in" onSubmit={(event) => void handleSubmit(event)}>
          <Field<string> name="email">
            {({ input, meta }) => (
              <TextField
                {...input}
                value={input.value ?? ''}
                label="Email"
                type="email"
                autoComplete="email"
                maxLength={EMAIL_LENGTH_MAX}
                error={fieldErrorOf(meta)}
                disabled={submitting}
              />
            )}
          </Field>
          <Field<string> name="password">
            {({ input, meta }) => (
              <PasswordField
                {...input}
                value={input.value ?? ''}
                label="Password"
                autoComplete="current-password"
                error={fieldErrorOf(meta)}
                disabled={submitting}
              />
            )}
          </Field>
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
          <Button type="submit" size="lg" fullWidth disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </FormStack>
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
