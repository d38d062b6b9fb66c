// Who is signed in, for the public navbar: the dashboard link, initial, name, role, and Logout.
// Lazy (Apollo stays out of the entry chunk); it only reports the session, so the navbar itself never remounts
// when it arrives (a remount would close a mobile menu opened in the meantime).
import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavbarUser } from '../../components/Navbar';
import { appApolloClient } from '../../lib/apollo-client';
import { roleOf, useCurrentUser, useLogout } from '../../lib/session';
import { paths } from '../../lib/paths';

export interface NavbarSession {
  user: NavbarUser | null;
  logout: () => void;
}

interface SessionReporterProps {
  onSession: (session: NavbarSession) => void;
}

function CurrentSession({ onSession }: SessionReporterProps) {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const name = user?.name;
  const role = user ? roleOf(user.role) : null;
  useEffect(() => {
    onSession({
      user: name !== undefined && role !== null ? { name, role } : null,
      logout: () => {
        void logout(() => navigate(paths.home));
      },
    });
  }, [name, role, logout, navigate, onSession]);
  return null;
}

export function SessionReporter({ onSession }: SessionReporterProps) {
  return (
    <ApolloProvider client={appApolloClient}>
      <CurrentSession onSession={onSession} />
    </ApolloProvider>
  );
}
