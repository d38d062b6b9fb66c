// The landing page: hero, live platform figures (publicStats), features, how it works, testimonials, call to action.
// The page needs no GraphQL client to paint: the figures' part (HomeStats, with Apollo) loads beside it, its
// skeletons standing in meanwhile, so on a slow phone the hero shows without waiting for Apollo's chunk.
import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { Container } from '../../../components/Container';
import { FeatureCard } from '../../../components/FeatureCard';
import { BankIcon, ChartIcon, LockIcon, SendIcon, StoreIcon, WalletIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { TestimonialCard } from '../../../components/TestimonialCard';
import { CallToAction } from '../CallToAction';
import { Hero } from './Hero';
import { StatsSection } from './StatsSection';

export { HomePageQuery } from './home-query';

const HomeStats = lazy(async () => ({ default: (await import('./HomeStats')).HomeStats }));

const Section = styled.section`
  padding-block: ${({ theme }) => theme.spacing.section};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxl};
`;

const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  counter-increment: step;

  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  h3 {
    font-size: ${({ theme }) => theme.typography.size.h3};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const features = [
  {
    icon: SendIcon,
    title: 'Send money instantly',
    text: 'Pay back a friend or split the rent in seconds. Transfers between Wallet users are free and arrive right away.',
  },
  {
    icon: WalletIcon,
    title: 'Add money your way',
    text: 'Top up from your bank or card, or hand cash to a nearby agent. Your balance updates the moment the money lands.',
  },
  {
    icon: BankIcon,
    title: 'Withdraw to bank or card',
    text: 'Move money out whenever you like: $2.50 to your bank, $3.00 to your card, with the fee shown before you confirm.',
  },
  {
    icon: StoreIcon,
    title: 'Agents near you',
    text: 'Cash in and cash out with approved Wallet agents. Cash-outs need a one-time code only you can create.',
  },
  {
    icon: ChartIcon,
    title: 'Know where it goes',
    text: 'Every payment in one clear history, with daily and monthly spending so you always know where you stand.',
  },
  {
    icon: LockIcon,
    title: 'Security built in',
    text: 'Encrypted connections, verified e-mail, optional two-factor sign-in and spending limits that protect your balance.',
  },
] as const;

const testimonials = [
  {
    quote:
      'I send money to my sister in college every week. It used to take days; now it is there before I put my phone away.',
    name: 'Maya Thompson',
    role: 'Nurse, Columbus, OH',
  },
  {
    quote:
      'Being a Wallet agent brought new customers into my store, and the commission on every cash-in adds up nicely.',
    name: 'Carlos Rivera',
    role: 'Agent and shop owner, San Antonio, TX',
  },
  {
    quote:
      'The fees are on the screen before I confirm anything. No surprises, and support actually answers the phone.',
    name: 'Priya Nair',
    role: 'Freelance designer, Seattle, WA',
  },
] as const;

export function HomePage() {
  return (
    <>
      <title>Wallet · Secure & Fast digital wallet</title>
      <Hero />
      <Suspense fallback={<StatsSection loading />}>
        <HomeStats />
      </Suspense>
      <Section aria-labelledby="features-heading">
        <Inner>
          <SectionHeading
            id="features-heading"
            eyebrow="Features"
            title="Everything you need to manage your money"
            description="One app to receive, hold, send and withdraw US dollars, built to be simple on the surface and serious underneath."
          />
          <CardGrid>
            {features.map((feature) => (
              <FeatureCard key={feature.title} icon={feature.icon} title={feature.title}>
                {feature.text}
              </FeatureCard>
            ))}
          </CardGrid>
        </Inner>
      </Section>
      <Section aria-labelledby="steps-heading">
        <Inner>
          <SectionHeading id="steps-heading" eyebrow="How it works" title="Up and running in three steps" />
          <Steps>
            <Step>
              <h3>Create your account</h3>
              <p>Sign up with your name, e-mail and phone number. It takes about two minutes.</p>
            </Step>
            <Step>
              <h3>Verify your e-mail</h3>
              <p>Enter the 6-digit code we send you, and your wallet is ready to use.</p>
            </Step>
            <Step>
              <h3>Add money and go</h3>
              <p>Top up from your bank, card or an agent, then send, pay and withdraw whenever you need.</p>
            </Step>
          </Steps>
        </Inner>
      </Section>
      <Section aria-labelledby="testimonials-heading">
        <Inner>
          <SectionHeading
            id="testimonials-heading"
            eyebrow="Testimonials"
            title="Loved by people who move money every day"
          />
          <CardGrid>
            {testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.name} {...testimonial} />
            ))}
          </CardGrid>
        </Inner>
      </Section>
      <CallToAction />
    </>
  );
}
