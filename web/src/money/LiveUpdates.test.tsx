// The receiver's toast words and the paused indicator of live updates (docs/live.md).
import { screen } from '@testing-library/react';
import { renderScreen } from '../test/render-screen';
import { describe, expect, it } from 'vitest';
import { LivePausedIndicator, receivedMessage } from './LiveUpdates';

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
