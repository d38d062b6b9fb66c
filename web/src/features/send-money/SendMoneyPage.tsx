// /user/send-money: the own wallet card, the send form and what to know before sending (SPEC.md §2).
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { transactionCount } from '../../lib/format-count';
import { Page, PageHeader, Panel, PanelTitle } from '../../components/DashboardPage';
import { getFragmentData, graphql } from '../../gql';
import { useCurrentUser } from '../../lib/session';
import { WalletFieldsFragment } from '../../money/fragments';
import { WalletFormColumns } from '../../money/WalletFormColumns';
import { SendMoneyForm } from './SendMoneyForm';

export const SendMoneyWalletQuery = graphql(`
  query SendMoneyWallet {
    myWallet {
      id
      ...WalletFields
    }
  }
`);

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding-left: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export function SendMoneyPage() {
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
      <WalletFormColumns
        title="Transfer details"
        titleId="send-money-form-title"
        formHeight="37rem"
        form={wallet && user ? <SendMoneyForm senderId={user.id} wallet={wallet} /> : null}
        wallet={wallet}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch()}
        aside={
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
        }
      />
    </Page>
  );
}
