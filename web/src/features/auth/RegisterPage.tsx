// /register: the sign-up card.
import { AuthShell } from './AuthShell';
import { RegisterFooter, RegisterForm } from './RegisterForm';

export function RegisterPage() {
  return (
    <AuthShell title="Create your account" subtitle="Join Wallet in a minute" footer={<RegisterFooter />}>
      <RegisterForm />
    </AuthShell>
  );
}
