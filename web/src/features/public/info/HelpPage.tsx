// Help: the tasks people most often ask about, each with where to do it.
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@wallet/common/constants';
import { paths } from '../../../lib/paths';
import { PageIntro } from '../PageIntro';
import { InfoBody, InfoSection } from './InfoLayout';

export function HelpPage() {
  return (
    <>
      <title>Help · Wallet</title>
      <PageIntro
        eyebrow="Support"
        title="Help"
        description="Answers to what people ask most. Something else? The FAQ has more, and we answer every message."
      />
      <InfoBody>
        <InfoSection title="I cannot sign in">
          <ul>
            <li>
              Forgot your password: <Link to={paths.forgotPassword}>reset it</Link> with a code we e-mail you.
            </li>
            <li>
              Lost your authenticator: sign in with one of the recovery codes you saved when you turned
              two-factor on, then turn it off and on again in Settings.
            </li>
            <li>Agents: you can sign in once an admin has approved your account.</li>
          </ul>
        </InfoSection>
        <InfoSection title="Money">
          <ul>
            <li>
              Sent money to the wrong person: a completed send cannot be reversed by us; ask the receiver to
              send it back, or contact us with the transaction id.
            </li>
            <li>
              Changed your mind about a withdrawal: cancel it under Pending withdrawals on the Withdraw page
              while it is pending; amount and fee come back.{' '}
              <Link to={paths.products.payments}>Payments</Link> says how long that is.
            </li>
            <li>
              Cash out with an agent: create a cash-out code in your wallet and tell it to the agent, with the
              amount.
            </li>
            <li>A statement of your wallet: My History, Download CSV.</li>
          </ul>
        </InfoSection>
        <InfoSection title="More help">
          <p>
            Read the <Link to={paths.faq}>FAQ</Link>, check the{' '}
            <Link to={paths.support.status}>service status</Link>, <Link to={paths.contact}>write to us</Link>
            , e-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{' '}
            <a href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`}>{SUPPORT_PHONE}</a>.
          </p>
        </InfoSection>
      </InfoBody>
    </>
  );
}
