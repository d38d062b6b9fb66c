// All Wallets (SPEC.md §2, §8; DESIGN.md §9 items 3 and 13): summary over every match, the table, search, status,
// sort and page in the address and the query, Clear Filters, pagination, the states, and Block/Unblock after a
// confirmation with its toasts.
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../use-search-box';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { renderMoneyScreen } from '../../../test/render-money-screen';
import { AdminWalletsQuery, AllWalletsPage } from './AllWalletsPage';
import { owners, sampleAdminWallet, sampleAdminWallets, sampleWalletSummary, walletPage } from './fixtures';
import type { SampleAdminWallet, WalletSummaryCounts } from './fixtures';
import { SetWalletBlockedMutation } from './use-set-wallet-blocked';
import { defaultWalletListParams, walletListInput } from './wallet-search-params';
import type { WalletListParams } from './wallet-search-params';

const route = '/admin/all-wallets';
/** Waits that include the search's pause or a redirect: generous, as the machine may be busy. */
const settled = { timeout: 4000 };

function listMock(
  items: SampleAdminWallet[],
  {
    params = {},
    totalItems = items.length,
    summary = sampleWalletSummary,
    delay = 5,
  }: {
    params?: Partial<WalletListParams>;
    totalItems?: number;
    summary?: WalletSummaryCounts;
    delay?: number;
  } = {},
): MockLink.MockedResponse {
  const full = { ...defaultWalletListParams, ...params };
  return {
    request: { query: AdminWalletsQuery, variables: { input: walletListInput(full) } },
    result: { data: { wallets: walletPage(items, { page: full.page, totalItems, summary }) } },
    delay,
  };
}

function blockMock(
  wallet: SampleAdminWallet,
  isBlocked: boolean,
  { reason, message }: { reason?: string; message?: string } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: SetWalletBlockedMutation,
      variables: { input: { walletId: wallet.id, isBlocked, ...(reason ? { reason } : {}) } },
    },
    result: {
      data: {
        setWalletBlocked: {
          __typename: 'WalletPayload',
          message: message ?? (isBlocked ? 'Wallet blocked successfully' : 'Wallet unblocked successfully'),
          wallet: { ...wallet, isBlocked },
        },
      },
    },
    delay: 5,
  };
}

const address = () => screen.getByRole('status', { name: 'Current address' });
const table = () => screen.getByRole('table');
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

/** The value of a summary card: the dd after the dt with that text. */
function card(label: string): HTMLElement {
  const value = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

function renderWallets(mocks: MockLink.MockedResponse[], at = route) {
  return renderMoneyScreen(<AllWalletsPage />, { mocks, route: at });
}

const scrollTo = vi.fn();
beforeEach(() => {
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  scrollTo.mockReset();
});

describe('AllWalletsPage', () => {
  it('when the wallets load, then the heading, the five cards over every match and every column show', async () => {
    renderWallets([listMock(sampleAdminWallets())]);

    expect(screen.getByRole('heading', { level: 1, name: 'All Wallets' })).toBeInTheDocument();
    expect(screen.getByText('Manage and monitor all user wallets')).toBeInTheDocument();
    expect(screen.getByText('Loading wallets...')).toBeInTheDocument();
    await waitFor(() => expect(card('Total Wallets')).toHaveTextContent('45'));
    expect(card('Active')).toHaveTextContent('41');
    expect(card('Blocked')).toHaveTextContent('4');
    expect(card('Balance')).toHaveTextContent('$56,789.10');
    expect(card('Avg Balance')).toHaveTextContent('$1,261.98');
    expect(screen.queryByText(/\(Page\)/)).not.toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Wallet Details' });
    expect(within(details).getByText('Detailed information about all user wallets')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'User',
      'Wallet ID',
      'Balance',
      'Status',
      'Daily Spending',
      'Monthly Spending',
      'Created',
      'Actions',
    ]);
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Alice Rahman')).toEqual([
      'Alice Rahmanalice@wallet.localUser',
      'c0a80101-0000-4000-8000-00000000a11e',
      '$1,234.50',
      'Active',
      '$20.001 transaction',
      '$145.754 transactions',
      formatDateTime('2026-01-05T15:00:00.000Z'),
      'Block',
    ]);
    expect(cells('Maya Thompson')).toEqual(
      expect.arrayContaining([
        'Maya Thompsonmaya@wallet.localAgent',
        'Blocked',
        '$0.000 transactions',
        'Unblock',
      ]),
    );
    expect(cells('Rita Admin')).toEqual(
      expect.arrayContaining(['Rita Adminrita@wallet.localAdmin', '$0.00']),
    );
    expect(screen.getByText('Showing 1 to 3 of 3 wallets')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    const created = within(table()).getByRole('columnheader', { name: 'Created' });
    expect(created).toHaveAttribute('aria-sort', 'descending');
  });

  it('when the address names a search, status, sort and page, then that is asked for and shown chosen', async () => {
    const blocked = sampleAdminWallets().filter((wallet) => wallet.isBlocked);
    renderWallets(
      [
        listMock(blocked, {
          params: { search: 'maya', status: 'BLOCKED', sortBy: 'BALANCE', sortOrder: 'ASC', page: 2 },
          totalItems: 11,
        }),
      ],
      `${route}?search=maya&status=blocked&sortBy=balance&sortOrder=asc&page=2`,
    );

    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('maya');
    expect(screen.getByLabelText('Status')).toHaveValue('BLOCKED');
    expect(within(table()).getByRole('columnheader', { name: 'Balance' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table()).getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 11 to 11 of 11 wallets')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('when a search is typed, then it is sent once typing pauses, in the address, from page 1', async () => {
    const alice = sampleAdminWallets().slice(0, 1);
    renderWallets(
      [
        listMock(sampleAdminWallets(), { params: { page: 2 }, totalItems: 13 }),
        listMock(alice, { params: { search: 'ali' }, summary: { ...sampleWalletSummary, totalWallets: 1 } }),
      ],
      `${route}?page=2`,
    );
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search by name, email, or wallet ID...');
    await userEvent.type(search, '  ali');
    // Not per keystroke: the query follows the address, which waits for the pause.
    expect(address()).toHaveTextContent(`${route}?page=2`);

    await waitFor(() => expect(address()).toHaveTextContent(`${route}?search=ali`), settled);
    await waitFor(() => expect(card('Total Wallets')).toHaveTextContent('1'), settled);
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(search).toHaveValue('  ali');
  });

  it('when a status is chosen and nothing matches, then the page starts at 1 and the hint says to adjust filters', async () => {
    renderWallets(
      [
        listMock(sampleAdminWallets(), { params: { page: 2 }, totalItems: 13 }),
        listMock([], { params: { status: 'BLOCKED' }, summary: { ...sampleWalletSummary, totalWallets: 0 } }),
      ],
      `${route}?page=2`,
    );
    await screen.findByRole('table');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Blocked Only');

    expect(address()).toHaveTextContent(`${route}?status=blocked`);
    expect(await screen.findByText('No wallets found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('when the status select opens, then it offers All Wallets, Active Only and Blocked Only', async () => {
    renderWallets([listMock(sampleAdminWallets())]);

    const options = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All Wallets',
      'Active Only',
      'Blocked Only',
    ]);
    await screen.findByRole('table');
  });

  it('when a header is pressed, then the sort goes to the address and the query, and pressing again flips it', async () => {
    renderWallets([
      listMock(sampleAdminWallets()),
      listMock(sampleAdminWallets(), { params: { sortBy: 'BALANCE', sortOrder: 'DESC' } }),
      listMock(sampleAdminWallets(), { params: { sortBy: 'BALANCE', sortOrder: 'ASC' } }),
      listMock(sampleAdminWallets(), { params: { sortBy: 'NAME', sortOrder: 'ASC' } }),
    ]);
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Balance' }));
    expect(address()).toHaveTextContent(`${route}?sortBy=balance`);
    const balance = () => within(table()).getByRole('columnheader', { name: 'Balance' });
    await waitFor(() => expect(balance()).toHaveAttribute('aria-sort', 'descending'));

    await userEvent.click(screen.getByRole('button', { name: 'Balance' }));
    expect(address()).toHaveTextContent(`${route}?sortBy=balance&sortOrder=asc`);
    await waitFor(() => expect(balance()).toHaveAttribute('aria-sort', 'ascending'));

    await userEvent.click(screen.getByRole('button', { name: 'User' }));
    expect(address()).toHaveTextContent(`${route}?sortBy=name&sortOrder=asc`);
    await waitFor(() =>
      expect(within(table()).getByRole('columnheader', { name: 'User' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
  });

  it('when Clear Filters is pressed, then search, status, sort and page go back to their defaults', async () => {
    renderWallets(
      [
        listMock([], {
          params: { search: 'zed', status: 'ACTIVE', sortBy: 'NAME', sortOrder: 'ASC', page: 1 },
        }),
        listMock(sampleAdminWallets()),
      ],
      `${route}?search=zed&status=active&sortBy=name&sortOrder=asc`,
    );
    expect(await screen.findByText('No wallets found')).toBeInTheDocument();

    // The clock jumps past the search box's pause (and keeps running for the mocked answers).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(address()).toHaveTextContent(new RegExp(`^${route}$`));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('ALL');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    // The box's old text must not come back once its pause is over.
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_SEARCH_DEBOUNCE_MS * 2));
    expect(address()).toHaveTextContent(new RegExp(`^${route}$`));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('when another page is chosen, then it is fetched, put in the address, and the window scrolls to the top', async () => {
    const pageTwo = [sampleAdminWallet('0002', { ...owners.alice, name: 'Page Two Person' })];
    renderWallets([
      listMock(sampleAdminWallets(), { totalItems: 25 }),
      listMock(pageTwo, { params: { page: 2 }, totalItems: 25 }),
    ]);
    await screen.findByRole('table');

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page Two Person')).toBeInTheDocument();
    expect(address()).toHaveTextContent(`${route}?page=2`);
    expect(screen.getByText('Showing 11 to 20 of 25 wallets')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('when the address asks for a page past the end, then the last page there is shows', async () => {
    renderWallets(
      [
        listMock([], { params: { page: 9 }, totalItems: 15 }),
        listMock(sampleAdminWallets(), { params: { page: 2 }, totalItems: 15 }),
      ],
      `${route}?page=9`,
    );

    await waitFor(() => expect(address()).toHaveTextContent(`${route}?page=2`), settled);
    expect(await screen.findByText('Alice Rahman', {}, settled)).toBeInTheDocument();
  });

  it('when there are no wallets and no filters, then "No wallets are currently available." shows', async () => {
    renderWallets([listMock([], { summary: { ...sampleWalletSummary, totalWallets: 0 } })]);

    expect(await screen.findByText('No wallets found')).toBeInTheDocument();
    expect(screen.getByText('No wallets are currently available.')).toBeInTheDocument();
  });

  it('when the wallets cannot be loaded, then the failure offers Try Again, which refetches', async () => {
    renderWallets([
      {
        request: { query: AdminWalletsQuery, variables: { input: walletListInput(defaultWalletListParams) } },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 5,
      },
      listMock(sampleAdminWallets()),
    ]);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load wallets');
    expect(failure).toHaveTextContent('Unable to fetch wallet information.');
    expect(screen.queryByText('Total Wallets')).not.toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Alice Rahman')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a wallet is blocked with a reason, then the row updates from the answer, a toast says so and the counts are asked again', async () => {
    const [alice] = sampleAdminWallets() as [SampleAdminWallet];
    const afterBlock = sampleAdminWallets().map((wallet) =>
      wallet.id === alice.id ? { ...wallet, isBlocked: true } : wallet,
    );
    renderWallets([
      listMock(sampleAdminWallets()),
      blockMock(alice, true, { reason: 'Fraud report #12' }),
      listMock(afterBlock, {
        summary: { ...sampleWalletSummary, activeWallets: 40, blockedWallets: 5 },
        delay: 300,
      }),
    ]);
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Block wallet of Alice Rahman' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block wallet?' });
    expect(dialog).toHaveTextContent('Alice Rahman will not be able to send, withdraw or cash out');
    expect(dialog).toHaveTextContent('alice@wallet.local');
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Fraud report #12 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block wallet' }));

    expect(await screen.findByText('Wallet blocked successfully')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // From the mutation's answer (normalized cache), before the list comes back.
    expect(rowOf('Alice Rahman')).toHaveTextContent('Blocked');
    expect(
      within(rowOf('Alice Rahman')).getByRole('button', { name: 'Unblock wallet of Alice Rahman' }),
    ).toBeVisible();
    // The counts are asked again (the mock's second answer): 4 blocked before, 5 after. The toast may show before or
    // after that answer (its container loads with the first toast), so only the end is checked.
    await waitFor(() => expect(card('Blocked')).toHaveTextContent('5'));
    expect(card('Active')).toHaveTextContent('40');
  });

  it('when a blocked wallet is unblocked without a reason, then no reason is sent and the toast says unblocked', async () => {
    const maya = sampleAdminWallets()[1] as SampleAdminWallet;
    renderWallets([
      listMock(sampleAdminWallets()),
      blockMock(maya, false),
      listMock(sampleAdminWallets().map((wallet) => ({ ...wallet, isBlocked: false }))),
    ]);
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Unblock wallet of Maya Thompson' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unblock wallet?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock wallet' }));

    expect(await screen.findByText('Wallet unblocked successfully')).toBeInTheDocument();
    expect(rowOf('Maya Thompson')).toHaveTextContent('Active');
  });

  it('when the confirmation is cancelled, then nothing is sent and the row stays', async () => {
    renderWallets([listMock(sampleAdminWallets())]);
    await screen.findByRole('table');

    const block = screen.getByRole('button', { name: 'Block wallet of Alice Rahman' });
    await userEvent.click(block);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rowOf('Alice Rahman')).toHaveTextContent('Active');
    expect(block).toHaveFocus();
  });

  it.each([
    {
      name: "the server's message",
      which: 0,
      result: graphQLErrorResult('Reason must be at most 500 characters'),
      shown: 'Reason must be at most 500 characters',
    },
    {
      name: '"Failed to block wallet" when there is none',
      which: 0,
      result: graphQLErrorResult('boom', 'INTERNAL_SERVER_ERROR'),
      shown: 'Failed to block wallet',
    },
    {
      name: '"Failed to unblock wallet" when there is none',
      which: 1,
      result: graphQLErrorResult('boom', 'INTERNAL_SERVER_ERROR'),
      shown: 'Failed to unblock wallet',
    },
  ])(
    'when blocking fails, then the toast shows $name and the row stays',
    async ({ which, result, shown }) => {
      const wallet = sampleAdminWallets()[which] as SampleAdminWallet;
      renderWallets([
        listMock(sampleAdminWallets()),
        {
          request: {
            query: SetWalletBlockedMutation,
            variables: { input: { walletId: wallet.id, isBlocked: !wallet.isBlocked } },
          },
          result,
          delay: 5,
        },
      ]);
      await screen.findByRole('table');
      const owner = wallet.user?.name ?? '';
      const action = wallet.isBlocked ? 'Unblock' : 'Block';

      await userEvent.click(screen.getByRole('button', { name: `${action} wallet of ${owner}` }));
      await userEvent.click(screen.getByRole('button', { name: `${action} wallet` }));

      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(rowOf(owner)).toHaveTextContent(wallet.isBlocked ? 'Blocked' : 'Active');
      // The dialog stays, so the admin can change the reason or cancel.
      expect(screen.getByRole('button', { name: `${action} wallet` })).toBeEnabled();
    },
  );
});
