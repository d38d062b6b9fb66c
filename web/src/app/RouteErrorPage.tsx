// Shown when a route fails to render or its code fails to load (often a new release replaced old files).
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../components/Alert';
import { Button, ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { paths } from '../lib/paths';

const Root = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  padding-block: ${({ theme }) => theme.spacing.section};
  max-width: ${({ theme }) => theme.layout.readingWidthMax};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'This page could not be displayed. Reloading usually fixes it.';

  return (
    <Root>
      <h1>Something went wrong</h1>
      <Alert tone="danger">{detail}</Alert>
      <Actions>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <ButtonLink to={paths.home} variant="secondary">
          Back to home
        </ButtonLink>
      </Actions>
    </Root>
  );
}
