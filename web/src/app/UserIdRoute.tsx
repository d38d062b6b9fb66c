// /user/:id is two things: with a UUID it is an admin's page for that person (DESIGN.md §9 item 6), so the admin
// guard and frame; anything else (/user/walet) is an address of the user area without a page, so the user guard,
// frame and in-frame 404, exactly as before. React Router ranks /user/:id above /user/*, so this route decides.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { StateMessage } from '../components/StateMessage';
import { DashboardNotFoundPage } from '../features/dashboard/DashboardNotFoundPage';
import { AdminAreaRoute, UserAreaRoute } from './AreaRoutes';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id as the api makes them (a UUID). */
export function isUserId(text: string | undefined): boolean {
  return text !== undefined && USER_ID.test(text);
}

// Its own chunk, loaded only when an admin opens a person's page.
const AdminUserPage = lazy(async () => ({
  default: (await import('../features/admin/user-page/AdminUserPage')).AdminUserPage,
}));

/** The layout: the admin's guard and frame for a person's page, the user area's otherwise. */
export function UserIdAreaRoute() {
  const { id } = useParams();
  return isUserId(id) ? <AdminAreaRoute /> : <UserAreaRoute />;
}

/** The page inside the frame: the person's page, or the user area's 404. */
export function UserIdPage() {
  const { id } = useParams();
  if (!isUserId(id)) return <DashboardNotFoundPage />;
  return (
    <Suspense fallback={<StateMessage kind="loading" title="Loading user..." />}>
      <AdminUserPage />
    </Suspense>
  );
}
