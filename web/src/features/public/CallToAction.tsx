// The closing invitation on public pages: open an account, or talk to us first.
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { ArrowRightIcon } from '../../components/icons';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.spacing.section};
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  justify-items: center;
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primarySurface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.h2};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  letter-spacing: -0.02em;
`;

const Text = styled.p`
  max-width: 36rem;
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

interface CallToActionProps {
  title?: string;
  text?: string;
}

export function CallToAction({
  title = 'Ready to take control of your money?',
  text = 'Open your free Wallet account in minutes. No monthly fees, no minimum balance, and help from a real person whenever you need it.',
}: CallToActionProps) {
  return (
    <Section aria-labelledby="cta-heading">
      <Container>
        <Panel>
          <Title id="cta-heading">{title}</Title>
          <Text>{text}</Text>
          <Actions>
            <ButtonLink to={paths.register} size="lg">
              Get Started
              <ArrowRightIcon />
            </ButtonLink>
            <ButtonLink to={paths.contact} size="lg" variant="secondary">
              Talk to us
            </ButtonLink>
          </Actions>
        </Panel>
      </Container>
    </Section>
  );
}
