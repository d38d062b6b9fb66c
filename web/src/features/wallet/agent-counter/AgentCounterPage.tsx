// /user/agent-counter?agent={id}: what an agent's counter code opens (docs/pay-links.md, "An agent's counter code").
// The user sees whether the code names an approved agent — a forged or withdrawn code is told as a warning — and,
// for an approved one, makes the cash-out code to tell them.
import { skipToken, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { isPayHandle, payLinkMessages } from '@wallet/common/pay-links';
import { Alert } from '../../../components/Alert';
import { Page, PageHeader } from '../../../components/DashboardPage';
import { RetryAlert } from '../../../components/RetryAlert';
import { StateMessage } from '../../../components/StateMessage';
import { graphql } from '../../../gql';
import { serverErrorCode, serverMessage } from '../../../lib/graphql-errors';
import { paths } from '../../../lib/paths';
import { CashOutCodeCard } from '../cash-out-code/CashOutCodeCard';

export const CounterAgentQuery = graphql(`
  query CounterAgent($handle: ID!) {
    counterAgent(handle: $handle) {
      id
      name
    }
  }
`);

export const COUNTER_CHECK_FAILURE_TITLE = 'Failed to check this agent';
export const NOT_AN_AGENT_TITLE = 'Not an approved agent';

export function AgentCounterPage() {
  const [search] = useSearchParams();
  const handle = search.get('agent')?.trim() ?? '';
  const wellFormed = isPayHandle(handle);
  const { data, loading, error, refetch } = useQuery(
    CounterAgentQuery,
    wellFormed ? { variables: { handle } } : skipToken,
  );

  return (
    <Page>
      <title>Agent counter · Wallet</title>
      <PageHeader
        title="Agent counter"
        lead="Check that you are at an approved Wallet agent before you hand over money or a cash-out code."
      />
      {handle === '' ? (
        <StateMessage kind="empty" title="Scan the code on the agent's counter">
          Point your phone's camera at the agent's counter code: it opens this page and tells you whether the
          agent is approved. You can also make a cash-out code on{' '}
          <Link to={paths.user.wallet}>My Wallet</Link>.
        </StateMessage>
      ) : null}
      {handle !== '' && !wellFormed ? (
        <Alert tone="danger" title={NOT_AN_AGENT_TITLE}>
          {payLinkMessages.counterUnknown}
        </Alert>
      ) : null}
      {wellFormed && loading ? <StateMessage kind="loading" title="Checking the agent..." /> : null}
      {wellFormed && !loading && error && serverErrorCode(error) === 'NOT_FOUND' ? (
        <Alert tone="danger" title={NOT_AN_AGENT_TITLE}>
          {serverMessage(error, payLinkMessages.counterUnknown)}
        </Alert>
      ) : null}
      {wellFormed && !loading && error && serverErrorCode(error) !== 'NOT_FOUND' ? (
        <RetryAlert title={COUNTER_CHECK_FAILURE_TITLE} onRetry={() => void refetch()}>
          {serverMessage(error, 'Check your connection and try again.')}
        </RetryAlert>
      ) : null}
      {data ? (
        <>
          <Alert tone="success" title={`${data.counterAgent.name} is an approved Wallet agent`}>
            Hand over cash to have it added to your wallet (Cash In), or make a cash-out code below and tell
            it to the agent to take cash out.
          </Alert>
          <CashOutCodeCard />
        </>
      ) : null}
    </Page>
  );
}
