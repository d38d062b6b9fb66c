// Everything the app runs inside: the theme (with the global style) and the toast container.
// The Apollo client is provided by the lazy ApolloRoute in the route tree, not here (see router.tsx).
import type { ReactNode } from 'react';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import type { ThemeName } from '../styles/theme';
import { GlobalStyle } from '../styles/global-style';
import { Toaster } from '../lib/Toaster';

interface AppProvidersProps {
  children: ReactNode;
  /** This theme, neither read from nor stored in the browser (the build's first paint, app/first-paint.tsx). */
  theme?: ThemeName;
}

export function AppProviders({ children, theme }: AppProvidersProps) {
  return (
    <ThemePreferenceProvider initialPreference={theme} persist={theme === undefined}>
      <GlobalStyle />
      {children}
      <Toaster />
    </ThemePreferenceProvider>
  );
}
