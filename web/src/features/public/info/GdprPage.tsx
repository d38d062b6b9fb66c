// GDPR: the rights a person has over their data, and where in the product each one is exercised.
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '@wallet/common/constants';
import { paths } from '../../../lib/paths';
import { PageIntro } from '../PageIntro';
import { InfoBody, InfoSection } from './InfoLayout';

export function GdprPage() {
  return (
    <>
      <title>GDPR · Wallet</title>
      <PageIntro
        eyebrow="Legal"
        title="Your data rights (GDPR)"
        description="You can see, correct, take away and close your data. Most of it you can do yourself, right now."
      />
      <InfoBody>
        <InfoSection title="See your data">
          <p>
            Your profile, settings, wallet and full history are in your dashboard. What we store and why is on
            the <Link to={paths.legal.privacy}>Privacy</Link> page. For a copy of anything not shown there,
            write to us.
          </p>
        </InfoSection>
        <InfoSection title="Correct it">
          <p>
            Change your name and phone number under Update Profile, your password and two-factor sign-in in
            Settings.
          </p>
        </InfoSection>
        <InfoSection title="Take it with you">
          <p>
            My History’s Download CSV gives a statement of every movement of your wallet for any range of up
            to a year, with the balance before and after.
          </p>
        </InfoSection>
        <InfoSection title="Object and restrict">
          <p>
            Turn off receipts, security alerts or marketing mail in Settings (marketing is off unless you turn
            it on). We do no profiling and make no automated decisions about you beyond the limits and rules
            every account has.
          </p>
        </InfoSection>
        <InfoSection title="Close your account">
          <p>
            In Settings, once your balance is zero and no withdrawal is pending. Sign-in stops and your wallet
            is blocked at once. Records of money that moved, and who moved it, are kept: they are financial
            records we may not erase.
          </p>
        </InfoSection>
        <InfoSection title="Ask us">
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or the{' '}
            <Link to={paths.contact}>contact form</Link>. We answer requests about your data within one month.
          </p>
        </InfoSection>
      </InfoBody>
    </>
  );
}
