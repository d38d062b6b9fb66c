// The guard of /user, /agent and /admin: signed out → /login (remembering the page), wrong role → /unauthorized.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { roleOf, useCurrentUser } from '../lib/session';
import { paths } from '../lib/paths';
import type { UserRole } from '../lib/paths';

interface RequireRoleProps {
  role: UserRole;
  children?: ReactNode;
}

export function RequireRole({ role, children }: RequireRoleProps) {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) {
    return (
      <main>
        <PageSkeleton />
      </main>
    );
  }
  if (!user?.email) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (roleOf(user.role) !== role) return <Navigate to={paths.unauthorized} replace />;
  return children ?? <Outlet />;
}
