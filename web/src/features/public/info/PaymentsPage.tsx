// Payments: how money moves in and out of a wallet — each way, what it costs and how long it takes, with the pending
// window of this installation read from the server.
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { WITHDRAWAL_FEE_CENTS, WITHDRAWAL_MIN_CENTS } from '@wallet/common/constants';
import { formatCents } from '@wallet/common/money';
import { withdrawalProcessingTimes } from '@wallet/common/wallet-forms';
import { paths } from '../../../lib/paths';
import { Skeleton } from '../../../components/Skeleton';
import { graphql } from '../../../gql';
import { formatDuration } from '../../../lib/format-duration';
import { PageIntro } from '../PageIntro';
import { InfoBody, InfoSection } from './InfoLayout';

export const PaymentsWithdrawalPolicyQuery = graphql(`
  query PaymentsWithdrawalPolicy {
    withdrawalPolicy {
      id
      payoutDelaySeconds
    }
  }
`);

function CancelWindow() {
  const { data, error } = useQuery(PaymentsWithdrawalPolicyQuery);
  const seconds = data?.withdrawalPolicy.payoutDelaySeconds;
  if (seconds === 0) return <>Here withdrawals are paid out at once, so they cannot be cancelled.</>;
  if (seconds !== undefined)
    return (
      <>
        Here a withdrawal waits <strong>{formatDuration(seconds)}</strong> before it is paid out; until then
        you can cancel it and get the amount and fee back.
      </>
    );
  if (error) return <>A pending withdrawal can be cancelled until it is paid out.</>;
  return <Skeleton width="20rem" />;
}

export function PaymentsPage() {
  return (
    <>
      <title>Payments · Wallet</title>
      <PageIntro
        eyebrow="Products"
        title="Payments"
        description="Every way money moves in and out of your wallet, what it costs and how long it takes."
      />
      <InfoBody>
        <InfoSection title="Add money">
          <p>From your bank or card into your wallet, from your wallet page. Free.</p>
        </InfoSection>
        <InfoSection title="Send money">
          <p>
            To any user, found by name, e-mail, phone or id. Free and immediate; you confirm the receiver and
            amount first.
          </p>
        </InfoSection>
        <InfoSection title="Withdraw">
          <ul>
            <li>
              To a bank account for {formatCents(WITHDRAWAL_FEE_CENTS.bank)}, credited in{' '}
              {withdrawalProcessingTimes.bank}; to a card for {formatCents(WITHDRAWAL_FEE_CENTS.card)}, in{' '}
              {withdrawalProcessingTimes.card}. At least {formatCents(WITHDRAWAL_MIN_CENTS)}.
            </li>
            <li>
              <CancelWindow /> A payout that fails is refunded in full, fee included.
            </li>
          </ul>
        </InfoSection>
        <InfoSection title="Cash with an agent">
          <p>
            An approved agent can put cash into your wallet, or pay you cash from it once you give them a
            cash-out code you create in your wallet. You pay no commission; Wallet pays the agent’s.
          </p>
        </InfoSection>
        <InfoSection title="Limits">
          <p>
            Daily and monthly limits on money leaving a wallet keep mistakes and fraud small; your wallet page
            shows yours and what is left. See the <Link to={paths.legal.terms}>Terms</Link> for the full
            rules.
          </p>
        </InfoSection>
      </InfoBody>
    </>
  );
}
