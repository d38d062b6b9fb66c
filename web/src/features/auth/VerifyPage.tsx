// /verify: the e-mail comes from navigation state or ?email= (so a reload keeps it).
import { useLocation, useSearchParams } from 'react-router-dom';
import { AuthShell } from './AuthShell';
import { readAuthState } from './redirects';
import { VerifyEmailFlow } from './VerifyEmailFlow';

export function VerifyPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const email = readAuthState(location.state).email ?? searchParams.get('email') ?? '';
  return (
    <AuthShell title="Verify your email" subtitle="Confirm your address to activate your account">
      <VerifyEmailFlow initialEmail={email} />
    </AuthShell>
  );
}
