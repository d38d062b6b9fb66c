// Holds the theme choice for the app, follows the OS live when it is System, and feeds styled-components.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { themes } from '../styles/theme';
import type { ThemeName } from '../styles/theme';
import {
  THEME_PREFERENCE_DEFAULT,
  THEME_STORAGE_KEY,
  applyThemeClass,
  isThemePreference,
  readStoredThemePreference,
  resolveTheme,
  storeThemeCookie,
  storeThemePreference,
  subscribeToSystemTheme,
  systemPrefersDark,
} from './theme-preference';
import type { ThemePreference } from './theme-preference';

interface ThemePreferenceValue {
  preference: ThemePreference;
  /**
   * False where the theme is painted without knowing the person's choice (the build's first paint): a theme toggle
   * then shows no choice made rather than one that may not be theirs.
   */
  choiceKnown: boolean;
  resolvedTheme: ThemeName;
  setPreference: (preference: ThemePreference) => void;
}

const ThemePreferenceContext = createContext<ThemePreferenceValue | null>(null);

interface ThemePreferenceProviderProps {
  children: ReactNode;
  /** Starts with this choice instead of the stored one (Storybook, tests). */
  initialPreference?: ThemePreference;
  /** When false the choice is neither read from nor written to localStorage. */
  persist?: boolean;
  /** The theme is drawn for someone whose choice is not known (the build's first paint): see `choiceKnown`. */
  choiceUnknown?: boolean;
}

export function ThemePreferenceProvider({
  children,
  initialPreference,
  persist = true,
  choiceUnknown = false,
}: ThemePreferenceProviderProps) {
  const [preference, setPreferenceState] = useState<ThemePreference>(
    () => initialPreference ?? (persist ? readStoredThemePreference() : THEME_PREFERENCE_DEFAULT),
  );
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const resolvedTheme = resolveTheme(preference, prefersDark);

  // Layout effect: the class changes in the same frame as the styled-components theme, so nothing flashes.
  useLayoutEffect(() => {
    applyThemeClass(resolvedTheme);
  }, [resolvedTheme]);

  // The server sends a page's first paint in the theme this cookie names (bff/src/static.ts): kept in step with the
  // theme shown (with System, the OS's), also for a choice made before the cookie existed or in another tab.
  useEffect(() => {
    if (persist) storeThemeCookie(resolvedTheme);
  }, [persist, resolvedTheme]);

  // Another tab changed the choice: follow it.
  useEffect(() => {
    if (!persist) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) {
        setPreferenceState(isThemePreference(event.newValue) ? event.newValue : THEME_PREFERENCE_DEFAULT);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [persist]);

  const setPreference = useCallback(
    (next: ThemePreference) => {
      setPreferenceState(next);
      if (persist) storeThemePreference(next);
    },
    [persist],
  );

  const value = useMemo(
    () => ({ preference, choiceKnown: !choiceUnknown, resolvedTheme, setPreference }),
    [preference, choiceUnknown, resolvedTheme, setPreference],
  );

  return (
    <ThemePreferenceContext.Provider value={value}>
      <ThemeProvider theme={themes[resolvedTheme]}>{children}</ThemeProvider>
    </ThemePreferenceContext.Provider>
  );
}

export function useThemePreference(): ThemePreferenceValue {
  const value = useContext(ThemePreferenceContext);
  if (!value) throw new Error('useThemePreference must be used inside <ThemePreferenceProvider>');
  return value;
}
