// The sign-in screens as pages: login, register, verify (both steps), forgot password (both steps),
// unauthorized; light and dark. GraphQL is mocked (nothing is sent until a form is submitted).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApolloMocks } from '../../test/apollo-mocks';
import { AuthShell } from './AuthShell';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';
import { LoginFooter, LoginForm } from './LoginForm';
import { RegisterFooter, RegisterForm } from './RegisterForm';
import { UnauthorizedPage } from './UnauthorizedPage';
import { VerifyEmailFlow } from './VerifyEmailFlow';

const meta: Meta = {
  title: 'Auth/Screens',
  decorators: [withApolloMocks([])],
  parameters: { layout: 'fullscreen' },
};

export default meta;
type Story = StoryObj;

export const Login: Story = {
  render: () => (
    <AuthShell title="Welcome back" subtitle="Sign in to your wallet" footer={<LoginFooter />}>
      <LoginForm />
    </AuthShell>
  ),
};

export const LoginDark: Story = { ...Login, globals: { theme: 'dark' } };

export const Register: Story = {
  render: () => (
    <AuthShell title="Create your account" subtitle="Join Wallet in a minute" footer={<RegisterFooter />}>
      <RegisterForm />
    </AuthShell>
  ),
};

export const RegisterDark: Story = { ...Register, globals: { theme: 'dark' } };

export const VerifyConfirm: Story = {
  render: () => (
    <AuthShell title="Verify your email">
      <VerifyEmailFlow initialEmail="alice@wallet.local" />
    </AuthShell>
  ),
};

export const VerifyCode: Story = {
  render: () => (
    <AuthShell title="Verify your email">
      <VerifyEmailFlow initialEmail="alice@wallet.local" initialStep="code" />
    </AuthShell>
  ),
};

export const VerifyCodeDark: Story = { ...VerifyCode, globals: { theme: 'dark' } };

export const ForgotPasswordEmail: Story = {
  render: () => (
    <AuthShell title="Reset your password">
      <ForgotPasswordFlow />
    </AuthShell>
  ),
};

export const ForgotPasswordReset: Story = {
  render: () => (
    <AuthShell title="Reset your password">
      <ForgotPasswordFlow initialEmail="alice@wallet.local" initialStep="reset" />
    </AuthShell>
  ),
};

export const ForgotPasswordResetDark: Story = { ...ForgotPasswordReset, globals: { theme: 'dark' } };

export const Unauthorized: Story = { render: () => <UnauthorizedPage /> };

export const UnauthorizedDark: Story = { ...Unauthorized, globals: { theme: 'dark' } };
