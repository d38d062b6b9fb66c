// The designed "Page not found" screen: says which address was asked for and offers the way home.
import styled from 'styled-components';
import { paths } from '../lib/paths';
import { ButtonLink } from './Button';
import { ArrowRightIcon, HomeIcon, LifebuoyIcon } from './icons';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  justify-items: center;
  max-width: ${({ theme }) => theme.layout.readingWidthMax};
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.spacing.section};
  text-align: center;
`;

const Code = styled.p`
  font-size: clamp(4rem, 3rem + 6vw, 7rem);
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.link};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.h2};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const RequestedPath = styled.code`
  padding: 0.1em 0.4em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.heading};
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-content: center;
`;

interface NotFoundProps {
  /** The address that was asked for. */
  path: string;
}

/**
 * The "Page not found" screen the router shows for an unknown address: it names the address asked for and
 * offers the way home and the way to support.
 */
export function NotFound({ path }: NotFoundProps) {
  return (
    <Root>
      <Code aria-hidden="true">404</Code>
      <Title>Page not found</Title>
      <Text>
        We couldn&apos;t find <RequestedPath>{path}</RequestedPath>. It may have moved, or it isn&apos;t
        available yet.
      </Text>
      <Actions>
        <ButtonLink to={paths.home}>
          <HomeIcon />
          Back to home
        </ButtonLink>
        <ButtonLink to={paths.contact} variant="secondary">
          <LifebuoyIcon />
          Contact support
          <ArrowRightIcon />
        </ButtonLink>
      </Actions>
    </Root>
  );
}
