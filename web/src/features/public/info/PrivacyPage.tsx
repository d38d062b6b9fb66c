// Privacy: what this product stores about a person, why, for how long, and who sees it — as the api really does it.
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '@wallet/common/constants';
import { paths } from '../../../lib/paths';
import { PageIntro } from '../PageIntro';
import { InfoBody, InfoSection } from './InfoLayout';

export function PrivacyPage() {
  return (
    <>
      <title>Privacy · Wallet</title>
      <PageIntro
        eyebrow="Legal"
        title="Privacy"
        description="What Wallet keeps about you, why, and for how long. No advertising, no tracking, no selling of data."
      />
      <InfoBody>
        <InfoSection title="What we store">
          <ul>
            <li>
              Your account: name, e-mail address, phone number, role (user or agent), whether your e-mail is
              verified and, for agents, whether an admin approved you. Your password only as an argon2id hash.
            </li>
            <li>
              Your wallet and every movement of money: amounts, fees, who sent to whom, descriptions you
              typed, dates and status, as postings in a double-entry ledger.
            </li>
            <li>
              Sign-ins: for each session, a hash of its token, when it started and was last used, your
              browser’s user-agent text and IP address. For each browser you sign in from, a hash of a random
              browser id, so we can tell you about a sign-in from a new browser.
            </li>
            <li>
              Two-factor sign-in, if you turn it on: your authenticator secret, encrypted (AES-256-GCM), and
              your ten recovery codes as keyed hashes. Turning it off deletes both.
            </li>
            <li>
              E-mail codes (verification, password reset) only as keyed hashes, valid for 5 minutes. Cash-out
              codes you create for an agent, with their limit and expiry.
            </li>
            <li>Messages you send through the contact form, and your e-mail preferences.</li>
            <li>
              Admin actions on your account (blocking, approval, suspension) with who did them, when and why.
            </li>
          </ul>
        </InfoSection>
        <InfoSection title="Why">
          <p>
            To run your wallet: sign you in, move and record your money, keep the limits, stop fraud and
            answer you. We use your e-mail for codes, receipts and security alerts. Receipts and security
            alerts can be turned off in Settings; marketing mail is off unless you turn it on.
          </p>
        </InfoSection>
        <InfoSection title="How long">
          <ul>
            <li>
              Money records (movements, postings, balances) and the admin audit log are kept for as long as
              the service runs, also after you close your account: a financial record cannot be rewritten.
            </li>
            <li>
              Closing your account (Settings, with a zero balance) stops sign-in, blocks the wallet and ends
              every session; your name and e-mail stay on the records above.
            </li>
            <li>
              Idempotency keys of money requests are deleted after 24 hours; rate-limit counters (by account
              and IP address) after their window of at most 15 minutes.
            </li>
          </ul>
        </InfoSection>
        <InfoSection title="Who sees it">
          <p>
            You see your own data. People you send money to see your name; people searching for a receiver see
            your name, a masked e-mail and a masked phone number. Agents see the name of a person they serve.
            Admins of this installation see accounts, wallets and movements to run the service. We share
            nothing with anyone else and use no third-party analytics, advertising or tracking scripts.
          </p>
        </InfoSection>
        <InfoSection title="Cookies and your rights">
          <p>
            The cookies we set are listed on the <Link to={paths.legal.cookies}>Cookies</Link> page; how to
            see, correct, export or close your data is on the <Link to={paths.legal.gdpr}>GDPR</Link> page.
            Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or the{' '}
            <Link to={paths.contact}>contact form</Link>.
          </p>
        </InfoSection>
      </InfoBody>
    </>
  );
}
