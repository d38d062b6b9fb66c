// A transaction's "Report a problem" (docs/disputes.md): the form sends reportProblem with the reason and the
// trimmed note and the toast gives the api's message; the form's own checks (a reason, a note for "something else",
// at most DISPUTE_NOTE_LENGTH_MAX characters); a refusal in a toast; an existing report's status and history.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DISPUTE_NOTE_LENGTH_MAX, disputeMessages, disputeReasonLabels } from '@wallet/common/disputes';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { renderScreen } from '../../test/render-screen';
import {
  MyTransactionDisputesQuery,
  ReportProblemMutation,
  TransactionDisputes,
} from './TransactionDisputes';

const transactionId = '7d3f2a10-0000-4000-8000-000000000001';
const disputeId = '5e1c0d20-0000-4000-8000-000000000001';

function listMock(items: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: MyTransactionDisputesQuery, variables: { transactionId } },
    result: { data: { myDisputes: { __typename: 'DisputePage', items } } },
    delay: 5,
  };
}

function reportMock(reason: string, note: string | null): MockLink.MockedResponse {
  return {
    request: { query: ReportProblemMutation, variables: { input: { transactionId, reason, note } } },
    result: {
      data: {
        reportProblem: {
          __typename: 'DisputePayload',
          message: disputeMessages.reported,
          dispute: { __typename: 'Dispute', id: disputeId, status: 'OPEN' },
        },
      },
    },
  };
}

function dispute(status: string, notes: Array<[string, string | null, 'REPORTER' | 'ADMIN']>) {
  return {
    __typename: 'Dispute',
    id: disputeId,
    reason: 'WRONG_RECIPIENT',
    note: 'Meant for Bobby',
    status,
    notes: notes.map(([noteStatus, note, authorRole], index) => ({
      __typename: 'DisputeNote',
      status: noteStatus,
      note,
      authorRole,
      createdAt: `2026-11-22T0${index + 1}:00:00.000Z`,
    })),
    createdAt: '2026-11-22T01:00:00.000Z',
  };
}

const renderDisputes = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(<TransactionDisputes transactionId={transactionId} />, { mocks });

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
  return screen.getByRole('form', { name: 'Report a problem' });
}

describe('TransactionDisputes', () => {
  it('when a reason and a note are sent, then reportProblem gets them trimmed, the toast says so and the report shows open', async () => {
    renderDisputes([
      listMock([]),
      reportMock('WRONG_RECIPIENT', 'Meant for Bobby'),
      listMock([dispute('OPEN', [['OPEN', 'Meant for Bobby', 'REPORTER']])]),
    ]);
    expect(await screen.findByText('Something wrong with this transaction? Tell us.')).toBeInTheDocument();
    const form = await openForm();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'What went wrong?' }),
      disputeReasonLabels.wrong_recipient,
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), '  Meant for Bobby  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Report problem' }));

    expect(await screen.findByText(disputeMessages.reported)).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Open — Meant for Bobby You');
    expect(screen.getByText(disputeReasonLabels.wrong_recipient, { exact: false })).toHaveTextContent('Open');
    expect(screen.queryByRole('form', { name: 'Report a problem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('when the note is left empty for a listed reason, then the note is sent as null', async () => {
    renderDisputes([listMock([]), reportMock('NOT_RECEIVED', null), listMock([])]);
    const form = await openForm();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'What went wrong?' }),
      disputeReasonLabels.not_received,
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Report problem' }));
    expect(await screen.findByText(disputeMessages.reported)).toBeInTheDocument();
  });

  it('when the form is sent without a reason, or "something else" without a note, or a note too long, then it names the problem and sends nothing', async () => {
    renderDisputes([listMock([])]);
    const form = await openForm();
    const reason = within(form).getByRole('combobox', { name: 'What went wrong?' });
    const note = within(form).getByRole('textbox', { name: 'Note' });
    const send = within(form).getByRole('button', { name: 'Report problem' });

    await userEvent.click(send);
    expect(reason).toHaveAccessibleDescription(disputeMessages.reasonRequired);
    expect(note).not.toHaveAttribute('aria-invalid');

    await userEvent.selectOptions(reason, disputeReasonLabels.other);
    expect(reason).not.toHaveAttribute('aria-invalid');
    expect(note).toHaveAttribute('aria-required', 'true');
    expect(note).toHaveAccessibleDescription(expect.stringContaining(disputeMessages.noteRequired));
    await userEvent.click(send);

    await userEvent.click(note);
    await userEvent.paste('x'.repeat(DISPUTE_NOTE_LENGTH_MAX + 1));
    expect(note).toHaveAccessibleDescription(expect.stringContaining(disputeMessages.noteTooLong));
    await userEvent.click(send);

    expect(screen.getByRole('form', { name: 'Report a problem' })).toBeInTheDocument();
    expect(screen.queryByText(disputeMessages.reported)).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to report the problem')).not.toBeInTheDocument();
  });

  it('when the api refuses, then its message is in a toast and the form stays', async () => {
    renderDisputes([
      listMock([]),
      {
        request: {
          query: ReportProblemMutation,
          variables: { input: { transactionId, reason: 'UNAUTHORIZED', note: null } },
        },
        result: graphQLErrorResult(disputeMessages.alreadyOpen, 'CONFLICT'),
      },
    ]);
    const form = await openForm();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'What went wrong?' }),
      disputeReasonLabels.unauthorized,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Report problem' }));
    expect(await screen.findByText(disputeMessages.alreadyOpen)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Report a problem' })).toBeInTheDocument();
  });

  it('when a report is under investigation, then its status and history show and no new report can be made', async () => {
    renderDisputes([
      listMock([
        dispute('INVESTIGATING', [
          ['OPEN', 'Meant for Bobby', 'REPORTER'],
          ['INVESTIGATING', 'We asked Bob about it.', 'ADMIN'],
        ]),
      ]),
    ]);
    const history = await screen.findByRole('list', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Open — Meant for Bobby You ·');
    expect(entries[1]).toHaveTextContent('Investigating — We asked Bob about it. Wallet support ·');
    expect(screen.getByText(disputeReasonLabels.wrong_recipient, { exact: false })).toHaveTextContent(
      'Investigating',
    );
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('when the only report is resolved, then its status shows and a new report can be made', async () => {
    renderDisputes([
      listMock([
        dispute('RESOLVED', [
          ['OPEN', 'Meant for Bobby', 'REPORTER'],
          ['RESOLVED', null, 'ADMIN'],
        ]),
      ]),
    ]);
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(/^Resolved Wallet support ·/);
    expect(screen.getByText(disputeReasonLabels.wrong_recipient, { exact: false })).toHaveTextContent(
      'Resolved',
    );
    expect(screen.getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
  });
});
