// The admin dispute queue's status changes and filters (docs/disputes.md): a move asks for a note in a confirmation,
// sends updateDispute with the id, the next status and the note (null when none), says so in a toast and shows the
// new status with its next moves; a refusal is a toast; the Status and Reason filters ask again with their values.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { disputeMessages } from '@wallet/common/disputes';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { renderAdminScreen } from '../test-utils';
import { DISPUTES_PAGE_SIZE, DisputesPage, DisputesPageQuery, UpdateDisputeMutation } from './DisputesPage';
import { sampleDispute, sampleDisputePage, sampleDisputes } from './fixtures';

const allVariables = { status: null, reason: null, page: 1, limit: DISPUTES_PAGE_SIZE };

function queueMock(
  items: ReturnType<typeof sampleDispute>[],
  filters: { status?: string; reason?: string } = {},
): MockLink.MockedResponse {
  return {
    request: { query: DisputesPageQuery, variables: { ...allVariables, ...filters } },
    result: { data: sampleDisputePage(items) },
    delay: 5,
  };
}

function investigating(note: string | null) {
  const open = sampleDispute();
  return sampleDispute({
    status: 'INVESTIGATING',
    notes: [
      ...open.notes,
      {
        __typename: 'DisputeNote',
        status: 'INVESTIGATING',
        note,
        authorRole: 'ADMIN',
        authorName: 'Administrator',
        createdAt: '2026-11-22T10:00:00.000Z',
      },
    ],
  });
}

function updateMock(note: string | null): MockLink.MockedResponse {
  return {
    request: {
      query: UpdateDisputeMutation,
      variables: { input: { id: sampleDispute().id, status: 'INVESTIGATING', note } },
    },
    result: {
      data: {
        updateDispute: {
          __typename: 'DisputePayload',
          message: disputeMessages.updated('investigating'),
          dispute: investigating(note),
        },
      },
    },
  };
}

const renderQueue = (mocks: MockLink.MockedResponse[]) =>
  renderAdminScreen(<DisputesPage />, { mocks, route: '/admin/disputes' });

const actionsOf = (item: HTMLElement) =>
  within(item)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('DisputesPage status changes', () => {
  it('when "Start investigating" is confirmed with a note, then updateDispute gets it, the toast says so and the dispute shows investigating', async () => {
    renderQueue([
      queueMock([sampleDispute()]),
      updateMock('Asked Bob'),
      queueMock([investigating('Asked Bob')]),
    ]);
    const item = await screen.findByRole('listitem', { name: 'Dispute by Alice Rahman' });
    expect(actionsOf(item)).toEqual(['Start investigating', 'Reject', 'Transaction and history']);

    await userEvent.click(within(item).getByRole('button', { name: 'Start investigating' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start investigating?' });
    expect(dialog).toHaveTextContent('The dispute becomes investigating; Alice Rahman is mailed.');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked Bob');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start investigating' }));

    expect(await screen.findByText(disputeMessages.updated('investigating'))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const moved = screen.getByRole('listitem', { name: 'Dispute by Alice Rahman' });
    expect(actionsOf(moved)).toEqual(['Mark resolved', 'Reject', 'Transaction and history']);
    await userEvent.click(within(moved).getByRole('button', { name: 'Transaction and history' }));
    const history = within(moved).getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('Investigating — Asked Bob');
  });

  it('when a move is confirmed without a note, then the note is sent as null', async () => {
    renderQueue([queueMock([sampleDispute()]), updateMock(null), queueMock([investigating(null)])]);
    const item = await screen.findByRole('listitem', { name: 'Dispute by Alice Rahman' });
    await userEvent.click(within(item).getByRole('button', { name: 'Start investigating' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start investigating?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start investigating' }));
    expect(await screen.findByText(disputeMessages.updated('investigating'))).toBeInTheDocument();
  });

  it('when the api refuses the move, then its message is in a toast and the dispute keeps its status', async () => {
    renderQueue([
      queueMock([sampleDispute()]),
      {
        request: {
          query: UpdateDisputeMutation,
          variables: { input: { id: sampleDispute().id, status: 'REJECTED', note: null } },
        },
        result: graphQLErrorResult(disputeMessages.transition('resolved', 'rejected'), 'CONFLICT'),
      },
    ]);
    const item = await screen.findByRole('listitem', { name: 'Dispute by Alice Rahman' });
    await userEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(disputeMessages.transition('resolved', 'rejected'))).toBeInTheDocument();
    expect(actionsOf(screen.getByRole('listitem', { name: 'Dispute by Alice Rahman' }))).toEqual([
      'Start investigating',
      'Reject',
      'Transaction and history',
    ]);
  });
});

describe('DisputesPage filters', () => {
  it('when Status and then Reason are chosen, then the queue is asked with them and shows what matches', async () => {
    const [alice, bob] = sampleDisputes();
    if (!alice || !bob) throw new Error('fixtures changed');
    renderQueue([
      queueMock([alice, bob]),
      queueMock([bob], { status: 'INVESTIGATING' }),
      queueMock([], { status: 'INVESTIGATING', reason: 'WRONG_RECIPIENT' }),
    ]);
    expect(await screen.findByRole('listitem', { name: 'Dispute by Alice Rahman' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Disputes' })).getAllByRole('listitem', {
        name: /^Dispute by/,
      }),
    ).toHaveLength(2);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Investigating');
    expect(await screen.findByRole('listitem', { name: 'Dispute by Bob Karim' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Dispute by Alice Rahman' })).not.toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Reason' }),
      'Sent to the wrong person',
    );
    expect(await screen.findByText('No disputes')).toBeInTheDocument();
    expect(screen.getByText('No dispute matches these filters.')).toBeInTheDocument();
  });
});
