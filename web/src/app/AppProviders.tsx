// Everything the app runs inside: the theme (with the global style) and the toast container.
// The Apollo client is provided by the lazy ApolloRoute in the route tree, not here (see router.tsx).
import type { ReactNode } from 'react';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { GlobalStyle } from '../styles/global-style';
import { Toaster } from '../lib/Toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemePreferenceProvider>
      <GlobalStyle />
      {children}
      <Toaster />
    </ThemePreferenceProvider>
  );
}
