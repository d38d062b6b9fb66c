// The receiver's toast words, the paused indicator of live updates (docs/live.md) and the read after a pause.
import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import { renderScreen } from '../test/render-screen';
import { describe, expect, it, vi } from 'vitest';
import type { LiveState } from '../lib/live-link';
import { CurrentUserDocument } from '../lib/session';
import { LivePausedIndicator, LiveUpdates, receivedMessage } from './LiveUpdates';

// The socket's state, moved by the test (the real one follows graphql-ws's connection).
const live = vi.hoisted(() => {
  let state: LiveState = 'live';
  const listeners = new Set<() => void>();
  return {
    liveState: () => state,
    subscribeToLiveState: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: LiveState) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
});
vi.mock('../lib/live-link', () => ({
  liveState: live.liveState,
  subscribeToLiveState: live.subscribeToLiveState,
}));

const send = {
  type: 'RECEIVE',
  direction: 'CREDIT',
  status: 'COMPLETED',
  amount: '12.34',
  sender: { name: 'Alice Demo' },
};

describe('receivedMessage', () => {
  it('when a completed send credits the viewer, then the toast names the amount and the sender', () => {
    expect(receivedMessage(send)).toBe('You received $12.34 from Alice Demo');
  });

  it.each([
    ['a debit', { ...send, direction: 'DEBIT' }],
    ['a pending one', { ...send, status: 'PENDING' }],
    ['a deposit', { ...send, type: 'DEPOSIT', sender: null }],
  ])('when it is %s, then there is no toast', (_name, transaction) => {
    expect(receivedMessage(transaction)).toBeNull();
  });
});

describe('LivePausedIndicator', () => {
  it('when paused, then it says so', () => {
    renderScreen(<LivePausedIndicator paused />);
    expect(screen.getByTestId('live-paused')).toHaveTextContent('Live updates paused');
  });

  it('when live, then nothing shows', () => {
    renderScreen(<LivePausedIndicator paused={false} />);
    expect(screen.queryByText('Live updates paused')).toBeNull();
  });
});

function meMock(name: string): MockLink.MockedResponse {
  const me = {
    __typename: 'User',
    id: 'u1',
    name,
    email: 'alice@wallet.local',
    phone: '+8801700000001',
    role: 'USER',
    isEmailVerified: true,
    isApproved: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  return { request: { query: CurrentUserDocument }, result: { data: { me } } };
}

function Name() {
  const { data } = useQuery(CurrentUserDocument);
  return <p>{data?.me?.name ?? 'loading'}</p>;
}

describe('LiveUpdates after a pause', () => {
  it('when the socket is back after a pause, then the page reads its queries once more, for what moved meanwhile', async () => {
    live.set('live');
    renderScreen(
      <>
        <LiveUpdates mine={false} />
        <Name />
      </>,
      { mocks: [meMock('Alice Demo'), meMock('Alice Renamed')] },
    );
    expect(await screen.findByText('Alice Demo')).toBeInTheDocument();

    act(() => live.set('paused'));
    expect(screen.getByTestId('live-paused')).toHaveTextContent('Live updates paused');
    act(() => live.set('live'));

    expect(await screen.findByText('Alice Renamed')).toBeInTheDocument();
    expect(screen.queryByTestId('live-paused')).toBeNull();
  });
});
