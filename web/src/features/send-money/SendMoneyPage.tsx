// /user/send-money: the own wallet card, the send form and what to know before sending (SPEC.md §2).
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { cardStyles } from '../../components/Card';
import { WalletSummaryCard } from '../../components/WalletSummaryCard';
import { getFragmentData, graphql } from '../../gql';
import { useCurrentUser } from '../../lib/session';
import { WalletFieldsFragment } from '../wallet/fragments';
import { SendMoneyForm } from './SendMoneyForm';

export const SendMoneyWalletQuery = graphql(`
  query SendMoneyWallet {
    myWallet {
      id
      ...WalletFields
    }
  }
`);

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 64rem;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Panel = styled.section`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-content: start;
`;

const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

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
      <div>
        <Title>Send Money</Title>
        <Lead>Send money instantly to another Wallet user.</Lead>
      </div>
      <Columns>
        <Panel aria-labelledby="send-money-form-title">
          <PanelTitle id="send-money-form-title">Transfer details</PanelTitle>
          {wallet && user ? (
            <SendMoneyForm senderId={user.id} wallet={wallet} />
          ) : (
            <Lead>{error ? 'The form opens once your wallet has loaded.' : 'Preparing the form...'}</Lead>
          )}
        </Panel>
        <Aside>
          <WalletSummaryCard
            wallet={wallet}
            loading={loading}
            error={Boolean(error)}
            onRetry={() => void refetch()}
          />
          <Panel aria-labelledby="send-money-notes-title">
            <PanelTitle id="send-money-notes-title">Before you send</PanelTitle>
            <Notes>
              <li>Transfers are instant and cannot be undone.</li>
              <li>Check the receiver&apos;s name in the confirmation before you send.</li>
              <li>Sending money is free: no fee is charged.</li>
              {wallet ? (
                <li>
                  {`Daily limit ${formatMoney(wallet.limits.dailyAmount)} (${wallet.limits.dailyCount} transactions); monthly limit ${formatMoney(wallet.limits.monthlyAmount)} (${wallet.limits.monthlyCount} transactions).`}
                </li>
              ) : null}
            </Notes>
          </Panel>
        </Aside>
      </Columns>
    </Page>
  );
}
