// Manage agents (SPEC.md §2, §8; DESIGN.md §9 item 13): figures from the server's summary over every agent, the
// table with Approve or Suspend, the confirmation with an optional reason, the mutation, the toasts, the refetched
// row and figures, View Details, the search and pages in the address, and the empty, loading and error states.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { renderAdminScreen } from '../test-utils';
import { sampleAdminAgent, sampleAgents, sampleUserPage } from '../user-fixtures';
import type { SampleAdminUser } from '../user-fixtures';
import { AGENTS_ERROR_MESSAGE, ManageAgentsPage, ManageAgentsQuery } from './ManageAgentsPage';
import { ApproveAgentMutation, SuspendAgentMutation } from './use-agent-decision';

type Summary = { total?: number; approved?: number; pending?: number; suspended?: number };

function agentsMock(
  items: SampleAdminUser[],
  {
    search,
    page = 1,
    totalItems = items.length,
    summary = { approved: 1, pending: 1, suspended: 1 },
    usage = 1,
  }: { search?: string; page?: number; totalItems?: number; summary?: Summary; usage?: number } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: ManageAgentsQuery,
      variables: { ...(search === undefined ? {} : { search }), page, limit: 10 },
    },
    result: { data: { users: sampleUserPage(items, { page, totalItems, summary }) } },
    delay: 5,
    maxUsageCount: usage,
  };
}

function decisionMock(
  decision: 'approve' | 'suspend',
  agent: SampleAdminUser,
  input: { agentId: string; reason?: string },
  result: MockLink.MockedResponse['result'] = {
    data: {
      [decision === 'approve' ? 'approveAgent' : 'suspendAgent']: {
        __typename: 'UserPayload',
        message: 'ok',
        user: { __typename: 'User', id: agent.id, name: agent.name, isApproved: decision === 'approve' },
      },
    },
  },
): MockLink.MockedResponse {
  return {
    request: {
      query: decision === 'approve' ? ApproveAgentMutation : SuspendAgentMutation,
      variables: { input },
    },
    result,
    delay: 5,
  };
}

/** Waits that include the search's pause: generous, as the machine may be busy. */
const settled = { timeout: 4000 };
const address = () => screen.getByRole('status', { name: 'Current address' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });
const table = () => screen.getByRole('table', { name: 'Agent list' });
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

function renderAgents(mocks: MockLink.MockedResponse[], route = '/admin/agent-block-unblock') {
  return renderAdminScreen(<ManageAgentsPage />, { mocks, route });
}

describe('ManageAgentsPage', () => {
  it('when the agents load, then the figures come from the summary over every agent and each row offers its action', async () => {
    renderAgents([
      agentsMock(sampleAgents(), {
        totalItems: 23,
        summary: { total: 23, approved: 15, pending: 6, suspended: 2 },
      }),
    ]);

    expect(screen.getByText('Loading agents...')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByRole('heading', { level: 1, name: 'Manage agents' })).toBeInTheDocument();
    expect(valueOf('Total Agents')).toHaveTextContent('23');
    expect(valueOf('Approved')).toHaveTextContent('15');
    expect(valueOf('Pending')).toHaveTextContent('6awaiting approval');
    expect(valueOf('Blocked')).toHaveTextContent('2suspended');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Agent', 'Status', 'Wallet Balance', 'Created', 'Last Updated', 'Actions']);

    expect(rowOf('Maya Thompson')).toHaveTextContent('Approved');
    expect(
      within(rowOf('Maya Thompson')).getByRole('button', { name: 'Suspend Maya Thompson' }),
    ).toBeInTheDocument();
    expect(
      within(rowOf('Maya Thompson')).queryByRole('button', { name: /^Approve/ }),
    ).not.toBeInTheDocument();
    expect(rowOf('Omar Faruk')).toHaveTextContent('Pending');
    expect(
      within(rowOf('Omar Faruk')).getByRole('button', { name: 'Approve Omar Faruk' }),
    ).toBeInTheDocument();
    expect(rowOf('Lina Chowdhury')).toHaveTextContent('Suspended');
    expect(
      within(rowOf('Lina Chowdhury')).getByRole('button', { name: 'Approve Lina Chowdhury' }),
    ).toBeInTheDocument();
    expect(rowOf('Maya Thompson')).toHaveTextContent('$1,234.50');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('when a pending agent is approved with a reason, then the mutation carries it, the toast says so and the row and figures refresh', async () => {
    const agents = sampleAgents();
    const omar = agents[1] as SampleAdminUser;
    const approved = { ...omar, agentStatus: 'APPROVED', isApproved: true } as SampleAdminUser;
    renderAgents([
      agentsMock(agents),
      decisionMock('approve', omar, { agentId: omar.id, reason: 'Documents checked' }),
      agentsMock([agents[0] as SampleAdminUser, approved, agents[2] as SampleAdminUser], {
        summary: { approved: 2, pending: 0, suspended: 1 },
      }),
    ]);
    await screen.findByText('Omar Faruk');

    await userEvent.click(screen.getByRole('button', { name: 'Approve Omar Faruk' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve agent?' });
    expect(dialog).toHaveTextContent('Omar Faruk will be able to sign in and serve customers');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Documents checked ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Agent Omar Faruk has been approved successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(valueOf('Pending')).toHaveTextContent('0'));
    expect(valueOf('Approved')).toHaveTextContent('2');
    expect(rowOf('Omar Faruk')).toHaveTextContent('Approved');
    expect(
      within(rowOf('Omar Faruk')).getByRole('button', { name: 'Suspend Omar Faruk' }),
    ).toBeInTheDocument();
  });

  it('when an approved agent is suspended without a reason, then no reason is sent and the suspension toast shows', async () => {
    const agents = sampleAgents();
    const maya = agents[0] as SampleAdminUser;
    const suspended = { ...maya, agentStatus: 'SUSPENDED', isApproved: false } as SampleAdminUser;
    renderAgents([
      agentsMock(agents),
      decisionMock('suspend', maya, { agentId: maya.id }),
      agentsMock([suspended, ...agents.slice(1)], { summary: { approved: 0, pending: 1, suspended: 2 } }),
    ]);
    await screen.findByText('Maya Thompson');

    await userEvent.click(screen.getByRole('button', { name: 'Suspend Maya Thompson' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend agent?' });
    expect(dialog).toHaveTextContent('Maya Thompson is signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(
      await screen.findByText('Agent Maya Thompson has been suspended successfully!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Blocked')).toHaveTextContent('2'));
    expect(
      within(rowOf('Maya Thompson')).getByRole('button', { name: 'Approve Maya Thompson' }),
    ).toBeInTheDocument();
  });

  it('when the server refuses, then its message is the toast and the question stays open to try again', async () => {
    const agents = sampleAgents();
    const omar = agents[1] as SampleAdminUser;
    renderAgents([
      agentsMock(agents),
      decisionMock(
        'approve',
        omar,
        { agentId: omar.id },
        graphQLErrorResult('Only agents can be approved or suspended'),
      ),
    ]);
    await screen.findByText('Omar Faruk');

    await userEvent.click(screen.getByRole('button', { name: 'Approve Omar Faruk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Only agents can be approved or suspended')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Approve agent?' })).toBeInTheDocument();
    expect(rowOf('Omar Faruk')).toHaveTextContent('Pending');
  });

  it('when suspending fails without a message for people, then "Failed to suspend agent. Please try again." shows', async () => {
    const agents = sampleAgents();
    const maya = agents[0] as SampleAdminUser;
    renderAgents([
      agentsMock(agents),
      decisionMock(
        'suspend',
        maya,
        { agentId: maya.id },
        graphQLErrorResult('boom', 'INTERNAL_SERVER_ERROR'),
      ),
    ]);
    await screen.findByText('Maya Thompson');

    await userEvent.click(screen.getByRole('button', { name: 'Suspend Maya Thompson' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Failed to suspend agent. Please try again.')).toBeInTheDocument();
  });

  it('when approving fails without a message for people, then "Failed to approve agent. Please try again." shows', async () => {
    const agents = sampleAgents();
    const lina = agents[2] as SampleAdminUser;
    renderAgents([
      agentsMock(agents),
      decisionMock(
        'approve',
        lina,
        { agentId: lina.id },
        graphQLErrorResult('boom', 'INTERNAL_SERVER_ERROR'),
      ),
    ]);
    await screen.findByText('Lina Chowdhury');

    await userEvent.click(screen.getByRole('button', { name: 'Approve Lina Chowdhury' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Failed to approve agent. Please try again.')).toBeInTheDocument();
  });

  it('when the reason is longer than 500 characters, then it is refused on the spot and nothing is sent', async () => {
    const agents = sampleAgents();
    renderAgents([agentsMock(agents)]);
    await screen.findByText('Omar Faruk');

    await userEvent.click(screen.getByRole('button', { name: 'Approve Omar Faruk' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve agent?' });
    const reason = within(dialog).getByLabelText('Reason');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(within(dialog).getByText('Reason must be at most 500 characters')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // No mutation was mocked: had one been sent, its failure would show as a toast.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Failed to approve agent/)).not.toBeInTheDocument();
    expect(screen.queryByText(/approved successfully/)).not.toBeInTheDocument();
  });

  it('when the question is cancelled, then nothing is sent and the row stays as it was', async () => {
    renderAgents([agentsMock(sampleAgents())]);
    await screen.findByText('Omar Faruk');

    const approve = screen.getByRole('button', { name: 'Approve Omar Faruk' });
    await userEvent.click(approve);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(approve).toHaveFocus();
    expect(rowOf('Omar Faruk')).toHaveTextContent('Pending');
  });

  it('when View Details is pressed, then the User Details dialog shows the agent with their standing', async () => {
    renderAgents([agentsMock(sampleAgents())]);
    await screen.findByText('Lina Chowdhury');

    await userEvent.click(screen.getByRole('button', { name: 'View Details of Lina Chowdhury' }));

    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    const status = within(dialog).getByRole('region', { name: 'Account Status' });
    expect(within(status).getByText('Agent', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Suspended',
    );
    expect(within(dialog).getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
      'href',
      '/user/c0a80101-0000-4000-8000-00030000a9e7',
    );
  });

  it('when there are more pages, then the next one is asked for and kept in the address', async () => {
    const later = sampleAdminAgent(12, 'PENDING', { name: 'On page two' });
    renderAgents([
      agentsMock(sampleAgents(), { totalItems: 13 }),
      agentsMock([later], { page: 2, totalItems: 13 }),
    ]);
    await screen.findByText('Maya Thompson');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('On page two')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/admin/agent-block-unblock?page=2',
    );
  });

  it('when a search is typed, then it is sent once typing pauses, in the address, from page 1, and the figures are the matches', async () => {
    const omar = sampleAgents()[1] as SampleAdminUser;
    renderAgents(
      [
        agentsMock(sampleAgents(), { page: 2, totalItems: 13 }),
        agentsMock([omar], { search: 'omar', summary: { approved: 0, pending: 1, suspended: 0 } }),
      ],
      '/admin/agent-block-unblock?page=2',
    );
    await screen.findByText('Maya Thompson');
    expect(searchBox()).toHaveAttribute('placeholder', 'Search by name, email or phone...');

    await userEvent.type(searchBox(), 'omar ');
    expect(address()).toHaveTextContent(/^\/admin\/agent-block-unblock\?page=2$/);

    await waitFor(
      () => expect(address()).toHaveTextContent(/^\/admin\/agent-block-unblock\?search=omar$/),
      settled,
    );
    await waitFor(() => expect(screen.queryByText('Maya Thompson')).not.toBeInTheDocument(), settled);
    expect(rowOf('Omar Faruk')).toBeInTheDocument();
    expect(valueOf('Total Agents')).toHaveTextContent('1');
    expect(valueOf('Approved')).toHaveTextContent('0');
    expect(searchBox()).toHaveValue('omar ');
  });

  it('when the address names a search, then it is asked for, shown in the box and kept by the next page', async () => {
    const later = sampleAdminAgent(12, 'PENDING', { name: 'Lina on page two' });
    renderAgents(
      [
        agentsMock(sampleAgents(), { search: 'lina', totalItems: 13 }),
        agentsMock([later], { search: 'lina', page: 2, totalItems: 13 }),
      ],
      '/admin/agent-block-unblock?search=lina&role=admin',
    );
    await screen.findByText('Maya Thompson');
    expect(searchBox()).toHaveValue('lina');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('Lina on page two')).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/admin\/agent-block-unblock\?search=lina&page=2$/);
  });

  it('when no agent matches the search, then "No agents found" says to try another search', async () => {
    renderAgents(
      [agentsMock([], { search: 'zed', summary: { approved: 0, pending: 0, suspended: 0 } })],
      '/admin/agent-block-unblock?search=zed',
    );

    expect(await screen.findByText('No agents found')).toBeInTheDocument();
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
    expect(screen.queryByText('Agents who sign up show here, waiting for approval.')).not.toBeInTheDocument();
  });

  it('when the address asks for a page past the end, then the last page there is shows, asked for once', async () => {
    // A redirect that flipped between the old and the new page would ask again; each answer is good only once.
    renderAgents(
      [agentsMock([], { page: 7, totalItems: 15 }), agentsMock(sampleAgents(), { page: 2, totalItems: 15 })],
      '/admin/agent-block-unblock?page=7',
    );

    await waitFor(() => expect(address()).toHaveTextContent('/admin/agent-block-unblock?page=2'), {
      timeout: 4000,
    });
    expect(await screen.findByText('Omar Faruk', {}, { timeout: 4000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(address()).toHaveTextContent('/admin/agent-block-unblock?page=2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when there are no agents, then "No agents found" shows and no pages', async () => {
    renderAgents([agentsMock([], { summary: { approved: 0, pending: 0, suspended: 0 } })]);

    expect(await screen.findByText('No agents found')).toBeInTheDocument();
    expect(valueOf('Total Agents')).toHaveTextContent('0');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('when the agents cannot be loaded, then "Error loading agents" offers Try Again', async () => {
    renderAgents([
      {
        request: { query: ManageAgentsQuery, variables: { page: 1, limit: 10 } },
        result: graphQLErrorResult('The users api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 5,
      },
      agentsMock(sampleAgents()),
    ]);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(AGENTS_ERROR_MESSAGE);
    expect(failure).toHaveTextContent('Please check your connection and try again.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Maya Thompson')).toBeInTheDocument();
  });
});
