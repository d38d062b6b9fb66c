// /pay/{handle}: a pay link (docs/pay-links.md). The user guard first (signed out → sign in, then back here), then
// Send Money filled in from the link.
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { sendMoneyForPayLink } from '../lib/pay-link-routes';
import { RequireRole } from './RequireRole';

export function PayLinkRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <RequireRole role="user">
      <Navigate to={sendMoneyForPayLink(id, search)} replace />
    </RequireRole>
  );
}
