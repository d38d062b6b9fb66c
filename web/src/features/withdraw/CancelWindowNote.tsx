// How long a new withdrawal can still be cancelled in this installation, from the server (the api's PAYOUT_DELAY_S),
// so the screen never promises a window the payout processor does not keep.
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { PageLead } from '../../components/DashboardPage';
import { Skeleton } from '../../components/Skeleton';
import { graphql } from '../../gql';
import { formatDuration } from '../../lib/format-duration';

export const WithdrawalPolicyQuery = graphql(`
  query WithdrawalPolicy {
    withdrawalPolicy {
      id
      payoutDelaySeconds
    }
  }
`);

export const CANCEL_WINDOW_UNKNOWN =
  'How long a withdrawal can be cancelled could not be loaded; a pending one can be cancelled until it is paid out.';

const Note = styled(PageLead)`
  /* Two lines' height while loading, so the text that replaces the placeholder moves nothing. */
  min-height: 3em;
`;

/** The sentence for a pending window of `seconds`. */
export function cancelWindowText(seconds: number): string {
  if (seconds === 0) return 'Withdrawals are paid out as soon as you make them, so they cannot be cancelled.';
  return `Each withdrawal waits ${formatDuration(seconds)} before it is paid out: until then you can cancel it under Pending withdrawals and get the amount and fee back. The times above are how long your bank or card takes after that.`;
}

export function CancelWindowNote() {
  const { data, error } = useQuery(WithdrawalPolicyQuery);
  const seconds = data?.withdrawalPolicy.payoutDelaySeconds;
  return (
    <Note aria-live="polite">
      {seconds !== undefined ? (
        cancelWindowText(seconds)
      ) : error ? (
        CANCEL_WINDOW_UNKNOWN
      ) : (
        <Skeleton width="100%" height="1em" />
      )}
    </Note>
  );
}
