// In a transaction's details (docs/disputes.md): the person's disputes of it with their status and history, and
// "Report a problem" — what went wrong (wrong recipient, not received, unauthorized, something else) and a note,
// required for "something else".
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { DISPUTE_NOTE_LENGTH_MAX, disputeMessages } from '@wallet/common/disputes';
import { Button } from '../../components/Button';
import { DateTimeText } from '../../components/DateTimeText';
import { RetryAlert } from '../../components/RetryAlert';
import { SelectField } from '../../components/SelectField';
import { StateMessage } from '../../components/StateMessage';
import { TextField } from '../../components/TextField';
import { graphql } from '../../gql';
import type { DisputeReason } from '../../gql/graphql';
import { serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import {
  DISPUTE_REASONS,
  DisputeStatusBadge,
  disputeReasonLabel,
  disputeStatusLabel,
} from '../../money/dispute-display';

export const MyTransactionDisputesQuery = graphql(`
  query MyTransactionDisputes($transactionId: ID!) {
    myDisputes(transactionId: $transactionId) {
      items {
        id
        reason
        note
        status
        notes {
          status
          note
          authorRole
          createdAt
        }
        createdAt
      }
    }
  }
`);

export const ReportProblemMutation = graphql(`
  mutation ReportProblem($input: ReportProblemInput!) {
    reportProblem(input: $input) {
      message
      dispute {
        id
        status
      }
    }
  }
`);

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};

  h3 {
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing.md};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};

  div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

/** The note's problem, if any: required for "something else", at most DISPUTE_NOTE_LENGTH_MAX characters. */
export function disputeNoteError(reason: DisputeReason | '', note: string): string | undefined {
  const trimmed = note.trim();
  if (reason === 'OTHER' && trimmed === '') return disputeMessages.noteRequired;
  if ([...trimmed].length > DISPUTE_NOTE_LENGTH_MAX) return disputeMessages.noteTooLong;
  return undefined;
}

function ReportForm({ transactionId, onDone }: { transactionId: string; onDone: () => void }) {
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [report, { loading }] = useMutation(ReportProblemMutation);
  const reasonError = reason === '' ? disputeMessages.reasonRequired : undefined;
  const noteError = disputeNoteError(reason, note);

  return (
    <Form
      aria-label="Report a problem"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (reason === '' || noteError) return;
        void report({
          variables: { input: { transactionId, reason, note: note.trim() === '' ? null : note.trim() } },
        })
          .then((answer) => {
            if (answer.data) notify.success(answer.data.reportProblem.message);
            onDone();
          })
          .catch((caught: unknown) => notify.error(serverMessage(caught, 'Failed to report the problem')));
      }}
    >
      <SelectField
        label="What went wrong?"
        value={reason}
        placeholder="Choose one"
        options={DISPUTE_REASONS.map((value) => ({ value, label: disputeReasonLabel(value) }))}
        error={submitted ? reasonError : undefined}
        onChange={(event) => setReason(event.target.value as DisputeReason | '')}
      />
      <TextField
        multiline
        label="Note"
        hint={`What happened, in a few words; at most ${DISPUTE_NOTE_LENGTH_MAX} characters.`}
        {...(reason === 'OTHER' ? { requiredField: true } : { optionalField: true })}
        value={note}
        error={submitted ? noteError : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
          {loading ? 'Reporting...' : 'Report problem'}
        </Button>
        <Button variant="secondary" disabled={loading} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

export function TransactionDisputes({ transactionId }: { transactionId: string }) {
  const [reporting, setReporting] = useState(false);
  const { data, loading, error, refetch } = useQuery(MyTransactionDisputesQuery, {
    variables: { transactionId },
  });
  const disputes = data?.myDisputes.items ?? [];
  const open = disputes.some((dispute) => dispute.status === 'OPEN' || dispute.status === 'INVESTIGATING');

  return (
    <Section aria-label="Problems reported">
      <h3>Problems reported</h3>
      {error && !data ? (
        <RetryAlert title="Error loading your reports" onRetry={() => refetch()}>
          {serverMessage(error, 'Please try again.')}
        </RetryAlert>
      ) : loading && !data ? (
        <StateMessage kind="loading" title="Loading your reports" />
      ) : (
        <>
          {disputes.length === 0 && !reporting ? (
            <p>Something wrong with this transaction? Tell us.</p>
          ) : null}
          {disputes.map((dispute) => (
            <div key={dispute.id}>
              <p>
                {disputeReasonLabel(dispute.reason)} <DisputeStatusBadge status={dispute.status} />
              </p>
              <ol aria-label="History">
                {dispute.notes.map((note, index) => (
                  <li key={index}>
                    {disputeStatusLabel(note.status)}
                    {note.note ? ` — ${note.note}` : null}{' '}
                    <small>
                      {note.authorRole === 'REPORTER' ? 'You' : 'Wallet support'} ·{' '}
                      <DateTimeText iso={note.createdAt} />
                    </small>
                  </li>
                ))}
              </ol>
            </div>
          ))}
          {reporting ? (
            <ReportForm
              transactionId={transactionId}
              onDone={() => {
                setReporting(false);
                void refetch();
              }}
            />
          ) : open ? null : (
            <div>
              <Button variant="secondary" onClick={() => setReporting(true)}>
                Report a problem
              </Button>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
