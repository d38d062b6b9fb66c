// The dashboard layout route: the signed-in person (the guard above guarantees one) and logout, around the page;
// the guided tour around the whole frame (its controller inside the sidebar's state, Restart Tour in its footer).
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { roleOf, useCurrentUser, useLogout } from '../lib/session';
import { GuidedTour, RestartTourAction, TourController } from '../features/dashboard/tour/GuidedTour';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';

export function DashboardRoute() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user) return null;
  const role = roleOf(user.role);
  return (
    <GuidedTour role={role}>
      <DashboardLayout
        user={{ name: user.name, email: user.email, role }}
        onLogout={() => {
          void logout(() => navigate(paths.home));
        }}
        sidebarAction={<RestartTourAction />}
        controls={<TourController />}
      >
        <Outlet />
      </DashboardLayout>
    </GuidedTour>
  );
}
