// /admin/overview (SPEC.md §2, DESIGN.md §9 item 2): the platform's figures computed by the server — four cards
// with their real trends, the latest 5 movements and the 30-day Platform Summary; skeletons, then the figures.
import { useQuery, useSubscription } from '@apollo/client/react';
import styled from 'styled-components';
import { Page, PageHeader } from '../../../components/DashboardPage';
import { RetryAlert } from '../../../components/RetryAlert';
import { graphql } from '../../../gql';
import { serverMessage } from '../../../lib/graphql-errors';
import { LiveUpdates } from '../../../money/LiveUpdates';
import { AdminRecentTransactions } from './AdminRecentTransactions';
import { AdminStatCards } from './AdminStatCards';
import { PlatformSummary } from './PlatformSummary';

export const AdminOverviewQuery = graphql(`
  query AdminOverview {
    adminStats {
      id
      ...AdminOverview_AdminStats
      recentTransactions {
        id
        ...AdminRecentTransactions_Transaction
      }
    }
  }
`);

/** The same figures after movements (at most one a second, docs/live.md): AdminStats has an id, so they replace the
 * overview's by normalization, without a request. */
export const PlatformActivitySubscription = graphql(`
  subscription PlatformActivity {
    platformActivity {
      id
      ...AdminOverview_AdminStats
      recentTransactions {
        id
        ...AdminRecentTransactions_Transaction
      }
    }
  }
`);

export const ADMIN_OVERVIEW_ERROR = 'Failed to load the overview';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export function AdminOverview({ name }: { name: string }) {
  const { data, loading, error, refetch } = useQuery(AdminOverviewQuery, {
    // A block or a new sign-up elsewhere changes the figures: show the cached ones, then the fresh ones.
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(PlatformActivitySubscription);
  const stats = data?.adminStats;

  return (
    <Page width="wide">
      <title>Admin Overview · Wallet</title>
      <PageHeader title="Welcome back!" lead={`Signed in as ${name} (Admin)`} />
      <LiveUpdates mine={false} />
      {!stats && !loading && error ? (
        <RetryAlert title={ADMIN_OVERVIEW_ERROR} onRetry={refetch}>
          {serverMessage(error, 'Please try again in a moment.')}
        </RetryAlert>
      ) : (
        <>
          <AdminStatCards stats={stats} loading={loading} />
          <Columns>
            <AdminRecentTransactions transactions={stats?.recentTransactions} loading={loading} />
            <PlatformSummary stats={stats} loading={loading} />
          </Columns>
        </>
      )}
    </Page>
  );
}
