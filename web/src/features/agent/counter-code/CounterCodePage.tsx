// /agent/counter-code: the agent's counter code to print (docs/pay-links.md, "An agent's counter code").
import { Page, PageHeader } from '../../../components/DashboardPage';
import { RetryAlert } from '../../../components/RetryAlert';
import { StateMessage } from '../../../components/StateMessage';
import { useCurrentUser } from '../../../lib/session';
import { CounterCodeCard } from './CounterCodeCard';

export const COUNTER_CODE_FAILURE_TITLE = 'Failed to load your counter code';

export function CounterCodePage() {
  const { user, loading, error, refetch } = useCurrentUser();
  return (
    <Page>
      <title>Counter code · Wallet</title>
      <PageHeader
        title="Counter code"
        lead="Customers scan it to check that you are an approved Wallet agent before they hand over money or a code."
      />
      {loading ? <StateMessage kind="loading" title="Loading your counter code..." /> : null}
      {!loading && user ? (
        <CounterCodeCard agentId={user.id} name={user.name} origin={window.location.origin} />
      ) : null}
      {!loading && !user ? (
        <RetryAlert title={COUNTER_CODE_FAILURE_TITLE} onRetry={() => void refetch()}>
          {error ? error.message : 'Sign in again to see your counter code.'}
        </RetryAlert>
      ) : null}
    </Page>
  );
}
