// Terms of Service: what Wallet does with your money and what it asks of you, in the product's own rules.
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, WITHDRAWAL_FEE_CENTS, WITHDRAWAL_MIN_CENTS } from '@wallet/common/constants';
import { formatCents } from '@wallet/common/money';
import { paths } from '../../../lib/paths';
import { PageIntro } from '../PageIntro';
import { InfoBody, InfoSection } from './InfoLayout';

export function TermsPage() {
  return (
    <>
      <title>Terms of Service · Wallet</title>
      <PageIntro
        eyebrow="Legal"
        title="Terms of Service"
        description="The rules of your Wallet account, in plain words. By creating an account you agree to them."
      />
      <InfoBody>
        <InfoSection title="Your account">
          <ul>
            <li>
              You sign up as a user or as an agent with your real name, an e-mail address you can read and a
              phone number. Agents can act only after an admin approves them.
            </li>
            <li>
              Keep your password to yourself; turn on two-factor sign-in in Settings for more safety. You are
              responsible for what is done with your signed-in account.
            </li>
            <li>
              You can close your account in Settings once its balance is zero and no withdrawal is pending.
              The records of your money stay (see <Link to={paths.legal.privacy}>Privacy</Link>).
            </li>
          </ul>
        </InfoSection>
        <InfoSection title="Your money">
          <ul>
            <li>
              Your wallet holds US dollars, kept to the cent in a double-entry ledger. Your balance can never
              go below zero, and it earns no interest. Wallet is not a bank.
            </li>
            <li>
              Sending money to another user is free and immediate, and cannot be taken back once completed.
            </li>
            <li>
              Withdrawals to a bank account cost {formatCents(WITHDRAWAL_FEE_CENTS.bank)}, to a card{' '}
              {formatCents(WITHDRAWAL_FEE_CENTS.card)}; the least you can withdraw is{' '}
              {formatCents(WITHDRAWAL_MIN_CENTS)}. A withdrawal stays pending for a short time in which you
              can cancel it and get the amount and the fee back; the{' '}
              <Link to={paths.products.payments}>Payments</Link> page says how long. A payout that fails is
              refunded in full.
            </li>
            <li>
              Agents cash money in to your wallet from their own float and cash it out only with a code you
              create for them, for an amount you choose. Agents earn a commission paid by Wallet, not by you.
            </li>
            <li>
              Daily and monthly limits apply to money leaving a wallet; your wallet page shows yours and what
              is left.
            </li>
          </ul>
        </InfoSection>
        <InfoSection title="What we may do">
          <p>
            To protect you and others, an admin may block a wallet (it can then neither send nor receive) or
            suspend an agent; every such action is recorded with its reason. We may refuse requests that break
            these rules or the limits, and we rate-limit sign-ins and money requests.
          </p>
        </InfoSection>
        <InfoSection title="Questions and disputes">
          <p>
            Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
            <Link to={paths.contact}>contact form</Link>; include the transaction id shown in its details.
          </p>
        </InfoSection>
      </InfoBody>
    </>
  );
}
