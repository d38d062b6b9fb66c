// /admin/reversals, "Reversals" (docs/reversals.md): an admin proposes reversing a completed send, cash in or cash
// out (its transaction id, an optional partial amount and a reason); the proposals by status, each with Approve or
// Reject for another admin (a confirmation with an optional reason, as other audited admin actions).
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { formatMoney } from '@wallet/common/money';
import { REVERSAL_REASON_LENGTH_MAX, reversalMessages } from '@wallet/common/reversals';
import type { BadgeTone } from '../../../components/Badge';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Page, PageHeader, Panel, PanelHeader, PanelTitle } from '../../../components/DashboardPage';
import { DataTable } from '../../../components/DataTable';
import { DateTimeText } from '../../../components/DateTimeText';
import { ShieldIcon } from '../../../components/icons';
import { ListStates } from '../../../components/ListStates';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { RetryAlert } from '../../../components/RetryAlert';
import { SelectField } from '../../../components/SelectField';
import { StateMessage } from '../../../components/StateMessage';
import { TextField } from '../../../components/TextField';
import { graphql } from '../../../gql';
import type { ReversalStatus, ReversalsPageQuery as ReversalsPageData } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/notify';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';

export const ReversalsPageQuery = graphql(`
  query ReversalsPage($status: ReversalStatus, $page: Int, $limit: Int) {
    reversals(status: $status, page: $page, limit: $limit) {
      items {
        id
        transactionId
        transactionType
        transactionAmount
        amount
        commission
        reason
        status
        sender {
          id
          name
        }
        recipient {
          id
          name
        }
        proposedBy {
          id
          name
        }
        decidedBy {
          id
          name
        }
        decisionReason
        reversalTransactionId
        createdAt
        decidedAt
      }
      pagination {
        totalItems
      }
    }
  }
`);

export const ProposeReversalMutation = graphql(`
  mutation ProposeReversal($input: ProposeReversalInput!) {
    proposeReversal(input: $input) {
      message
      reversal {
        id
        status
      }
    }
  }
`);

export const ApproveReversalMutation = graphql(`
  mutation ApproveReversal($input: ReversalDecisionInput!) {
    approveReversal(input: $input) {
      message
      reversal {
        id
        status
        reversalTransactionId
      }
    }
  }
`);

export const RejectReversalMutation = graphql(`
  mutation RejectReversal($input: ReversalDecisionInput!) {
    rejectReversal(input: $input) {
      message
      reversal {
        id
        status
      }
    }
  }
`);

export const REVERSALS_ERROR_MESSAGE = 'Error loading reversals';

type Row = ReversalsPageData['reversals']['items'][number];
type Decision = 'approve' | 'reject';

const statusTones: Readonly<Record<ReversalStatus, BadgeTone>> = {
  PROPOSED: 'warning',
  APPROVED: 'success',
  REJECTED: 'neutral',
};

const statusLabels: Readonly<Record<ReversalStatus, string>> = {
  PROPOSED: 'Proposed',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

const typeLabels: Readonly<Record<string, string>> = {
  SEND: 'Send',
  CASH_IN: 'Cash In',
  CASH_OUT: 'Cash Out',
};

const statusOptions = [
  { value: 'PROPOSED', label: 'Proposed' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: '', label: 'All' },
];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: end;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const AMOUNT = /^\d+(\.\d{1,2})?$/;

function statusFrom(value: string | null): ReversalStatus | '' {
  return value === 'APPROVED' || value === 'REJECTED' || value === 'PROPOSED' ? value : 'PROPOSED';
}

/** The propose form: transaction id, an optional partial amount, a reason. */
function ProposeReversalForm({ onProposed }: { onProposed: () => void }) {
  // A transaction's details link here with ?transactionId=…, a dispute's "Start a reversal" with its reason too: the
  // form starts with them.
  const [search] = useSearchParams();
  const [transactionId, setTransactionId] = useState(() => search.get('transactionId') ?? '');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState(() => search.get('reason') ?? '');
  const [errors, setErrors] = useState<{ transactionId?: string; amount?: string; reason?: string }>({});
  const [propose, { loading }] = useMutation(ProposeReversalMutation);
  // One key per proposal: a retry of the same proposal (a lost answer) is answered once by the api, never twice.
  const idempotency = useIdempotencyKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!transactionId.trim()) next.transactionId = reversalMessages.transactionRequired;
    if (amount.trim() && !AMOUNT.test(amount.trim())) next.amount = 'Please enter a valid amount';
    if (!reason.trim()) next.reason = reversalMessages.reasonRequired;
    else if ([...reason.trim()].length > REVERSAL_REASON_LENGTH_MAX)
      next.reason = reversalMessages.reasonTooLong;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const request = {
        transactionId: transactionId.trim(),
        reason: reason.trim(),
        ...(amount.trim() ? { amount: Number(amount.trim()).toFixed(2) } : {}),
      };
      const result = await propose({
        variables: { input: { ...request, idempotencyKey: idempotency.keyFor(request) } },
      });
      idempotency.succeeded();
      notify.success(result.data?.proposeReversal.message ?? 'Reversal proposed');
      setTransactionId('');
      setAmount('');
      setReason('');
      onProposed();
    } catch (error) {
      notify.error(serverMessage(error, 'The reversal could not be proposed. Please try again.'));
    }
  };

  return (
    <Form aria-label="Propose a reversal" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Transaction ID"
        value={transactionId}
        error={errors.transactionId}
        requiredField
        hint="From the transaction's details"
        onChange={(event) => setTransactionId(event.target.value)}
      />
      <TextField
        label="Amount"
        value={amount}
        error={errors.amount}
        optionalField
        inputMode="decimal"
        hint="Leave empty to reverse all that is left"
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label="Reason"
        value={reason}
        error={errors.reason}
        requiredField
        hint={`At most ${REVERSAL_REASON_LENGTH_MAX} characters`}
        onChange={(event) => setReason(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
          {loading ? 'Proposing...' : 'Propose reversal'}
        </Button>
      </div>
    </Form>
  );
}

function ReversalsTable({
  rows,
  busyId,
  onDecide,
}: {
  rows: readonly Row[];
  busyId: string | null;
  onDecide: (row: Row, decision: Decision) => void;
}) {
  return (
    <DataTable
      label="Reversal proposals"
      caption="Reversal proposals"
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          header: 'Transaction',
          card: 'title',
          cell: (row) => (
            <span>
              {typeLabels[row.transactionType] ?? row.transactionType} of {formatMoney(row.transactionAmount)}
              <br />
              <Muted>
                {row.recipient?.name ?? 'Unknown'} → {row.sender?.name ?? 'Unknown'}
              </Muted>
            </span>
          ),
        },
        { header: 'Amount', card: 'amount', align: 'end', cell: (row) => formatMoney(row.amount) },
        { header: 'Reason', cell: (row) => row.reason },
        {
          header: 'Proposed',
          cell: (row) => (
            <span>
              {row.proposedBy.name}
              <br />
              <Muted>
                <DateTimeText iso={row.createdAt} />
              </Muted>
            </span>
          ),
        },
        {
          header: 'Status',
          card: 'status',
          cell: (row) => (
            <span>
              <Badge tone={statusTones[row.status]}>{statusLabels[row.status]}</Badge>
              {row.decidedBy ? <Muted> by {row.decidedBy.name}</Muted> : null}
            </span>
          ),
        },
        {
          header: 'Actions',
          card: 'action',
          cell: (row) =>
            row.status === 'PROPOSED' ? (
              <Actions>
                <Button
                  size="sm"
                  aria-label={`Approve the reversal of ${formatMoney(row.amount)}`}
                  disabled={busyId === row.id}
                  onClick={() => onDecide(row, 'approve')}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Reject the reversal of ${formatMoney(row.amount)}`}
                  disabled={busyId === row.id}
                  onClick={() => onDecide(row, 'reject')}
                >
                  Reject
                </Button>
              </Actions>
            ) : (
              <Muted>{row.decisionReason ?? '—'}</Muted>
            ),
        },
      ]}
    />
  );
}

export function ReversalsPage() {
  // A dispute's proposal links here with ?status=… (its own), so it shows in the list.
  const [search] = useSearchParams();
  const [status, setStatus] = useState<ReversalStatus | ''>(() => statusFrom(search.get('status')));
  const [pending, setPending] = useState<{ row: Row; decision: Decision } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [approve] = useMutation(ApproveReversalMutation);
  const [reject] = useMutation(RejectReversalMutation);
  // One key per decision, so a retried decision whose answer was lost is answered again rather than refused.
  const idempotency = useIdempotencyKey();
  const { data, previousData, error, refetch } = useQuery(ReversalsPageQuery, {
    variables: { status: status || null, page: 1, limit: PAGE_SIZE_DEFAULT },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.reversals;

  const confirm = async (reason: string) => {
    if (!pending) return;
    const { row, decision } = pending;
    setBusyId(row.id);
    try {
      const request = { id: row.id, ...(reason ? { reason } : {}) };
      const input = { ...request, idempotencyKey: idempotency.keyFor({ ...request, decision }) };
      const message =
        decision === 'approve'
          ? (await approve({ variables: { input } })).data?.approveReversal.message
          : (await reject({ variables: { input } })).data?.rejectReversal.message;
      idempotency.succeeded();
      notify.success(message ?? 'Done');
      setPending(null);
      await refetch().catch(() => undefined);
    } catch (caught) {
      notify.error(serverMessage(caught, 'The decision could not be saved. Please try again.'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Page width="wide">
      <title>Reversals · Wallet</title>
      <PageHeader
        title="Reversals"
        lead="Move back a completed send, cash in or cash out. One admin proposes; another approves or rejects."
      />
      <Panel aria-labelledby="propose-reversal-title">
        <PanelHeader>
          <PanelTitle id="propose-reversal-title">Propose a reversal</PanelTitle>
        </PanelHeader>
        <ProposeReversalForm onProposed={() => void refetch().catch(() => undefined)} />
      </Panel>
      <Panel aria-labelledby="reversals-table-title">
        <PanelHeader>
          <PanelTitle id="reversals-table-title">Proposals</PanelTitle>
          <SelectField
            label="Status"
            options={statusOptions}
            value={status}
            onChange={(event) => setStatus(event.target.value as ReversalStatus | '')}
          />
        </PanelHeader>
        {error && !list ? (
          <RetryAlert title={REVERSALS_ERROR_MESSAGE} onRetry={refetch}>
            {serverMessage(error, 'Please check your connection and try again.')}
          </RetryAlert>
        ) : (
          <ListStates
            items={list?.items}
            loadingTitle="Loading reversals..."
            empty={
              <StateMessage kind="empty" icon={ShieldIcon} title="No reversals found">
                {status === 'PROPOSED'
                  ? 'Nothing is waiting for a decision.'
                  : 'Proposals show here once an admin makes one.'}
              </StateMessage>
            }
          >
            {(rows) => (
              <ReversalsTable
                rows={rows}
                busyId={busyId}
                onDecide={(row, decision) => setPending({ row, decision })}
              />
            )}
          </ListStates>
        )}
      </Panel>
      {pending ? (
        <ReasonConfirmDialog
          key={`${pending.decision}:${pending.row.id}`}
          title={pending.decision === 'approve' ? 'Approve reversal?' : 'Reject reversal?'}
          description={
            pending.decision === 'approve'
              ? `${formatMoney(pending.row.amount)} goes back from ${pending.row.recipient?.name ?? 'the receiver'} to ${pending.row.sender?.name ?? 'the payer'} at once. Refused if the receiver's balance is short.`
              : 'Nothing moves; the proposal is closed.'
          }
          confirmLabel={pending.decision === 'approve' ? 'Approve' : 'Reject'}
          busyLabel={pending.decision === 'approve' ? 'Approving...' : 'Rejecting...'}
          reasonHint={`Kept in the audit log with your name and the time. At most ${REVERSAL_REASON_LENGTH_MAX} characters.`}
          busy={busyId === pending.row.id}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </Page>
  );
}
