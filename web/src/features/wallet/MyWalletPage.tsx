// /user/wallet (SPEC.md §2): balance and Add Money, a cash-out code for an agent, the limits in force (one's own or
// the platform's, a raise waiting; docs/freeze-and-limits.md), spending with limits and resets, the wallet's details;
// a frozen wallet said first; a not-found or failure screen with Try Again and Go Home.
import { useQuery } from '@apollo/client/react';
import { Page, PageHeader } from '../../components/DashboardPage';
import { StateMessage } from '../../components/StateMessage';
import { getFragmentData, graphql } from '../../gql';
import { serverErrorCode } from '../../lib/graphql-errors';
import { BalancePanel } from './BalancePanel';
import { CashOutCodeCard } from './cash-out-code/CashOutCodeCard';
import { WalletFieldsFragment } from '../../money/fragments';
import { SpendingPanel } from './SpendingPanel';
import { WalletDetails } from './WalletDetails';
import { WalletLimitsCard } from './WalletLimitsCard';
import { WalletUnavailable } from './WalletUnavailable';
import { FrozenWalletAlert } from '../../money/FrozenWalletAlert';
import { LiveUpdates } from '../../money/LiveUpdates';
import { useMyWalletControls } from '../../money/wallet-controls';

export const MyWalletPageQuery = graphql(`
  query MyWalletPage {
    myWallet {
      id
      ...WalletFields
    }
  }
`);

export const WALLET_LOADING_TEXT = 'Loading your wallet...';

export function MyWalletPage() {
  const { data, loading, error, refetch } = useQuery(MyWalletPageQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const wallet = data?.myWallet;
  const { controls, loading: controlsLoading } = useMyWalletControls();
  const fields = wallet ? getFragmentData(WalletFieldsFragment, wallet) : undefined;

  return (
    <Page width="narrow">
      <title>My Wallet · Wallet</title>
      <PageHeader title="My Wallet" lead="Your balance, what you have spent and what you can still spend." />
      {wallet && fields ? (
        <>
          {/* Money in or out elsewhere moves the balance and spending here at once. */}
          <LiveUpdates />
          {controls?.isFrozen ? <FrozenWalletAlert /> : null}
          <BalancePanel wallet={wallet} />
          <CashOutCodeCard disabled={fields.isBlocked || (controls?.isFrozen ?? false)} />
          <WalletLimitsCard
            figures={{
              dailyAmount: fields.limits.dailyAmount,
              monthlyAmount: fields.limits.monthlyAmount,
              dailySpentAmount: fields.dailySpentAmount,
              monthlySpentAmount: fields.monthlySpentAmount,
            }}
            controls={controls}
            loading={controlsLoading}
          />
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
