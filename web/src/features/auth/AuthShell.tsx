// The frame of the sign-in screens: a centred card with the page's heading, its form and the links below it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardStyles } from '../../components/Card';

const Page = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.md}`};
`;

const Panel = styled.section`
  ${cardStyles}
  width: 100%;
  max-width: 28rem;
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  text-align: center;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  return (
    <Page>
      <title>{`${title} · Wallet`}</title>
      <Panel aria-labelledby="auth-title">
        <Heading>
          <Title id="auth-title">{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </Heading>
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Page>
  );
}

export const InlineRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
