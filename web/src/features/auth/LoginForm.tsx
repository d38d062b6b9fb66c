// Sign in: e-mail, password, remember me; SPEC.md §8's answers to each refusal; success goes to the dashboard.
import { useMutation } from '@apollo/client/react';
import { Field, Form } from 'react-final-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { authMessages, loginSchema } from '@wallet/common/auth';
import { paths } from '../../app/paths';
import { CheckboxField } from '../../components/CheckboxField';
import { FormGrid } from '../../components/form/FormGrid';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { graphql } from '../../gql';
import { validateWithSchema } from '../../lib/final-form-yup';
import { serverErrorCode, serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import { CurrentUserDocument, roleOf } from '../../lib/session';
import { InlineRow } from './AuthShell';
import { EmailField } from './EmailField';
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
        <FormGrid noValidate aria-label="Sign in" onSubmit={(event) => void handleSubmit(event)}>
          <EmailField disabled={submitting} />
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
