// /user/send-money: the own wallet card, the send form and what to know before sending (SPEC.md §2).
import { skipToken, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { transactionCount } from '../../lib/format-count';
import { Page, PageHeader, Panel, PanelTitle } from '../../components/DashboardPage';
import { getFragmentData, graphql } from '../../gql';
import { useCurrentUser } from '../../lib/session';
import { WalletFieldsFragment } from '../../money/fragments';
import { WalletFormColumns } from '../../money/WalletFormColumns';
import type { ParsedPayLink } from '@wallet/common/pay-links';
import { serverMessage } from '../../lib/graphql-errors';
import { PayLinkNotice } from './PayLinkNotice';
import { SendMoneyForm } from './SendMoneyForm';
import type { SendMoneyPrefill } from './SendMoneyForm';
import { FrozenNotice } from '../../money/FrozenWalletAlert';

export const SendMoneyWalletQuery = graphql(`
  query SendMoneyWallet {
    myWallet {
      id
      ...WalletFields
    }
  }
`);

/** Who a pay link names (docs/pay-links.md); refused with the api's message when nobody who can receive has it. */
export const PayeeQuery = graphql(`
  query Payee($handle: ID!) {
    payee(handle: $handle) {
      id
      name
      maskedEmail
      maskedPhone
    }
  }
`);

export const PAYEE_FAILURE_MESSAGE = 'Failed to find the receiver of this pay link';

const FormStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding-left: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

interface SendMoneyPageProps {
  /** The pay link Send Money was opened with (SendMoneyRoute), or null. */
  payLink?: ParsedPayLink | null;
  /** The Scan to pay panel (SendMoneyRoute gives it, since a scan navigates). */
  scanToPay?: ReactNode;
}

export function SendMoneyPage({ payLink = null, scanToPay = null }: SendMoneyPageProps) {
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(SendMoneyWalletQuery, {
    // Money may have arrived since the wallet was last read: show the cached one, then the fresh one.
    fetchPolicy: 'cache-and-network',
  });
  const wallet = getFragmentData(WalletFieldsFragment, data?.myWallet);

  return (
    <Page>
      <title>Send Money · Wallet</title>
      <PageHeader title="Send Money" lead="Send money instantly to another Wallet user." />
      <FrozenNotice />
      <WalletFormColumns
        title="Transfer details"
        titleId="send-money-form-title"
        formHeight="37rem"
        form={
          wallet && user ? (
            <PayLinkForm payLink={payLink}>
              {(prefill) => <SendMoneyForm senderId={user.id} wallet={wallet} prefill={prefill} />}
            </PayLinkForm>
          ) : null
        }
        wallet={wallet}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch()}
        aside={
          <FormStack>
            {scanToPay}
            <Panel aria-labelledby="send-money-notes-title">
              <PanelTitle id="send-money-notes-title" size="lg">
                Before you send
              </PanelTitle>
              <Notes>
                <li>Transfers are instant and cannot be undone.</li>
                <li>Check the receiver&apos;s name in the confirmation before you send.</li>
                <li>Sending money is free: no fee is charged.</li>
                {wallet ? (
                  <li>
                    {`Daily limit ${formatMoney(wallet.limits.dailyAmount)} (${transactionCount(wallet.limits.dailyCount)}); monthly limit ${formatMoney(wallet.limits.monthlyAmount)} (${transactionCount(wallet.limits.monthlyCount)}).`}
                  </li>
                ) : null}
              </Notes>
            </Panel>
          </FormStack>
        }
      />
    </Page>
  );
}

/**
 * The form, filled in from a pay link once its receiver is found; with no link, just the form. A link naming
 * nobody fills in nothing, and says why.
 */
function PayLinkForm({
  payLink,
  children,
}: {
  payLink: ParsedPayLink | null;
  children: (prefill: SendMoneyPrefill | undefined) => ReactNode;
}) {
  const handle = payLink?.link?.handle;
  const { data, loading, error } = useQuery(PayeeQuery, handle ? { variables: { handle } } : skipToken);
  if (payLink === null) return children(undefined);
  if (payLink.link === null) {
    return (
      <FormStack>
        <PayLinkNotice problems={[]} error={payLink.problems.join(' ')} />
        {children(undefined)}
      </FormStack>
    );
  }
  if (loading) return <PayLinkNotice problems={[]} loading />;
  if (error || !data) {
    return (
      <FormStack>
        <PayLinkNotice problems={[]} error={serverMessage(error, PAYEE_FAILURE_MESSAGE)} />
        {children(undefined)}
      </FormStack>
    );
  }
  const prefill: SendMoneyPrefill = { receiver: data.payee };
  if (payLink.link.amountCents !== undefined) prefill.amountCents = payLink.link.amountCents;
  return (
    <FormStack>
      <PayLinkNotice receiverName={data.payee.name} note={payLink.link.note} problems={payLink.problems} />
      {children(prefill)}
    </FormStack>
  );
}
