// The Light / Dark / System choice: kept in localStorage under "theme", resolved against the OS, applied to <html>.
import type { ThemeName } from '../styles/theme';

export const THEME_STORAGE_KEY = 'theme';
export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
/** DESIGN.md §9 item 11: the default follows the operating system. */
export const THEME_PREFERENCE_DEFAULT: ThemePreference = 'system';

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (themePreferences as readonly string[]).includes(value);
}

// Storage can throw (disabled cookies, some private modes); the choice then simply is not remembered.
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredThemePreference(): ThemePreference {
  try {
    const stored = browserStorage()?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : THEME_PREFERENCE_DEFAULT;
  } catch {
    return THEME_PREFERENCE_DEFAULT;
  }
}

export function storeThemePreference(preference: ThemePreference): void {
  try {
    browserStorage()?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not remembered across visits; the page still switches.
  }
}

function systemDarkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(SYSTEM_DARK_QUERY)
    : null;
}

/**
 * The cookie that tells the server the theme the visitor sees, so a page's first paint (painted at build time in both
 * themes) comes in it on their next visit; without it the light paint shows only on a light OS scheme. Not secret.
 */
export const THEME_COOKIE = 'theme';
const THEME_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

export function storeThemeCookie(theme: ThemeName, target: Document = document): void {
  const secure = target.location?.protocol === 'https:' ? '; Secure' : '';
  const value = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  if (!target.cookie.split('; ').includes(`${THEME_COOKIE}=${theme}`)) target.cookie = value;
}

export function systemPrefersDark(): boolean {
  return systemDarkQuery()?.matches ?? false;
}

/** Calls `onChange` whenever the operating system switches between light and dark. */
export function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = systemDarkQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ThemeName {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

/** Puts exactly one of the classes `light` / `dark` on the page root. */
export function applyThemeClass(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
}
