// The resend countdown: disabled for 5 seconds, counting down, and restarting when a code is resent.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../lib/use-countdown';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { ResendCodeButton } from './ResendCodeButton';

function Harness({ onResend }: { onResend: () => void }) {
  const { secondsLeft, restart } = useCountdown(5, { autoStart: true });
  return (
    <ResendCodeButton
      secondsLeft={secondsLeft}
      onResend={() => {
        onResend();
        restart();
      }}
    />
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ResendCodeButton with useCountdown', () => {
  it('when the code was just sent, then resend waits 5 seconds, counting down, and restarts on resend', () => {
    const onResend = vi.fn();
    render(
      <ThemePreferenceProvider persist={false}>
        <Harness onResend={onResend} />
      </ThemePreferenceProvider>,
    );

    expect(screen.getByRole('button', { name: 'Resend code in 5s' })).toBeDisabled();
    advance(1000);
    expect(screen.getByRole('button', { name: 'Resend code in 4s' })).toBeDisabled();
    advance(4000);
    const ready = screen.getByRole('button', { name: 'Resend code' });
    expect(ready).toBeEnabled();

    fireEvent.click(ready);

    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend code in 5s' })).toBeDisabled();
    advance(5000);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});
