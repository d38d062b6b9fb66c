// The admin dispute queue starts a reversal (docs/disputes.md, docs/reversals.md): "Start a reversal" on an open or
// investigating dispute about a completed send, cash in or cash out goes to the propose form with the transaction and
// a reason from the dispute; each dispute lists the proposals about its transaction.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { renderAdminScreen } from '../test-utils';
import {
  DISPUTES_PAGE_SIZE,
  DisputesPage,
  DisputesPageQuery,
  reversalReasonOf,
  startReversalLink,
} from './DisputesPage';
import { sampleDispute, sampleDisputePage, sampleDisputes } from './fixtures';

const variables = { status: null, reason: null, page: 1, limit: DISPUTES_PAGE_SIZE };

const renderQueue = (result: object) =>
  renderAdminScreen(<DisputesPage />, {
    mocks: [{ request: { query: DisputesPageQuery, variables }, result, delay: 5 }],
    route: '/admin/disputes',
  });

describe('DisputesPage and reversals', () => {
  it('when an open dispute is about a completed send, then "Start a reversal" opens the propose form with its transaction and reason', async () => {
    const items = sampleDisputes();
    renderQueue({ data: sampleDisputePage(items) });

    const dispute = await screen.findByRole('listitem', { name: 'Dispute by Alice Rahman' });
    await userEvent.click(within(dispute).getByRole('link', { name: 'Start a reversal' }));

    const location = new URL(
      (await screen.findByLabelText('Current address')).textContent ?? '',
      'http://localhost',
    );
    expect(location.pathname).toBe('/admin/reversals');
    expect(location.searchParams.get('transactionId')).toBe(items[0]?.transactionId);
    expect(location.searchParams.get('reason')).toBe(
      'Dispute: Sent to the wrong person — I meant to send this to Bobby, not Bob.',
    );
  });

  it('when a dispute has a proposal, then it shows its amount and status with a link to Reversals', async () => {
    renderQueue({ data: sampleDisputePage(sampleDisputes()) });

    const dispute = await screen.findByRole('listitem', { name: 'Dispute by Bob Karim' });
    const proposals = within(dispute).getByRole('list', { name: 'Reversal proposals' });
    expect(proposals).toHaveTextContent('Reversal of $40.00');
    expect(proposals).toHaveTextContent('Proposed');
    expect(within(proposals).getByRole('link', { name: 'See on Reversals' })).toHaveAttribute(
      'href',
      '/admin/reversals?status=PROPOSED',
    );
    const first = screen.getByRole('listitem', { name: 'Dispute by Alice Rahman' });
    expect(within(first).queryByRole('list', { name: 'Reversal proposals' })).not.toBeInTheDocument();
  });

  it('when nobody reported a problem, then the empty state shows', async () => {
    renderQueue({ data: sampleDisputePage([]) });
    expect(await screen.findByText('No disputes')).toBeInTheDocument();
  });

  it('when the queue fails, then the error with Retry', async () => {
    renderQueue(graphQLErrorResult('The disputes service is unavailable', 'SERVICE_UNAVAILABLE'));
    expect(await screen.findByText('Error loading disputes')).toBeInTheDocument();
  });

  it('startReversalLink: only a dispute still handled, about a completed send, cash in or cash out', () => {
    const dispute = sampleDispute();
    const completedSend = { type: 'SEND', status: 'COMPLETED' };
    expect(startReversalLink(dispute, completedSend)).toMatch(/^\/admin\/reversals\?transactionId=/);
    expect(
      startReversalLink({ ...dispute, status: 'INVESTIGATING' }, { type: 'CASH_OUT', status: 'COMPLETED' }),
    ).not.toBeNull();
    expect(startReversalLink({ ...dispute, status: 'RESOLVED' }, completedSend)).toBeNull();
    expect(startReversalLink({ ...dispute, status: 'REJECTED' }, completedSend)).toBeNull();
    expect(startReversalLink(dispute, { type: 'WITHDRAW', status: 'COMPLETED' })).toBeNull();
    expect(startReversalLink(dispute, { type: 'SEND', status: 'PENDING' })).toBeNull();
    expect(startReversalLink(dispute, null)).toBeNull();
  });

  it('reversalReasonOf: the reason and the note, cut to 500 characters', () => {
    expect(reversalReasonOf({ reason: 'NOT_RECEIVED', note: null })).toBe('Dispute: Money not received');
    expect([...reversalReasonOf({ reason: 'OTHER', note: 'x'.repeat(600) })]).toHaveLength(500);
  });
});
