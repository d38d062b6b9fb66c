// The pre-render theme steps main.tsx runs: read the stored choice, resolve it against the OS, set the class.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '../test/match-media';
import {
  THEME_STORAGE_KEY,
  applyThemeClass,
  readStoredThemePreference,
  resolveTheme,
  systemPrefersDark,
} from './theme-preference';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('theme preference', () => {
  it('when nothing is stored, then the choice is system', () => {
    expect(readStoredThemePreference()).toBe('system');
  });

  it('when storage throws, then the choice is system', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readStoredThemePreference()).toBe('system');
  });

  it('when a choice is stored, then it is read back', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredThemePreference()).toBe('dark');
  });

  it('when resolving, then system follows the OS and explicit choices do not', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('when matchMedia is missing (old browsers, jsdom), then the OS counts as light', () => {
    expect(systemPrefersDark()).toBe(false);
    mockMatchMedia({ systemDark: true });
    expect(systemPrefersDark()).toBe(true);
  });

  it('when a theme is applied twice in turn, then <html> carries exactly one of light or dark', () => {
    applyThemeClass('dark');
    applyThemeClass('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
