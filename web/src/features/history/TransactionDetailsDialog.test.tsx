// The details dialog shows the commission an agent earned on a cash in or cash out, and nothing of it for others.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { sampleTransaction } from '../wallet/fixtures';
import type { SampleTransaction } from '../wallet/fixtures';
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
});
