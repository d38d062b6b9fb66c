// The landing page's opening: what Wallet is, the two ways in, and a glimpse of the app.
import styled from 'styled-components';
import { paths } from '../../../lib/paths';
import { signedAmount } from '../../../components/AmountText';
import { ButtonLink } from '../../../components/Button';
import { Container } from '../../../components/Container';
import { ArrowRightIcon, CheckIcon, ShieldIcon, TransferIcon, WalletIcon } from '../../../components/icons';

const Section = styled.section`
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.heroFrom} 0%,
    ${({ theme }) => theme.colors.heroTo} 100%
  );
  padding-block: ${({ theme }) => `${theme.spacing.xxxl} ${theme.spacing.section}`};
`;

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxl};
  align-items: center;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  justify-items: start;
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.h1};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  letter-spacing: -0.03em;
`;

const Highlight = styled.span`
  color: ${({ theme }) => theme.colors.link};
`;

const Lead = styled.p`
  max-width: 36rem;
  font-size: ${({ theme }) => theme.typography.size.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Points = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weight.medium};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xxs};
  }

  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Preview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  max-width: 28rem;
  width: 100%;
  justify-self: center;
`;

const BalanceCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const BalanceLabel = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const BalanceAmount = styled.span`
  font-size: 2rem;
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
`;

const Activity = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ActivityRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const ActivityIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.link};
`;

const ActivityText = styled.span`
  flex: 1;
  display: grid;
  font-size: ${({ theme }) => theme.typography.size.sm};

  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Amount = styled.span<{ $credit: boolean }>`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $credit }) => ($credit ? theme.colors.success : theme.colors.text)};
`;

const sampleActivity = [
  {
    title: 'Received from Maya',
    when: 'Today, 9:41 AM',
    amount: signedAmount('120.00', 'CREDIT'),
    credit: true,
  },
  {
    title: 'Sent to Daniel',
    when: 'Yesterday, 6:15 PM',
    amount: signedAmount('45.50', 'DEBIT'),
    credit: false,
  },
  { title: 'Added from bank', when: 'Mon, 8:02 AM', amount: signedAmount('500.00', 'CREDIT'), credit: true },
] as const;

export function Hero() {
  return (
    <Section aria-labelledby="hero-heading">
      <Layout>
        <Copy>
          <Badge>
            <ShieldIcon size={16} />
            Bank-level security for every dollar
          </Badge>
          <Title id="hero-heading">
            Your money, <Highlight>moving at the speed of life</Highlight>
          </Title>
          <Lead>
            Wallet is the secure, fast digital wallet for US dollars. Add money, send it to friends in
            seconds, withdraw to your bank or card, and cash in or out with a trusted agent near you.
          </Lead>
          <Actions>
            <ButtonLink to={paths.register} size="lg">
              Get Started
              <ArrowRightIcon />
            </ButtonLink>
            <ButtonLink to={paths.features} size="lg" variant="secondary">
              Explore features
            </ButtonLink>
          </Actions>
          <Points>
            <li>
              <CheckIcon size={18} />
              Free to open
            </li>
            <li>
              <CheckIcon size={18} />
              Free transfers between users
            </li>
            <li>
              <CheckIcon size={18} />
              Support 5 days a week
            </li>
          </Points>
        </Copy>
        <Preview
          role="img"
          aria-label="A preview of the Wallet app: an available balance of $2,480.50 and recent transfers"
        >
          <BalanceCard>
            <BalanceLabel>
              Available balance
              <WalletIcon size={20} />
            </BalanceLabel>
            <BalanceAmount>$2,480.50</BalanceAmount>
          </BalanceCard>
          <Activity>
            {sampleActivity.map((item) => (
              <ActivityRow key={item.title}>
                <ActivityIcon>
                  <TransferIcon size={18} />
                </ActivityIcon>
                <ActivityText>
                  <span>{item.title}</span>
                  <span>{item.when}</span>
                </ActivityText>
                <Amount $credit={item.credit}>{item.amount}</Amount>
              </ActivityRow>
            ))}
          </Activity>
        </Preview>
      </Layout>
    </Section>
  );
}
