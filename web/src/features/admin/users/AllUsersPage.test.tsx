// All Users (SPEC.md §2): figures, the table, the search and role filter in the address and in the query, pages, the
// empty, loading and error states, and View → the User Details dialog → View Full Details.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../gql/graphql';
import { formatDateTime, formatDateTimeWithSeconds } from '../../../lib/format-date';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { renderAdminScreen } from '../test-utils';
import { sampleAdminAgent, sampleUserPage, sampleUsers } from '../user-fixtures';
import type { SampleAdminUser } from '../user-fixtures';
import { AllUsersPage, AllUsersQuery, USERS_ERROR_MESSAGE } from './AllUsersPage';

function usersMock(
  items: SampleAdminUser[],
  {
    role = null,
    search,
    page = 1,
    totalItems = items.length,
    usage = 1,
  }: { role?: Role | null; search?: string; page?: number; totalItems?: number; usage?: number } = {},
): MockLink.MockedResponse {
  const variables = { role, ...(search === undefined ? {} : { search }), page, limit: 10 };
  return {
    request: { query: AllUsersQuery, variables },
    result: { data: { users: sampleUserPage(items, { page, totalItems }) } },
    delay: 5,
    maxUsageCount: usage,
  };
}

/** Waits that include the search's pause: generous, as the machine may be busy. */
const settled = { timeout: 4000 };
const address = () => screen.getByRole('status', { name: 'Current address' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });
const table = () => screen.getByRole('table', { name: 'User list' });
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function renderUsers(mocks: MockLink.MockedResponse[], route = '/admin/all-users') {
  return renderAdminScreen(<AllUsersPage />, { mocks, route });
}

describe('AllUsersPage', () => {
  it('when the users load, then the figures and every column of the table show', async () => {
    renderUsers([usersMock(sampleUsers())]);

    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(5));
    expect(valueOf('Total Users')).toHaveTextContent('4');
    expect(valueOf('Current Page')).toHaveTextContent('1of 1 page');
    expect(valueOf('Items Per Page')).toHaveTextContent('10Showing 4 items');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User', 'Role', 'Status', 'Wallet Balance', 'Created', 'Last Updated', 'Actions']);

    const [, alice, maya, admin, bob] = within(table()).getAllByRole('row');
    expect(cells(alice as HTMLElement)).toEqual([
      'Alice Rahmanalice@wallet.local01712345678',
      'User',
      'Email Verified',
      '$1,234.50Daily: $20.00 · 1 transactionMonthly: $145.75 · 4 transactions',
      formatDateTime('2026-01-05T15:00:07.000Z'),
      formatDateTime('2026-11-20T09:15:42.000Z'),
      'View',
    ]);
    expect(cells(maya as HTMLElement)).toEqual(expect.arrayContaining(['Agent', 'Email VerifiedPending']));
    expect(cells(admin as HTMLElement)).toEqual(expect.arrayContaining(['Admin', 'No wallet']));
    expect(cells(bob as HTMLElement)).toEqual(
      expect.arrayContaining([
        'Bob Karimbob@wallet.local',
        'Email PendingWallet Blocked',
        '$0.00Daily: $0.00 · 0 transactionsMonthly: $0.00 · 0 transactions',
      ]),
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('when a role is chosen, then the address and the query follow and the page starts at 1', async () => {
    const agent = sampleAdminAgent(7, 'APPROVED', { name: 'Only Agent' });
    renderUsers(
      [usersMock(sampleUsers(), { page: 2, totalItems: 14 }), usersMock([agent], { role: 'AGENT' })],
      '/admin/all-users?page=2',
    );
    await screen.findByText('Alice Rahman');

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Agents');

    expect(address()).toHaveTextContent(/^\/admin\/all-users\?role=agent$/);
    expect(await screen.findByText('Only Agent')).toBeInTheDocument();
    expect(screen.queryByText('Alice Rahman')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveValue('AGENT');
  });

  it('when a search is typed, then it is sent with the role once typing pauses, in the address, from page 1', async () => {
    const maya = sampleUsers()[1] as SampleAdminUser;
    renderUsers(
      [
        usersMock(sampleUsers(), { role: 'AGENT', page: 2, totalItems: 14 }),
        usersMock([maya], { role: 'AGENT', search: 'maya t' }),
      ],
      '/admin/all-users?role=agent&page=2',
    );
    await screen.findByText('Alice Rahman');
    expect(searchBox()).toHaveAttribute('placeholder', 'Search by name, email or phone...');

    await userEvent.type(searchBox(), '  maya t ');
    // Not per keystroke: the query follows the address, which waits for the pause.
    expect(address()).toHaveTextContent(/^\/admin\/all-users\?role=agent&page=2$/);

    await waitFor(
      () => expect(address()).toHaveTextContent(/^\/admin\/all-users\?role=agent&search=maya\+t$/),
      settled,
    );
    await waitFor(() => expect(screen.queryByText('Alice Rahman')).not.toBeInTheDocument(), settled);
    expect(screen.getByText('Maya Thompson')).toBeInTheDocument();
    expect(valueOf('Total Users')).toHaveTextContent('1');
    expect(searchBox()).toHaveValue('  maya t ');
    expect(screen.getByLabelText('Role')).toHaveValue('AGENT');
  });

  it('when a role is chosen during a search, then the search stays in the address and the query', async () => {
    const bob = sampleUsers()[3] as SampleAdminUser;
    renderUsers(
      [usersMock(sampleUsers(), { search: 'b' }), usersMock([bob], { role: 'USER', search: 'b' })],
      '/admin/all-users?search=b',
    );
    await screen.findByText('Alice Rahman');

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Users');

    expect(address()).toHaveTextContent(/^\/admin\/all-users\?role=user&search=b$/);
    await waitFor(() => expect(screen.queryByText('Alice Rahman')).not.toBeInTheDocument());
    expect(screen.getByText('Bob Karim')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('b');
  });

  it('when the address names a search and a page, then they are asked for, the box shows the search and the next page keeps it', async () => {
    const later = sampleAdminAgent(11, 'PENDING', { name: 'On page three' });
    renderUsers(
      [
        usersMock(sampleUsers(), { search: 'wallet.local', page: 2, totalItems: 25 }),
        usersMock([later], { search: 'wallet.local', page: 3, totalItems: 25 }),
      ],
      `/admin/all-users?search=%20wallet.local%20&page=2`,
    );

    expect(await screen.findByText('Alice Rahman')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('wallet.local');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(await screen.findByText('On page three')).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/admin\/all-users\?search=wallet.local&page=3$/);
  });

  it('when nobody matches the search, then "No users found" says to try another search', async () => {
    renderUsers(
      [usersMock([], { search: 'nobody' }), usersMock([], { role: 'ADMIN', search: 'nobody' })],
      '/admin/all-users?search=nobody',
    );

    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Admins');
    expect(await screen.findByText('Try another search or role.')).toBeInTheDocument();
  });

  it('when the address names a role and a page, then that is what is asked for and shown selected', async () => {
    renderUsers(
      [usersMock([sampleUsers()[2] as SampleAdminUser], { role: 'ADMIN', page: 2, totalItems: 11 })],
      '/admin/all-users?role=admin&page=2',
    );

    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveValue('ADMIN');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(valueOf('Current Page')).toHaveTextContent('2of 2 pages');
    expect(valueOf('Items Per Page')).toHaveTextContent('Showing 1 item');
  });

  it('when the address names an unknown role or a bad page, then all roles and page 1 are asked for', async () => {
    renderUsers([usersMock(sampleUsers())], '/admin/all-users?role=boss&page=-3');

    expect(await screen.findByText('Alice Rahman')).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveValue('');
  });

  it('when there are more pages, then another page is fetched on demand and kept in the address', async () => {
    const second = sampleAdminAgent(11, 'PENDING', { name: 'On page two' });
    renderUsers([
      usersMock(sampleUsers(), { totalItems: 25 }),
      usersMock([second], { page: 2, totalItems: 25 }),
    ]);
    await screen.findByText('Alice Rahman');

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(valueOf('Current Page')).toHaveTextContent('1of 3 pages');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('On page two')).toBeInTheDocument();
    expect(address()).toHaveTextContent('/admin/all-users?page=2');
  });

  it('when the address asks for a page past the end, then the last page there is shows, asked for once', async () => {
    // A redirect that flipped between the old and the new page would ask again; each answer is good only once.
    renderUsers(
      [usersMock([], { page: 7, totalItems: 15 }), usersMock(sampleUsers(), { page: 2, totalItems: 15 })],
      '/admin/all-users?page=7',
    );

    await waitFor(() => expect(address()).toHaveTextContent('/admin/all-users?page=2'), { timeout: 4000 });
    expect(await screen.findByText('Maya Thompson', {}, { timeout: 4000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(address()).toHaveTextContent('/admin/all-users?page=2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when nobody matches, then "No users found" shows and no pages', async () => {
    renderUsers([usersMock([], { role: 'ADMIN' })], '/admin/all-users?role=admin');

    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Try another role.')).toBeInTheDocument();
    expect(valueOf('Total Users')).toHaveTextContent('0');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('when the users cannot be loaded, then "Error loading users" shows the reason and Try Again asks again', async () => {
    renderUsers([
      {
        request: { query: AllUsersQuery, variables: { role: null, page: 1, limit: 10 } },
        result: graphQLErrorResult('The users api is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 5,
      },
      usersMock(sampleUsers()),
    ]);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(USERS_ERROR_MESSAGE);
    expect(failure).toHaveTextContent('The users api is unavailable');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Alice Rahman')).toBeInTheDocument();
  });

  it('when View is pressed, then the User Details dialog shows every group, and Close returns to the list', async () => {
    renderUsers([usersMock(sampleUsers())]);
    const view = await screen.findByRole('button', { name: 'View Alice Rahman' });

    await userEvent.click(view);

    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    const section = (name: string) => within(dialog).getByRole('region', { name });
    const valueIn = (name: string, label: string) =>
      within(section(name)).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueIn('Basic Information', 'Name')).toHaveTextContent('Alice Rahman');
    expect(valueIn('Basic Information', 'Role')).toHaveTextContent('User');
    expect(valueIn('Basic Information', 'Email')).toHaveTextContent('alice@wallet.local');
    expect(valueIn('Basic Information', 'Phone')).toHaveTextContent('01712345678');
    expect(valueIn('Account Status', 'Email')).toHaveTextContent('Email Verified');
    expect(valueIn('Account Status', 'Wallet')).toHaveTextContent('Active');
    expect(within(section('Account Status')).queryByText('Agent')).not.toBeInTheDocument();
    expect(valueIn('Wallet Information', 'Current balance')).toHaveTextContent('$1,234.50');
    expect(valueIn('Wallet Information', 'Daily spent')).toHaveTextContent('$20.00 · 1 transaction');
    expect(valueIn('Wallet Information', 'Monthly spent')).toHaveTextContent('$145.75 · 4 transactions');
    expect(valueIn('Timestamps', 'Account created')).toHaveTextContent(
      formatDateTimeWithSeconds('2026-01-05T15:00:07.000Z'),
    );
    expect(valueIn('Timestamps', 'Account created')?.textContent).toMatch(/:07 [AP]M$/);
    expect(valueIn('Timestamps', 'Last updated')).toHaveTextContent(
      formatDateTimeWithSeconds('2026-11-20T09:15:42.000Z'),
    );
    expect(valueIn('Timestamps', 'Wallet created')).toHaveTextContent(
      formatDateTimeWithSeconds('2026-01-05T15:00:00.000Z'),
    );
    expect(valueIn('Timestamps', 'Wallet updated')).toHaveTextContent(
      formatDateTimeWithSeconds('2026-11-21T22:04:00.000Z'),
    );
    expect(valueIn('Timestamps', 'Last daily reset')).toHaveTextContent(
      formatDateTimeWithSeconds('2026-11-21T00:00:00.000Z'),
    );
    expect(valueIn('Timestamps', 'Last monthly reset')).toHaveTextContent(
      formatDateTimeWithSeconds('2026-11-01T00:00:00.000Z'),
    );
    expect(valueIn('System IDs', 'User ID')).toHaveTextContent('c0a80101-0000-4000-8000-0000000000a1');
    expect(valueIn('System IDs', 'Wallet ID')).toHaveTextContent('c0a80101-0000-4000-8000-00000000a11e');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it('when an account without a wallet is viewed, then the dialog says so and leaves the wallet fields empty', async () => {
    renderUsers([usersMock(sampleUsers())]);

    await userEvent.click(await screen.findByRole('button', { name: 'View Ada Admin' }));

    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    const section = (name: string) => within(dialog).getByRole('region', { name });
    expect(section('Wallet Information')).toHaveTextContent('This account has no wallet.');
    expect(
      within(section('Account Status')).getByText('Wallet', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('No wallet');
    expect(
      within(section('Timestamps')).getByText('Wallet created', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('—');
    expect(
      within(section('System IDs')).getByText('Wallet ID', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('—');
    expect(
      within(section('Basic Information')).getByText('Role', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Admin');
  });

  it('when an agent with a blocked wallet and no phone is viewed, then their standing, "Wallet Blocked" and "Not set" show', async () => {
    const agent = sampleAdminAgent(5, 'SUSPENDED', {
      name: 'Lina Chowdhury',
      phone: '',
      isEmailVerified: false,
    });
    const blocked = { ...agent, wallet: agent.wallet ? { ...agent.wallet, isBlocked: true } : null };
    renderUsers([usersMock([blocked])]);

    await userEvent.click(await screen.findByRole('button', { name: 'View Lina Chowdhury' }));

    const status = within(screen.getByRole('dialog')).getByRole('region', { name: 'Account Status' });
    const valueIn = (label: string) => within(status).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueIn('Email')).toHaveTextContent('Email Pending');
    expect(valueIn('Agent')).toHaveTextContent('Suspended');
    expect(valueIn('Wallet')).toHaveTextContent('Wallet Blocked');
    expect(
      within(screen.getByRole('dialog'))
        .getByRole('region', { name: 'Basic Information' })
        .querySelector('dl')?.textContent,
    ).toContain('PhoneNot set');
  });

  it('when View Full Details is pressed, then the person’s page /user/{id} opens', async () => {
    renderUsers([usersMock(sampleUsers())]);
    await userEvent.click(await screen.findByRole('button', { name: 'View Bob Karim' }));

    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'View Full Details' });
    expect(link).toHaveAttribute('href', '/user/c0a80101-0000-4000-8000-0000000000b2');
    await userEvent.click(link);

    expect(address()).toHaveTextContent('/user/c0a80101-0000-4000-8000-0000000000b2');
    expect(screen.getByText('Another page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
