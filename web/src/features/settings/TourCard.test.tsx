// Settings' Restart Tour (SPEC.md §2): both tour flags cleared, a toast, and the page reloaded after
// TOUR_RESTART_RELOAD_MS (fake timers; jsdom cannot reload, so the card is given a stand-in).
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOUR_COMPLETED_KEY, TOUR_RESTART_RELOAD_MS, TOUR_SEEN_KEY } from '@wallet/common/settings';
import { renderSettingsScreen } from './test-utils';
import { TOUR_RESTARTING_MESSAGE, TourCard } from './TourCard';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('TourCard', () => {
  it('when Restart Tour is pressed, then both flags are cleared, a toast says so, and the page reloads after a moment', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
    window.sessionStorage.setItem(TOUR_SEEN_KEY, 'true');
    const reload = vi.fn();
    renderSettingsScreen(<TourCard reload={reload} />);
    expect(screen.getByText('Ctrl/Cmd+H')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Restart Tour' }));
    // Async: the toast container loads with the first toast (lib/toast-host.ts), a module import to settle.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOUR_RESTART_RELOAD_MS - 1);
    });

    expect(window.localStorage.getItem(TOUR_COMPLETED_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(TOUR_SEEN_KEY)).toBeNull();
    expect(screen.getByText(TOUR_RESTARTING_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restarting...' })).toBeDisabled();
    expect(reload).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when the page is left before the reload, then it does not reload', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { unmount } = renderSettingsScreen(<TourCard reload={reload} />);

    fireEvent.click(screen.getByRole('button', { name: 'Restart Tour' }));
    unmount();
    act(() => {
      vi.advanceTimersByTime(TOUR_RESTART_RELOAD_MS);
    });

    expect(reload).not.toHaveBeenCalled();
  });
});
