// The agent's counter code (docs/pay-links.md): a QR code and link naming the agent by their public id.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo';
import { CurrentUserDocument } from '../../../lib/session';
import { ThemePreferenceProvider } from '../../../lib/ThemePreferenceProvider';
import { CounterCodePage } from './CounterCodePage';

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

describe("the agent's counter code", () => {
  it('when the agent opens it, then the code and link name them by their public id, with PNG and SVG', () => {
    const cache = createCache();
    cache.writeQuery({ query: CurrentUserDocument, data: { me: agent } });
    render(
      <ThemePreferenceProvider persist={false}>
        <MockedProvider mocks={[]} cache={cache}>
          <CounterCodePage />
        </MockedProvider>
      </ThemePreferenceProvider>,
    );

    expect(screen.getByRole('img', { name: 'Counter code of Corner Shop Agent' })).toBeInTheDocument();
    const link = screen.getByLabelText('Counter link').textContent;
    expect(link).toBe(`${window.location.origin}/user/agent-counter?agent=${agentId}`);
    expect(link).not.toContain(agent.email);
    for (const name of ['Download PNG', 'Download SVG']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
