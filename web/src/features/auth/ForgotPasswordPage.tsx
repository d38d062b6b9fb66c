// /forgot-password: request a reset code, then set a new password with it.
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AuthShell } from './AuthShell';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';
import { readAuthState } from './redirects';

export function ForgotPasswordPage() {
  const location = useLocation();
  return (
    <AuthShell
      title="Reset your password"
      subtitle="We will e-mail you a 6-digit code"
      footer={
        <>
          Remembered it? <Link to={paths.login}>Sign in</Link>
        </>
      }
    >
      <ForgotPasswordFlow initialEmail={readAuthState(location.state).email} />
    </AuthShell>
  );
}
