// Features: what Wallet does, grouped by moving money, staying in control, and security.
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { FeatureCard } from '../../components/FeatureCard';
import {
  BankIcon,
  ChartIcon,
  ClockIcon,
  CreditCardIcon,
  DollarIcon,
  GlobeIcon,
  LockIcon,
  MonitorIcon,
  SendIcon,
  ShieldIcon,
  SmartphoneIcon,
  StoreIcon,
} from '../../components/icons';
import type { IconProps } from '../../components/icons';
import { SectionHeading } from '../../components/SectionHeading';
import { CallToAction } from './CallToAction';
import { PageIntro } from './PageIntro';

interface Feature {
  icon: ComponentType<IconProps>;
  title: string;
  text: string;
}

const groups: ReadonlyArray<{ id: string; title: string; description: string; features: Feature[] }> = [
  {
    id: 'move-money',
    title: 'Move money',
    description: 'Every way to get dollars in and out of your wallet, with the cost shown up front.',
    features: [
      {
        icon: SendIcon,
        title: 'Instant transfers',
        text: 'Send money to any Wallet user by their account ID. It arrives immediately and costs nothing.',
      },
      {
        icon: DollarIcon,
        title: 'Add money',
        text: 'Top up your balance in a few taps. Funds are available as soon as they arrive.',
      },
      {
        icon: BankIcon,
        title: 'Bank withdrawals',
        text: 'Withdraw to your bank account for a flat $2.50. Most transfers land in 1 to 3 business days.',
      },
      {
        icon: CreditCardIcon,
        title: 'Card withdrawals',
        text: 'Withdraw to your debit or credit card for a flat $3.00, usually within 2 to 5 business days.',
      },
      {
        icon: StoreIcon,
        title: 'Cash in and cash out with agents',
        text: 'Approved agents turn cash into balance and back. Cash-outs need a code only you can create.',
      },
      {
        icon: GlobeIcon,
        title: 'Always in US dollars',
        text: 'One currency, no conversion surprises. Every amount is shown to the cent in US format.',
      },
    ],
  },
  {
    id: 'stay-in-control',
    title: 'Stay in control',
    description: 'See where your money goes and decide how Wallet looks and works for you.',
    features: [
      {
        icon: ChartIcon,
        title: 'Clear history',
        text: 'Filter every transaction by type and status, and open any of them for the full details.',
      },
      {
        icon: ClockIcon,
        title: 'Daily and monthly spending',
        text: "Your wallet shows today's and this month's spending, and how much of your limit remains.",
      },
      {
        icon: MonitorIcon,
        title: 'Light, dark or automatic',
        text: 'Choose a theme or let Wallet follow your device. Your choice is remembered on this browser.',
      },
    ],
  },
  {
    id: 'security',
    title: 'Security built in',
    description: 'Protection that works quietly in the background, and tools for when you want more.',
    features: [
      {
        icon: ShieldIcon,
        title: 'Bank-level protection',
        text: 'Passwords are stored with modern one-way hashing, and every connection to Wallet is encrypted.',
      },
      {
        icon: SmartphoneIcon,
        title: 'Two-factor sign-in',
        text: 'Add an authenticator app so a password alone is never enough to get into your account.',
      },
      {
        icon: LockIcon,
        title: 'Limits that protect you',
        text: 'Daily and monthly limits on money leaving your wallet cap the damage if anything goes wrong.',
      },
    ],
  },
];

const Section = styled.section`
  padding-block: ${({ theme }) => theme.spacing.xxl};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
`;

export function FeaturesPage() {
  return (
    <>
      <title>Features · Wallet</title>
      <PageIntro
        eyebrow="Features"
        title="Built for the way you move money"
        description="Send, receive, withdraw and cash out US dollars from one secure wallet, with every fee shown before you confirm."
      />
      {groups.map((group) => (
        <Section key={group.id} aria-labelledby={`${group.id}-heading`}>
          <Inner>
            <SectionHeading id={`${group.id}-heading`} title={group.title} description={group.description} />
            <CardGrid>
              {group.features.map((feature) => (
                <FeatureCard key={feature.title} icon={feature.icon} title={feature.title}>
                  {feature.text}
                </FeatureCard>
              ))}
            </CardGrid>
          </Inner>
        </Section>
      ))}
      <CallToAction />
    </>
  );
}
