// About: why Wallet exists, how we work, and what we will not compromise on.
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { FeatureCard } from '../../components/FeatureCard';
import { LifebuoyIcon, ShieldIcon, UsersIcon } from '../../components/icons';
import { SectionHeading } from '../../components/SectionHeading';
import { CallToAction } from './CallToAction';
import { PageIntro } from './PageIntro';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.spacing.xxl};
`;

const Story = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
  }
`;

const Prose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.spacing.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    color: ${({ theme }) => theme.colors.heading};
  }
`;

export function AboutPage() {
  return (
    <>
      <title>About · Wallet</title>
      <PageIntro
        eyebrow="About us"
        title="Money should move as easily as a message"
        description="We started Wallet to give everyone a fast, fair and safe place for their dollars, whether they bank online or pay in cash."
      />
      <Section aria-labelledby="story-heading">
        <Story>
          <SectionHeading
            id="story-heading"
            eyebrow="Our story"
            title="Built for the people banks overlook"
          />
          <Prose>
            <p>
              Millions of Americans juggle paychecks, rent and family support with tools that are slow,
              expensive or hard to reach. Sending $50 across town should not cost a day of waiting or a stack
              of fees.
            </p>
            <p>
              Wallet brings together the convenience of an app and the reach of a neighborhood network. Pay
              and get paid instantly online, and when you need cash, one of our approved agents is never far
              away.
            </p>
            <p>
              Behind the simple screens is a double-entry ledger that accounts for every cent, the same
              discipline banks use. Your balance is always exactly what your history says it is.
            </p>
          </Prose>
        </Story>
      </Section>
      <Section aria-labelledby="values-heading">
        <Inner>
          <SectionHeading id="values-heading" eyebrow="What we stand for" title="Three promises we keep" />
          <CardGrid>
            <FeatureCard icon={ShieldIcon} title="Security first">
              Every sign-in, transfer and withdrawal is checked and recorded. We would rather ask one more
              question than lose one dollar of yours.
            </FeatureCard>
            <FeatureCard icon={UsersIcon} title="Fair for everyone">
              Free transfers between users, flat withdrawal fees and no monthly charges. You see the cost
              before you confirm, every time.
            </FeatureCard>
            <FeatureCard icon={LifebuoyIcon} title="People who answer">
              Real support from a real team, Monday to Friday from 9 a.m. to 5 p.m. Eastern, by e-mail or
              phone.
            </FeatureCard>
          </CardGrid>
        </Inner>
      </Section>
      <Section aria-labelledby="facts-heading">
        <Inner>
          <SectionHeading id="facts-heading" eyebrow="At a glance" title="Wallet in brief" />
          <Facts>
            <div>
              <dt>Currency</dt>
              <dd>US dollars</dd>
            </div>
            <div>
              <dt>Transfers between users</dt>
              <dd>Free and instant</dd>
            </div>
            <div>
              <dt>Withdrawal fees</dt>
              <dd>$2.50 bank · $3.00 card</dd>
            </div>
            <div>
              <dt>Support hours</dt>
              <dd>Mon–Fri, 9–5 EST</dd>
            </div>
          </Facts>
        </Inner>
      </Section>
      <CallToAction />
    </>
  );
}
