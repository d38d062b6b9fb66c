// The theme choice: Light / Dark / System, remembered in localStorage, applied as a class on <html>.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { THEME_STORAGE_KEY } from '../lib/theme-preference';
import { mockMatchMedia } from '../test/match-media';
import { ThemeToggle } from './ThemeToggle';

function renderToggle() {
  return render(
    <ThemePreferenceProvider>
      <ThemeToggle />
    </ThemePreferenceProvider>,
  );
}

const html = () => document.documentElement;

/** The theme cookie's value, as the server reads it (bff/src/static.ts). */
const themeCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('theme='))
    ?.slice('theme='.length);

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'theme=; Path=/; Max-Age=0';
});

describe('ThemeToggle', () => {
  it('when the page shows a theme, then the theme cookie names it (so the next visit’s first paint comes in it), and follows a change', async () => {
    const system = mockMatchMedia({ systemDark: true });
    renderToggle();

    expect(themeCookie()).toBe('dark');

    act(() => system.setSystemDark(false));
    expect(themeCookie()).toBe('light');

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(themeCookie()).toBe('dark');
  });

  it('when the theme is drawn for someone whose choice is not known (the first paint), then no choice shows as made', () => {
    mockMatchMedia({ systemDark: false });
    render(
      <ThemePreferenceProvider initialPreference="dark" persist={false} choiceUnknown>
        <ThemeToggle />
      </ThemePreferenceProvider>,
    );

    for (const name of ['Light', 'Dark', 'System']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    expect(html()).toHaveClass('dark');
  });

  it('when nothing is stored, then System is chosen and the page follows a light OS', () => {
    mockMatchMedia({ systemDark: false });
    renderToggle();

    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(html()).toHaveClass('light');
    expect(html()).not.toHaveClass('dark');
  });

  it('when nothing is stored and the OS is dark, then the page is dark', () => {
    mockMatchMedia({ systemDark: true });
    renderToggle();

    expect(html()).toHaveClass('dark');
    expect(html()).not.toHaveClass('light');
  });

  it('when Dark is chosen, then it is stored under "theme" and <html> gets the dark class only', async () => {
    mockMatchMedia({ systemDark: false });
    renderToggle();

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));

    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html()).toHaveClass('dark');
    expect(html()).not.toHaveClass('light');
  });

  it('when Light is stored, then it wins over a dark OS, and choosing System follows the OS again', async () => {
    const system = mockMatchMedia({ systemDark: true });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderToggle();

    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(html()).toHaveClass('light');

    act(() => system.setSystemDark(false));
    expect(html()).toHaveClass('light');

    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(html()).toHaveClass('light');
  });

  it('when System is chosen and the OS switches scheme, then the page follows live', () => {
    const system = mockMatchMedia({ systemDark: false });
    renderToggle();
    expect(html()).toHaveClass('light');

    act(() => system.setSystemDark(true));
    expect(html()).toHaveClass('dark');
    expect(html()).not.toHaveClass('light');

    act(() => system.setSystemDark(false));
    expect(html()).toHaveClass('light');
    expect(html()).not.toHaveClass('dark');
  });

  it('when the stored value is not a known choice, then System is used', () => {
    mockMatchMedia({ systemDark: true });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    renderToggle();

    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(html()).toHaveClass('dark');
  });

  it('when another tab stores a choice, then this tab follows it', () => {
    mockMatchMedia({ systemDark: false });
    renderToggle();

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });

    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(html()).toHaveClass('dark');
  });
});
