// What an agent's counter code opens (docs/pay-links.md): a user sees an approved agent and the cash-out code form,
// or a warning when the code names no approved agent.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { payLinkMessages } from '@wallet/common/pay-links';
import { createCache } from '../../../lib/apollo';
import { ThemePreferenceProvider } from '../../../lib/ThemePreferenceProvider';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { AgentCounterPage, CounterAgentQuery, NOT_AN_AGENT_TITLE } from './AgentCounterPage';

const agentId = 'c0a80101-0000-4000-8000-0000000000a7';

const agent = {
  __typename: 'User',
  id: agentId,
  name: 'Corner Shop Agent',
  email: 'agent@wallet.local',
  phone: '01712345678',
  role: 'AGENT' as const,
  isEmailVerified: true,
  isApproved: true,
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

function counterAgentMock(answer: 'approved' | { message: string; code: string }): MockLink.MockedResponse {
  return {
    request: { query: CounterAgentQuery, variables: { handle: agentId } },
    result:
      answer === 'approved'
        ? { data: { counterAgent: { __typename: 'CounterAgent', id: agentId, name: agent.name } } }
        : graphQLErrorResult(answer.message, answer.code),
    delay: 5,
  } as MockLink.MockedResponse;
}

function openCounter(address: string, mocks: MockLink.MockedResponse[] = []) {
  render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <MemoryRouter initialEntries={[address]}>
          <AgentCounterPage />
        </MemoryRouter>
      </MockedProvider>
    </ThemePreferenceProvider>,
  );
}

describe('AgentCounterPage', () => {
  it('when the code names an approved agent, then the agent is named and the cash-out code form follows', async () => {
    openCounter(`/user/agent-counter?agent=${agentId}`, [counterAgentMock('approved')]);

    expect(await screen.findByText('Corner Shop Agent is an approved Wallet agent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /create code/i })).toBeInTheDocument();
  });

  it('when the code names no approved agent, then a warning says not to hand anything over, and no form', async () => {
    openCounter(`/user/agent-counter?agent=${agentId}`, [
      counterAgentMock({ message: payLinkMessages.counterUnknown, code: 'NOT_FOUND' }),
    ]);

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(NOT_AN_AGENT_TITLE);
    expect(warning).toHaveTextContent(payLinkMessages.counterUnknown);
    expect(screen.queryByRole('button', { name: /create code/i })).not.toBeInTheDocument();
  });

  it('when the code is not an id at all (a script), then the same warning, without asking the server', () => {
    openCounter(`/user/agent-counter?agent=${encodeURIComponent('<script>alert(1)</script>')}`);

    expect(screen.getByRole('alert')).toHaveTextContent(payLinkMessages.counterUnknown);
  });

  it('when the check fails, then it says so and offers to try again', async () => {
    openCounter(`/user/agent-counter?agent=${agentId}`, [
      counterAgentMock({ message: 'The wallet api is unavailable', code: 'INTERNAL_SERVER_ERROR' }),
    ]);

    expect(await screen.findByText('Failed to check this agent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });

  it('when opened without a code, then it says how to get here', () => {
    openCounter('/user/agent-counter');

    expect(screen.getByText("Scan the code on the agent's counter")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Wallet' })).toHaveAttribute('href', '/user/wallet');
  });
});
