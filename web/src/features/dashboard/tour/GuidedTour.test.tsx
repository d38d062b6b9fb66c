// The guided tour (SPEC.md §2): it starts by itself 1 s after the first dashboard visit only while due, never again
// once closed or completed, shows only the steps whose places are on the page, restarts from the sidebar's button
// and Ctrl/Cmd+H (disabled while it runs), and says so in a toast when it cannot start. On a phone it opens the
// menu sheet and walks the same steps; the first step has no Back.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOUR_COMPLETED_KEY, TOUR_SEEN_KEY, tourTexts } from '@wallet/common/settings';
import type { UserRole } from '../../../lib/paths';
import { Toaster } from '../../../lib/Toaster';
import { ThemePreferenceProvider } from '../../../lib/ThemePreferenceProvider';
import { lightTheme } from '../../../styles/theme';
import { DashboardLayout } from '../DashboardLayout';
import { GuidedTour, RestartTourAction, TourController, loadTourOverlay } from './GuidedTour';
import { clearTourFlags } from '../../../lib/tour-flags';
import { tourStyles } from './tour-styles';

const people = {
  user: { name: 'Alice Rahman', email: 'alice@wallet.local', role: 'user' },
  agent: { name: 'Maya Thompson', email: 'agent@wallet.local', role: 'agent' },
  admin: { name: 'Admin', email: 'admin@wallet.local', role: 'admin' },
} as const;

function renderDashboard({
  role = 'user',
  path = `/${role}/overview`,
  frame,
}: { role?: UserRole; path?: string; frame?: ReactNode } = {}) {
  return render(
    <ThemePreferenceProvider persist={false}>
      <MemoryRouter initialEntries={[path]}>
        <GuidedTour role={role}>
          {frame ?? (
            <DashboardLayout
              user={people[role]}
              onLogout={() => undefined}
              defaultSidebarOpen
              sidebarAction={<RestartTourAction />}
              controls={<TourController />}
            >
              <p>Overview</p>
            </DashboardLayout>
          )}
        </GuidedTour>
      </MemoryRouter>
      <Toaster />
    </ThemePreferenceProvider>,
  );
}

/** The tour's dialog (on a phone the menu sheet is a dialog too): the one with the step counter. */
const tourDialog = () =>
  screen.queryAllByRole('dialog').find((dialog) => within(dialog).queryByText(/^Step \d+ of \d+$/)) ?? null;
const restartButton = () => screen.getByRole('button', { name: tourTexts.restart });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const press = (key: string, keyCode: number) => fireEvent.keyDown(window, { key, keyCode });

/** The open tour's dialog, its title and its counter. */
function currentStep() {
  const dialog = tourDialog();
  if (!dialog) throw new Error('the tour is not open');
  return {
    dialog,
    title: within(dialog).getByRole('heading').textContent,
    counter: within(dialog).getByText(/^Step \d+ of \d+$/).textContent,
  };
}

// reactour loads when the tour first opens (a browser spec walks that); here it is loaded once, so each step is
// checked right after the action that causes it.
beforeAll(async () => {
  await loadTourOverlay();
});

beforeEach(() => {
  // The test setup marks the tour done for every other test; here it starts fresh.
  clearTourFlags();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GuidedTour', () => {
  it('when a dashboard is first visited, then the tour starts after 1 s at the centred welcome, focused, and the button says it is active', () => {
    vi.useFakeTimers();
    renderDashboard();

    advance(999);
    expect(tourDialog()).not.toBeInTheDocument();
    advance(1);

    const { dialog, title, counter } = currentStep();
    expect(dialog).toHaveAccessibleName('Welcome to Wallet');
    expect(dialog).toHaveAccessibleDescription(/^Step 1 of 6 A one-minute look around/);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(title).toBe('Welcome to Wallet');
    expect(counter).toBe('Step 1 of 6');
    expect(dialog).toHaveFocus();
    const button = screen.getByRole('button', { name: tourTexts.active });
    expect(button).toBeDisabled();
  });

  it('when the tour was completed before, seen this session, or the page is not a dashboard, then it does not start', () => {
    vi.useFakeTimers();
    window.localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
    const first = renderDashboard();
    advance(5000);
    expect(tourDialog()).not.toBeInTheDocument();
    first.unmount();

    clearTourFlags();
    window.sessionStorage.setItem(TOUR_SEEN_KEY, 'true');
    const second = renderDashboard({ role: 'agent' });
    advance(5000);
    expect(tourDialog()).not.toBeInTheDocument();
    second.unmount();

    clearTourFlags();
    renderDashboard({ path: '/contact' });
    advance(5000);
    expect(tourDialog()).not.toBeInTheDocument();
    expect(restartButton()).toBeEnabled();
  });

  it('when the tour is closed with Escape, then both flags are set and it does not start again on the next visit', () => {
    vi.useFakeTimers();
    const first = renderDashboard();
    advance(1000);
    expect(tourDialog()).toBeInTheDocument();

    press('Escape', 27);

    expect(tourDialog()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(TOUR_COMPLETED_KEY)).toBe('true');
    expect(window.sessionStorage.getItem(TOUR_SEEN_KEY)).toBe('true');
    expect(restartButton()).toBeEnabled();
    first.unmount();

    renderDashboard();
    advance(5000);
    expect(tourDialog()).not.toBeInTheDocument();
  });

  it('when Next is pressed through every step, then the places come in order and Done completes the tour', async () => {
    renderDashboard();
    await userEvent.click(restartButton());

    const titles = [currentStep().title];
    // Nowhere to go back to: no Back on the first step rather than a dead one.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    for (let step = 2; step <= 6; step += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(currentStep().counter).toBe(`Step ${step} of 6`);
      expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
      titles.push(currentStep().title);
    }
    expect(titles).toEqual([
      'Welcome to Wallet',
      'Your dashboard menu',
      'Home',
      'Your wallet',
      'Your history',
      'Your profile',
    ]);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));

    expect(tourDialog()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(TOUR_COMPLETED_KEY)).toBe('true');
    expect(window.sessionStorage.getItem(TOUR_SEEN_KEY)).toBe('true');
    // Focus goes back where it was before the tour took it.
    expect(restartButton()).toHaveFocus();
  });

  it('when the arrow keys are pressed, then the tour moves between steps, and Close ends it', () => {
    renderDashboard({ role: 'admin' });
    fireEvent.click(restartButton());

    press('ArrowRight', 39);
    press('ArrowRight', 39);
    press('ArrowRight', 39);
    expect(currentStep()).toMatchObject({ title: 'All wallets', counter: 'Step 4 of 6' });
    press('ArrowLeft', 37);
    expect(currentStep().title).toBe('Home');

    fireEvent.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(tourDialog()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(TOUR_COMPLETED_KEY)).toBe('true');
  });

  it('when some places are not on the page, then their steps are left out', () => {
    renderDashboard({
      role: 'agent',
      frame: (
        <>
          <TourController />
          <RestartTourAction />
          <nav>
            <a href="/" data-tour="home-link">
              Home
            </a>
            <a href="/agent/update-user" data-tour="profile-management">
              Update Profile
            </a>
          </nav>
        </>
      ),
    });
    fireEvent.click(restartButton());

    expect(currentStep().counter).toBe('Step 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toMatchObject({ title: 'Home', counter: 'Step 2 of 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toMatchObject({ title: 'Your profile', counter: 'Step 3 of 3' });
  });

  it('when Ctrl+H or Cmd+H is pressed, then the tour restarts and the browser does nothing else', () => {
    window.localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
    renderDashboard();

    const ctrlH = fireEvent.keyDown(window, { key: 'h', ctrlKey: true });

    expect(ctrlH).toBe(false); // default prevented
    expect(currentStep().counter).toBe('Step 1 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep().counter).toBe('Step 2 of 6');

    // While running it starts over from the welcome.
    expect(fireEvent.keyDown(window, { key: 'H', metaKey: true })).toBe(false);
    expect(currentStep().counter).toBe('Step 1 of 6');

    press('Escape', 27);
    expect(fireEvent.keyDown(window, { key: 'h', metaKey: true })).toBe(false);
    expect(tourDialog()).toBeInTheDocument();
    // Plain h (typing) is left alone.
    press('Escape', 27);
    expect(fireEvent.keyDown(window, { key: 'h' })).toBe(true);
    expect(tourDialog()).not.toBeInTheDocument();
  });

  it('when the tour cannot start, then an error toast says why and the button stays ready', async () => {
    window.localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
    renderDashboard();
    const querySelector = vi.spyOn(document, 'querySelector').mockImplementation(() => {
      throw new Error('the page is still loading');
    });

    fireEvent.click(restartButton());
    querySelector.mockRestore();

    expect(await screen.findByText(tourTexts.failed('the page is still loading'))).toBeInTheDocument();
    expect(tourDialog()).not.toBeInTheDocument();
    expect(restartButton()).toBeEnabled();
  });

  it('when the screen is a phone, then the tour opens the menu sheet, walks the same six steps and closes it after', () => {
    // 375 px: every max-width query (the sidebar's phone query) matches; the sheet starts closed.
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({
        media,
        matches: media.includes('max-width'),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    vi.useFakeTimers();
    render(
      <ThemePreferenceProvider persist={false}>
        <MemoryRouter initialEntries={['/user/overview']}>
          <GuidedTour role="user">
            <DashboardLayout
              user={people.user}
              onLogout={() => undefined}
              sidebarAction={<RestartTourAction />}
              controls={<TourController />}
            >
              <p>Overview</p>
            </DashboardLayout>
          </GuidedTour>
        </MemoryRouter>
      </ThemePreferenceProvider>,
    );
    const sheet = () => screen.queryByRole('dialog', { name: 'User dashboard menu' });
    expect(sheet()).not.toBeInTheDocument();

    advance(1000);

    expect(sheet()).toBeInTheDocument();
    expect(currentStep()).toMatchObject({ title: 'Welcome to Wallet', counter: 'Step 1 of 6' });
    expect(currentStep().dialog).toHaveFocus();
    const titles = [currentStep().title];
    for (let step = 2; step <= 6; step += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      titles.push(currentStep().title);
    }
    expect(titles).toEqual([
      'Welcome to Wallet',
      'Your dashboard menu',
      'Home',
      'Your wallet',
      'Your history',
      'Your profile',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));

    expect(tourDialog()).not.toBeInTheDocument();
    expect(sheet()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(TOUR_COMPLETED_KEY)).toBe('true');
  });

  it('when Restart Tour is pressed in the open menu sheet on a phone, then the sheet stays open after the tour', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({
        media,
        matches: media.includes('max-width'),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    window.localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
    render(
      <ThemePreferenceProvider persist={false}>
        <MemoryRouter initialEntries={['/user/overview']}>
          <GuidedTour role="user">
            <DashboardLayout
              user={people.user}
              onLogout={() => undefined}
              defaultSheetOpen
              sidebarAction={<RestartTourAction />}
              controls={<TourController />}
            >
              <p>Overview</p>
            </DashboardLayout>
          </GuidedTour>
        </MemoryRouter>
      </ThemePreferenceProvider>,
    );
    const sheet = screen.getByRole('dialog', { name: 'User dashboard menu' });

    const restart = within(sheet).getByRole('button', { name: tourTexts.restart });
    restart.focus();
    fireEvent.click(restart);
    expect(currentStep().counter).toBe('Step 1 of 6');
    press('Escape', 27);

    expect(tourDialog()).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'User dashboard menu' })).toBeInTheDocument();
    expect(restart).toHaveFocus();
  });

  it('when the person asked for less motion, then the popover does not slide between steps', () => {
    const moving = tourStyles(lightTheme, { reducedMotion: false });
    const still = tourStyles(lightTheme, { reducedMotion: true });

    expect(moving.popover?.({}, {}).transition).toMatch(/^transform /);
    expect(still.popover?.({}, {}).transition).toBe('none');
  });
});
