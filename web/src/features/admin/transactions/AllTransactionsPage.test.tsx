// All Transactions (SPEC.md §2, DESIGN.md §9 item 5, docs/admin.md): cards over every match, the table with who
// made each movement, kind and status filters in the address and the query (no "Receive"), pages, the states,
// and View opening the details with both parties.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { renderMoneyScreen } from '../../../test/render-money-screen';
import { ADMIN_TRANSACTIONS_ERROR, AdminTransactionsQuery, AllTransactionsPage } from './AllTransactionsPage';
import { adminTransactionPage, sampleAdminTransactions } from './fixtures';
import type { SampleAdminTransaction } from './fixtures';

const route = '/admin/all-transaction';

type Filter = { type?: string; status?: string } | null;

function listMock(
  items: SampleAdminTransaction[],
  {
    filter = null,
    page = 1,
    totalItems = items.length,
  }: { filter?: Filter; page?: number; totalItems?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminTransactionsQuery, variables: { filter, page, limit: 10 } },
    result: { data: { transactions: adminTransactionPage(items, { page, totalItems }) } },
    delay: 5,
  };
}

const address = () => screen.getByRole('status', { name: 'Current address' });
const table = () => screen.getByRole('table');

function card(label: string): HTMLElement {
  const value = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

function renderTransactions(mocks: MockLink.MockedResponse[], at = route) {
  return renderMoneyScreen(<AllTransactionsPage />, { mocks, route: at });
}

describe('AllTransactionsPage', () => {
  it('when the list loads, then the cards over every match and every column of the table show', async () => {
    renderTransactions([listMock(sampleAdminTransactions(), { totalItems: 5 })]);

    expect(screen.getByRole('heading', { level: 1, name: 'All Transactions' })).toBeInTheDocument();
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(card('Total Transactions')).toHaveTextContent('5,400');
    expect(card('Completed')).toHaveTextContent('5,210');
    expect(card('Pending')).toHaveTextContent('12');
    expect(card('Total Amount')).toHaveTextContent('$123,456.78');

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Transaction', 'Type', 'Status', 'Amount', 'User', 'Created', 'Actions']);
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const [, send, pending, cashIn, deposit, failed] = rows;
    expect(cells(send)).toEqual([
      '#0000s3ndDinner',
      'Sent',
      'Completed',
      '$25.00',
      'Alice Rahmanalice@wallet.local',
      formatDateTime('2026-11-21T22:04:00.000Z'),
      'View',
    ]);
    expect(cells(pending)).toEqual(
      expect.arrayContaining(['#0000w1d1No description', 'Withdrawn', 'Pending', '$100.00']),
    );
    expect(cells(cashIn)).toEqual(
      expect.arrayContaining(['Cash In', '$500.00', 'Maya Thompsonmaya@wallet.local']),
    );
    expect(cells(deposit)).toEqual(expect.arrayContaining(['Deposited', '$1,200.00']));
    expect(cells(failed)).toEqual(expect.arrayContaining(['Failed', 'UnknownNo email']));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('when the type filter opens, then it offers the kinds of docs/admin.md and no Receive', async () => {
    renderTransactions([listMock(sampleAdminTransactions())]);

    const options = within(screen.getByLabelText('Type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All Types',
      'Send',
      'Withdraw',
      'Deposit',
      'Cash In',
      'Cash Out',
      'Reversal',
    ]);
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Completed', 'Pending', 'Failed', 'Cancelled']);
    await screen.findByRole('table');
  });

  it('when a type and a status are chosen, then the address and the query follow and the page starts at 1', async () => {
    const cashIns = sampleAdminTransactions().filter((transaction) => transaction.type === 'CASH_IN');
    renderTransactions(
      [
        listMock(sampleAdminTransactions(), { page: 2, totalItems: 15 }),
        listMock(cashIns, { filter: { type: 'CASH_IN' } }),
        listMock([], { filter: { type: 'CASH_IN', status: 'FAILED' } }),
      ],
      `${route}?page=2`,
    );
    await screen.findByRole('table');

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Cash In');
    expect(address()).toHaveTextContent(`${route}?type=cash_in`);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed');
    expect(address()).toHaveTextContent(`${route}?type=cash_in&status=failed`);
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    expect(screen.getByText('Try another type or status.')).toBeInTheDocument();
  });

  it('when the address names a kind, a status and a page, then that is asked for and shown chosen', async () => {
    renderTransactions(
      [
        listMock(sampleAdminTransactions().slice(1, 2), {
          filter: { type: 'WITHDRAW', status: 'PENDING' },
          page: 2,
          totalItems: 11,
        }),
      ],
      `${route}?type=withdraw&status=pending&page=2`,
    );

    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByLabelText('Type')).toHaveValue('WITHDRAW');
    expect(screen.getByLabelText('Status')).toHaveValue('PENDING');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page 2 of 2 · 11 transactions')).toBeInTheDocument();
  });

  it('when the address says type=receive, then every type is asked for instead', async () => {
    renderTransactions([listMock(sampleAdminTransactions())], `${route}?type=receive`);

    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(6));
    expect(screen.getByLabelText('Type')).toHaveValue('');
  });

  it('when another page is chosen, then it is fetched and put in the address', async () => {
    const pageTwo = [
      {
        ...sampleAdminTransactions()[0],
        id: '7d3f2a10-0000-4000-8000-0000000page2',
        description: 'On page two',
      },
    ] as SampleAdminTransaction[];
    renderTransactions([
      listMock(sampleAdminTransactions(), { totalItems: 25 }),
      listMock(pageTwo, { page: 2, totalItems: 25 }),
    ]);
    await screen.findByRole('table');

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('On page two')).toBeInTheDocument();
    expect(address()).toHaveTextContent(`${route}?page=2`);
  });

  it('when the address asks for a page past the end, then the last page there is shows', async () => {
    renderTransactions(
      [
        listMock([], { page: 7, totalItems: 15 }),
        listMock(sampleAdminTransactions(), { page: 2, totalItems: 15 }),
      ],
      `${route}?page=7`,
    );

    await waitFor(() => expect(address()).toHaveTextContent(`${route}?page=2`), { timeout: 4000 });
    expect(await screen.findByText('Dinner', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('when there are no movements, then "No transactions found" shows and no pages', async () => {
    renderTransactions([listMock([])]);

    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('when the list cannot be loaded, then "Error loading transactions" offers Try Again', async () => {
    renderTransactions([
      {
        request: { query: AdminTransactionsQuery, variables: { filter: null, page: 1, limit: 10 } },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 5,
      },
      listMock(sampleAdminTransactions()),
    ]);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(ADMIN_TRANSACTIONS_ERROR);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Dinner')).toBeInTheDocument();
  });

  it('when View is pressed, then the details show both parties, the commission and the timeline; no cancel for an admin', async () => {
    renderTransactions([listMock(sampleAdminTransactions())]);
    await screen.findByRole('table');

    const view = screen.getByRole('button', { name: 'View transaction 0000ca5h' });
    await userEvent.click(view);

    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    const valueOf = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Transaction ID')).toHaveTextContent('7d3f2a10-0000-4000-8000-00000000ca5h');
    expect(valueOf('Type')).toHaveTextContent('Cash In');
    expect(valueOf('Amount')).toHaveTextContent('$500.00');
    expect(valueOf('Commission earned')).toHaveTextContent('$2.50');
    expect(valueOf('Sender')).toHaveTextContent('Maya Thompson');
    expect(valueOf('Recipient')).toHaveTextContent('Alice Rahman');
    expect(valueOf('Description')).toHaveTextContent('Float top-up for Alice');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'View transaction 0000w1d1' }));
    const pending = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(pending).getByRole('list', { name: 'Status timeline' })).toHaveTextContent('Pending');
    expect(within(pending).queryByRole('button', { name: 'Cancel withdrawal' })).not.toBeInTheDocument();
  });
});
