// /user/overview (SPEC.md §2): "Welcome back!", the balance card, Quick Actions (with the one-tap freeze) and the 5
// latest movements; a frozen wallet says so first, with the way to Settings to unfreeze it.
// While one of them is pending, the list (and the wallet with it) refreshes every 3 seconds.
import { useQuery } from '@apollo/client/react';
import { Page, PageHeader } from '../../components/DashboardPage';
import { StateMessage } from '../../components/StateMessage';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { getFragmentData, graphql } from '../../gql';
import { serverMessage } from '../../lib/graphql-errors';
import { BalanceCard } from './BalanceCard';
import { TransactionFieldsFragment } from '../../money/fragments';
import { QuickActions } from './QuickActions';
import { RecentTransactions } from './RecentTransactions';
import { usePollWhilePending } from '../../money/use-poll-while-pending';
import { WalletUnavailable } from './WalletUnavailable';
import { LiveUpdates } from '../../money/LiveUpdates';
import { FrozenWalletAlert } from '../../money/FrozenWalletAlert';
import { useMyWalletControls } from '../../money/wallet-controls';

export const UserOverviewWalletQuery = graphql(`
  query UserOverviewWallet {
    myWallet {
      id
      ...WalletFields
    }
  }
`);

/** The latest movements, with the wallet, so a refresh also brings a refunded or settled balance. */
export const RecentTransactionsQuery = graphql(`
  query RecentTransactions($limit: Int!) {
    myTransactions(page: 1, limit: $limit) {
      items {
        id
        ...TransactionFields
      }
    }
    myWallet {
      id
      ...WalletFields
    }
  }
`);

/** SPEC.md §9: the user overview shows 5. */
export const RECENT_TRANSACTIONS_COUNT = 5;

function RecentTransactionsSection() {
  const { data, loading, error, startPolling, stopPolling } = useQuery(RecentTransactionsQuery, {
    variables: { limit: RECENT_TRANSACTIONS_COUNT },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.myTransactions.items;
  usePollWhilePending(getFragmentData(TransactionFieldsFragment, items ?? []), { startPolling, stopPolling });

  return (
    <RecentTransactions
      transactions={items}
      loading={loading}
      errorMessage={error ? serverMessage(error, 'Please try again in a moment.') : null}
    />
  );
}

interface UserOverviewProps {
  /** The signed-in person's name, for the welcome. */
  name: string;
  /** SPEC.md §2: Try Again reloads the page (replaceable in tests). */
  reloadPage?: () => void;
}

export function UserOverview({ name, reloadPage = () => window.location.reload() }: UserOverviewProps) {
  const { data, loading } = useQuery(UserOverviewWalletQuery, { fetchPolicy: 'cache-and-network' });
  const wallet = data?.myWallet;
  const { controls } = useMyWalletControls();

  return (
    <Page width="narrow">
      <title>User Overview · Wallet</title>
      {wallet ? (
        <>
          <PageHeader title="Welcome back!" lead={`Signed in as ${name}`} />
          <LiveUpdates />
          {controls?.isFrozen ? <FrozenWalletAlert /> : null}
          <BalanceCard wallet={wallet} />
          <QuickActions frozen={controls?.isFrozen} />
          <RecentTransactionsSection />
        </>
      ) : (
        <>
          {/* The page keeps its one h1 while the welcome waits for the wallet. */}
          <VisuallyHidden as="h1">Overview</VisuallyHidden>
          {loading ? (
            <StateMessage kind="loading" title="Loading your wallet..." />
          ) : (
            <WalletUnavailable kind="failed" onRetry={reloadPage} />
          )}
        </>
      )}
    </Page>
  );
}
