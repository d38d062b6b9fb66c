// FAQ: answers on fees, limits, agents, security and accounts, as accordions grouped by topic.
import styled from 'styled-components';
import { WITHDRAWAL_FEE_CENTS, WITHDRAWAL_MIN_CENTS } from '@wallet/common/constants';
import { formatCents } from '@wallet/common/money';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@wallet/common/constants';
import { paths } from '../../lib/paths';
import { Accordion } from '../../components/Accordion';
import type { AccordionItem } from '../../components/Accordion';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { SectionHeading } from '../../components/SectionHeading';
import { PageIntro } from './PageIntro';

const bankFee = formatCents(WITHDRAWAL_FEE_CENTS.bank);
const cardFee = formatCents(WITHDRAWAL_FEE_CENTS.card);
const withdrawalMinimum = formatCents(WITHDRAWAL_MIN_CENTS);

const topics: ReadonlyArray<{ id: string; title: string; items: AccordionItem[] }> = [
  {
    id: 'fees',
    title: 'Fees',
    items: [
      {
        id: 'withdrawal-fees',
        title: 'How much does it cost to withdraw money?',
        content: (
          <p>
            A withdrawal to your bank account costs a flat {bankFee}; a withdrawal to your debit or credit
            card costs a flat {cardFee}. The fee is shown next to the amount before you confirm, and it is
            only charged if you go ahead.
          </p>
        ),
      },
      {
        id: 'withdrawal-minimum',
        title: 'Is there a minimum withdrawal?',
        content: <p>Yes. The smallest amount you can withdraw is {withdrawalMinimum}.</p>,
      },
      {
        id: 'transfer-fees',
        title: 'Does it cost anything to send money or add money?',
        content: (
          <p>
            No. Sending money to another Wallet user is free, and so is adding money to your wallet. There are
            no monthly fees and no minimum balance.
          </p>
        ),
      },
      {
        id: 'withdrawal-time',
        title: 'How long does a withdrawal take?',
        content: (
          <p>
            Bank withdrawals usually arrive in 1 to 3 business days, card withdrawals in 2 to 5. Until then
            the withdrawal shows as pending in your history, and you can cancel it and get the full amount
            back.
          </p>
        ),
      },
    ],
  },
  {
    id: 'limits',
    title: 'Limits',
    items: [
      {
        id: 'spending-limits',
        title: 'Are there limits on how much I can send or withdraw?',
        content: (
          <>
            <p>
              Yes, to keep your account safe. Money leaving your wallet (sending, withdrawing and cashing out
              with an agent) is limited to $10,000.00 and 50 transactions a day, and $50,000.00 and 500
              transactions a month.
            </p>
            <p>
              Adding money from a bank or card is limited to $5,000.00 a day and $20,000.00 a month per
              wallet. An agent&apos;s cash ins count toward the agent&apos;s own sending limits.
            </p>
            <p>Your wallet shows how much of today&apos;s and this month&apos;s allowance you have left.</p>
          </>
        ),
      },
      {
        id: 'limits-reset',
        title: 'When do my limits reset?',
        content: (
          <p>
            Daily limits start again at midnight and monthly limits on the first day of each month. A single
            operation can move at most $1,000,000.00.
          </p>
        ),
      },
    ],
  },
  {
    id: 'agents',
    title: 'Agents',
    items: [
      {
        id: 'what-is-an-agent',
        title: 'What is a Wallet agent?',
        content: (
          <p>
            Agents are approved local businesses and people who exchange cash and Wallet balance. Give an
            agent cash and they add it to your wallet (cash in); ask for cash and they take it from your
            wallet (cash out).
          </p>
        ),
      },
      {
        id: 'cash-out',
        title: 'How do I cash out with an agent?',
        content: (
          <p>
            In your wallet, create a cash-out code for the amount you want. The code has 6 digits, works once
            and expires after 10 minutes. Tell it to the agent with your user ID; no agent can take money from
            your wallet without it.
          </p>
        ),
      },
      {
        id: 'become-agent',
        title: 'How do I become an agent?',
        content: (
          <p>
            Choose Agent when you create your account. We review every application, and you can sign in as
            soon as an administrator approves you. Agents earn a commission on every cash in and cash out, up
            to $20.00 a day.
          </p>
        ),
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    items: [
      {
        id: 'keep-safe',
        title: 'How do you keep my money safe?',
        content: (
          <p>
            Every connection is encrypted, passwords are stored with strong one-way hashing, and every cent is
            recorded in a double-entry ledger. Sessions end when you sign out, and changing your password
            signs out every other device.
          </p>
        ),
      },
      {
        id: 'two-factor',
        title: 'Can I turn on two-factor sign-in?',
        content: (
          <p>
            Yes. In Settings, connect an authenticator app; from then on you need both your password and a
            code from the app to sign in.
          </p>
        ),
      },
      {
        id: 'blocked-wallet',
        title: 'What happens if my wallet is blocked?',
        content: (
          <p>
            A blocked wallet can neither send nor receive money until it is unblocked. If you think yours was
            blocked by mistake, contact support and we will look into it the same business day.
          </p>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    items: [
      {
        id: 'verify-email',
        title: 'How do I verify my e-mail address?',
        content: (
          <p>
            After you sign up we send a 6-digit code to your e-mail. Enter it within 5 minutes; if it expires,
            ask for a new one.
          </p>
        ),
      },
      {
        id: 'contact-support',
        title: 'How do I reach support?',
        content: (
          <p>
            Write to {SUPPORT_EMAIL} or call {SUPPORT_PHONE}, Monday to Friday from 9 a.m. to 5 p.m. Eastern,
            or use our contact form any time.
          </p>
        ),
      },
    ],
  },
];

const Section = styled.section`
  padding-block: ${({ theme }) => theme.spacing.xl};
`;

// Reading width for the answers, aligned with the page's heading rather than centred under it.
const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: ${({ theme }) => theme.layout.readingWidthMax};
`;

const Help = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  justify-items: start;
  padding-block: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.section}`};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function FaqPage() {
  return (
    <>
      <title>FAQ · Wallet</title>
      <PageIntro
        eyebrow="FAQ"
        title="Frequently asked questions"
        description="Quick answers about fees, limits, agents and keeping your money safe."
      />
      {topics.map((topic) => (
        <Section key={topic.id} aria-labelledby={`faq-${topic.id}-heading`}>
          <Container>
            <Column>
              <SectionHeading id={`faq-${topic.id}-heading`} title={topic.title} />
              <Accordion items={topic.items} headingLevel={3} />
            </Column>
          </Container>
        </Section>
      ))}
      <Container>
        <Help>
          <h2>Still have a question?</h2>
          <p>Our support team is happy to help, usually within one business day.</p>
          <ButtonLink to={paths.contact}>Contact us</ButtonLink>
        </Help>
      </Container>
    </>
  );
}
