// Signing in: SPEC.md §8's answers to each refusal, and success straight to the role's dashboard.
import type { MockLink } from '@apollo/client/testing';
import type { InMemoryCache } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@wallet/common/auth';
import { settingsMessages } from '@wallet/common/settings';
import { createCache } from '../../lib/apollo';
import { CurrentUserDocument } from '../../lib/session';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { signedInPerson } from '../../test/render-route';
import { renderScreen } from '../../test/render-screen';
import { LoginForm, LoginMutation } from './LoginForm';

const credentials = { email: 'alice@wallet.local', password: 'Wallet#2026', rememberMe: false };

function renderLogin(mocks: MockLink.MockedResponse[], cache?: InMemoryCache) {
  return renderScreen(<LoginForm />, { mocks, cache, route: '/login' });
}

function refusal(message: string, code: string): MockLink.MockedResponse {
  return {
    request: { query: LoginMutation, variables: { input: credentials } },
    result: graphQLErrorResult(message, code),
  };
}

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), credentials.email);
  await userEvent.type(screen.getByLabelText('Password'), credentials.password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const currentPath = () => screen.getByRole('status', { name: 'Current address' });

const signedInUser = signedInPerson('USER', { email: credentials.email });

/** The answer to a sign-in with `twoFactorCode`. */
function withCode(twoFactorCode: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: { query: LoginMutation, variables: { input: { ...credentials, twoFactorCode } } },
    result,
    delay: 5,
  };
}

const signedIn = {
  data: { login: { __typename: 'UserPayload', message: 'Login successful', user: signedInUser } },
};
const codeRequired = refusal(settingsMessages.twoFactorRequired, 'UNAUTHENTICATED');

describe('LoginForm', () => {
  it('when the sign-in screen opens, then the e-mail field has focus, ready to type', () => {
    renderLogin([]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('when the account is not verified, then it toasts that and goes to /verify with the e-mail', async () => {
    renderLogin([refusal(authMessages.notVerified, 'FORBIDDEN')]);
    await signIn();

    expect(await screen.findByText(authMessages.notVerified)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toHaveTextContent('/verify?email=alice%40wallet.local'));
    expect(screen.getByRole('status', { name: 'Navigation state' })).toHaveTextContent(
      JSON.stringify({ email: credentials.email }),
    );
  });

  it('when the credentials are wrong, then it toasts "Invalid credentials" and stays', async () => {
    renderLogin([refusal(authMessages.invalidCredentials, 'UNAUTHENTICATED')]);
    await signIn();

    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('when the agent is not approved yet, then it toasts that and stays on /login', async () => {
    renderLogin([refusal(authMessages.agentNotApproved, 'FORBIDDEN')]);
    await signIn();

    expect(await screen.findByText('Agent not yet approved by admin.')).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/login');
  });

  it('when the sign-in succeeds, then the person is cached as `me` and lands on their overview', async () => {
    const cache = createCache();
    const user = signedInPerson('AGENT', { name: 'Maya Thompson', email: credentials.email });
    renderLogin(
      [
        {
          request: { query: LoginMutation, variables: { input: credentials } },
          result: { data: { login: { __typename: 'UserPayload', message: 'Login successful', user } } },
          // Long enough that the busy button is still there after the click on a loaded machine (30 ms was not).
          delay: 300,
        },
      ],
      cache,
    );
    await signIn();

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await waitFor(() => expect(currentPath()).toHaveTextContent('/agent/overview'));
    expect(cache.readQuery({ query: CurrentUserDocument })?.me?.name).toBe('Maya Thompson');
  });

  it('when the fields are empty, then the validation messages show and nothing is sent', async () => {
    renderLogin([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('when the focused e-mail field is left empty for a link, then no message appears until a submit', async () => {
    renderLogin([]);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.click(screen.getByLabelText('Password'));

    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('when the eye button is pressed, then the password shows and the button offers to hide it', async () => {
    renderLogin([]);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));

    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  describe('with two-factor sign-in on', () => {
    it('when the password is right, then the code is asked for, and with it the person is signed in', async () => {
      renderLogin([codeRequired, withCode('123456', signedIn)]);
      await signIn();

      const code = await screen.findByLabelText('Authentication code');
      expect(screen.getByText(settingsMessages.twoFactorRequired)).toBeInTheDocument();
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(code).toHaveAccessibleDescription(settingsMessages.codeFormat);

      await userEvent.type(code, '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(currentPath()).toHaveTextContent('/user/overview'));
    });

    it('when the code is wrong, then it says so on the field; Back returns to the e-mail and password', async () => {
      renderLogin([
        codeRequired,
        withCode('654321', graphQLErrorResult(settingsMessages.invalidTwoFactorCode)),
      ]);
      await signIn();
      await userEvent.type(await screen.findByLabelText('Authentication code'), '654321');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

      await waitFor(() =>
        expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(
          settingsMessages.invalidTwoFactorCode,
        ),
      );
      expect(currentPath()).toHaveTextContent('/login');

      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByLabelText('Email')).toHaveValue(credentials.email);
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    });

    it('when "Use a recovery code" is chosen, then a recovery code signs the person in', async () => {
      renderLogin([codeRequired, withCode('abcde-23456', signedIn)]);
      await signIn();
      await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));

      expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-23456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(currentPath()).toHaveTextContent('/user/overview'));
    });

    it('when the recovery code is not one, then its format is asked for; the app code can be chosen again', async () => {
      renderLogin([codeRequired]);
      await signIn();
      await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      await userEvent.type(screen.getByLabelText('Recovery code'), 'not-a-code');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

      expect(screen.getByLabelText('Recovery code')).toHaveAccessibleDescription(
        settingsMessages.codeOrRecoveryFormat,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Use the code from your app' }));
      expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    });
  });
});
