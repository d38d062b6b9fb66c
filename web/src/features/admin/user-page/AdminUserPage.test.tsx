// /user/{id} for admins (DESIGN.md §9 items 6 and 13): the person's profile, status, wallet, timestamps and ids,
// their recent transactions with the details dialog, the audit log, approve/suspend for an agent, and the
// loading, not-found, empty and error states.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeWithSeconds } from '../../../lib/format-date';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { sampleTransaction, sampleWallet } from '../../../money/fixtures';
import type { SampleTransaction } from '../../../money/fixtures';
import { ApproveAgentMutation } from '../agents/use-agent-decision';
import { SetWalletBlockedMutation } from '../wallets/use-set-wallet-blocked';
import { renderAdminScreen } from '../test-utils';
import {
  sampleAdminAgent,
  sampleAdminUser,
  sampleAuditEntry,
  samplePagination,
  sampleUserId,
} from '../user-fixtures';
import type { SampleAdminUser } from '../user-fixtures';
import { AdminUserPage, AdminUserQuery, USER_ERROR_MESSAGE } from './AdminUserPage';
import { AUDIT_LOG_ERROR_MESSAGE, UserAuditLogQuery } from './UserAuditLog';
import { USER_TRANSACTIONS_ERROR_MESSAGE, UserTransactionsQuery } from './UserTransactions';

function userMock(id: string, user: SampleAdminUser | null, usage = 1): MockLink.MockedResponse {
  return {
    request: { query: AdminUserQuery, variables: { id } },
    result: { data: { user } },
    delay: 5,
    maxUsageCount: usage,
  };
}

function transactionsMock(userId: string, items: SampleTransaction[], totalItems = items.length) {
  return {
    request: { query: UserTransactionsQuery, variables: { userId, limit: 10 } },
    result: {
      data: {
        transactions: {
          __typename: 'AdminTransactionPage',
          items,
          pagination: samplePagination(1, totalItems),
        },
      },
    },
    delay: 5,
  } satisfies MockLink.MockedResponse;
}

type AuditItem = ReturnType<typeof sampleAuditEntry>;

function auditMock(userId: string, items: AuditItem[], { page = 1, totalItems = items.length } = {}) {
  return {
    request: { query: UserAuditLogQuery, variables: { userId, page, limit: 10 } },
    result: {
      data: { auditLog: { __typename: 'AuditPage', items, pagination: samplePagination(page, totalItems) } },
    },
    delay: 5,
  } satisfies MockLink.MockedResponse;
}

const movements = () => [
  sampleTransaction({
    id: '7d3f2a10-0000-4000-8000-0000000a5e01',
    amount: '25.00',
    description: 'Dinner',
    createdAt: '2026-11-21T22:04:00.000Z',
  }),
  sampleTransaction({
    id: '7d3f2a10-0000-4000-8000-0000000de901',
    type: 'DEPOSIT',
    direction: 'CREDIT',
    amount: '500.00',
    sender: null,
    createdAt: '2026-11-19T09:00:00.000Z',
  }),
];

const auditEntries = () => [
  sampleAuditEntry('WALLET_UNBLOCK', { createdAt: '2026-11-20T09:15:42.000Z' }),
  sampleAuditEntry('WALLET_BLOCK', {
    reason: 'Reported stolen phone',
    createdAt: '2026-11-18T08:00:09.000Z',
  }),
];

function renderUserPage(mocks: MockLink.MockedResponse[], id = sampleUserId) {
  return renderAdminScreen(<AdminUserPage />, { mocks, route: `/user/${id}`, path: '/user/:id' });
}

const panel = (name: string) => screen.getByRole('region', { name });
const valueIn = (name: string, label: string) =>
  within(panel(name)).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('AdminUserPage', () => {
  it('when the person loads, then their profile, status, wallet, timestamps with seconds and ids show', async () => {
    renderUserPage([
      userMock(sampleUserId, sampleAdminUser()),
      transactionsMock(sampleUserId, movements()),
      auditMock(sampleUserId, auditEntries()),
    ]);

    expect(screen.getByText('Loading user...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Rahman' })).toBeInTheDocument();
    expect(screen.getByText('User · alice@wallet.local')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Users' })).toHaveAttribute(
      'href',
      '/admin/all-users',
    );
    expect(valueIn('Profile', 'Email')).toHaveTextContent('alice@wallet.local');
    expect(valueIn('Profile', 'Phone')).toHaveTextContent('01712345678');
    expect(valueIn('Account status', 'Email')).toHaveTextContent('Email Verified');
    expect(valueIn('Account status', 'Wallet')).toHaveTextContent('Active');
    expect(within(panel('Account status')).queryByRole('button')).not.toBeInTheDocument();
    expect(valueIn('Wallet', 'Current balance')).toHaveTextContent('$1,234.50');
    expect(valueIn('Wallet', 'Monthly spent')).toHaveTextContent('$145.75 · 4 transactions');
    expect(valueIn('Timestamps and IDs', 'Account created')).toHaveTextContent(
      formatDateTimeWithSeconds('2026-01-05T15:00:07.000Z'),
    );
    expect(valueIn('Timestamps and IDs', 'Wallet ID')).toHaveTextContent(
      'c0a80101-0000-4000-8000-00000000a11e',
    );
  });

  it('when the person has movements, then the latest show with both parties and View opens their details', async () => {
    renderUserPage([
      userMock(sampleUserId, sampleAdminUser()),
      transactionsMock(sampleUserId, movements(), 37),
      auditMock(sampleUserId, []),
    ]);

    const table = await screen.findByRole('table', { name: 'Latest transactions' });
    expect(within(panel('Recent transactions')).getByText('The latest 2 of 37.')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '000a5e01',
      'Sent',
      'Completed',
      '$25.00',
      'Alice Rahman',
      'Bob Karim',
      formatDateTime('2026-11-21T22:04:00.000Z'),
      'View',
    ]);
    expect(rows[2]).toHaveTextContent('Bank or card');

    await userEvent.click(within(table).getByRole('button', { name: 'View transaction 000a5e01' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(
      within(dialog).getByText('Transaction ID', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('7d3f2a10-0000-4000-8000-0000000a5e01');
    expect(within(dialog).queryByRole('button', { name: 'Cancel withdrawal' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when admins acted on the person, then the audit log shows when, what, by whom and why', async () => {
    renderUserPage([
      userMock(sampleUserId, sampleAdminUser()),
      transactionsMock(sampleUserId, []),
      auditMock(sampleUserId, [...auditEntries(), sampleAuditEntry('AGENT_APPROVE', { actor: null })]),
    ]);

    const table = await screen.findByRole('table', { name: 'Audit entries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Action', 'By', 'Reason']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [formatDateTimeWithSeconds('2026-11-20T09:15:42.000Z'), 'Wallet unblocked', 'Ada Admin', '—'],
      [
        formatDateTimeWithSeconds('2026-11-18T08:00:09.000Z'),
        'Wallet blocked',
        'Ada Admin',
        'Reported stolen phone',
      ],
      [formatDateTimeWithSeconds('2026-11-20T09:15:42.000Z'), 'Agent approved', 'Deleted account', '—'],
    ]);
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });

  it('when the audit log has more pages, then the next one is asked for', async () => {
    renderUserPage([
      userMock(sampleUserId, sampleAdminUser()),
      transactionsMock(sampleUserId, []),
      auditMock(sampleUserId, auditEntries(), { totalItems: 12 }),
      auditMock(sampleUserId, [sampleAuditEntry('AGENT_SUSPEND', { reason: 'On page two' })], {
        page: 2,
        totalItems: 12,
      }),
    ]);
    const pages = await screen.findByRole('navigation', { name: 'Audit log pages' });

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('On page two')).toBeInTheDocument();
    expect(screen.getByText('Agent suspended')).toBeInTheDocument();
  });

  it('when nothing happened to the person yet, then the audit log says "No admin actions yet"', async () => {
    renderUserPage([
      userMock(sampleUserId, sampleAdminUser()),
      transactionsMock(sampleUserId, movements()),
      auditMock(sampleUserId, []),
    ]);

    expect(await screen.findByText('No admin actions yet')).toBeInTheDocument();
    expect(screen.queryByText('Loading audit log...')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit entries' })).not.toBeInTheDocument();
  });

  it('when the movements or the audit log cannot be loaded, then each says so and offers Try Again', async () => {
    renderUserPage([
      userMock(sampleUserId, sampleAdminUser()),
      {
        request: { query: UserTransactionsQuery, variables: { userId: sampleUserId, limit: 10 } },
        result: graphQLErrorResult('The transactions api is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 5,
      },
      {
        request: { query: UserAuditLogQuery, variables: { userId: sampleUserId, page: 1, limit: 10 } },
        result: graphQLErrorResult('boom', 'INTERNAL_SERVER_ERROR'),
        delay: 5,
      },
      auditMock(sampleUserId, auditEntries()),
    ]);

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const transactionsFailure = within(panel('Recent transactions')).getByRole('alert');
    const auditFailure = within(panel('Audit log')).getByRole('alert');
    expect(transactionsFailure).toHaveTextContent(USER_TRANSACTIONS_ERROR_MESSAGE);
    expect(transactionsFailure).toHaveTextContent('The transactions api is unavailable');
    expect(auditFailure).toHaveTextContent(AUDIT_LOG_ERROR_MESSAGE);
    expect(auditFailure).toHaveTextContent('Please check your connection and try again.');

    await userEvent.click(within(auditFailure).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Reported stolen phone')).toBeInTheDocument();
  });

  it('when no account has the id, then "User not found" links back to All Users', async () => {
    const unknown = 'c0a80101-0000-4000-8000-00000000dead';
    renderUserPage([userMock(unknown, null)], unknown);

    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Users' })).toHaveAttribute(
      'href',
      '/admin/all-users',
    );
    expect(screen.queryByRole('region', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('when the server answers NOT_FOUND for the id, then it is the same "User not found"', async () => {
    const unknown = 'c0a80101-0000-4000-8000-00000000dead';
    renderUserPage(
      [
        {
          request: { query: AdminUserQuery, variables: { id: unknown } },
          result: graphQLErrorResult('User not found', 'NOT_FOUND'),
          delay: 5,
        },
      ],
      unknown,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
  });

  it('when the person cannot be loaded, then "Error loading user" offers Try Again', async () => {
    renderUserPage([
      {
        request: { query: AdminUserQuery, variables: { id: sampleUserId } },
        result: graphQLErrorResult('The users api is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 5,
      },
      userMock(sampleUserId, sampleAdminUser()),
      transactionsMock(sampleUserId, []),
      auditMock(sampleUserId, []),
    ]);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(USER_ERROR_MESSAGE);
    expect(failure).toHaveTextContent('The users api is unavailable');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Rahman' })).toBeInTheDocument();
  });

  it('when a pending agent is approved from their page, then the toast shows and the status and audit log refresh', async () => {
    const agent = sampleAdminAgent(4, 'PENDING', { name: 'Omar Faruk' });
    const approved = { ...agent, agentStatus: 'APPROVED', isApproved: true } as SampleAdminUser;
    renderUserPage(
      [
        userMock(agent.id, agent),
        transactionsMock(agent.id, []),
        auditMock(agent.id, []),
        {
          request: {
            query: ApproveAgentMutation,
            variables: { input: { agentId: agent.id, reason: 'Verified in person' } },
          },
          result: {
            data: {
              approveAgent: {
                __typename: 'UserPayload',
                message: 'ok',
                user: { __typename: 'User', id: agent.id, name: agent.name, isApproved: true },
              },
            },
          },
          delay: 5,
        },
        userMock(agent.id, approved),
        auditMock(agent.id, [sampleAuditEntry('AGENT_APPROVE', { reason: 'Verified in person' })]),
      ],
      agent.id,
    );
    await screen.findByRole('heading', { level: 1, name: 'Omar Faruk' });
    expect(valueIn('Account status', 'Agent')).toHaveTextContent('Pending');

    await userEvent.click(within(panel('Account status')).getByRole('button', { name: 'Approve agent' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve agent?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Verified in person');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Agent Omar Faruk has been approved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(valueIn('Account status', 'Agent')).toHaveTextContent('Approved'));
    expect(
      within(panel('Account status')).getByRole('button', { name: 'Suspend agent' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Agent approved')).toBeInTheDocument();
    expect(within(panel('Audit log')).getByText('Verified in person')).toBeInTheDocument();
  });

  it('when the wallet is blocked from the person’s page, then the toast shows and the status and audit log refresh', async () => {
    const person = sampleAdminUser();
    const wallet = person.wallet as NonNullable<SampleAdminUser['wallet']>;
    const blockedWallet = sampleWallet({ ...wallet, isBlocked: true });
    const {
      limits: _limits,
      lastDailyReset: _daily,
      lastMonthlyReset: _monthly,
      userId: _userId,
      ...row
    } = blockedWallet;
    renderUserPage([
      userMock(sampleUserId, person),
      transactionsMock(sampleUserId, []),
      auditMock(sampleUserId, []),
      {
        request: {
          query: SetWalletBlockedMutation,
          variables: { input: { walletId: wallet.id, isBlocked: true, reason: 'Reported stolen phone' } },
        },
        result: {
          data: {
            setWalletBlocked: {
              __typename: 'WalletPayload',
              message: 'Wallet blocked successfully',
              wallet: {
                ...row,
                user: {
                  __typename: 'User',
                  id: person.id,
                  name: person.name,
                  email: person.email,
                  role: 'USER',
                },
              },
            },
          },
        },
        delay: 5,
      },
      userMock(sampleUserId, { ...person, wallet: blockedWallet }),
      auditMock(sampleUserId, [sampleAuditEntry('WALLET_BLOCK', { reason: 'Reported stolen phone' })]),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Alice Rahman' });

    await userEvent.click(within(panel('Wallet')).getByRole('button', { name: 'Block wallet' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block wallet?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Reported stolen phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block wallet' }));

    expect(await screen.findByText('Wallet blocked successfully')).toBeInTheDocument();
    await waitFor(() => expect(valueIn('Account status', 'Wallet')).toHaveTextContent('Wallet Blocked'));
    expect(within(panel('Wallet')).getByRole('button', { name: 'Unblock wallet' })).toBeInTheDocument();
    expect(await within(panel('Audit log')).findByText('Wallet blocked')).toBeInTheDocument();
  });
});
