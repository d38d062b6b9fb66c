// The admin Reversals page (docs/reversals.md): the proposals waiting, Approve and Reject after a confirmation with a
// reason, the form's checks, and the empty and error states.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { reversalMessages } from '@wallet/common/reversals';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { renderAdminScreen } from '../test-utils';
import { reversalsPage, sampleReversal, sampleReversals } from './fixtures';
import {
  ApproveReversalMutation,
  ProposeReversalMutation,
  REVERSALS_ERROR_MESSAGE,
  ReversalsPage,
  RejectReversalMutation,
  ReversalsPageQuery,
} from './ReversalsPage';

const variables = { status: 'PROPOSED', page: 1, limit: PAGE_SIZE_DEFAULT };

interface DecisionVariables {
  input: { id: string; reason?: string | null; idempotencyKey?: string | null };
}

/** Matches a decision's input as sent: exactly `expected`, plus an Idempotency-Key (any; its reuse is tested apart). */
function decisionInput(expected: { id: string; reason?: string }) {
  return ({ input: { idempotencyKey, ...sent } }: DecisionVariables) =>
    typeof idempotencyKey === 'string' &&
    idempotencyKey !== '' &&
    JSON.stringify(sent) === JSON.stringify(expected);
}

const listMock = (items = sampleReversals()): MockLink.MockedResponse => ({
  request: { query: ReversalsPageQuery, variables },
  result: { data: reversalsPage(items) },
  delay: 5,
});

const renderReversals = (mocks: MockLink.MockedResponse[]) =>
  renderAdminScreen(<ReversalsPage />, { mocks, route: '/admin/reversals' });

describe('ReversalsPage', () => {
  it('when proposals load, then each shows its transaction, parties, amount and status; only a proposed one has actions', async () => {
    renderReversals([listMock()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Reversals' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reversal proposals' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Send of $40.00');
    expect(rows[0]).toHaveTextContent('Bob → Alice');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: /Approve/ })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Approved');
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('when Approve is confirmed, then the mutation is sent with the reason and the list is asked again', async () => {
    const approved = sampleReversal({ status: 'APPROVED', reversalTransactionId: 'j9' });
    renderReversals([
      listMock([sampleReversal()]),
      {
        request: {
          query: ApproveReversalMutation,
          variables: decisionInput({ id: sampleReversal().id, reason: 'Checked' }),
        },
        result: {
          data: {
            approveReversal: {
              __typename: 'ReversalPayload',
              message: 'Reversal of $40.00 approved and posted',
              reversal: {
                __typename: 'Reversal',
                id: approved.id,
                status: 'APPROVED',
                reversalTransactionId: 'j9',
              },
            },
          },
        },
      },
      listMock([approved]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the reversal of $40.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve reversal?' });
    expect(dialog).toHaveTextContent('$40.00 goes back from Bob to Alice');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Reversal of $40.00 approved and posted')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when Reject is confirmed, then rejectReversal is sent with the reason, the toast says so and the row shows Rejected', async () => {
    const rejected = sampleReversal({ status: 'REJECTED', decisionReason: 'The send was right' });
    renderReversals([
      listMock([sampleReversal()]),
      {
        request: {
          query: RejectReversalMutation,
          variables: decisionInput({ id: sampleReversal().id, reason: 'The send was right' }),
        },
        result: {
          data: {
            rejectReversal: {
              __typename: 'ReversalPayload',
              message: reversalMessages.rejected,
              reversal: { __typename: 'Reversal', id: rejected.id, status: 'REJECTED' },
            },
          },
        },
      },
      listMock([rejected]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the reversal of $40.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject reversal?' });
    expect(dialog).toHaveTextContent('Nothing moves; the proposal is closed.');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The send was right');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(reversalMessages.rejected)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Reversal proposals' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Rejected');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('when a refused decision is confirmed again, then it goes with the same Idempotency-Key (a retry), so a lost answer is answered once', async () => {
    const keys: string[] = [];
    const rejected = sampleReversal({ status: 'REJECTED' });
    const rejectMock = (succeeds: boolean) => ({
      request: { query: RejectReversalMutation, variables: decisionInput({ id: sampleReversal().id }) },
      result: (sent: DecisionVariables) => {
        keys.push(sent.input.idempotencyKey ?? '');
        return succeeds
          ? {
              data: {
                rejectReversal: {
                  __typename: 'ReversalPayload',
                  message: reversalMessages.rejected,
                  reversal: { __typename: 'Reversal', id: rejected.id, status: 'REJECTED' },
                },
              },
            }
          : graphQLErrorResult('The decision could not be saved. Please try again.', 'INTERNAL_SERVER_ERROR');
      },
    });
    renderReversals([
      listMock([sampleReversal()]),
      rejectMock(false),
      rejectMock(true),
      listMock([rejected]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the reversal of $40.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject reversal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The decision could not be saved. Please try again.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(reversalMessages.rejected)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('when Reject is confirmed without a reason, then only the id is sent; a refusal is shown and the row stays proposed', async () => {
    renderReversals([
      listMock([sampleReversal()]),
      {
        request: { query: RejectReversalMutation, variables: decisionInput({ id: sampleReversal().id }) },
        result: graphQLErrorResult(reversalMessages.ownProposal, 'FORBIDDEN'),
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the reversal of $40.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject reversal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(reversalMessages.ownProposal)).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Reversal proposals' })).getAllByRole(
      'row',
    )[1] as HTMLElement;
    expect(row).toHaveTextContent('Proposed');
    expect(within(row).getByRole('button', { name: 'Reject the reversal of $40.00' })).toBeInTheDocument();
  });

  it('when the form is sent empty, then it names what is missing', async () => {
    renderReversals([listMock()]);
    await userEvent.click(screen.getByRole('button', { name: 'Propose reversal' }));
    expect(await screen.findByText(reversalMessages.transactionRequired)).toBeInTheDocument();
    expect(screen.getByText(reversalMessages.reasonRequired)).toBeInTheDocument();
  });

  it("when a transaction's details link here, then the form starts with its id", () => {
    renderAdminScreen(<ReversalsPage />, {
      mocks: [listMock()],
      route: '/admin/reversals?transactionId=j0000000-0000-4000-8000-000000000001',
    });
    expect(screen.getByLabelText(/Transaction ID/)).toHaveValue('j0000000-0000-4000-8000-000000000001');
  });

  it('when nothing waits, then it says so', async () => {
    renderReversals([listMock([])]);
    expect(await screen.findByText('No reversals found')).toBeInTheDocument();
    expect(screen.getByText('Nothing is waiting for a decision.')).toBeInTheDocument();
  });

  it('when the list cannot load, then the error offers a retry', async () => {
    renderReversals([
      {
        request: { query: ReversalsPageQuery, variables },
        result: graphQLErrorResult('Service unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 5,
      },
    ]);
    expect(await screen.findByText(REVERSALS_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('when a refused proposal is sent again, then with the same Idempotency-Key; the next proposal after success gets a new one', async () => {
    const keys: string[] = [];
    const transactionId = '7d3f2a10-0000-4000-8000-000000000001';
    const proposeMock = (succeeds: boolean) => ({
      request: {
        query: ProposeReversalMutation,
        variables: ({
          input,
        }: {
          input: { transactionId: string; reason: string; idempotencyKey?: string | null };
        }) => input.transactionId === transactionId && input.reason === 'Wrong person',
      },
      result: ({ input }: { input: { idempotencyKey?: string | null } }) => {
        keys.push(input.idempotencyKey ?? '');
        return succeeds
          ? {
              data: {
                proposeReversal: {
                  __typename: 'ReversalPayload',
                  message: reversalMessages.proposed('$40.00'),
                  reversal: { __typename: 'Reversal', id: sampleReversal().id, status: 'PROPOSED' },
                },
              },
            }
          : graphQLErrorResult('Service unavailable', 'SERVICE_UNAVAILABLE');
      },
    });
    renderReversals([
      listMock(),
      proposeMock(false),
      proposeMock(true),
      listMock([sampleReversal()]),
      proposeMock(true),
      listMock([sampleReversal()]),
    ]);
    const form = screen.getByRole('form', { name: 'Propose a reversal' });
    const fill = async () => {
      await userEvent.type(within(form).getByLabelText(/Transaction ID/), transactionId);
      await userEvent.type(within(form).getByLabelText(/^Reason/), 'Wrong person');
    };
    const propose = () => userEvent.click(within(form).getByRole('button', { name: 'Propose reversal' }));
    await fill();
    await propose();
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await propose();
    expect(await screen.findByText(reversalMessages.proposed('$40.00'))).toBeInTheDocument();
    await fill();
    await propose();
    await vi.waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys.every((key) => key !== '')).toBe(true);
  });

  it("when a dispute's Start a reversal opens the page, then the form starts with its transaction and reason", async () => {
    renderAdminScreen(<ReversalsPage />, {
      mocks: [listMock()],
      route:
        '/admin/reversals?transactionId=7d3f2a10-0000-4000-8000-000000000001&reason=Dispute%3A%20Sent%20to%20the%20wrong%20person',
      path: '/admin/reversals',
    });
    const form = screen.getByRole('form', { name: 'Propose a reversal' });
    expect(within(form).getByLabelText(/Transaction ID/)).toHaveValue('7d3f2a10-0000-4000-8000-000000000001');
    expect(within(form).getByLabelText(/^Reason/)).toHaveValue('Dispute: Sent to the wrong person');
    expect(within(form).getByLabelText(/^Amount/)).toHaveValue('');
    await screen.findByRole('table', { name: 'Reversal proposals' });
  });

  it("when a dispute's proposal links with its status, then the list starts filtered by it", async () => {
    renderAdminScreen(<ReversalsPage />, {
      mocks: [
        {
          request: { query: ReversalsPageQuery, variables: { ...variables, status: 'APPROVED' } },
          result: { data: reversalsPage([sampleReversal({ status: 'APPROVED' })]) },
          delay: 5,
        },
      ],
      route: '/admin/reversals?status=APPROVED',
      path: '/admin/reversals',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('APPROVED');
    expect(await screen.findByRole('table', { name: 'Reversal proposals' })).toHaveTextContent('Approved');
  });
});
