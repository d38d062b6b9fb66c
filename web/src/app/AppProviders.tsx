// Everything the app runs inside: the theme (with the global style) and the toast container.
// The Apollo client is provided by the lazy ApolloRoute in the route tree, not here (see router.tsx).
import type { ReactNode } from 'react';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import type { ThemeName } from '../styles/theme';
import { GlobalStyle } from '../styles/global-style';
import { Toaster } from '../lib/Toaster';

interface AppProvidersProps {
  children: ReactNode;
  /**
   * This theme, neither read from nor stored in the browser, for someone whose choice is not known: the build's first
   * paint (app/first-paint.tsx), whose theme toggle therefore shows no choice made.
   */
  theme?: ThemeName;
}

export function AppProviders({ children, theme }: AppProvidersProps) {
  return (
    <ThemePreferenceProvider
      initialPreference={theme}
      persist={theme === undefined}
      choiceUnknown={theme !== undefined}
    >
      <GlobalStyle />
      {children}
      <Toaster />
    </ThemePreferenceProvider>
  );
}
