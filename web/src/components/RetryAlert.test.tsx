// RetryAlert: announced as an alert with what failed and why; Try Again asks again, and a failed retry is not thrown.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { RetryAlert } from './RetryAlert';

function renderAlert(onRetry: () => unknown) {
  render(
    <ThemePreferenceProvider persist={false}>
      <RetryAlert title="Error loading users" onRetry={onRetry}>
        The wallet api is unavailable
      </RetryAlert>
    </ThemePreferenceProvider>,
  );
}

describe('RetryAlert', () => {
  it('when it shows, then it is an alert naming what failed and why', () => {
    renderAlert(() => undefined);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error loading users');
    expect(alert).toHaveTextContent('The wallet api is unavailable');
  });

  it('when Try Again is pressed and the retry fails, then it was asked once and nothing is thrown', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    // A plain function: a spy would itself handle the promise it returns.
    let asked = 0;
    renderAlert(() => {
      asked += 1;
      return Promise.reject(new Error('still down'));
    });

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await new Promise((resolve) => setTimeout(resolve, 10));

    process.off('unhandledRejection', unhandled);
    expect(asked).toBe(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
