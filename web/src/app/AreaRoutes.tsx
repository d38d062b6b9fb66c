// The three protected areas' layout routes: the role guard around the dashboard frame.
import { DashboardRoute } from './DashboardRoute';
import { RequireRole } from './RequireRole';

export function UserAreaRoute() {
  return (
    <RequireRole role="user">
      <DashboardRoute />
    </RequireRole>
  );
}

export function AgentAreaRoute() {
  return (
    <RequireRole role="agent">
      <DashboardRoute />
    </RequireRole>
  );
}

export function AdminAreaRoute() {
  return (
    <RequireRole role="admin">
      <DashboardRoute />
    </RequireRole>
  );
}
