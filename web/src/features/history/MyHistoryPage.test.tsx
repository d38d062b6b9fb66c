// My History (SPEC.md §2, §8; DESIGN.md §9 item 5): filters and page in the address, summary over all matching
// movements, the table, pagination, the details dialog with cancel for a pending withdrawal, and polling while
// something is pending.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATEMENT_DOWNLOAD_PATH } from '@wallet/common/settings';
import { formatDateTime } from '../../lib/format-date';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { CancelWithdrawalMutation } from '../../money/use-cancel-withdrawal';
import { sampleHistory, sampleTransaction, sampleWallet } from '../../money/fixtures';
import type { SampleTransaction } from '../../money/fixtures';
import { renderMoneyScreen } from '../../test/render-money-screen';
import { HISTORY_ERROR_MESSAGE, MyHistoryPage, MyHistoryQuery } from './MyHistoryPage';

type Filter = { type?: string; status?: string } | null;

const summary = {
  __typename: 'TransactionSummary',
  totalCount: 23,
  completedCount: 18,
  pendingCount: 1,
  failedCount: 3,
  cancelledCount: 1,
  totalIn: '2560.00',
  totalOut: '1043.50',
} as const;

function historyMock(
  items: SampleTransaction[],
  {
    filter = null,
    page = 1,
    totalItems = items.length,
    usage = 1,
    counts = {},
  }: {
    filter?: Filter;
    page?: number;
    totalItems?: number;
    usage?: number;
    counts?: Partial<Record<keyof typeof summary, number | string>>;
  } = {},
): MockLink.MockedResponse {
  return {
    request: { query: MyHistoryQuery, variables: { filter, page, limit: 10 } },
    result: {
      data: {
        myTransactions: {
          __typename: 'TransactionPage',
          items,
          pagination: {
            __typename: 'Pagination',
            currentPage: page,
            totalPages: Math.max(1, Math.ceil(totalItems / 10)),
            totalItems,
            itemsPerPage: 10,
          },
          summary: { ...summary, ...counts },
        },
      },
    },
    delay: 5,
    maxUsageCount: usage,
  };
}

const settled = () => sampleHistory().filter((transaction) => transaction.status !== 'PENDING');
const address = () => screen.getByRole('status', { name: 'Current address' });
const table = () => screen.getByRole('table');

function renderHistory(mocks: MockLink.MockedResponse[], route = '/user/my-history') {
  return renderMoneyScreen(<MyHistoryPage />, { mocks, route });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyHistoryPage', () => {
  it('when the history loads, then the summary and every column of the table show', async () => {
    renderHistory([historyMock(settled(), { totalItems: 5 })]);

    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(6);
    const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Total Transactions')).toHaveTextContent('23');
    expect(valueOf('Completed')).toHaveTextContent('18');
    expect(valueOf('Pending')).toHaveTextContent('1');
    expect(valueOf('Money In')).toHaveTextContent('$2,560.00');
    expect(valueOf('Money Out')).toHaveTextContent('$1,043.50');

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Description', 'Recipient / Sender', 'Type', 'Status', 'Amount', 'Date', 'Actions']);
    const [, dinner, rent, deposit, cardWithdrawal, failed] = rows;
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(dinner)).toEqual([
      '0000s3nd',
      'Dinner',
      'Bob Karim',
      'Sent',
      'Completed',
      '-$25.00',
      formatDateTime('2026-11-21T22:04:00.000Z'),
      'View',
    ]);
    expect(cells(rent)).toEqual(expect.arrayContaining(['Rent share', 'Bob Karim', 'Received', '+$60.00']));
    expect(cells(deposit)).toEqual(expect.arrayContaining(['No description', '—', 'Deposited', '+$500.00']));
    expect(cells(cardWithdrawal)).toEqual(expect.arrayContaining(['Withdrawn', 'Completed', '-$40.00']));
    // The failed withdrawal's $75.00 and $2.50 fee left and came back: its row says so, and that the net is $0.00.
    expect(cells(failed)).toEqual(expect.arrayContaining(['Withdrawn', 'Failed']));
    const failedAmount = within(failed as HTMLElement).getAllByRole('cell')[5] as HTMLElement;
    expect(within(failedAmount).getByText('-$77.50')).toBeInTheDocument();
    expect(within(failedAmount).getByText('+$77.50 refunded')).toBeInTheDocument();
    expect(within(failedAmount).getByText('Net $0.00')).toBeInTheDocument();
  });

  it('when a type and a status are chosen, then the address and the query follow and the page starts at 1', async () => {
    const sends = settled().filter((transaction) => transaction.type === 'SEND');
    renderHistory(
      [
        historyMock(settled(), { page: 2, totalItems: 15 }),
        historyMock(sends, { filter: { type: 'SEND' } }),
        historyMock([], { filter: { type: 'SEND', status: 'PENDING' } }),
      ],
      '/user/my-history?page=2',
    );
    await screen.findAllByRole('row');

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Sent');
    await waitFor(() => expect(address()).toHaveTextContent('/user/my-history?type=send'));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(address()).toHaveTextContent('/user/my-history?type=send&status=pending');
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    expect(screen.getByText('Try another type or status.')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(address()).toHaveTextContent(/^\/user\/my-history$/);
  });

  it('when the page shows a type and a status, then Download CSV asks for the statement narrowed the same way', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const sends = settled().filter((transaction) => transaction.type === 'SEND');
    renderHistory(
      [historyMock(sends, { filter: { type: 'SEND', status: 'COMPLETED' } })],
      '/user/my-history?type=send&status=completed',
    );
    await screen.findAllByRole('row');

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const from = screen.getByLabelText<HTMLInputElement>('From');
    const to = screen.getByLabelText<HTMLInputElement>('To');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `${STATEMENT_DOWNLOAD_PATH}?from=${from.value}&to=${to.value}&type=send&status=completed`,
    );
  });

  it('when the address names a filter and a page, then that is what is asked for and shown selected', async () => {
    const received = settled().filter((transaction) => transaction.type === 'RECEIVE');
    renderHistory(
      [historyMock(received, { filter: { type: 'RECEIVE' }, page: 2, totalItems: 11 })],
      '/user/my-history?type=receive&page=2',
    );

    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByLabelText('Type')).toHaveValue('RECEIVE');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('when there are more pages, then Previous is disabled on page 1 and another page is fetched on demand', async () => {
    const pageTwo = [sampleTransaction({ description: 'On page two' })];
    renderHistory([
      historyMock(settled(), { totalItems: 25 }),
      historyMock(pageTwo, { page: 2, totalItems: 25 }),
    ]);
    await screen.findAllByRole('row');

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('On page two')).toBeInTheDocument();
    expect(address()).toHaveTextContent('/user/my-history?page=2');
  });

  it('when the address asks for a page past the end, then the last page there is shows, asked for once', async () => {
    const pageTwo = historyMock(settled(), { page: 2, totalItems: 15 });
    const pastTheEnd = historyMock([], { page: 7, totalItems: 15 });
    // A redirect that flipped between the old and the new page would ask again; each answer is good only once.
    renderHistory([pastTheEnd, pageTwo], '/user/my-history?page=7');

    await waitFor(() => expect(address()).toHaveTextContent('/user/my-history?page=2'), { timeout: 4000 });
    expect(await screen.findByText('Dinner', {}, { timeout: 4000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(address()).toHaveTextContent('/user/my-history?page=2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('when there is nothing yet, then "No transactions found" shows and no pages', async () => {
    renderHistory([historyMock([])]);

    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('when the history cannot be loaded, then "Error loading transaction history" offers Try Again', async () => {
    renderHistory([
      {
        request: { query: MyHistoryQuery, variables: { filter: null, page: 1, limit: 10 } },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
      },
      historyMock(settled()),
    ]);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(HISTORY_ERROR_MESSAGE);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Dinner')).toBeInTheDocument();
  });

  it('when View is pressed, then a dialog shows every field and the timeline, and Escape closes it', async () => {
    renderHistory([historyMock(settled())]);
    await screen.findAllByRole('row');

    const view = screen.getByRole('button', { name: 'View transaction 00wd0002' });
    await userEvent.click(view);

    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    const valueOf = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Transaction ID')).toHaveTextContent('7d3f2a10-0000-4000-8000-000000wd0002');
    expect(valueOf('Type')).toHaveTextContent('Withdrawn');
    expect(valueOf('Direction')).toHaveTextContent('Money out');
    expect(valueOf('Status')).toHaveTextContent('Completed');
    expect(valueOf('Amount')).toHaveTextContent('-$40.00');
    expect(valueOf('Fee')).toHaveTextContent('$3.00');
    expect(valueOf('Total debited')).toHaveTextContent('$43.00');
    expect(valueOf('Method')).toHaveTextContent('Card');
    expect(valueOf('Description')).toHaveTextContent('—');
    expect(valueOf('Sender')).toHaveTextContent('Alice Rahman');
    expect(valueOf('Recipient')).toHaveTextContent('—');
    expect(valueOf('Created')).toHaveTextContent(formatDateTime('2026-11-18T11:00:00.000Z'));
    expect(valueOf('Updated')).toHaveTextContent(formatDateTime('2026-11-18T11:00:05.000Z'));
    expect(valueOf('Settled')).toHaveTextContent(formatDateTime('2026-11-18T11:00:05.000Z'));
    expect(valueOf('Failure reason')).toHaveTextContent('—');
    const timeline = within(dialog).getByRole('list', { name: 'Status timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      `Created${formatDateTime('2026-11-18T11:00:00.000Z')}`,
      `Completed${formatDateTime('2026-11-18T11:00:05.000Z')}`,
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Cancel withdrawal' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it('when a failed withdrawal is viewed, then the timeline ends Failed with its reason', async () => {
    renderHistory([historyMock(settled())]);
    await screen.findAllByRole('row');

    await userEvent.click(screen.getByRole('button', { name: 'View transaction 00fa1led' }));

    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByRole('list', { name: 'Status timeline' })).toHaveTextContent(
      `Failed${formatDateTime('2026-11-17T08:00:05.000Z')} · The bank refused the payout`,
    );
  });

  it('when a pending withdrawal is cancelled from its details, then it shows as cancelled and the list is asked again', async () => {
    const history = sampleHistory();
    const pending = history[0] as SampleTransaction;
    const cancelled = {
      ...pending,
      status: 'CANCELLED',
      refunded: '102.50',
      settledAt: '2026-11-21T22:11:00.000Z',
      updatedAt: '2026-11-21T22:11:00.000Z',
    } as SampleTransaction;
    const afterCancel = [cancelled, ...history.slice(1)];
    renderHistory([
      historyMock(history),
      {
        request: { query: CancelWithdrawalMutation, variables: { id: pending.id } },
        result: {
          data: {
            cancelWithdrawal: {
              __typename: 'MoneyPayload',
              message: 'Withdrawal cancelled; $102.50 is back in your wallet',
              transaction: cancelled,
              wallet: sampleWallet({ balance: '1337.00' }),
            },
          },
        },
        delay: 5,
      },
      historyMock(afterCancel, { usage: 5, counts: { pendingCount: 0, cancelledCount: 2 } }),
    ]);
    await screen.findAllByRole('row');

    await userEvent.click(screen.getByRole('button', { name: 'View transaction 0000w1d1' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByRole('list', { name: 'Status timeline' })).toHaveTextContent(
      'PendingIn progress now',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(within(dialog).getByText(/Cancel this withdrawal\? \$102\.50/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel withdrawal' }));

    expect(
      await screen.findByText('Withdrawal cancelled; $102.50 is back in your wallet'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: 'Status timeline' })).toHaveTextContent('Cancelled'),
    );
    expect(within(dialog).queryByRole('button', { name: 'Cancel withdrawal' })).not.toBeInTheDocument();
    const row = within(table()).getByText('0000w1d1').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Cancelled');
    // The summary counts every matching row on the server: the list is asked again rather than guessed.
    const pendingCard = screen.getByText('Pending', { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(pendingCard).toHaveTextContent('0'));
  });

  it('when a shown movement is pending, then the list asks again until it settles, without a reload', async () => {
    const history = sampleHistory();
    const pending = history[0] as SampleTransaction;
    const completed = {
      ...pending,
      status: 'COMPLETED',
      settledAt: '2026-11-21T22:10:05.000Z',
    } as SampleTransaction;
    renderHistory([historyMock(history), historyMock([completed, ...history.slice(1)])]);
    const row = () => within(table()).getByText('0000w1d1').closest('tr') as HTMLElement;
    await waitFor(() => expect(row()).toHaveTextContent('Pending'));

    await waitFor(() => expect(row()).toHaveTextContent('Completed'), { timeout: 6000 });
  });
});
