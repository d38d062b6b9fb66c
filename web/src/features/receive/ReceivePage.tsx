// /user/receive: the signed-in person's pay QR code and pay link (docs/pay-links.md).
import { Page, PageHeader } from '../../components/DashboardPage';
import { RetryAlert } from '../../components/RetryAlert';
import { StateMessage } from '../../components/StateMessage';
import { useCurrentUser } from '../../lib/session';
import { ReceiveCard } from './ReceiveCard';

export const RECEIVE_FAILURE_TITLE = 'Failed to load your pay code';

export function ReceivePage() {
  const { user, loading, error, refetch } = useCurrentUser();
  return (
    <Page>
      <title>Receive · Wallet</title>
      <PageHeader
        title="Receive"
        lead="Show this code or share the link: whoever scans or opens it can pay you after signing in."
      />
      {loading ? <StateMessage kind="loading" title="Loading your pay code..." /> : null}
      {!loading && user ? (
        <ReceiveCard handle={user.id} name={user.name} origin={window.location.origin} />
      ) : null}
      {!loading && !user ? (
        <RetryAlert title={RECEIVE_FAILURE_TITLE} onRetry={() => void refetch()}>
          {error ? error.message : 'Sign in again to see your pay code.'}
        </RetryAlert>
      ) : null}
    </Page>
  );
}
