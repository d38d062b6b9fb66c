// The catch-all route: every address without a page gets the designed 404 with the path that was asked for.
import { useLocation } from 'react-router-dom';
import { Container } from '../../components/Container';
import { NotFound } from '../../components/NotFound';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Container>
      <title>Page not found · Wallet</title>
      <NotFound path={location.pathname} />
    </Container>
  );
}
