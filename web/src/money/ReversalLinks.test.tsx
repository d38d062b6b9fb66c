// Original and reversal show each other (docs/reversals.md): a reversal's row and details point to the original, an
// original's to each reversal with its amount (whole or part), read from the server when the list does not hold it;
// a movement that is neither shows nothing of it.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { graphQLErrorResult } from '../test/apollo-mocks';
import { renderScreen } from '../test/render-screen';
import { sampleTransaction } from './fixtures';
import { ReversalDetailFields, ReversalRowNote, reversedShare } from './ReversalLinks';
import { TransactionByIdQuery } from './use-transaction';

const ORIGINAL = '7d3f2a10-0000-4000-8000-00000000a11c';
const REVERSAL = '7d3f2a10-0000-4000-8000-00000000bac0';

const original = sampleTransaction({ id: ORIGINAL, amount: '40.00', reversedBy: [REVERSAL] });
const reversal = sampleTransaction({
  id: REVERSAL,
  type: 'REVERSAL',
  direction: 'CREDIT',
  amount: '40.00',
  reverses: ORIGINAL,
});

const reversalMock = (amount: string): MockLink.MockedResponse => ({
  request: { query: TransactionByIdQuery, variables: { id: REVERSAL } },
  result: { data: { transaction: { ...reversal, amount } } },
  delay: 5,
});

function renderFields(element: React.ReactElement, mocks: MockLink.MockedResponse[] = []) {
  return renderScreen(<dl>{element}</dl>, { mocks, route: '/user/my-history' });
}

describe('ReversalRowNote', () => {
  it('when the row is a reversal, then it reads "Reversal of #…" and the button opens the original', async () => {
    const onView = vi.fn();
    renderScreen(<ReversalRowNote transaction={reversal} onView={onView} />, { route: '/user/my-history' });

    expect(screen.getByText(/Reversal of/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the original transaction 0000a11c' }));
    expect(onView).toHaveBeenCalledWith(ORIGINAL);
  });

  it('when the row was reversed, then it shows "Reversed" and a button for each reversal', async () => {
    const onView = vi.fn();
    renderScreen(<ReversalRowNote transaction={original} onView={onView} />, { route: '/user/my-history' });

    expect(screen.getByText('Reversed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the reversal 0000bac0' }));
    expect(onView).toHaveBeenCalledWith(REVERSAL);
  });

  it('when the row is neither, then nothing is shown', () => {
    const { container } = renderScreen(
      <span data-testid="note">
        <ReversalRowNote transaction={sampleTransaction()} onView={() => undefined} />
      </span>,
      { route: '/user/my-history' },
    );
    expect(container.querySelector('[data-testid="note"]')).toBeEmptyDOMElement();
  });
});

describe('ReversalDetailFields', () => {
  it('when a reversal is shown, then "Reversal of" names the original and opens it', async () => {
    const onOpen = vi.fn();
    renderFields(<ReversalDetailFields transaction={reversal} onOpen={onOpen} />);

    expect(screen.getByText('Reversal of').nextElementSibling).toHaveTextContent('Transaction #0000a11c');
    await userEvent.click(screen.getByRole('button', { name: 'Open the original' }));
    expect(onOpen).toHaveBeenCalledWith(ORIGINAL);
  });

  it('when the original was reversed whole, then "Reversed" loads the reversal and says the whole amount', async () => {
    const onOpen = vi.fn();
    renderFields(<ReversalDetailFields transaction={original} onOpen={onOpen} />, [reversalMock('40.00')]);

    const reversals = screen.getByRole('list', { name: 'Reversals' });
    expect(within(reversals).getByText('Loading the reversal...')).toBeInTheDocument();
    expect(await within(reversals).findByText('$40.00 (the whole amount)')).toBeInTheDocument();
    await userEvent.click(within(reversals).getByRole('button', { name: 'Open the reversal 0000bac0' }));
    expect(onOpen).toHaveBeenCalledWith(REVERSAL);
  });

  it('when part was reversed, then it says how much of the whole', async () => {
    renderFields(<ReversalDetailFields transaction={original} />, [reversalMock('15.00')]);

    expect(await screen.findByText('$15.00 of $40.00 (part)')).toBeInTheDocument();
    // Without a way to open another movement, no button.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when the reversal cannot be read, then its id shows with the failure', async () => {
    renderFields(<ReversalDetailFields transaction={original} />, [
      {
        request: { query: TransactionByIdQuery, variables: { id: REVERSAL } },
        result: graphQLErrorResult('The service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 5,
      },
    ]);

    expect(await screen.findByText('Reversal #0000bac0 could not be read')).toBeInTheDocument();
  });

  it('when the movement is neither, then no entry', () => {
    renderFields(<ReversalDetailFields transaction={sampleTransaction()} />);
    expect(screen.queryByText('Reversed')).not.toBeInTheDocument();
    expect(screen.queryByText('Reversal of')).not.toBeInTheDocument();
  });

  it('reversedShare: the whole amount, or the part of it', () => {
    expect(reversedShare('40.00', '40.00')).toBe('$40.00 (the whole amount)');
    expect(reversedShare('0.01', '40.00')).toBe('$0.01 of $40.00 (part)');
  });
});
