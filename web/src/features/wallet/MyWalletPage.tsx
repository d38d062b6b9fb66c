// /user/wallet (SPEC.md §2): balance and Add Money, spending with limits and resets, the wallet's details; a
// not-found or failure screen with Try Again and Go Home.
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { StateMessage } from '../../components/StateMessage';
import { graphql } from '../../gql';
import { serverErrorCode } from '../../lib/graphql-errors';
import { BalancePanel } from './BalancePanel';
import { SpendingPanel } from './SpendingPanel';
import { WalletDetails } from './WalletDetails';
import { WalletUnavailable } from './WalletUnavailable';

export const MyWalletPageQuery = graphql(`
  query MyWalletPage {
    myWallet {
      id
      ...WalletFields
    }
  }
`);

export const WALLET_LOADING_TEXT = 'Loading your wallet...';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 56rem;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function MyWalletPage() {
  const { data, loading, error, refetch } = useQuery(MyWalletPageQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const wallet = data?.myWallet;

  return (
    <Page>
      <title>My Wallet · Wallet</title>
      <div>
        <Title>My Wallet</Title>
        <Lead>Your balance, what you have spent and what you can still spend.</Lead>
      </div>
      {wallet ? (
        <>
          <BalancePanel wallet={wallet} />
          <SpendingPanel wallet={wallet} />
          <WalletDetails wallet={wallet} />
        </>
      ) : loading ? (
        <StateMessage kind="loading" title={WALLET_LOADING_TEXT} />
      ) : (
        <WalletUnavailable
          kind={error && serverErrorCode(error) !== 'NOT_FOUND' ? 'failed' : 'not-found'}
          showHome
          onRetry={() => void refetch().catch(() => undefined)}
        />
      )}
    </Page>
  );
}
