// /admin/disputes, "Disputes" (docs/disputes.md): the queue of problems people reported with their transactions,
// newest first, filtered by status and reason and paged; each dispute shows the transaction, the reporter's note
// and the history of notes, and moves open → investigating → resolved or rejected with a note (asked for in a
// confirmation, as other audited admin actions are). The status controls leave room for more actions (a reversal
// proposal) beside them.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/Button';
import { Badge } from '../../../components/Badge';
import { formatMoney } from '@wallet/common/money';
import { Page, PageHeader, Panel, PanelHeader, PanelTitle } from '../../../components/DashboardPage';
import { DateTimeText } from '../../../components/DateTimeText';
import { ShieldIcon } from '../../../components/icons';
import { Pagination } from '../../../components/Pagination';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { RetryAlert } from '../../../components/RetryAlert';
import { SelectField } from '../../../components/SelectField';
import { StateMessage } from '../../../components/StateMessage';
import { getFragmentData, graphql } from '../../../gql';
import type {
  DisputeReason,
  DisputeStatus,
  DisputesPage_DisputeFragment as DisputeFields,
} from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';
import { REVERSAL_REASON_LENGTH_MAX } from '@wallet/common/reversals';
import { notify } from '../../../lib/notify';
import {
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  DisputeStatusBadge,
  disputeReasonLabel,
  disputeStatusLabel,
  nextStatuses,
} from '../../../money/dispute-display';
import { TransactionFieldsFragment } from '../../../money/fragments';
import { TransactionDetails } from '../../../money/TransactionDetailsDialog';
import { paths } from '../../../lib/paths';
import { reversalStatusLabel, reversalStatusTone } from '../reversals/reversal-status';

export const DisputesPage_DisputeFragment = graphql(`
  fragment DisputesPage_Dispute on Dispute {
    id
    transactionId
    reason
    note
    status
    reporter {
      id
      name
    }
    transaction {
      id
      ...TransactionFields
    }
    notes {
      status
      note
      authorRole
      authorName
      createdAt
    }
    reversals {
      id
      amount
      status
      createdAt
    }
    createdAt
    updatedAt
  }
`);

export const DisputesPageQuery = graphql(`
  query DisputesPage($status: DisputeStatus, $reason: DisputeReason, $page: Int, $limit: Int) {
    disputes(status: $status, reason: $reason, page: $page, limit: $limit) {
      items {
        id
        ...DisputesPage_Dispute
      }
      pagination {
        currentPage
        totalPages
        totalItems
      }
    }
  }
`);

export const UpdateDisputeMutation = graphql(`
  mutation UpdateDispute($input: UpdateDisputeInput!) {
    updateDispute(input: $input) {
      message
      dispute {
        id
        ...DisputesPage_Dispute
      }
    }
  }
`);

export const DISPUTES_PAGE_SIZE = 10;

const ACTION_LABELS: Record<DisputeStatus, string> = {
  OPEN: 'Reopen',
  INVESTIGATING: 'Start investigating',
  RESOLVED: 'Mark resolved',
  REJECTED: 'Reject',
};

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 14rem));
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  justify-content: space-between;
`;

/** The status controls; other actions on a dispute (a reversal proposal) go here too. */
export const DisputeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Notes = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.md};

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function DisputeNotes({ dispute }: { dispute: Pick<DisputeFields, 'notes'> }) {
  return (
    <Notes aria-label="History">
      {dispute.notes.map((note, index) => (
        <li key={index}>
          <strong>{disputeStatusLabel(note.status)}</strong>
          {note.note ? ` — ${note.note}` : null}
          <br />
          <small>
            {note.authorRole === 'REPORTER' ? 'Reported by ' : 'By '}
            {note.authorName ?? 'Wallet support'} · <DateTimeText iso={note.createdAt} />
          </small>
        </li>
      ))}
    </Notes>
  );
}

const REVERSIBLE_TYPES = new Set(['SEND', 'RECEIVE', 'CASH_IN', 'CASH_OUT']);

/** The reason a reversal started from a dispute is proposed with: its reason and the reporter's note. */
export function reversalReasonOf(dispute: Pick<DisputeFields, 'reason' | 'note'>): string {
  const text = `Dispute: ${disputeReasonLabel(dispute.reason)}${dispute.note ? ` — ${dispute.note}` : ''}`;
  return [...text].slice(0, REVERSAL_REASON_LENGTH_MAX).join('');
}

/**
 * "Start a reversal" for a dispute still being handled, about a completed send, cash in or cash out: the Reversals
 * page's proposal form with its transaction and a reason from the dispute filled in.
 */
export function startReversalLink(
  dispute: Pick<DisputeFields, 'status' | 'transactionId' | 'reason' | 'note'>,
  transaction: { type: string; status: string } | null | undefined,
): string | null {
  if (dispute.status !== 'OPEN' && dispute.status !== 'INVESTIGATING') return null;
  if (!transaction || transaction.status !== 'COMPLETED' || !REVERSIBLE_TYPES.has(transaction.type))
    return null;
  const search = new URLSearchParams({
    transactionId: dispute.transactionId,
    reason: reversalReasonOf(dispute),
  });
  return `${paths.admin.reversals}?${search.toString()}`;
}

const Proposals = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
    align-items: center;
  }
`;

/** The reversal proposals about the dispute's transaction, each with its status and a link to the Reversals page. */
export function DisputeReversals({ dispute }: { dispute: Pick<DisputeFields, 'reversals'> }) {
  if (dispute.reversals.length === 0) return null;
  return (
    <Proposals aria-label="Reversal proposals">
      {dispute.reversals.map((reversal) => (
        <li key={reversal.id}>
          <span>{`Reversal of ${formatMoney(reversal.amount)}`}</span>
          <Badge tone={reversalStatusTone(reversal.status)}>{reversalStatusLabel(reversal.status)}</Badge>
          <span>
            · <DateTimeText iso={reversal.createdAt} />
          </span>
          <ButtonLink size="sm" variant="ghost" to={`${paths.admin.reversals}?status=${reversal.status}`}>
            See on Reversals
          </ButtonLink>
        </li>
      ))}
    </Proposals>
  );
}

function DisputeItem({
  dispute,
  onMove,
}: {
  dispute: DisputeFields;
  onMove: (dispute: DisputeFields, status: DisputeStatus) => void;
}) {
  const [open, setOpen] = useState(false);
  const transaction = getFragmentData(TransactionFieldsFragment, dispute.transaction);
  const startReversal = startReversalLink(dispute, transaction);
  return (
    <Item aria-label={`Dispute by ${dispute.reporter.name}`}>
      <Heading>
        <div>
          <strong>{disputeReasonLabel(dispute.reason)}</strong>
          {' · '}
          {dispute.reporter.name}
          {' · '}
          <DateTimeText iso={dispute.createdAt} />
        </div>
        <DisputeStatusBadge status={dispute.status} />
      </Heading>
      {dispute.note ? <p>{dispute.note}</p> : null}
      <DisputeReversals dispute={dispute} />
      <DisputeActions>
        {nextStatuses(dispute.status).map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'REJECTED' ? 'secondary' : 'primary'}
            onClick={() => onMove(dispute, status)}
          >
            {ACTION_LABELS[status]}
          </Button>
        ))}
        {startReversal ? (
          <ButtonLink size="sm" variant="secondary" to={startReversal}>
            Start a reversal
          </ButtonLink>
        ) : null}
        <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {open ? 'Hide details' : 'Transaction and history'}
        </Button>
      </DisputeActions>
      {open ? (
        <>
          {transaction ? (
            <TransactionDetails transaction={transaction} />
          ) : (
            <p>{`Transaction ${dispute.transactionId} could not be read.`}</p>
          )}
          <DisputeNotes dispute={dispute} />
        </>
      ) : null}
    </Item>
  );
}

export function DisputesPage() {
  const [status, setStatus] = useState<DisputeStatus | ''>('');
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [page, setPage] = useState(1);
  const [moving, setMoving] = useState<{ dispute: DisputeFields; status: DisputeStatus } | null>(null);
  const variables = {
    status: status === '' ? null : status,
    reason: reason === '' ? null : reason,
    page,
    limit: DISPUTES_PAGE_SIZE,
  };
  // Read again on every visit: a reversal proposed from here on the Reversals page shows on coming back.
  const { data, loading, error, refetch } = useQuery(DisputesPageQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [update, { loading: updating }] = useMutation(UpdateDisputeMutation);
  const items = data?.disputes.items.map((item) => getFragmentData(DisputesPage_DisputeFragment, item));

  async function confirm(note: string) {
    if (!moving) return;
    try {
      const answer = await update({
        variables: {
          input: { id: moving.dispute.id, status: moving.status, note: note === '' ? null : note },
        },
      });
      if (answer.data) notify.success(answer.data.updateDispute.message);
      setMoving(null);
      await refetch();
    } catch (caught) {
      notify.error(serverMessage(caught, 'Failed to update the dispute'));
      setMoving(null);
    }
  }

  return (
    <Page>
      <PageHeader title="Disputes" lead="Problems people reported with their transactions." />
      <Panel>
        <PanelHeader>
          <PanelTitle>Queue</PanelTitle>
        </PanelHeader>
        <Filters>
          <SelectField
            label="Status"
            value={status}
            options={[
              { value: '', label: 'All statuses' },
              ...DISPUTE_STATUSES.map((value) => ({ value, label: disputeStatusLabel(value) })),
            ]}
            onChange={(event) => {
              setStatus(event.target.value as DisputeStatus | '');
              setPage(1);
            }}
          />
          <SelectField
            label="Reason"
            value={reason}
            options={[
              { value: '', label: 'All reasons' },
              ...DISPUTE_REASONS.map((value) => ({ value, label: disputeReasonLabel(value) })),
            ]}
            onChange={(event) => {
              setReason(event.target.value as DisputeReason | '');
              setPage(1);
            }}
          />
        </Filters>
        {error && !data ? (
          <RetryAlert title="Error loading disputes" onRetry={() => refetch()}>
            {serverMessage(error, 'Please try again.')}
          </RetryAlert>
        ) : loading && !data ? (
          <StateMessage kind="loading" title="Loading disputes" />
        ) : items === undefined || items.length === 0 ? (
          <StateMessage kind="empty" title="No disputes" icon={ShieldIcon}>
            {status === '' && reason === ''
              ? 'Nobody has reported a problem yet.'
              : 'No dispute matches these filters.'}
          </StateMessage>
        ) : (
          <>
            <List aria-label="Disputes">
              {items.map((dispute) => (
                <DisputeItem
                  key={dispute.id}
                  dispute={dispute}
                  onMove={(target, next) => setMoving({ dispute: target, status: next })}
                />
              ))}
            </List>
            <Pagination
              currentPage={data?.disputes.pagination.currentPage ?? 1}
              totalPages={data?.disputes.pagination.totalPages ?? 1}
              onPageChange={setPage}
              label="Disputes pages"
              disabled={loading}
            />
          </>
        )}
      </Panel>
      {moving ? (
        <ReasonConfirmDialog
          key={`${moving.dispute.id}-${moving.status}`}
          title={`${ACTION_LABELS[moving.status]}?`}
          description={`The dispute becomes ${disputeStatusLabel(moving.status).toLowerCase()}; ${moving.dispute.reporter.name} is mailed.`}
          confirmLabel={ACTION_LABELS[moving.status]}
          busyLabel="Saving..."
          reasonHint="Kept in the dispute's history, mailed to the person and kept in the audit log; at most 500 characters."
          busy={updating}
          onConfirm={(note) => void confirm(note)}
          onCancel={() => setMoving(null)}
        />
      ) : null}
    </Page>
  );
}
