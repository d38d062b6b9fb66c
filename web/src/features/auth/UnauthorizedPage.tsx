// /unauthorized: where a signed-in person lands when they open another role's area.
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { HomeIcon, LockIcon } from '../../components/icons';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  justify-items: center;
  padding-block: ${({ theme }) => theme.spacing.section};
  text-align: center;
  color: ${({ theme }) => theme.colors.heading};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.h2};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
`;

export function UnauthorizedPage() {
  return (
    <Container>
      <title>Not authorized · Wallet</title>
      <Root>
        <LockIcon size={48} />
        <Title>You are not authorized to access this page</Title>
        <ButtonLink to={paths.home}>
          <HomeIcon />
          Go to Home
        </ButtonLink>
      </Root>
    </Container>
  );
}
