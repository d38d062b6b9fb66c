// The details dialog shows the commission an agent earned on a cash in or cash out, and nothing of it for others; a
// cancelled or failed withdrawal shows what left, what came back and the net change of 0.00.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../lib/format-date';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { sampleTransaction } from './fixtures';
import type { SampleTransaction } from './fixtures';
import { TransactionDetailsDialog } from './TransactionDetailsDialog';

function renderDetails(transaction: SampleTransaction) {
  render(
    <ThemePreferenceProvider persist={false}>
      <TransactionDetailsDialog transaction={transaction} onClose={() => undefined} />
    </ThemePreferenceProvider>,
  );
  return screen.getByRole('dialog', { name: 'Transaction details' });
}

describe('TransactionDetailsDialog', () => {
  it('when an agent views a cash in they earned on, then the commission is listed', () => {
    const dialog = renderDetails(
      sampleTransaction({ type: 'CASH_IN', direction: 'DEBIT', amount: '100.00', commission: '0.50' }),
    );

    expect(within(dialog).getByText('Commission earned').nextElementSibling).toHaveTextContent('$0.50');
  });

  it('when the commission is zero (a user, or a send), then no commission line is shown', () => {
    const dialog = renderDetails(
      sampleTransaction({ type: 'CASH_IN', direction: 'CREDIT', amount: '100.00', commission: '0.00' }),
    );

    expect(within(dialog).queryByText('Commission earned')).not.toBeInTheDocument();
  });

  it('when a cancelled withdrawal is viewed, then it shows the debit, the refund of amount and fee, a net change of $0.00 and when it came back', () => {
    const dialog = renderDetails(
      sampleTransaction({
        type: 'WITHDRAW',
        status: 'CANCELLED',
        amount: '20.00',
        fee: '2.50',
        refunded: '22.50',
        method: 'BANK',
        recipient: null,
        settledAt: '2026-11-21T22:11:00.000Z',
      }),
    );
    const field = (label: string) => within(dialog).getByText(label).nextElementSibling;

    expect(field('Total debited')).toHaveTextContent('$22.50');
    expect(field('Refunded')).toHaveTextContent('+$22.50 (amount and fee)');
    expect(field('Net change')).toHaveTextContent('$0.00');
    expect(within(dialog).getByRole('list', { name: 'Status timeline' })).toHaveTextContent(
      `Cancelled${formatDateTime('2026-11-21T22:11:00.000Z')} · $22.50 refunded to the wallet`,
    );
  });

  it('when a completed withdrawal is viewed, then nothing is called refunded and the net is the debit', () => {
    const dialog = renderDetails(
      sampleTransaction({
        type: 'WITHDRAW',
        status: 'COMPLETED',
        amount: '40.00',
        fee: '3.00',
        recipient: null,
      }),
    );

    expect(within(dialog).queryByText('Refunded')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Net change')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Status timeline' })).not.toHaveTextContent('refunded');
  });
});
