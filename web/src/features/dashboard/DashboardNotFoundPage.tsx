// Any dashboard address without a page yet: the designed 404, inside the dashboard frame.
import { useLocation } from 'react-router-dom';
import { NotFound } from '../../components/NotFound';

export function DashboardNotFoundPage() {
  const location = useLocation();
  return (
    <>
      <title>Page not found · Wallet</title>
      <NotFound path={location.pathname} />
    </>
  );
}
