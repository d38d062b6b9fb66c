// The navbar with the session: who is signed in (their dashboard link, initial, name, role) and Logout.
// Lazy (PublicLayout shows the signed-out bar until it arrives), so Apollo stays out of the entry chunk.
import { ApolloProvider } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Navbar } from '../../components/Navbar';
import { appApolloClient } from '../../lib/apollo-client';
import { roleOf, useCurrentUser, useLogout } from '../../lib/session';
import { paths } from '../paths';

function NavbarWithUser() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Navbar
      user={user ? { name: user.name, role: roleOf(user.role) } : null}
      onLogout={() => {
        void logout(() => navigate(paths.home));
      }}
    />
  );
}

export function SessionNavbar() {
  return (
    <ApolloProvider client={appApolloClient}>
      <NavbarWithUser />
    </ApolloProvider>
  );
}
