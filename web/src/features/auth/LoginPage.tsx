// /login: the sign-in card.
import { AuthShell } from './AuthShell';
import { LoginFooter, LoginForm } from './LoginForm';

export function LoginPage() {
  return (
    <AuthShell title="Welcome back" subtitle="Sign in to your wallet" footer={<LoginFooter />}>
      <LoginForm />
    </AuthShell>
  );
}
